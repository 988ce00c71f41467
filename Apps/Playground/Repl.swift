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

        @Argument(help: "A Lua script to run before the prompt.")
        var script: String?

        @Argument(parsing: .captureForPassthrough, help: "Arguments for the script, in its global 'arg' and in '...'.")
        var arguments: [String] = []

        @Option(parsing: .unconditional, help: ArgumentHelp("The most memory Lua may use, in MiB (default 256).", valueName: "MiB"))
        var memory: Double?

        @Option(help: ArgumentHelp("The date-time the virtual clock starts at, in ISO 8601 with a time zone (default: now).", valueName: "date-time"))
        var now: String?

        @Option(parsing: .unconditional, help: ArgumentHelp("Seed every random choice, for a reproducible session.", valueName: "integer"))
        var seed: Int64?

        @Flag(name: .customLong("allow-io"), help: "Give the session the io library and all of os.")
        var allowIO = false

        func validate() throws {
            if script == nil, !arguments.isEmpty {
                throw ValidationError("arguments need a script before them")
            }
            if let memory, !(memory.isFinite && memory > 0 && memory <= 1_048_576) {
                throw ValidationError("--memory must be a number of MiB above 0 and at most 1048576, not \(Run.format(memory))")
            }
            if let now, DateArgument.parse(now) == nil {
                throw ValidationError("--now must be an ISO 8601 date-time with a time zone, such as 2026-12-24T18:00:00Z, not '\(now)'")
            }
        }

        func run() throws {
            let memoryLimit = Int((memory ?? 256) * 1024 * 1024)
            let configuration = LuaRuntime.Configuration(
                memoryLimit: memoryLimit,
                allowsIO: allowIO,
                moduleDirectory: script.map(Run.directory(of:)) ?? "."
            )
            let options = ScriptHost.Options(
                runtime: configuration, origin: now.flatMap(DateArgument.parse), seed: seed)
            var standardError = StandardError()
            let host: ScriptHost
            do {
                host = try ScriptHost(options: options)
            } catch {
                print("playground: \(error)", to: &standardError)
                throw ExitCode.failure
            }
            let shown = memory.map(Run.format) ?? "256"
            host.runtime.setStopMessage("not enough memory: the session needs more than \(shown) MiB (--memory)", for: .memory)
            let interactive = isatty(0) != 0
            let session = ReplSession(host: host, interactive: interactive)
            defer { session.finish() }
            if let script {
                do {
                    try session.whileEvaluating { () throws(LuaError) in
                        try host.load(scriptAtPath: script, arguments: arguments)
                    }
                } catch {
                    fflush(nil)
                    print("playground: \(error)", to: &standardError)
                    throw ExitCode(RunExitStatus.status(for: error))
                }
            }
            do {
                try host.installReplGlobals()
            } catch {
                print("playground: \(error)", to: &standardError)
                throw ExitCode.failure
            }
            session.loop()
        }
    }
}
