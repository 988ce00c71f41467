import ArgumentParser
import Foundation
import Scripting

extension Playground {
    /// `playground run SCRIPT [ARGS…]`: runs a Lua script on the virtual clock.
    struct Run: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run a Lua script on the virtual clock.",
            discussion: """
                The run ends when the script has finished and nothing remains scheduled, when it \
                calls clock.stop(), or at --duration. Virtual time runs as fast as the machine \
                goes unless --realtime is given; the output is the same either way.

                To see the controls: --realtime on a terminal draws them live below the \
                script's output; --svg DIR writes the final scene (and, with --svg-every, \
                numbered frames) as SVG; --record FILE.html writes a self-contained player of \
                the whole run. Frames are instants of virtual time, so they are the same however \
                fast the machine is.

                Exit status: 0 on success; 1 when the script raises an error (the message and a \
                traceback go to standard error); 3 when a limit (--timeout, --memory, \
                --instructions) stops it; 130 when Ctrl-C interrupts it; 64 for a usage error.
                """
        )

        @Argument(help: "The Lua script to run.")
        var script: String

        @Argument(help: ArgumentHelp("Arguments for the script, in its global 'arg' and in '...'. Put them after '--' when they start with a dash (everything after '--' is the script's).", valueName: "arguments"))
        var arguments: [String] = []

        @Option(parsing: .unconditional, help: ArgumentHelp("Stop the script after this many seconds of wall time.", valueName: "seconds"))
        var timeout: Double?


        @Option(parsing: .unconditional, help: ArgumentHelp("Stop the script after this many Lua instructions (counting slows Lua down).", valueName: "count"))
        var instructions: Int?

        @Option(parsing: .unconditional, help: ArgumentHelp("End the run at this virtual time, in seconds.", valueName: "seconds"))
        var duration: Double?

        @Flag(help: "Pace virtual time to the wall clock, to watch the run.")
        var realtime = false



        @OptionGroup var session: SessionOptions

        @OptionGroup(title: "Seeing the controls") var scene: SceneOptions

        func validate() throws {
            if let timeout, !(timeout.isFinite && timeout > 0) {
                throw ValidationError("--timeout must be a positive number of seconds, not \(Run.format(timeout))")
            }
            if let instructions, instructions <= 0 {
                throw ValidationError("--instructions must be a positive count, not \(instructions)")
            }
            if let duration, !(duration.isFinite && duration >= 0) {
                throw ValidationError("--duration must be a number of seconds ≥ 0, not \(Run.format(duration))")
            }
        }

        func run() throws {
            let memoryLimit = session.memoryLimit
            let configuration = LuaRuntime.Configuration(
                memoryLimit: memoryLimit,
                instructionLimit: instructions,
                allowsIO: session.allowIO,
                moduleDirectory: Run.directory(of: script)
            )
            let options = ScriptHost.Options(
                runtime: configuration, duration: duration, realtime: realtime,
                origin: session.origin, seed: session.seed
            )
            var standardError = StandardError()
            let outcome: Outcome
            do {
                outcome = try runAndClose(options: options, memoryLimit: memoryLimit)
            } catch {
                print("playground: \(error)", to: &standardError)
                throw ExitCode.failure
            }
            fflush(nil)
            if let failure = outcome.outputFailure {
                print("playground: \(failure)", to: &standardError)
            }
            if let failure = outcome.failure {
                print("playground: \(failure)", to: &standardError)
                throw ExitCode(RunExitStatus.status(for: failure))
            }
            if let reason = outcome.stopWhileClosing {
                let message = outcome.stopMessages[reason] ?? "\(reason)"
                print("playground: \(message) (while closing the script's state)", to: &standardError)
                throw ExitCode(reason == .interrupt ? RunExitStatus.interrupted : RunExitStatus.limitExceeded)
            }
            if outcome.outputFailure != nil { throw ExitCode.failure }
        }

        /// What a run ended with, gathered before the host closed.
        private struct Outcome {
            var failure: LuaError?
            /// A stop that came while the state was closing (a finalizer that looped).
            var stopWhileClosing: StopReason?
            var stopMessages: [StopReason: String]
            /// Why an SVG file or the recording could not be written.
            var outputFailure: String?
        }

        /// Runs the script and closes its state while the watchdog still watches: closing runs
        /// the finalizers still pending, and one of them may loop.
        private func runAndClose(options: ScriptHost.Options, memoryLimit: Int) throws(LuaError) -> Outcome {
            let watchdog: Watchdog
            let stopHandle: StopHandle
            var outcome = Outcome(stopMessages: [:])
            let outputs = SceneOutputs(options: scene, script: script, realtime: realtime)
            do {
                let host: ScriptHost
                do {
                    host = try ScriptHost(options: options)
                } catch {
                    outputs.abandon()
                    throw error
                }
                setStopMessages(host.runtime, memoryLimit: memoryLimit)
                for reason in StopReason.allCases {
                    outcome.stopMessages[reason] = host.runtime.stopMessage(for: reason)
                }
                stopHandle = host.runtime.stopHandle
                watchdog = Watchdog(
                    stopHandle: stopHandle, timeout: timeout,
                    lastWords: host.runtime.stopMessage(for: .timeout))
                outputs.attach(to: host)
                do {
                    try host.run(scriptAtPath: script, arguments: arguments)
                } catch {
                    outcome.failure = error
                }
                outcome.outputFailure = outputs.finish(host: host)
            }
            // The host is gone here, and its state closed.
            watchdog.cancel()
            if outcome.failure == nil { outcome.stopWhileClosing = stopHandle.reason }
            return outcome
        }

        /// The folder of `script` as the user named it (relative stays relative, so messages
        /// name modules the way the user would), "." for a bare file name.
        static func directory(of script: String) -> String {
            guard let slash = script.lastIndex(of: "/") else { return "." }
            return slash == script.startIndex ? "/" : String(script[..<slash])
        }

        /// A number as the user typed it: `0` rather than `0.0`.
        static func format(_ number: Double) -> String {
            if number.isFinite, number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
            return "\(number)"
        }

        private func setStopMessages(_ runtime: LuaRuntime, memoryLimit: Int) {
            if let timeout {
                runtime.setStopMessage("timeout: the script ran longer than \(Run.format(timeout)) s (--timeout)", for: .timeout)
            }
            if let instructions {
                runtime.setStopMessage("instruction limit reached: the script ran \(instructions) instruction\(instructions == 1 ? "" : "s") (--instructions)", for: .instructions)
            }
            let shown = session.memoryText
            runtime.setStopMessage("not enough memory: the script needs more than \(shown) MiB (--memory)", for: .memory)
        }
    }
}
