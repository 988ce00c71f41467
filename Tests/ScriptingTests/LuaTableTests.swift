import Scripting
import Testing

@Test func tablesComeOutAsCopiesWithNestedTables() throws {
    let runtime = try LuaRuntime()
    let values = try runtime.execute("return {10, 20, name = 'wheel', inner = {true}}", chunkName: "t")
    guard case .table(let table) = values.first else {
        Issue.record("expected a table, got \(values)")
        return
    }
    #expect(table.sequence == [.integer(10), .integer(20)])
    #expect(table[.string("name")] == .string("wheel"))
    #expect(table[.string("inner")] == .table(LuaTable(sequence: [.boolean(true)])))
    #expect(table[.string("missing")] == .nil)
}

@Test func aCycleBecomesAReferenceInsteadOfRecursingForever() throws {
    let runtime = try LuaRuntime()
    let values = try runtime.execute("local t = {}; t.me = t; return t", chunkName: "t")
    guard case .table(let table) = values.first, case .reference(let typeName, _) = table[.string("me")] else {
        Issue.record("expected a table whose 'me' is a reference, got \(values)")
        return
    }
    #expect(typeName == "table")
}

@Test func tablesGoInAndComeBackEqual() throws {
    let runtime = try LuaRuntime()
    let function = try #require(try runtime.execute("return function(t) return t end", chunkName: "t").first)
    guard case .function(let identity) = function else {
        Issue.record("expected a function")
        return
    }
    let table = LuaTable([
        .integer(1): .string(LuaString(bytes: [0, 1, 2])),
        .string("pi"): .number(3.14),
        .boolean(true): .table(LuaTable(sequence: [.integer(7)])),
    ])
    #expect(try identity.call(.table(table)) == [.table(table)])
}

@Test func keysLuaCannotHoldAreLeftOutInsteadOfRaising() throws {
    let runtime = try LuaRuntime()
    let count = try runtime.execute(
        "return function(t) local n = 0 for _ in pairs(t) do n = n + 1 end return n end", chunkName: "t")
    guard case .function(let counter) = count.first else {
        Issue.record("expected a function")
        return
    }
    let table = LuaTable([.nil: .integer(1), .number(.nan): .integer(2), .integer(3): .integer(3)])
    #expect(try counter.call(.table(table)) == [.integer(1)])
}
