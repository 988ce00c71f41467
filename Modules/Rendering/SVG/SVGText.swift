/// Escaping of text for XML character data and attribute values.
public enum SVGText {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities, and characters XML 1.0
    /// forbids (control characters other than tab, newline and carriage return) replaced by
    /// U+FFFD, so any string a script supplies yields a well-formed document.
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                let forbidden = value < 0x20 || (0xFFFE ... 0xFFFF).contains(value)
                result.unicodeScalars.append(forbidden ? "\u{FFFD}" : scalar)
            }
        }
        return result
    }

    /// `text` cut to at most `limit` characters, ending with "…" when cut: long script-given
    /// names must not run across their neighbours.
    public static func truncated(_ text: String, to limit: Int) -> String {
        guard text.count > limit, limit > 0 else { return text }
        return String(text.prefix(limit - 1)) + "…"
    }
}
