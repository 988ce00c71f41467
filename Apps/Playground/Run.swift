import ArgumentParser
import Scripting

#if canImport(Glibc)
    import Glibc
#endif

extension Playground {
    /// `playground run SCRIPT`: runs a Lua script to its end.
    struct Run: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run a Lua script.",
            discussion: """
                Exit status: 0 when the script finishes, 1 when it raises an error \
                (the message and a traceback go to standard error), 64 for a usage error.
                """
        )

        @Argument(help: "The Lua script to run.")
        var script: String

        func run() throws {
            let runtime: LuaRuntime
            do {
                runtime = try LuaRuntime()
                try runtime.executeFile(atPath: script)
            } catch {
                var standardError = StandardError()
                print("playground: \(error)", to: &standardError)
                throw ExitCode.failure
            }
            fflush(nil)
        }
    }
}
