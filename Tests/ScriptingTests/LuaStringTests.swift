import Scripting
import Testing

@Test func luaStringKeepsBytesExactly() {
    let bytes: [UInt8] = [0x00, 0xFF, 0x41]
    let string = LuaString(bytes: bytes)
    #expect(string.bytes == bytes)
    #expect(string.text == "\u{0}\u{FFFD}A")
}

@Test func luaStringFromTextIsUTF8() {
    #expect(LuaString("é").bytes == [0xC3, 0xA9])
    #expect(("abc" as LuaString).description == "abc")
}
