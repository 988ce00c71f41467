import Foundation
import Testing

@testable import Rendering

@Suite struct ShownNumberTests {
    @Test(
        arguments: [
            (1.25, 1, "1.3"), (1.24, 1, "1.2"), (-1.25, 1, "-1.3"), (0.005, 3, "0.005"), (0.0004, 3, "0.000"),
            (123.456, 0, "123"), (7, 2, "7.00"), (-0.04, 1, "0.0"), (-0.06, 1, "-0.1"), (0, 0, "0"),
            (1e15, 2, "1000000000000.00"), (-1e15, 0, "-1000000000000"), (0.1234567891, 9, "0.123457"),
            (2.5, -3, "3"), (.nan, 2, "nan"), (.infinity, 1, "inf"), (-.infinity, 0, "-inf"),
        ] as [(Double, Int, String)])
    func numbersAreWrittenWithTheirDecimals(value: Double, decimals: Int, text: String) {
        #expect(ShownNumber(value, decimals: decimals).text == text)
        #expect(TextFormat.fixed(value, decimals) == text)
        var bytes = Array("x=".utf8)
        ShownNumber(value, decimals: decimals).write(into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "x=" + text)
    }

    /// The rounding is `rounded()`'s, halves away from zero, to the bit: at halves, a hair
    /// either side of them, and values of every size up to the ±10¹⁸ it is given.
    @Test func roundingAgreesWithTheStandardLibrary() {
        var values: [Double] = [
            0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
            0x1p52, -0x1p52, 0x1p52 + 1, 0x1p53 + 2, 4_503_599_627_370_495.5, 1e18, -1e18,
        ]
        for whole in stride(from: -2_000.0, through: 2_000, by: 1) {
            values += [whole + 0.5, (whole + 0.5).nextUp, (whole + 0.5).nextDown, whole.nextUp, whole.nextDown]
        }
        for exponent in -18...17 {
            for step in 0..<500 {
                let value = (1 + Double(step) * 0.018_3) * pow(10, Double(exponent))
                values += [value, -value]
            }
        }
        let disagreeing = values.filter {
            $0.magnitude <= 1e18 && ShownNumber.roundedToNearest($0) != Int64($0.rounded())
        }
        #expect(disagreeing.isEmpty)
    }

    /// Values a text view writes the same are equal, so a line is not written again for them.
    @Test func valuesShownAlikeAreEqual() {
        #expect(ShownNumber(1.04, decimals: 1) == ShownNumber(0.96, decimals: 1))
        #expect(ShownNumber(-0.01, decimals: 1) == ShownNumber(0.01, decimals: 1))
        #expect(ShownNumber(1.04, decimals: 1) != ShownNumber(1.06, decimals: 1))
        #expect(ShownNumber(1, decimals: 1) != ShownNumber(1, decimals: 2))
        #expect(ShownNumber(.nan, decimals: 1) == ShownNumber(.nan, decimals: 1))
    }

    /// Whole numbers are written as they are, beyond the ±10¹² a rounded value is held to.
    @Test(
        arguments: [
            (0, "0"), (7, "7"), (-42, "-42"), (10_000_000_000_000, "10000000000000"),
            (Int64.max, "9223372036854775807"), (Int64.min, "-9223372036854775808"),
        ] as [(Int64, String)])
    func integersAreWrittenWhole(value: Int64, text: String) {
        #expect(ShownNumber(integer: value).text == text)
        #expect(ShownNumber(integer: value) == ShownNumber(Double(value), decimals: 0) || abs(Double(value)) > 1e12)
    }

    @Test func theClockShowsTenthsRoundedUp() {
        #expect(TextFormat.clockTenths(29.01) == 291)
        #expect(TextFormat.clock(29.01) == "0:29.1")
        #expect(TextFormat.clock(tenths: 36_000) == "1:00:00")
        #expect(TextFormat.clock(tenths: 0) == "0:00.0")
        #expect(TextFormat.clock(tenths: 6_009) == "10:00.9")
        #expect(TextFormat.clock(tenths: 45_059) == "1:15:05")
        #expect(TextFormat.clock(tenths: 3_600_000_000) == "100000:00:00")
        var bytes = Array("left ".utf8)
        TextFormat.writeClock(tenths: 305, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "left 0:30.5")
        #expect(TextFormat.clockTenths(-3) == 0)
        #expect(TextFormat.clockTenths(.nan) == 0)
    }

    /// The bar as a timer's line writes it, after what came before in the line.
    private static func bar(filled: Int, width: Int) -> String {
        var bytes = Array("bar ".utf8)
        TextFormat.writeBar(filled: filled, width: width, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func theBarFillsItsRoundedShare() {
        #expect(TextFormat.filledCells(0.26, width: 20) == 5)
        #expect(Self.bar(filled: TextFormat.filledCells(0.26, width: 4), width: 4) == "bar █░░░")
        #expect(Self.bar(filled: 9, width: 3) == "bar ███")
        #expect(Self.bar(filled: -1, width: 2) == "bar ░░")
        #expect(Self.bar(filled: 2, width: -1) == "bar ")
        #expect(
            Self.bar(filled: 7, width: 20) == "bar " + String(repeating: "█", count: 7)
                + String(repeating: "░", count: 13))
        #expect(TextFormat.filledCells(.nan, width: 20) == 0)
    }
}
