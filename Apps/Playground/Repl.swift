import ArgumentParser
import Foundation
import Scripting

#if canImport(Glibc)
import Glibc
#endif

extension Playground {
    /// `playground repl [SCRIPT [ARGS…]]`: an interactive Lua prompt on the virtual clock.
    struct Repl: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Read, evaluate and print Lua lines, with time moving only when asked.",
            discussion: """
                Each line is tried as an expression first and its values are printed; otherwise \
                it runs as a statement. An unfinished chunk continues on the next line (the '>>' \
                prompt). Time stands still until advance(seconds) moves it, running the handlers \
                due; undo() and redo() walk the history. With SCRIPT, the script runs first \
                (without running the clock) and the session continues with its globals.

                When standard input is not a terminal, no prompt is written: only what the \
                lines print, and the values of expressions. Errors go to standard error and the \
                session goes on. Ctrl-C stops a running chunk; Ctrl-D (end of input) leaves.

                Exit status: 0 at the end of input; when SCRIPT fails, 1 (3 for a limit, 130 \
                for Ctrl-C), as with run; 64 for a usage error.
                """
        )

        @Argument(help: "A Lua script to run before the prompt ('-' reads it from standard input).")
        var script: String?

        @Argument(
            help: ArgumentHelp(
                "Arguments for the script, in its global 'arg' and in '...'. Put them after '--' when they start with a dash (everything after '--' is the script's).",
                valueName: "arguments"))
        var arguments: [String] = []

        @OptionGroup var lua: ChunkOptions

        @OptionGroup var session: SessionOptions

        func validate() throws {
            try LibraryPath.validate()
            if script == nil, !arguments.isEmpty {
                throw ValidationError("arguments need a script before them")
            }
        }

        func run() throws {
            let memoryLimit = session.memoryLimit
            var configuration = LuaRuntime.Configuration(
                memoryLimit: memoryLimit,
                allowsIO: session.allowIO,
                moduleDirectory: script.map(Run.directory(of:)) ?? ".",
                countsProcessHeap: true
            )
            configuration.libraryDirectories = LibraryPath.directories
            let options = ScriptHost.Options(
                runtime: configuration, origin: session.origin, seed: session.seed)
            var standardError = StandardError()
            let host: ScriptHost
            do {
                host = try ScriptHost(options: options)
            } catch {
                print("playground: \(error)", to: &standardError)
                throw ExitCode.failure
            }
            let shown = session.memoryText
            host.runtime.setStopMessage(
                "not enough memory: the session needs more than \(shown) MiB (--memory)", for: .memory)
            let session = ReplSession(host: host, interactive: isatty(0) != 0)
            defer { session.finish() }
            if script != nil || !lua.isEmpty {
                do {
                    try session.whileEvaluating { () throws(LuaError) in
                        try host.load(lua.steps, scriptAtPath: script, arguments: arguments)
                    }
                } catch {
                    fflush(nil)
                    print("playground: \(error)", to: &standardError)
                    throw ExitCode(RunExitStatus.status(for: error))
                }
            }
            guard session.begin() else { throw ExitCode.failure }
            session.loop()
        }
    }
}
