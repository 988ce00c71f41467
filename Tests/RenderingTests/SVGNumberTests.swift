import Testing
@testable import Rendering

@Suite struct SVGNumberTests {
    @Test(arguments: [
        (0.0, "0"), (1.0, "1"), (-2.0, "-2"), (1.5, "1.5"), (0.1 + 0.2, "0.3"), (1.23456, "1.235"),
        (-0.0004, "0"), (-0.0, "0"), (100.05, "100.05"), (0.001, "0.001"), (-12.3456, "-12.346"),
        (Double.nan, "0"), (Double.infinity, "0"), (1e20, "1000000000000"),
    ])
    func formatsWithAtMostThreeDecimals(value: Double, expected: String) {
        #expect(SVGNumber.format(value) == expected)
    }
}
