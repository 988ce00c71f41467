import ArgumentParser
import Foundation
import Models
import Scripting

/// What `playground run` was asked to do, as plain values: ``Playground/Run`` fills it from the
/// parsed options, and ``plain(_:)`` reads it straight from the command line when there are no
/// options at all.
///
/// The second way exists for start-up time: parsing with ArgumentParser looks up protocol
/// conformances at run time for every option, which was about half of the instructions of a
/// short run (docs/performance.md), while `run SCRIPT [ARGUMENTS…]` without options needs none
/// of it.
struct RunRequest {
    /// The script's path, `-` for standard input, nil for none (`-e` or `-i` alone).
    var script: String?
    var arguments: [String] = []
    /// `-e` chunks and `-l` modules, in the order given, run before the script.
    var steps: [CommandLineStep] = []
    /// `-i`: continue in the REPL after the run.
    var interactive = false
    var timeout: Double?
    var instructions: Int?
    var duration: Double?
    var realtime = false
    /// `--memory` in MiB, nil for the default.
    var memory: Double?
    /// `--now` in seconds since 1970, nil for the real now.
    var origin: Double?
    var seed: Int64?
    var allowIO = false
    /// `--verbose`: say how and when the run ended.
    var verbose = false
    /// `--trace`: the file every event of the run is written to, one JSON object a line.
    var trace: String?
    var scene = SceneSettings()

    /// The request of a command line `run SCRIPT [ARGUMENTS…]` (after the program's name) in
    /// which nothing can be an option, a subcommand or help: every word after `run` is neither
    /// empty nor starts with a dash, and the script is not called `help`. ArgumentParser would
    /// read such a line as exactly this, with every option at its default, and no validation
    /// could fail. Anything else is nil, and goes to ArgumentParser.
    static func plain(_ commandLine: ArraySlice<String>) -> RunRequest? {
        guard commandLine.first == "run", let script = commandLine.dropFirst().first, script != "help" else {
            return nil
        }
        let words = commandLine.dropFirst()
        guard words.allSatisfy({ !$0.isEmpty && !$0.hasPrefix("-") }) else { return nil }
        return RunRequest(script: script, arguments: Array(words.dropFirst()))
    }

    func execute() throws {
        // Here rather than in `Run.validate`: a plain `run SCRIPT` comes here unparsed.
        try LibraryPath.validate()
        let memoryLimit = SessionOptions.memoryLimit(memory)
        var configuration = LuaRuntime.Configuration(
            memoryLimit: memoryLimit,
            instructionLimit: instructions,
            allowsIO: allowIO,
            moduleDirectory: script.map(Playground.Run.directory(of:)) ?? ".",
            countsProcessHeap: true,
            files: Self.files(script: script)
        )
        configuration.libraryDirectories = LibraryPath.directories
        let options = ScriptHost.Options(
            runtime: configuration, duration: duration, realtime: realtime,
            origin: origin, seed: seed
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
            throw ExitCode(RunExitStatus.status(for: reason))
        }
        if outcome.outputFailure != nil {
            throw outcome.outputFailureIsUsage ? ExitCode.validationFailure : ExitCode.failure
        }
    }

    /// The run's files as they are known before it starts: the script and standard input's
    /// file are inputs (modules, frames and images are added as they are read).
    static func files(script: String?) -> RunFiles {
        let files = RunFiles()
        if let script, script != "-" { files.recordInput(path: script, role: "the script") }
        files.recordStandardInput()
        return files
    }

    /// What a run ended with, gathered before the host closed.
    private struct Outcome {
        var failure: LuaError?
        /// A stop that came while the state was closing (a finalizer that looped).
        var stopWhileClosing: StopReason?
        var stopMessages: [StopReason: String]
        /// Why an SVG file or the recording could not be written.
        var outputFailure: String?
        /// Whether that failure is the command line's (exit status 64).
        var outputFailureIsUsage = false
    }

    /// Runs the script and closes its state while the watchdog still watches: closing runs
    /// the finalizers still pending, and one of them may loop.
    private func runAndClose(options: ScriptHost.Options, memoryLimit: Int) throws(LuaError) -> Outcome {
        let watchdog: Watchdog
        let stopHandle: StopHandle
        var outcome = Outcome(stopMessages: [:])
        let outputs: SceneOutputs
        do {
            outputs = try SceneOutputs(
                options: scene, script: script ?? "playground", realtime: realtime, files: options.runtime.files,
                trace: trace, duration: duration)
        } catch {
            throw LuaError(kind: .file, message: error.description)
        }
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
            watchdog = Watchdog(stopHandle: stopHandle, timeout: timeout, lastWords: outcome.stopMessages)
            outputs.attach(to: host)
            host.onNotice = { notice in
                var standardError = StandardError()
                print("playground: \(notice)", to: &standardError)
            }
            do {
                try host.run(steps, scriptAtPath: script, arguments: arguments)
                if verbose, let ending = host.ending {
                    var standardError = StandardError()
                    print("playground: \(ending)", to: &standardError)
                }
            } catch {
                outcome.failure = error
            }
            outcome.outputFailure = watchdog.writingOutputs { outputs.finish(host: host) }
            outcome.outputFailureIsUsage = outputs.failureIsUsage
            if interactive, outcome.failure == nil, stopHandle.reason == nil {
                // The REPL answers Ctrl-C itself, and has no wall-clock limit: the run's are over.
                watchdog.cancel()
                fflush(nil)
                if let outputFailure = outcome.outputFailure {
                    var standardError = StandardError()
                    print("playground: \(outputFailure)", to: &standardError)
                    outcome.outputFailure = nil
                }
                ReplSession.converse(with: host)
            }
        }
        // The host is gone here, and its state closed.
        watchdog.cancel()
        if outcome.failure == nil { outcome.stopWhileClosing = stopHandle.reason }
        return outcome
    }

    private func setStopMessages(_ runtime: LuaRuntime, memoryLimit: Int) {
        if let timeout {
            runtime.setStopMessage(
                "timeout: the script ran longer than \(NumberText.plain(timeout)) s (--timeout)", for: .timeout)
        }
        if let instructions {
            runtime.setStopMessage(
                "instruction limit reached: the script ran \(instructions) instruction\(instructions == 1 ? "" : "s") (--instructions)",
                for: .instructions)
        }
        let shown = SessionOptions.memoryText(memory)
        runtime.setStopMessage("not enough memory: the script needs more than \(shown) MiB (--memory)", for: .memory)
    }
}
