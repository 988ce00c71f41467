import Models

/// Escaping of text for XML character data and attribute values.
public enum SVGText {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities, and characters XML 1.0
    /// forbids (control characters other than tab, newline and carriage return) replaced by
    /// U+FFFD, so any string a script supplies yields a well-formed document; bytes that are not
    /// UTF-8 (`String(losslessBytes:)`) are written `\xNN`.
    public static func escaped(_ text: String) -> String {
        // Almost every text is plain ASCII with nothing to escape, which one pass over the
        // bytes tells: return it as it is instead of rebuilding it scalar by scalar.
        if text.utf8.allSatisfy(isPlainASCII) { return text }
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
                if String.rawByteScalars.contains(value) {
                    // A byte that is not UTF-8 (String(losslessBytes:)): shown, not guessed at.
                    result += String.hexEscape(UInt8(truncatingIfNeeded: value - 0x10FF00))
                    continue
                }
                let forbidden = value < 0x20 || (0xFFFE...0xFFFF).contains(value)
                result.unicodeScalars.append(forbidden ? "\u{FFFD}" : scalar)
            }
        }
        return result
    }

    /// Whether `byte` is ASCII that ``escaped(_:)`` writes unchanged: printable (DEL too, which
    /// XML allows) and no markup character, or tab, line feed, carriage return.
    private static func isPlainASCII(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): false
        case 0x20...0x7F, UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): true
        default: false
        }
    }

    /// `text` cut to at most `limit` characters, ending with "…" when cut: long script-given
    /// names must not run across their neighbours.
    /// Walks at most `limit` characters, never the whole text: a name may be megabytes long.
    public static func truncated(_ text: String, to limit: Int) -> String {
        guard limit > 0, text.utf8.count > limit else { return text }
        var end = text.startIndex
        var kept = 0
        while end < text.endIndex, kept < limit {
            text.formIndex(after: &end)
            kept += 1
        }
        guard end < text.endIndex else { return text }
        return String(text[..<text.index(before: end)]) + "…"
    }
}
