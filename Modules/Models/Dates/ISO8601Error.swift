/// Why ISO 8601 text was refused: the text (as bytes, since Lua strings are bytes), the field
/// at fault and what is wrong with it.
public struct ISO8601Error: Error, Hashable, Sendable, CustomStringConvertible {
    /// The parts of `2026-12-24T18:00:00.5+01:00`, in the order they are read.
    public enum Field: String, Hashable, Sendable, CaseIterable {
        case year, month, day, separator, hour, minute, second, fraction, zone, end
    }

    /// The refused text, byte for byte.
    public var text: [UInt8]
    /// The field that could not be read.
    public var field: Field
    /// What is wrong, as a phrase: "month 13 is out of range (01–12)".
    public var problem: String

    public init(text: [UInt8], field: Field, problem: String) {
        self.text = text
        self.field = field
        self.problem = problem
    }

    /// `invalid ISO 8601 date-time '2026-13-01T00:00:00Z': month 13 is out of range (01–12)`.
    /// The text is shown escaped as Lua would write it (`\0`, `\255`) and cut after 60 bytes,
    /// so the message stays one readable line whatever the script passed.
    public var description: String {
        "invalid ISO 8601 date-time '\(Self.shown(text))': \(problem)"
    }

    /// `bytes` as printable text: ASCII as it is, every other byte as a Lua decimal escape,
    /// and an ellipsis after `limit` bytes.
    public static func shown(_ bytes: some Collection<UInt8>, limit: Int = 60) -> String {
        var shown = ""
        for byte in bytes.prefix(limit) {
            switch byte {
            case 0x5C: shown += "\\\\"
            case 0x20...0x7E: shown.unicodeScalars.append(Unicode.Scalar(byte))
            case 0x0A: shown += "\\n"
            case 0x09: shown += "\\t"
            case 0x0D: shown += "\\r"
            default: shown += "\\\(byte)"
            }
        }
        if bytes.count > limit { shown += "…" }
        return shown
    }
}
