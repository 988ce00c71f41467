import Foundation
import Scripting

/// `--trace FILE.jsonl`: every event of the run, one JSON object a line, written as the run
/// goes (64 KB at a time), so a long run holds no more than that in memory.
final class TraceWriter {
    let file: String
    private let handle: FileHandle
    private var buffer = Data()
    private(set) var lines = 0
    private(set) var bytes = 0
    /// Why writing failed, once it has; the rest of the trace is dropped.
    private(set) var failure: String?

    /// Creates (or empties) `file`.
    init(file: String) throws(TraceWriterError) {
        self.file = file
        guard FileManager.default.createFile(atPath: file, contents: nil), let handle = FileHandle(forWritingAtPath: file) else {
            throw TraceWriterError(message: "cannot write the trace '\(file)': \(String(cString: strerror(errno)))")
        }
        self.handle = handle
    }

    func add(_ event: TraceEvent) {
        guard failure == nil else { return }
        buffer.append(contentsOf: event.jsonLine.utf8)
        buffer.append(UInt8(ascii: "\n"))
        lines += 1
        if buffer.count >= 65_536 { flush() }
    }

    /// Writes what is buffered and closes the file. Returns an error message, or nil.
    func finish() -> String? {
        flush()
        try? handle.close()
        return failure
    }

    /// The line `run` ends with on standard error.
    var summary: String {
        "traced \(lines) event\(lines == 1 ? "" : "s") to \(file) (\(FileSize.text(bytes)))"
    }

    private func flush() {
        guard failure == nil, !buffer.isEmpty else { return }
        do {
            try handle.write(contentsOf: buffer)
            bytes += buffer.count
        } catch {
            failure = "cannot write the trace '\(file)': \(SVGFrameWriter.reason(error))"
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

struct TraceWriterError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
