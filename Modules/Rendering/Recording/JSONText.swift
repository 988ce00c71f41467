/// JSON literals safe to embed in an HTML `<script>` element: `<` is written as `\u003c`, so no
/// `</script>` or `<!--` in the data can end the element early.
public enum JSONText {
    /// `text` as a JSON string literal, quotes included.
    public static func string(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "<": result += "\\u003c"
            case ">": result += "\\u003e"
            case "&": result += "\\u0026"
            // JSON allows these two raw, but older JavaScript parsers end a line at them.
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    result += "\\u" + hex4(scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// The UTF-8 length of `string(text)`, counted without building it (the recorder weighs a
    /// whole frame against its changes on every frame). Kept beside `string`, which it mirrors.
    static func stringLength(_ text: String) -> Int {
        var length = 2
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                length += 2
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"): length += 6
            case 0..<0x20: length += 6
            default: length += 1
            }
        }
        // U+2028 and U+2029 (E2 80 A8/A9): three bytes that become six.
        var bytes = text.utf8.makeIterator()
        var previous: (UInt8, UInt8) = (0, 0)
        while let byte = bytes.next() {
            if previous == (0xE2, 0x80), byte == 0xA8 || byte == 0xA9 { length += 3 }
            previous = (previous.1, byte)
        }
        return length
    }

    /// A number as JSON: finite numbers with up to six decimals, trailing zeros dropped; JSON
    /// has no infinity or NaN, so those become 0.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let scaled = (value * 1_000_000).rounded()
        // Past 2^53 a Double has no fraction to show; past Int64 it has no integer form either,
        // and JSON reads the exponent form.
        guard abs(scaled) < 9e15 else { return Int64(exactly: value.rounded()).map(String.init) ?? "\(value)" }
        let micros = Int64(scaled)
        let sign = micros < 0 ? "-" : ""
        let magnitude = micros.magnitude
        let whole = magnitude / 1_000_000
        var fraction = String(magnitude % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return sign + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
