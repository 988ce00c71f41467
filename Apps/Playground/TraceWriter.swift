import Foundation
import Models
import Scripting

/// `--trace FILE.jsonl`: every event of the run, one JSON object a line, written as the run
/// goes (64 KB at a time), so a long run holds no more than that in memory. Written through
/// ``OutputFile``: the file appears whole when the run ends, or not at all.
final class TraceWriter {
    let file: String
    private let output: OutputFile
    private var buffer = Data()
    private(set) var lines = 0
    /// Why writing failed, once it has; the rest of the trace is dropped.
    private(set) var failure: String?

    /// What a trace may replace: an earlier trace (its first line is an event at a time).
    static let replacing = OutputFile.Replacing.earlier("a playground trace", startingWith: #"{"t":"#)

    /// Opens `file` for the trace of the run whose files are `files`.
    init(file: String, files: RunFiles) throws(OutputFileError) {
        self.file = file
        output = try OutputFile(
            path: file, purpose: "the trace", option: "--trace", files: files, replacing: Self.replacing)
    }

    func add(_ event: TraceEvent) {
        guard failure == nil else { return }
        buffer.append(contentsOf: event.jsonLine.utf8)
        buffer.append(UInt8(ascii: "\n"))
        lines += 1
        if buffer.count >= 65_536 { flush() }
    }

    /// Writes what is buffered and puts the file in place. Returns an error message, or nil.
    func finish() -> String? {
        flush()
        if failure == nil {
            do {
                try output.commit()
            } catch {
                failure = error.description
            }
        } else {
            output.discard()
        }
        return failure
    }

    /// Leaves the file as it was (the run could not start).
    func abandon() {
        output.discard()
    }

    /// The line `run` ends with on standard error.
    var summary: String {
        "traced \(lines) event\(lines == 1 ? "" : "s") to \(file) (\(FileSize.text(output.byteCount)))"
    }

    private func flush() {
        guard failure == nil, !buffer.isEmpty else { return }
        do {
            try output.write(buffer)
        } catch {
            failure = error.description
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
