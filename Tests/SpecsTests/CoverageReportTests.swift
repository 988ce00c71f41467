import Foundation
import Testing

@testable import Specs

/// `--coverage`: the lines the specs ran in the scripts they load, as LCOV.
@Suite struct CoverageReportTests {
    @Test func theLinesOfTheModulesASpecLoadsAreCountedAndTheSpecIsLeftOut() throws {
        let spec = try SpecFileTests.file(
            """
            local sum = require "sum"
            it("adds", function() assert.are.equal(3, sum.add(1, 2)) end)
            it("adds again", function() assert.are.equal(5, sum.add(2, 3)) end)
            """)
        let folder = URL(fileURLWithPath: spec.path).deletingLastPathComponent()
        try """
        local sum = {}
        function sum.add(a, b)
          return a + b
        end
        function sum.never(a)
          return -a
        end
        return sum

        """.write(to: folder.appendingPathComponent("sum.lua"), atomically: true, encoding: .utf8)
        let result = spec.run(SpecOptions(concurrency: 2, coverage: true))
        #expect(result.results.map(\.outcome) == [.passed, .passed])
        let module = try #require(result.coverage.first { $0.key.hasSuffix("/sum.lua") }?.value)
        // The main chunk's lines ran once (planning); add's body once in each test's process;
        // never's body was never called, so its lines are not known to hold code.
        #expect(module[1] == 1 && module[2] == 1 && module[8] == 1, "\(module)")
        #expect(module[3] == 2, "\(module)")
        #expect(module[6] == nil, "\(module)")
        let report = CoverageReport([result.coverage], specs: [spec.path])
        #expect(report.files.map { ($0.path as NSString).lastPathComponent } == ["sum.lua"])
        let lcov = report.lcov
        #expect(lcov.hasPrefix("TN:\nSF:"))
        #expect(lcov.contains("\nDA:3,2\n"))
        #expect(lcov.hasSuffix("end_of_record\n"))
        #expect(report.summary == "coverage: \(module.count) of \(module.count) lines ran, in 1 file")
    }

    @Test func nothingIsCountedUnlessAsked() throws {
        let spec = try SpecFileTests.file("it('a', function() end)\n")
        #expect(spec.run(SpecOptions()).coverage.isEmpty)
    }

    @Test func countsOfSeveralFilesAddUpAndFilesThatAreNotThereAreLeftOut() throws {
        let spec = try SpecFileTests.file("")
        let report = CoverageReport(
            [[spec.path: [1: 1]], [spec.path: [1: 2, 2: 0]], ["luassert/assert.lua": [1: 1]]], specs: [])
        #expect(report.files.count == 1)
        #expect(report.files.first?.lines.map(\.count) == [3, 0])
        #expect(report.summary == "coverage: 1 of 2 lines ran, in 1 file")
    }
}
