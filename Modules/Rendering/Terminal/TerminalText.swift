import Models

/// Text a script supplied, made safe to write to a terminal.
public enum TerminalText {
    /// `text` with what a terminal would act on or cannot show written visibly: control
    /// characters (C0, DEL and C1, escape included, so a name cannot move the cursor or recolour
    /// the screen) and bytes that are not UTF-8 (`String(losslessBytes:)`) become `\xNN`.
    public static func escaped(_ text: String) -> String {
        // Nearly every line is plain: one pass over its bytes tells.
        guard needsEscaping(text) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x20 || (0x7F...0x9F).contains(value) {
                result += String.hexEscape(UInt8(truncatingIfNeeded: value))
            } else if String.rawByteScalars.contains(value) {
                result += String.hexEscape(UInt8(truncatingIfNeeded: value - 0x10FF00))
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `text` may hold something ``escaped(_:)`` changes: a control byte, the lead
    /// byte of a C1 control (0xC2 0x80–0x9F), or 0xF4, which leads the raw-byte scalars.
    static func needsEscaping(_ text: String) -> Bool {
        // Every line of the text view passes here at every frame: a native string's bytes are
        // read from its buffer (walking the UTF-8 view cost about 15 instructions a byte).
        var text = text
        return text.withUTF8(needsEscaping)
    }

    /// Whether UTF-8 `bytes` may hold something ``escaped(_:)`` changes.
    static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if byte < 0x20 || byte == 0x7F || byte == 0xF4 || (previous == 0xC2 && byte < 0xA0) { return true }
            previous = byte
        }
        return false
    }
}
