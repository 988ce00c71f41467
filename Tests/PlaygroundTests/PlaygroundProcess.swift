import Foundation

/// Runs the real `playground` binary, as a user would, and collects what it printed.
struct PlaygroundProcess {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
        /// Standard output's bytes, exactly as the process wrote them.
        var outputData = Data()
        /// Wall time from launch to exit, in seconds.
        var duration: Double = 0
        /// Whether the helper had to kill the process because it outlived `killAfter`.
        var wasKilled = false
        /// Whether the process ended by a signal rather than by exiting (then `status` is the
        /// signal's number).
        var endedBySignal = false
    }

    /// The binary `swift build` put beside the test bundle, or `$PLAYGROUND_BINARY`.
    static var binary: URL {
        if let override = ProcessInfo.processInfo.environment["PLAYGROUND_BINARY"] {
            return URL(fileURLWithPath: override)
        }
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = bundle.deletingLastPathComponent()
        // On Linux the test runner is `<bin>/playgroundPackageTests.xctest`; elsewhere it may sit
        // deeper inside a bundle. Walk up until the binary is found.
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("playground")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return bundle.deletingLastPathComponent().appendingPathComponent("playground")
    }

    /// The repository's root, found from this file's path.
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// Runs `playground` with `arguments` in `currentDirectory` (the repository's root by default).
    ///
    /// - Parameters:
    ///   - executable: another program to run instead (a shell that passes bytes `Process`
    ///     cannot); the binary's path is then among `arguments`.
    ///   - input: written to the process's standard input, which is then closed.
    ///   - environment: the whole environment of the process; the test runner's by default.
    ///   - interruptAfter: sends `signal` (SIGINT by default, as Ctrl-C does) this many seconds
    ///     after launch.
    ///   - interruptAgainAfter: sends `signal` once more this many seconds after launch.
    ///   - killAfter: a safety net, so a run that hangs fails its test instead of the whole
    ///     suite: the process is killed (SIGKILL) if it is still running after this many seconds,
    ///     and the result says `wasKilled`.
    static func run(
        _ arguments: [String],
        executable: URL? = nil,
        input: String? = nil,
        currentDirectory: URL? = nil,
        environment: [String: String]? = nil,
        interruptAfter: Double? = nil,
        signal: Int32 = SIGINT,
        interruptAgainAfter: Double? = nil,
        killAfter: Double = 30
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable ?? binary
        process.arguments = arguments
        process.currentDirectoryURL = currentDirectory ?? repositoryRoot
        if let environment { process.environment = environment }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        let inputPipe = Pipe()
        process.standardInput = inputPipe
        let start = Date()
        try process.run()
        let watch = ProcessWatch(process)
        if let interruptAfter {
            DispatchQueue.global().asyncAfter(deadline: .now() + interruptAfter) { watch.send(signal) }
        }
        if let interruptAgainAfter {
            DispatchQueue.global().asyncAfter(deadline: .now() + interruptAgainAfter) { watch.send(signal) }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + killAfter) { watch.killIfRunning() }
        if let input { inputPipe.fileHandleForWriting.write(Data(input.utf8)) }
        try inputPipe.fileHandleForWriting.close()
        // Read both pipes to the end before waiting, so a chatty child cannot block on a full pipe.
        let group = DispatchGroup()
        nonisolated(unsafe) var errorData = Data()
        group.enter()
        DispatchQueue.global().async {
            errorData = error.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        let duration = Date().timeIntervalSince(start)
        let wasKilled = watch.finish()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self),
            outputData: outputData,
            duration: duration,
            wasKilled: wasKilled,
            endedBySignal: process.terminationReason == .uncaughtSignal
        )
    }

    /// Writes `source` to a fresh temporary file and returns its path.
    static func temporaryScript(_ source: String, name: String = "script.lua") throws -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("pg-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent(name).path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}

/// Signals a running process from another thread, never after it has been waited for.
private final class ProcessWatch: @unchecked Sendable {
    private let lock = NSLock()
    private let process: Process
    private var finished = false
    private var killed = false

    init(_ process: Process) {
        self.process = process
    }

    func send(_ signal: Int32) {
        lock.withLock {
            if !finished, process.isRunning { _ = kill(process.processIdentifier, signal) }
        }
    }

    func killIfRunning() {
        lock.withLock {
            if !finished, process.isRunning {
                killed = true
                _ = kill(process.processIdentifier, SIGKILL)
            }
        }
    }

    /// Marks the process as waited for; returns whether it was killed.
    func finish() -> Bool {
        lock.withLock {
            finished = true
            return killed
        }
    }
}
