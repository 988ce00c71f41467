import Testing

@testable import Geometry

@Suite struct FloatingPointHelpersTests {
    @Test func propagatingMinimumAndMaximumLetNaNWinFromEitherSide() {
        #expect(propagatingMinimum(.nan, 1).isNaN)
        #expect(propagatingMinimum(1, .nan).isNaN)
        #expect(propagatingMaximum(.nan, 1).isNaN)
        #expect(propagatingMaximum(1, .nan).isNaN)
        #expect(propagatingMinimum(-2, 3) == -2)
        #expect(propagatingMaximum(-2, 3) == 3)
    }

    @Test(arguments: [
        (-1.0, 0.0), (0.25, 0.25), (2.0, 1.0), (Double.nan, 0.0),
        (Double.infinity, 1.0), (-Double.infinity, 0.0),
    ])
    func clampingMapsNaNToTheLowerBound(input: Double, expected: Double) {
        #expect(input.clamped(to: 0...1) == expected)
    }
}
