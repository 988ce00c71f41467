import Foundation
import Testing

/// Everything Swift pushes into Lua for a script asks the one budget first (`MemoryBudget`,
/// Modules/Scripting/Runtime): the pushes of a binding's results (`LuaCall`) and of the values
/// handed to handlers (`LuaRuntime.push`). These tests read the sources: a new binding that pushes
/// a string or makes a table with Lua's API directly fails here until it pushes through them.
@Suite struct BudgetDoorsTests {
    /// The calls of Lua's API that make a string, a table or a userdata.
    static let pushes = [
        "lua_pushlstring(", "lua_pushstring(", "lua_pushfstring(", "lua_createtable(", "lua_newtable(",
        "lua_newuserdatauv(",
    ]

    /// How many such calls each file may make, each for its reason. A new one in any file, these
    /// included, fails until it is counted here with its reason or goes through the budget.
    static let allowed: [String: Int] = [
        // The gates themselves (and a field name read from an options table): each push asks
        // MemoryBudget.admits first, and a refused one
        // pushes an empty value in its place (the call then raises the memory error).
        "Modules/Scripting/Binding/LuaCall.swift": 7,
        "Modules/Scripting/Runtime/LuaRuntime+Values.swift": 3,
        // Fixed sizes, made once when a class, a library or the weak table is registered.
        "Modules/Scripting/Binding/LuaClass.swift": 5,
        // (A library's name, read and set raw among the globals, is one of those sizes.)
        "Modules/Scripting/Binding/LuaFunctionBox.swift": 4,
        "Modules/Scripting/Binding/LuaWeakObjects.swift": 2,
        // A class name looked up raw among the globals (to check it is free, and to return
        // its table): at most 40 bytes, checked first; and Lua's message for a yield that
        // cannot be, replaced by itself with its reason (a constant, under 140 bytes).
        "Modules/Scripting/Binding/LuaCall+Tables.swift": 3,
        // An option's name, a constant of the declaration.
        "Modules/Scripting/Binding/LuaOptionsTable.swift": 1,
        // The REPL's lookups of the names a line typed (bounded by the line) and constant keys.
        "Modules/Scripting/Runtime/LuaRuntime+Interactive.swift": 4,
        // A stop's message, at most CLUA_MESSAGE_MAX bytes.
        "Modules/Scripting/Runtime/LuaThread.swift": 1,
    ]

    static func count(of word: String, in text: String) -> Int {
        text.components(separatedBy: word).count - 1
    }

    @Test func everyPushAsksTheBudget() {
        let sources = FileDoorsTests.sources().filter { $0.path.hasSuffix(".swift") }
        #expect(sources.count > 300)
        for (path, text) in sources {
            let found = Self.pushes.reduce(0) { $0 + Self.count(of: $1, in: text) }
            let allowed = Self.allowed[path] ?? 0
            if found > allowed {
                Issue.record(
                    "\(path) makes \(found) Lua strings, tables or userdata directly, \(allowed) counted: push through LuaCall or LuaRuntime.push, which ask MemoryBudget"
                )
            }
        }
    }

    @Test func theGatesAskTheBudget() throws {
        let sources = Dictionary(uniqueKeysWithValues: FileDoorsTests.sources().map { ($0.path, $0.text) })
        let call = try #require(sources["Modules/Scripting/Binding/LuaCall.swift"])
        let values = try #require(sources["Modules/Scripting/Runtime/LuaRuntime+Values.swift"])
        // One question per gate: bytes, text, numbers, records and sequences; strings and tables.
        #expect(Self.count(of: "budget.admits(", in: call) == 5)
        #expect(Self.count(of: "MemoryBudget(state: state).admits(", in: values) == 2)
    }
}
