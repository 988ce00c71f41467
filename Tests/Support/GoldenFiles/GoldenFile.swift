import Foundation

/// Golden files: the exact expected output of a test (a run's standard output, an SVG drawing),
/// kept in a `Golden/` folder beside the tests that use them. Shared by the test targets.
///
/// A missing golden file is recorded from the actual output (and the test fails, asking for a
/// re-run), except on CI (the environment variable `CI` is set), where it is a plain failure:
/// CI never writes golden files.
public enum GoldenFile {
    /// Whether this run is on CI, where golden files are never recorded.
    public static var isCI: Bool {
        ProcessInfo.processInfo.environment["CI"] != nil
    }

    /// The `Golden` folder beside the source file `filePath` (pass `#filePath`).
    public static func directory(beside filePath: String) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    }

    public enum Outcome: Equatable, Sendable {
        /// The output is byte for byte the golden file.
        case matched
        /// The output differs; a readable line diff.
        case mismatched(diff: String)
        /// The golden file was missing and has been written from the output.
        case recorded(URL)
        /// The golden file is missing and was not recorded (CI).
        case missing(URL)

        /// The failure message, or nil when the output matched.
        public var failureMessage: String? {
            switch self {
            case .matched: nil
            case .mismatched(let diff): diff
            case .recorded(let url): "recorded \(url.path), re-run"
            case .missing(let url):
                "golden file \(url.path) is missing (CI is set, so it was not recorded; record it locally and commit it)"
            }
        }
    }

    /// Compares `actual` with the golden file at `url`, recording it when missing (not on CI).
    public static func check(_ actual: Data, against url: URL, isCI: Bool = GoldenFile.isCI) throws -> Outcome {
        guard FileManager.default.fileExists(atPath: url.path) else {
            if isCI { return .missing(url) }
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url)
            return .recorded(url)
        }
        let expected = try Data(contentsOf: url)
        if expected == actual { return .matched }
        return .mismatched(
            diff: "output differs from \(url.lastPathComponent):\n"
                + lineDiff(
                    expected: String(decoding: expected, as: UTF8.self),
                    actual: String(decoding: actual, as: UTF8.self)))
    }

    /// A line diff: `-` lines only in the golden file, `+` lines only in the output, each with
    /// its line number and quoted so that spaces and tabs show, with one line of context.
    public static func lineDiff(expected: String, actual: String) -> String {
        let old = lines(expected)
        let new = lines(actual)
        let difference = new.difference(from: old)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        // Walk both sides, marking each output row as context or change.
        enum Row {
            case same(Int, Int)
            case removed(Int)
            case inserted(Int)
        }
        var rows: [Row] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, removed.contains(i) {
                rows.append(.removed(i))
                i += 1
            } else if j < new.count, inserted.contains(j) {
                rows.append(.inserted(j))
                j += 1
            } else {
                rows.append(.same(i, j))
                i += 1
                j += 1
            }
        }
        let isChange: (Row) -> Bool = { if case .same = $0 { false } else { true } }
        var text: [String] = ["  (- golden file, + actual output)"]
        var skipped = false
        for (index, row) in rows.enumerated() {
            let nearChange = rows[max(0, index - 1)...min(rows.count - 1, index + 1)].contains(where: isChange)
            switch row {
            case .removed(let line):
                text.append("- \(line + 1): \(old[line].debugDescription)")
                skipped = false
            case .inserted(let line):
                text.append("+ \(line + 1): \(new[line].debugDescription)")
                skipped = false
            case .same(let line, _):
                if nearChange {
                    text.append("  \(line + 1): \(old[line].debugDescription)")
                    skipped = false
                } else if !skipped {
                    text.append("  …")
                    skipped = true
                }
            }
        }
        if expected.hasSuffix("\n") != actual.hasSuffix("\n") {
            text.append(
                expected.hasSuffix("\n")
                    ? "  (the golden file ends with a newline, the output does not)"
                    : "  (the output ends with a newline, the golden file does not)")
        }
        return text.joined(separator: "\n")
    }

    /// The lines of `text`, without the empty one after a final newline.
    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
