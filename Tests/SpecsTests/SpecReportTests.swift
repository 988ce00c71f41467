import Testing

@testable import Specs

/// The reports of a run: for a person, TAP and JUnit XML.
@Suite struct SpecReportTests {
    static func test(_ name: String, line: Int = 3) -> PlannedTest {
        PlannedTest(path: "1", name: name, line: line, tags: [], isPending: false)
    }

    static let report = SpecReport(files: [
        FileResult(
            path: "spec/a_spec.lua",
            results: [
                TestResult(test: test("a passes"), outcome: .passed, seconds: 0.01),
                TestResult(
                    test: test("a <fails>", line: 7),
                    outcome: .failed(
                        message: "spec/a_spec.lua:8: Expected objects to be equal.",
                        traceback: "stack traceback:\n\t[C]: in ?"),
                    seconds: 0.02),
                TestResult(test: test("a waits"), outcome: .pending(reason: "later"), seconds: 0),
                TestResult(test: test("a is left out"), outcome: .skipped, seconds: 0),
            ]),
        FileResult(path: "spec/b_spec.lua", failure: "spec/b_spec.lua:1: unexpected symbol near 'x'"),
    ])

    @Test func totalsCountEveryOutcome() {
        let totals = Self.report.totals
        #expect([totals.passed, totals.failed, totals.errors, totals.pending, totals.skipped] == [1, 1, 1, 1, 1])
        #expect(!Self.report.succeeded)
        #expect(
            SpecReport(files: [
                FileResult(
                    path: "x", results: [TestResult(test: Self.test("p"), outcome: .pending(reason: ""), seconds: 0)])
            ]).succeeded)
    }

    @Test func theHumanReportSaysWhereEachFailureIsAndEndsWithTotals() {
        let lines = Self.report.human.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.contains("failed: a <fails> (spec/a_spec.lua:7)"))
        #expect(lines.contains("  spec/a_spec.lua:8: Expected objects to be equal."))
        #expect(lines.contains("pending: a waits (spec/a_spec.lua:3): later"))
        #expect(
            lines.contains("spec/b_spec.lua: error outside any test: spec/b_spec.lua:1: unexpected symbol near 'x'"))
        #expect(lines.dropLast().last == "1 passed, 1 failed, 1 error, 1 pending, 1 skipped")
    }

    @Test func tapHasAPlanAndALinePerTest() {
        let lines = Self.report.tap.split(separator: "\n").map(String.init)
        #expect(lines.prefix(2) == ["TAP version 13", "1..5"])
        #expect(lines.contains("ok 1 - a passes"))
        #expect(lines.contains("not ok 2 - a <fails>"))
        #expect(lines.contains("not ok 3 - a waits # TODO later"))
        #expect(lines.contains("ok 4 - a is left out # SKIP left out by --filter or --tags"))
        #expect(lines.contains("not ok 5 - spec/b_spec.lua: error outside any test"))
        #expect(lines.contains("    spec/a_spec.lua:8: Expected objects to be equal."))
    }

    @Test func junitEscapesAndCountsPerFile() {
        let xml = Self.report.junit
        #expect(
            xml.hasPrefix(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"playground test\" tests=\"4\" failures=\"1\" errors=\"1\" skipped=\"2\">"
            ))
        #expect(
            xml.contains(
                "<testcase name=\"a &lt;fails&gt;\" classname=\"spec/a_spec.lua\" file=\"spec/a_spec.lua\" line=\"7\" time=\"0.020\">"
            ))
        #expect(xml.contains("<failure message=\"spec/a_spec.lua:8: Expected objects to be equal.\">"))
        #expect(
            xml.contains(
                "<testsuite name=\"spec/b_spec.lua\" tests=\"0\" failures=\"0\" errors=\"1\" skipped=\"0\" time=\"0.000\">"
            ))
        #expect(SpecReport.xml("a\u{1}b&\"'") == "a\u{FFFD}b&amp;&quot;&apos;")
    }
}
