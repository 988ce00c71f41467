import Foundation
import Testing

@testable import Rendering

@Suite struct TextFormatTests {
    @Test(
        arguments: [
            (1.25, 1, "1.3"), (1.24, 1, "1.2"), (-1.25, 1, "-1.3"), (0.005, 3, "0.005"), (0.0004, 3, "0.000"),
            (123.456, 0, "123"), (7, 2, "7.00"), (-0.04, 1, "0.0"), (-0.06, 1, "-0.1"), (0, 0, "0"),
            (1e15, 2, "1000000000000.00"), (-1e15, 0, "-1000000000000"), (0.1234567891, 9, "0.123457"),
            (2.5, -3, "3"), (.nan, 2, "nan"), (.infinity, 1, "inf"), (-.infinity, 0, "-inf"),
        ] as [(Double, Int, String)])
    func numbersAreWrittenWithTheirDecimals(value: Double, decimals: Int, text: String) {
        #expect(TextFormat.fixed(value, decimals) == text)
    }

    /// Halves round away from zero, as `rounded()` does, and values a hair either side of a
    /// half go their own way.
    @Test func halvesRoundAwayFromZero() {
        #expect(TextFormat.fixed(0.5, 0) == "1")
        #expect(TextFormat.fixed(-0.5, 0) == "-1")
        #expect(TextFormat.fixed(2.5, 0) == "3")
        #expect(TextFormat.fixed(0.49999999999999994, 0) == "0")
        #expect(TextFormat.fixed(1e12, 6) == "1000000000000.000000")
        #expect(TextFormat.fixed(-1e300, 6) == "-1000000000000.000000")
    }

    @Test func theClockShowsTenthsRoundedUp() {
        #expect(TextFormat.clockTenths(29.01) == 291)
        #expect(TextFormat.clock(29.01) == "0:29.1")
        #expect(TextFormat.clock(tenths: 36_000) == "1:00:00")
        #expect(TextFormat.clock(tenths: 0) == "0:00.0")
        #expect(TextFormat.clock(tenths: 6_009) == "10:00.9")
        #expect(TextFormat.clock(tenths: 45_059) == "1:15:05")
        #expect(TextFormat.clock(tenths: 3_600_000_000) == "100000:00:00")
        #expect(TextFormat.clockTenths(-3) == 0)
        #expect(TextFormat.clockTenths(.nan) == 0)
    }

    @Test func theBarFillsItsRoundedShare() {
        #expect(TextFormat.bar(0.26, width: 4) == "█░░░")
        #expect(TextFormat.bar(0.26, width: 20) == String(repeating: "█", count: 5) + String(repeating: "░", count: 15))
        #expect(TextFormat.bar(9, width: 3) == "███")
        #expect(TextFormat.bar(-1, width: 2) == "░░")
        #expect(TextFormat.bar(0.5, width: -1) == "")
        #expect(TextFormat.bar(.nan, width: 2) == "░░")
    }
}
