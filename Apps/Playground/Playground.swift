import ArgumentParser

/// The `playground` command: runs Lua scripts that drive the controls.
@main
struct Playground: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "Run Lua scripts that drive headless models of iOS-style controls.",
        version: PlaygroundVersion.current,
        subcommands: [Run.self, Repl.self]
    )
}
