import ArgumentParser

/// The `playground` command: runs Lua scripts that drive the controls. (The command-line fuzz
/// harness compiles these sources into its own program, with PLAYGROUND_EMBEDDED.)
#if !PLAYGROUND_EMBEDDED
@main
#endif
struct Playground: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "Run Lua scripts that drive headless models of iOS-style controls.",
        version: PlaygroundVersion.current,
        subcommands: [Run.self, Repl.self, Serve.self, Test.self, Docs.self]
    )

    /// `run SCRIPT [ARGUMENTS…]` without options skips ArgumentParser, which would parse it to
    /// the same request (see ``RunRequest/plain(_:)``) but takes several times as long as
    /// running a short script; every other command line is parsed as usual.
    static func main() {
        let arguments = CommandLine.losslessArguments.dropFirst()
        guard let request = RunRequest.plain(arguments) else {
            main(Array(arguments))
            return
        }
        do {
            try request.execute()
        } catch {
            Run.exit(withError: error)
        }
    }
}
