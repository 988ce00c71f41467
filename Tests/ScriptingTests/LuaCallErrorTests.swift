import Testing

@testable import Scripting

/// Error messages stay readable whatever a script passes: a huge quoted name loses its middle.
@Suite struct LuaCallErrorTests {
    private func message(_ error: LuaCallError) -> String? {
        if case .message(let text) = error.payload { text } else { nil }
    }

    @Test func aShortMessageIsKeptWhole() {
        let text = "bad argument #1 to 'set' (number expected, got string)"
        #expect(message(LuaCallError(text)) == text)
        let atTheLimit = String(repeating: "é", count: LuaCallError.messageLimit)
        #expect(message(LuaCallError(atTheLimit)) == atTheLimit)
    }

    @Test func aHugeMessageKeepsBothEndsAndSaysWhatWasLeftOut() throws {
        let name = String(repeating: "x", count: 1_000_000)
        let text = "unknown timing curve \"\(name)\"; valid names are linear, ease"
        let bounded = try #require(message(LuaCallError(text)))
        #expect(bounded.count < LuaCallError.messageLimit + 50)
        #expect(bounded.hasPrefix("unknown timing curve \"xxx"))
        #expect(bounded.hasSuffix("xxx\"; valid names are linear, ease"))
        let omitted = text.count - LuaCallError.messageLimit * 6 / 10 - LuaCallError.messageLimit * 3 / 10
        #expect(bounded.contains(" … [\(omitted) characters left out] … "))
    }

    @Test func aScriptSeesTheBoundedMessage() throws {
        let host = try ScriptHost(options: .init(origin: 0, seed: 1))
        let values = try host.runtime.execute(
            """
            local ok, e = pcall(Odometer.new, {digits = 3, curve = ("x"):rep(1e6)})
            return ok, #e < 1100, e:find("characters left out", 1, true) ~= nil, e:sub(-12)
            """, chunkName: "long")
        #expect(values == [.boolean(false), .boolean(true), .boolean(true), .string("spring(…))")])
    }
}
