import Foundation
import GoldenFiles
import Testing

/// The golden-file helper itself: recording, CI, and the diff it shows.

private func temporaryGolden() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("pg-golden-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent("Golden/case.txt")
}

@Test func missingGoldenFileIsRecordedAndFailsAskingForARerun() throws {
    let url = try temporaryGolden()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent().deletingLastPathComponent()) }
    let output = Data("one\ntwo\n".utf8)
    let outcome = try GoldenFile.check(output, against: url, isCI: false)
    #expect(outcome == .recorded(url))
    #expect(outcome.failureMessage == "recorded \(url.path), re-run")
    #expect(try Data(contentsOf: url) == output)
    // The re-run matches.
    #expect(try GoldenFile.check(output, against: url, isCI: false) == .matched)
    #expect(try GoldenFile.check(output, against: url, isCI: true) == .matched)
}

@Test func missingGoldenFileOnCIIsAFailureAndIsNotRecorded() throws {
    let url = try temporaryGolden()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent().deletingLastPathComponent()) }
    let outcome = try GoldenFile.check(Data("one\n".utf8), against: url, isCI: true)
    #expect(outcome == .missing(url))
    #expect(outcome.failureMessage?.contains("is missing") == true)
    #expect(!FileManager.default.fileExists(atPath: url.path))
}

@Test func mismatchShowsTheChangedLinesWithNumbersAndContext() throws {
    let url = try temporaryGolden()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent().deletingLastPathComponent()) }
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let golden = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
    try Data(golden.utf8).write(to: url)
    var lines = (1...10).map { "line \($0)" }
    lines[6] = "line 7 changed"
    lines.insert("extra\tline", at: 8)
    let actual = lines.joined(separator: "\n") + "\n"
    let outcome = try GoldenFile.check(Data(actual.utf8), against: url, isCI: false)
    guard case .mismatched(let diff) = outcome else {
        Issue.record("expected a mismatch, got \(outcome)")
        return
    }
    #expect(
        diff == """
            output differs from case.txt:
              (- golden file, + actual output)
              …
              6: "line 6"
            - 7: "line 7"
            + 7: "line 7 changed"
              8: "line 8"
            + 9: "extra\\tline"
              9: "line 9"
              …
            """)
    // The golden file is left as it was.
    #expect(try String(contentsOf: url, encoding: .utf8) == golden)
}

@Test func mismatchInTheFinalNewlineIsExplained() {
    let diff = GoldenFile.lineDiff(expected: "a\nb\n", actual: "a\nb")
    #expect(diff.contains("the golden file ends with a newline, the output does not"))
    // Every line is the same: no line is marked removed or added.
    #expect(!diff.split(separator: "\n").contains { $0.hasPrefix("- ") || $0.hasPrefix("+ ") })
}

@Test func goldenFolderIsBesideTheTests() {
    #expect(GoldenFile.directory.lastPathComponent == "Golden")
    #expect(GoldenFile.directory.deletingLastPathComponent().lastPathComponent == "PlaygroundTests")
}
