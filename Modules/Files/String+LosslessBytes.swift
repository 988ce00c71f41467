/// Text made from bytes that need not be UTF-8, such as a Lua string, without losing any of them.
///
/// Lua strings are bytes. A `String` holds Unicode scalars, so decoding a name with the usual
/// `String(decoding:as:)` replaces every invalid byte with U+FFFD and the original is gone. Here
/// each byte that is not part of well-formed UTF-8 becomes one scalar of the last 128 code
/// points of plane 16 (U+10FF80 + byte − 0x80), private-use code points nobody types, and
/// ``losslessBytes`` turns them back into the bytes. Well-formed UTF-8 for one of those 128
/// code points is treated as four raw bytes, so every byte string survives the round trip
/// exactly; models keep `String`, and only where a format cannot show such a byte (SVG, a
/// terminal) is it written as `\xNN` (``rawBytesEscaped``).
extension String {
    /// The scalars that stand for raw bytes 0x80–0xFF.
    public static let rawByteScalars: ClosedRange<UInt32> = 0x10FF80...0x10FFFF

    /// `bytes` as text: well-formed UTF-8 as its characters, every other byte as the scalar that
    /// stands for it.
    public init(losslessBytes bytes: UnsafeRawBufferPointer) {
        // ASCII (a colour, a field's name, most keys) is UTF-8 with none of those code points:
        // a loop over the bytes says so faster than validating them as UTF-8.
        if bytes.allSatisfy({ $0 < 0x80 }) {
            self = String(decoding: bytes, as: UTF8.self)
            return
        }
        // Almost every name is well-formed UTF-8 without those code points: one pass checks.
        if let text = String(validating: bytes, as: UTF8.self), !Self.mayHoldRawByteScalars(bytes) {
            self = text
            return
        }
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            if let (scalar, length) = Self.scalar(in: bytes, at: index), !Self.rawByteScalars.contains(scalar.value) {
                scalars.append(scalar)
                index += length
            } else {
                scalars.append(Self.rawByteScalar(bytes[index]))
                index += 1
            }
        }
        self = String(scalars)
    }

    /// `bytes` as text, losslessly (see ``init(losslessBytes:)-(UnsafeRawBufferPointer)``).
    public init(losslessBytes bytes: [UInt8]) {
        self = bytes.withUnsafeBytes { String(losslessBytes: $0) }
    }

    /// The bytes this text was made from: UTF-8, with each raw-byte scalar as its byte.
    public var losslessBytes: [UInt8] {
        guard Self.mayHoldRawByteScalars(utf8) else { return Array(utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if Self.rawByteScalars.contains(scalar.value) {
                bytes.append(UInt8(truncatingIfNeeded: scalar.value - 0x10FF00))
            } else {
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
        return bytes
    }

    /// ``losslessBytes`` as a C string, NUL-terminated, for C APIs that take a path or a name
    /// (a NUL inside the text ends the C string there: check for one first where that matters).
    public var losslessCString: [CChar] {
        losslessBytes.map { CChar(bitPattern: $0) } + [0]
    }

    /// Whether the text holds bytes that are not UTF-8.
    public var holdsRawBytes: Bool {
        Self.mayHoldRawByteScalars(utf8) && unicodeScalars.contains { Self.rawByteScalars.contains($0.value) }
    }

    /// The text with each raw byte written `\xNN` (uppercase hex), for formats that show text
    /// to a person.
    public var rawBytesEscaped: String {
        guard holdsRawBytes else { return self }
        var result = ""
        for scalar in unicodeScalars {
            if Self.rawByteScalars.contains(scalar.value) {
                result += Self.hexEscape(UInt8(truncatingIfNeeded: scalar.value - 0x10FF00))
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `\xNN` for `byte`.
    public static func hexEscape(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "\\x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
    }

    /// The scalar standing for the raw byte `byte` (0x80–0xFF).
    private static func rawByteScalar(_ byte: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(0x10FF00 + UInt32(byte)) ?? "\u{FFFD}"
    }

    /// Whether UTF-8 `bytes` may encode a raw-byte scalar: they do only after a 0xF4 lead byte.
    private static func mayHoldRawByteScalars(_ bytes: some Sequence<UInt8>) -> Bool {
        bytes.contains(0xF4)
    }

    /// The well-formed UTF-8 scalar at `index` of `bytes` and its length (RFC 3629's table:
    /// no overlong forms, no surrogates, nothing past U+10FFFF), or nil.
    private static func scalar(in bytes: UnsafeRawBufferPointer, at index: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[index]
        let length: Int
        let second: ClosedRange<UInt8>
        switch lead {
        case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
        case 0xC2...0xDF:
            length = 2
            second = 0x80...0xBF
        case 0xE0:
            length = 3
            second = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF:
            length = 3
            second = 0x80...0xBF
        case 0xED:
            length = 3
            second = 0x80...0x9F
        case 0xF0:
            length = 4
            second = 0x90...0xBF
        case 0xF1...0xF3:
            length = 4
            second = 0x80...0xBF
        case 0xF4:
            length = 4
            second = 0x80...0x8F
        default: return nil
        }
        guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return nil }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        value = value << 6 | UInt32(bytes[index + 1] & 0x3F)
        for offset in 2..<length {
            let byte = bytes[index + offset]
            guard (0x80...0xBF).contains(byte) else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}
