import Testing

@testable import Geometry

@Suite struct DoubleWholeRemainderTests {
    /// The bits `truncatingRemainder(dividingBy:)` gives, and those of the whole-divisor version.
    private func bits(_ value: Double, _ divisor: Int) -> (expected: UInt64, actual: UInt64) {
        (
            value.truncatingRemainder(dividingBy: Double(divisor)).bitPattern,
            value.truncatingRemainder(dividingByWhole: divisor).bitPattern
        )
    }

    @Test(arguments: [1, 2, 3, 7, 9, 10, 12, 360, 1 << 20])
    func agreesBitForBitOnEdges(divisor: Int) {
        let m = Double(divisor)
        let values: [Double] = [
            0, -0.0, 1, -1, m, -m, 2 * m, -2 * m, m.nextDown, m.nextUp, -m.nextDown, (2 * m).nextDown,
            0.5, -0.5, 0.1, -0.1, 1e-300, -1e-300, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
            0x1p52.nextDown, -0x1p52.nextDown, 0x1p52, -0x1p52, 1e18, -1e18, .greatestFiniteMagnitude,
            .infinity, -.infinity, .nan, 123_456.789, -123_456.789, 0.30000000000000004,
        ]
        for value in values {
            let (expected, actual) = bits(value, divisor)
            if Double(bitPattern: expected).isNaN {
                #expect(Double(bitPattern: actual).isNaN, "\(value) by \(divisor)")
            } else {
                #expect(actual == expected, "\(value) by \(divisor)")
            }
        }
    }

    @Test func agreesBitForBitOnRandomValues() {
        var random = SplitMix64(seed: 20_261_127)
        var mismatches: [String] = []
        for _ in 0..<200_000 {
            let divisor = [1, 2, 9, 10, 24, 1_000][Int(random.next() % 6)]
            // Whole numbers, just off whole multiples, and values of every size.
            let value: Double
            switch random.next() % 4 {
            case 0: value = Double(Int64(bitPattern: random.next()) >> Int64(random.next() % 64))
            case 1: value = (Double(Int64(random.next() % 2_000_001) - 1_000_000) * Double(divisor)).nextUp
            case 2: value = Double(bitPattern: random.next())
            default: value = Double.random(in: -1e6...1e6, using: &random)
            }
            let (expected, actual) = bits(value, divisor)
            if Double(bitPattern: expected).isNaN, Double(bitPattern: actual).isNaN { continue }
            if actual != expected, mismatches.count < 5 { mismatches.append("\(value) by \(divisor)") }
        }
        #expect(mismatches.isEmpty)
    }

    @Test func aDivisorOutsideTheQuickRangeStillAgrees() {
        for divisor in [0, -3, (1 << 20) + 1, Int.max] {
            for value in [7.5, -7.5, 1e20] {
                let expected = value.truncatingRemainder(dividingBy: Double(divisor))
                let actual = value.truncatingRemainder(dividingByWhole: divisor)
                #expect(actual.bitPattern == expected.bitPattern || (actual.isNaN && expected.isNaN))
            }
        }
    }
}
