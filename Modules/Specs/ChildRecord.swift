/// A test's result as a forked child sends it to its parent through their pipe: netstrings
/// (`<length>:<bytes>,`), the count of fields first, then the test's path, name and line, how it
/// ended, its message and traceback, its seconds and its notes. The two ends are the same
/// binary, so the format needs no version; it is a few bytes of code where Foundation's JSON
/// encoder was a fifth of a trivial test's cost (its code paged in again in every child).
enum ChildRecord {
    static func encode(_ result: TestResult) -> [UInt8] {
        let (kind, message, traceback): (String, String, String) =
            switch result.outcome {
            case .passed: ("passed", "", "")
            case .failed(let message, let traceback): ("failed", message, traceback)
            case .error(let message, let traceback): ("error", message, traceback)
            case .pending(let reason): ("pending", reason, "")
            case .skipped: ("skipped", "", "")
            }
        let fields =
            [
                result.test.path, result.test.name, String(result.test.line), kind, message, traceback,
                String(result.seconds),
            ] + result.notes
        var bytes = netstring(String(fields.count))
        for field in fields { bytes += netstring(field) }
        return bytes
    }

    /// The lines a child counted, as one record: "coverage", then each file's path and its
    /// lines as "line:count" words.
    static func encode(coverage: [String: [Int: Int]]) -> [UInt8] {
        var bytes = netstring("coverage") + netstring(String(coverage.count))
        for (path, lines) in coverage {
            bytes += netstring(path)
            bytes += netstring(lines.map { "\($0.key):\($0.value)" }.joined(separator: " "))
        }
        return bytes
    }

    /// The last record a child sends: it has nothing more to say, and is ending.
    static let done = netstring("done")

    private static func netstring(_ text: String) -> [UInt8] {
        let utf8 = Array(text.utf8)
        return Array(String(utf8.count).utf8) + [UInt8(ascii: ":")] + utf8 + [UInt8(ascii: ",")]
    }

    /// The whole records at the start of `buffer`, removed from it; a partial one stays for the
    /// next read. (Bytes that are no record stay too: the parent's limit on what it holds, and
    /// the child's end, settle them.)
    static func decode(_ buffer: inout [UInt8], planned: [String: PlannedTest]) -> [TestResult] {
        var coverage: [String: [Int: Int]] = [:]
        var done = false
        return decode(&buffer, planned: planned, coverage: &coverage, done: &done)
    }

    /// As ``decode(_:planned:)``, adding the lines of coverage records to `coverage`, and
    /// telling when the child said it is `done`.
    static func decode(
        _ buffer: inout [UInt8], planned: [String: PlannedTest], coverage: inout [String: [Int: Int]],
        done: inout Bool
    ) -> [TestResult] {
        var results: [TestResult] = []
        var offset = 0
        while true {
            var cursor = offset
            guard let countField = field(buffer, &cursor) else { break }
            if countField == "done" {
                offset = cursor
                done = true
                continue
            }
            if countField == "coverage" {
                guard let files = field(buffer, &cursor).flatMap({ Int($0) }), (0...100_000).contains(files) else {
                    break
                }
                var read: [(String, String)] = []
                while read.count < files, let path = field(buffer, &cursor), let lines = field(buffer, &cursor) {
                    read.append((path, lines))
                }
                guard read.count == files else { break }
                offset = cursor
                for (path, lines) in read {
                    for word in lines.split(separator: " ") {
                        let parts = word.split(separator: ":")
                        guard parts.count == 2, let line = Int(parts[0]), let count = Int(parts[1]) else { continue }
                        coverage[path, default: [:]][line, default: 0] += count
                    }
                }
                continue
            }
            guard let count = Int(countField), (7...1_000).contains(count) else { break }
            var fields: [String] = []
            while fields.count < count, let next = field(buffer, &cursor) { fields.append(next) }
            guard fields.count == count else { break }
            offset = cursor
            let outcome: TestOutcome =
                switch fields[3] {
                case "passed": .passed
                case "failed": .failed(message: fields[4], traceback: fields[5])
                case "pending": .pending(reason: fields[4])
                case "skipped": .skipped
                default: .error(message: fields[4], traceback: fields[5])
                }
            let test =
                planned[fields[0]]
                ?? PlannedTest(path: fields[0], name: fields[1], line: Int(fields[2]) ?? 0, tags: [], isPending: false)
            results.append(
                TestResult(test: test, outcome: outcome, seconds: Double(fields[6]) ?? 0, notes: Array(fields[7...])))
        }
        buffer.removeFirst(offset)
        return results
    }

    /// The netstring at `cursor`, moving past it; nil when the buffer ends first or it is malformed.
    private static func field(_ buffer: [UInt8], _ cursor: inout Int) -> String? {
        var length = 0
        var index = cursor
        while index < buffer.count, buffer[index] != UInt8(ascii: ":") {
            let digit = Int(buffer[index]) - Int(UInt8(ascii: "0"))
            guard (0...9).contains(digit), length < 1 << 26 else { return nil }
            length = length * 10 + digit
            index += 1
        }
        let start = index + 1
        guard index < buffer.count, start + length < buffer.count, buffer[start + length] == UInt8(ascii: ",") else {
            return nil
        }
        cursor = start + length + 1
        return String(decoding: buffer[start..<start + length], as: UTF8.self)
    }
}
