/// Numbers as SVG text: at most three decimals, no exponent, no trailing zeros, no "-0", and
/// never locale dependent, so that the same drawing always gives the same bytes.
public enum SVGNumber {
    /// `value` rounded to thousandths: 1.5 is "1.5", 2.0 is "2", -0.0004 is "0". Values that are
    /// not finite (they should never reach a drawing) are written as "0", which keeps the
    /// document valid.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        // Beyond ±1e12 thousandths no longer fit exactly; such coordinates are clamped.
        let clamped = min(max(value, -1e12), 1e12)
        let thousandths = Int64((clamped * 1000).rounded())
        if thousandths == 0 { return "0" }
        let magnitude = thousandths.magnitude
        let whole = magnitude / 1000
        var fraction = magnitude % 1000
        var text = (thousandths < 0 ? "-" : "") + String(whole)
        guard fraction != 0 else { return text }
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let fractionText = String(fraction)
        text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        return text
    }
}
