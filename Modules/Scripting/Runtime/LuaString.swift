/// A Lua string: a sequence of bytes, which may hold zeros and need not be UTF-8.
public struct LuaString: Sendable, Hashable {
    /// The bytes, exactly as Lua holds them.
    public var bytes: [UInt8]

    /// Creates a string from its bytes.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Creates a string holding the UTF-8 encoding of `string`.
    public init(_ string: String) {
        self.bytes = Array(string.utf8)
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
    public var description: String { text }
}
