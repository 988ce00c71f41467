import Foundation
import Scripting
import Specs

/// Runs spec files: each in a process of its own (`playground test --worker FILE`), at most
/// `jobs` at once, their results kept in the files' order; inside a worker, each test in a host
/// of its own under the wall-clock limit.
enum TestWorker {
    /// Inside a worker: plans `file` and runs its tests, each in a process forked from the
    /// planned state; the file's own code (planning, setups, teardowns) under `timeout`.
    static func run(file: String, options: SpecOptions, timeout: Double) -> FileResult {
        SpecFile(path: file).run(options) { stopHandle in
            let watchdog = Watchdog(stopHandle: stopHandle, timeout: timeout)
            return { watchdog.cancel() }
        }
    }

    /// Runs every file in a worker process, `jobs` at once; a worker that ends without a result
    /// (killed, crashed) fails its file with what it said.
    static func runAll(_ files: [String], arguments: [String], jobs: Int) -> [FileResult] {
        let results = Locked([FileResult?](repeating: nil, count: files.count))
        // This very binary, wherever it was found (argv[0] may be a bare name found on PATH).
        let executable =
            Bundle.main.executableURL?.resolvingSymlinksInPath()
            ?? URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let semaphore = DispatchSemaphore(value: max(1, jobs))
        let group = DispatchGroup()
        for (index, file) in files.enumerated() {
            semaphore.wait()
            group.enter()
            DispatchQueue.global().async {
                let result = runWorker(executable: executable, file: file, arguments: arguments)
                results.update { $0[index] = result }
                semaphore.signal()
                group.leave()
            }
        }
        group.wait()
        return results.value.enumerated().map { index, result in
            result ?? FileResult(path: files[index], failure: "its results were lost")
        }
    }

    private static func runWorker(executable: URL, file: String, arguments: [String]) -> FileResult {
        let process = Process()
        process.executableURL = executable
        // Each value joined to its option, so that one starting with '-' is not read as another.
        process.arguments = ["test", "--worker=\(file)"] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return FileResult(path: file, failure: "could not start a process for it: \(error.localizedDescription)")
        }
        // Read both while it runs: a full pipe would stall it.
        let said = Locked(Data())
        let reading = DispatchQueue(label: "playground.test.stderr")
        let readGroup = DispatchGroup()
        reading.async(group: readGroup) {
            let data = errors.fileHandleForReading.readDataToEndOfFile()
            said.update { $0 = data }
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        readGroup.wait()
        if let result = try? JSONDecoder().decode(FileResult.self, from: data) { return result }
        let words = String(decoding: said.value.suffix(2_000), as: UTF8.self).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let how =
            process.terminationReason == .uncaughtSignal
            ? "was ended by signal \(process.terminationStatus)" : "ended with status \(process.terminationStatus)"
        return FileResult(path: file, failure: "its process \(how)" + (words.isEmpty ? "" : ": \(words)"))
    }
}

/// A value several threads write, behind a lock.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        lock.withLock { stored }
    }

    func update(_ change: (inout Value) -> Void) {
        lock.withLock { change(&stored) }
    }
}
