/// Bytes written as a Lua string literal, for Lua source made by the program (a saved run of
/// touches, the runner of `playground test`): printable ASCII as it is, `"` and `\` escaped,
/// every other byte as a three-digit `\ddd` (never shorter, so a digit after it stays a digit),
/// so that Lua reads back exactly the bytes given.
public enum LuaStringLiteral {
    /// The literal's contents, without the quotes around them.
    public static func escaped(_ bytes: some Sequence<UInt8>) -> String {
        var text = ""
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): text += "\\" + String(UnicodeScalar(byte))
            case 0x20..<0x7F: text.unicodeScalars.append(UnicodeScalar(byte))
            default:
                let digits = String(byte)
                text += "\\" + String(repeating: "0", count: 3 - digits.count) + digits
            }
        }
        return text
    }

    /// The literal, quotes included: `"a\010b"`.
    public static func quoted(_ text: String) -> String {
        "\"" + escaped(text.utf8) + "\""
    }
}
