import Foundation
import Testing

@testable import Specs

/// The `-- playground test:` line a spec keeps its own seed and start in.
@Suite struct SpecHeaderTests {
    @Test func aHeaderNamesTheSeedAndTheStartAndWinsOverTheDefaults() throws {
        let spec = try SpecFileTests.file(
            """
            -- playground test: --seed 42 --now 2026-11-25T04:38:09Z
            -- a comment
            it("starts where the header says", function()
              assert.are.equal("2026-11-25T04:38:09Z", clock.iso())
            end)
            """)
        #expect(try SpecHeader.read(at: spec.path) == SpecHeader(seed: 42, origin: 1_795_581_489))
        #expect(try SpecFileTests.results(spec) == ["starts where the header says": .passed])
    }

    @Test(arguments: [
        ("-- playground test: --seed x", "its '-- playground test:' line: --seed needs an integer"),
        (
            "-- playground test: --now yesterday",
            "--now must be an ISO 8601 date-time with a time zone, not 'yesterday'"
        ),
        ("-- playground test: --timeout 3", "'--timeout' is not --seed or --now"),
    ])
    func aWrongHeaderFailsTheFileSayingWhy(line: String, message: String) throws {
        let spec = try SpecFileTests.file(line + "\nit('a', function() end)\n")
        let result = spec.run(SpecOptions())
        #expect(result.failure?.contains(message) == true, "\(String(describing: result.failure))")
        #expect(result.results.isEmpty)
    }

    @Test func onlyTheCommentsAtTheTopAreRead() throws {
        let spec = try SpecFileTests.file("local x = 1\n-- playground test: --seed 9\n")
        #expect(try SpecHeader.read(at: spec.path) == SpecHeader())
    }
}
