import Foundation

/// Golden SVG files: the exact expected drawing, kept in `Golden/` beside this file.
///
/// A missing golden file is recorded from the actual drawing (and the test fails, asking for a
/// re-run), except on CI (the environment variable `CI` is set), where it is a plain failure:
/// CI never writes golden files. A mismatch reports the first differing lines with their
/// numbers, expected against actual.
enum GoldenSVG {
    /// The folder of golden files, found from this source file's path.
    static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    }

    static var isCI: Bool {
        ProcessInfo.processInfo.environment["CI"] != nil
    }

    /// Every golden file, for the render check.
    static var files: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".svg") }.sorted().map { directory.appendingPathComponent($0) }
    }

    enum Outcome: Equatable {
        case matched
        case mismatched(diff: String)
        case recorded(URL)
        case missing(URL)

        /// The failure message, or nil when the drawing matched.
        var failureMessage: String? {
            switch self {
            case .matched: nil
            case .mismatched(let diff): diff
            case .recorded(let url): "recorded \(url.lastPathComponent), re-run"
            case .missing(let url):
                "golden file \(url.lastPathComponent) is missing (CI is set, so it was not recorded; record it locally and commit it)"
            }
        }
    }

    /// Compares `svg` with `Golden/<name>.svg`, recording it when missing (not on CI).
    static func check(_ svg: String, named name: String, isCI: Bool = GoldenSVG.isCI) throws -> Outcome {
        try check(svg, against: directory.appendingPathComponent(name + ".svg"), isCI: isCI)
    }

    static func check(_ svg: String, against url: URL, isCI: Bool) throws -> Outcome {
        guard FileManager.default.fileExists(atPath: url.path) else {
            if isCI { return .missing(url) }
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(svg.utf8).write(to: url)
            return .recorded(url)
        }
        let expected = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        if expected == svg { return .matched }
        return .mismatched(diff: "drawing differs from \(url.lastPathComponent):\n" + lineDiff(expected: expected, actual: svg))
    }

    /// The first `limit` differing lines, each with its line number, expected then actual,
    /// quoted so that spaces show; and the line counts when they differ.
    static func lineDiff(expected: String, actual: String, limit: Int = 5) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var text: [String] = []
        var shown = 0
        for line in 0 ..< max(old.count, new.count) where shown < limit {
            let before = line < old.count ? String(old[line]) : nil
            let after = line < new.count ? String(new[line]) : nil
            guard before != after else { continue }
            text.append("line \(line + 1):")
            text.append("  expected: " + (before.map { $0.debugDescription } ?? "(no line)"))
            text.append("  actual:   " + (after.map { $0.debugDescription } ?? "(no line)"))
            shown += 1
        }
        if old.count != new.count {
            text.append("(expected \(old.count) lines, actual \(new.count))")
        }
        return text.joined(separator: "\n")
    }
}
