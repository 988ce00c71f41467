/// Numbers as SVG text: at most three decimals, no exponent, no trailing zeros, no "-0", and
/// never locale dependent, so that the same drawing always gives the same bytes.
public enum SVGNumber {
    /// `value` rounded to thousandths: 1.5 is "1.5", 2.0 is "2", -0.0004 is "0". Values that are
    /// not finite (they should never reach a drawing) are written as "0", which keeps the
    /// document valid.
    public static func format(_ value: Double) -> String {
        var bytes: [UInt8] = []
        write(value, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``format(_:)``'s text of `value` to `bytes`, digit by digit: a frame writes about
    /// a thousand numbers, and a String for each was a good part of its cost.
    static func write(_ value: Double, into bytes: inout [UInt8]) {
        guard value.isFinite else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        // Beyond ±1e12 thousandths no longer fit exactly; such coordinates are clamped.
        let clamped = min(max(value, -1e12), 1e12)
        let thousandths = Int64((clamped * 1000).rounded())
        if thousandths < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = thousandths.magnitude
        writeDigits(of: magnitude / 1000, into: &bytes)
        var fraction = magnitude % 1000
        guard fraction != 0 else { return }
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        bytes.append(UInt8(ascii: "."))
        // Leading zeros of the fraction: 0.05 is "0.05", fraction 5 with two digits.
        var width = 1
        var scale: UInt64 = 10
        while scale <= fraction {
            width += 1
            scale *= 10
        }
        for _ in width..<digits { bytes.append(UInt8(ascii: "0")) }
        writeDigits(of: fraction, into: &bytes)
    }

    /// Appends the decimal digits of `value` (no sign), most significant first.
    static func writeDigits(of value: UInt64, into bytes: inout [UInt8]) {
        if value < 10 {
            bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
            return
        }
        var power: UInt64 = 10
        while power <= value / 10 { power &*= 10 }
        var rest = value
        while power > 0 {
            bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest / power))
            rest %= power
            power /= 10
        }
    }

    /// Appends the decimal text of `value`, as `String(value)` writes it.
    static func write(_ value: Int, into bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        writeDigits(of: UInt64(value.magnitude), into: &bytes)
    }
}
