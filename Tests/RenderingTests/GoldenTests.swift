import Foundation
import Testing
@testable import Rendering

@Suite struct GoldenTests {
    @Test(arguments: Fixtures.names)
    func drawingMatchesItsGoldenFile(name: String) throws {
        let outcome = try GoldenSVG.check(try Fixtures.svg(name), named: name)
        if let message = outcome.failureMessage { Issue.record(Comment(rawValue: message)) }
    }

    @Test func drawingsAreDeterministic() throws {
        for name in Fixtures.names {
            #expect(try Fixtures.svg(name) == Fixtures.svg(name), "\(name)")
        }
    }

    @Test func aMismatchIsReportedLineByLine() {
        let diff = GoldenSVG.lineDiff(expected: "a\nb\nc\n", actual: "a\nB\nc\nd\n")
        #expect(diff.contains("line 2:"))
        #expect(diff.contains(#"expected: "b""#))
        #expect(diff.contains(#"actual:   "B""#))
        #expect(diff.contains("(expected 4 lines, actual 5)"))
    }

    @Test func aMissingGoldenFileIsNotRecordedOnCI() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID().uuidString).svg")
        #expect(try GoldenSVG.check("<svg/>", against: url, isCI: true) == .missing(url))
        #expect(!FileManager.default.fileExists(atPath: url.path))
        #expect(try GoldenSVG.check("<svg/>", against: url, isCI: false) == .recorded(url))
        #expect(try GoldenSVG.check("<svg/>", against: url, isCI: true) == .matched)
        try FileManager.default.removeItem(at: url)
    }
}
