import Foundation
import Testing

@testable import Rendering

/// Every fixture drawing against its golden file (how golden files are compared, recorded and
/// diffed is tested with the shared GoldenFile, in PlaygroundTests/GoldenFileTests).
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
}
