import Testing

@testable import Scripting

/// A trace line as JSON: fields in order, numbers that read back exactly, strings escaped,
/// tables as arrays or sorted objects, and what JSON cannot hold named as text.
@Suite struct TraceEventTests {
    @Test func aLineHoldsTheTimeTheEventTheControlAndTheFieldsInOrder() {
        let event = TraceEvent(
            time: 0.1 + 0.2, event: "oncross", control: "Wheel #1",
            fields: [
                .init("args", .table(LuaTable(sequence: [.integer(1), .integer(2)]))),
                .init("callback", .boolean(true)),
            ])
        #expect(
            event.jsonLine
                == #"{"t":0.30000000000000004,"event":"oncross","control":"Wheel #1","args":[1,2],"callback":true}"#)
    }

    @Test func valuesAreWrittenAsJSONCanHoldThem() {
        #expect(TraceEvent.json(.nil) == "null")
        #expect(TraceEvent.json(.number(2)) == "2.0")
        #expect(TraceEvent.json(.number(1e-7)) == "1e-07")
        #expect(TraceEvent.json(.number(.infinity)) == #""inf""#)
        #expect(TraceEvent.json(.number(-.infinity)) == #""-inf""#)
        #expect(TraceEvent.json(.number(.nan)) == #""nan""#)
        #expect(TraceEvent.json(.string(LuaString("a\"b</script>\n"))) == #""a\"b\u003c/script\u003e\n""#)
        #expect(TraceEvent.json(.string(LuaString(bytes: [0x61, 0xFF]))) == "\"a\u{FFFD}\"")
        #expect(TraceEvent.json(.table(LuaTable())) == "[]")
        let record = LuaTable([
            .string(LuaString("points")): .integer(3), .string(LuaString("moves")): .integer(2),
            .integer(7): .boolean(false),
        ])
        #expect(TraceEvent.json(.table(record)) == #"{"7":false,"moves":2,"points":3}"#)
        #expect(TraceEvent.json(.reference(typeName: "value", description: "value")) == #""value""#)
    }

    @Test func deepTablesStopAtSixteenLevels() {
        var value = LuaValue.integer(1)
        for _ in 0..<20 { value = .table(LuaTable(sequence: [value])) }
        let json = TraceEvent.json(value)
        #expect(json.hasPrefix(String(repeating: "[", count: 16) + #""table""#))
    }
}
