import Files

/// A Lua string: a sequence of bytes, which may hold zeros and need not be UTF-8.
public struct LuaString: Sendable, Hashable {
    /// The bytes, exactly as Lua holds them.
    public var bytes: [UInt8]

    /// Creates a string from its bytes.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Creates a string holding the bytes `string` was made from: its UTF-8, with the scalars
    /// that stand for raw bytes turned back into them (`String(losslessBytes:)`).
    public init(_ string: String) {
        self.bytes = string.losslessBytes
    }

    /// The bytes as text, losslessly: what bindings hand to the models.
    public var losslessText: String {
        String(losslessBytes: bytes)
    }

    /// The bytes decoded as UTF-8, with invalid sequences replaced by U+FFFD.
    public var text: String {
        String(decoding: bytes, as: UTF8.self)
    }
}

extension LuaString: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {
        self.init(value)
    }
}

extension LuaString: CustomStringConvertible {
    /// The bytes as text, losslessly (``losslessText``), so that an error message quoting a
    /// name that is not UTF-8 is written with the name's own bytes, as `lua` writes it.
    public var description: String { losslessText }
}
