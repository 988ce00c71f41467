import Scripting
import Testing

/// Copying Lua values into Swift (LuaRuntime+Values): the one walker over script-built tables,
/// bounded in depth and in the bytes it makes Swift hold.
@Suite struct LuaValueCopyTests {
    @Test func tablesNestedToTheLimitAreCopied() throws {
        let runtime = try LuaRuntime()
        let values = try runtime.execute(
            "local t = {} for i = 1, \(LuaRuntime.maximumTableDepth - 1) do t = {t} end return t", chunkName: "t")
        var depth = 0
        var value = try #require(values.first)
        while case .table(let table) = value, let inner = table.entries[.integer(1)] {
            depth += 1
            value = inner
        }
        #expect(depth == LuaRuntime.maximumTableDepth - 1)
    }

    @Test(arguments: [
        "local t = {} for i = 1, 200000 do t = {t} end return t",
        "local t = {} for i = 1, 200000 do t = {[t] = true} end return t",
        "local t = {} for i = 1, 201 do t = {t} end return 1, t",
    ])
    func deeperTablesAreALuaErrorNotACrash(source: String) throws {
        let runtime = try LuaRuntime()
        let error = try #require(throws: LuaError.self) { try runtime.execute(source, chunkName: "t") }
        #expect(error.message == "table nested too deeply (limit 200)")
        // The stack is as it was: the runtime goes on.
        #expect(try runtime.execute("return 1 + 1", chunkName: "t") == [.integer(2)])
    }

    @Test func aTableInsideItselfIsCopiedOnceThenReferenced() throws {
        let runtime = try LuaRuntime()
        let values = try runtime.execute("local t = {} t.self = t return t", chunkName: "t")
        guard case .table(let table) = values.first, case .reference(let type, _) = table.entries[.string("self")]
        else {
            Issue.record("expected a table holding a reference to itself, got \(values)")
            return
        }
        #expect(type == "table")
    }

    @Test func runningDropsTheChunksValuesUnread() throws {
        let runtime = try LuaRuntime()
        try runtime.run("local t = {} for i = 1, 200000 do t = {t} end return t", chunkName: "t")
        try runtime.run("return ('x'):rep(1000000)", chunkName: "t")
    }

    /// A returned table of 3,000 references to one 100 KB string would be 300 MB of copies in
    /// Swift: the copy counts against the memory limit like the Lua heap.
    @Test func copiesCountAgainstTheMemoryLimit() throws {
        let runtime = try LuaRuntime(configuration: .init(memoryLimit: 16 << 20))
        let error = try #require(throws: LuaError.self) {
            try runtime.execute(
                "local s = ('x'):rep(100000) local t = {} for i = 1, 3000 do t[i] = s end return t", chunkName: "t")
        }
        #expect(error.kind == .memory)
        #expect(error.message.hasPrefix("not enough memory"))
        #expect(try runtime.execute("return ('y'):rep(10)", chunkName: "t") == [.string(LuaString("yyyyyyyyyy"))])
    }
}
