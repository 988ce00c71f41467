import Testing

@testable import Scripting

/// Bytes written as a Lua string literal that Lua reads back exactly.
@Suite struct LuaStringLiteralTests {
    @Test func bytesComeBackExactlyThroughLua() throws {
        let bytes: [UInt8] = [0x61, 0x22, 0x5C, 0x00, 0x31, 0x0A, 0xFF, 0x7F, 0x20]
        let literal = "\"" + LuaStringLiteral.escaped(bytes) + "\""
        #expect(literal == #""a\"\\\0001\010\255\127 ""#)
        let runtime = try LuaRuntime()
        #expect(try runtime.execute("return \(literal)", chunkName: "literal") == [.string(LuaString(bytes: bytes))])
        #expect(LuaStringLiteral.quoted("1\t2") == #""1\0092""#)
    }
}
