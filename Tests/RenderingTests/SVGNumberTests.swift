import Testing

@testable import Rendering

@Suite struct SVGNumberTests {
    @Test(arguments: [
        (0.0, "0"), (1.0, "1"), (-2.0, "-2"), (1.5, "1.5"), (0.1 + 0.2, "0.3"), (1.23456, "1.235"),
        (-0.0004, "0"), (-0.0, "0"), (100.05, "100.05"), (0.001, "0.001"), (-12.3456, "-12.346"),
        (Double.nan, "0"), (Double.infinity, "0"), (1e20, "1000000000000"), (0.05, "0.05"), (0.005, "0.005"),
        (10.01, "10.01"), (-1e20, "-1000000000000"), (999.9996, "1000"), (0.0105, "0.011"), (7.07, "7.07"),
    ])
    func formatsWithAtMostThreeDecimals(value: Double, expected: String) {
        #expect(SVGNumber.format(value) == expected)
    }

    /// The digit-by-digit writer against the plain String formatting it replaced, over a sweep
    /// of values with every fraction shape.
    @Test func writesWhatStringFormattingWrites() {
        for step in -3000...3000 {
            let value = Double(step) * 0.0137
            let thousandths = Int64((value * 1000).rounded())
            var expected = thousandths == 0 ? "0" : (thousandths < 0 ? "-" : "") + String(thousandths.magnitude / 1000)
            var fraction = String(thousandths.magnitude % 1000)
            if fraction != "0" {
                fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
                while fraction.hasSuffix("0") { fraction.removeLast() }
                expected += "." + fraction
            }
            #expect(SVGNumber.format(value) == expected, "\(value)")
        }
    }

    @Test(arguments: [(0, "0"), (7, "7"), (-42, "-42"), (Int.max, String(Int.max)), (Int.min, String(Int.min))])
    func writesIntegersAsStringDoes(value: Int, expected: String) {
        var bytes: [UInt8] = []
        SVGNumber.write(value, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
    }
}
