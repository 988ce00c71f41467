import Scripting
import Testing

@Test func descriptionMatchesLuaTostring() {
    let cases: [(LuaValue, String)] = [
        (.nil, "nil"),
        (.boolean(false), "false"),
        (.integer(-7), "-7"),
        (.number(3), "3.0"),
        (.number(0.1), "0.1"),
        (.number(1e100), "1e+100"),
        (.number(-.infinity), "-inf"),
        (.number(2.0 / 3.0), "0.66666666666667"),
        (.string("héllo"), "héllo"),
    ]
    for (value, expected) in cases {
        #expect(value.description == expected)
    }
}

@Test func descriptionAgreesWithLuaItself() throws {
    let runtime = try LuaRuntime()
    let source = "return 3.0, 0.1, 1e100, -1/0, 2/3, 1e15, 123456789012345.0"
    let values = try runtime.execute(source, chunkName: "t")
    let printed = try runtime.execute(
        "return tostring(3.0), tostring(0.1), tostring(1e100), tostring(-1/0), tostring(2/3), tostring(1e15), tostring(123456789012345.0)",
        chunkName: "t")
    #expect(values.map(\.description) == printed.map(\.description))
}
