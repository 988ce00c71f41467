import Scripting
import Testing

@Test func functionsAreHeldByReferenceAndCallable() throws {
    let runtime = try LuaRuntime()
    let values = try runtime.execute("local n = 0; return function(step) n = n + step; return n end", chunkName: "t")
    guard case .function(let counter) = values.first else {
        Issue.record("expected a function, got \(values)")
        return
    }
    #expect(try counter.call(.integer(2)) == [.integer(2)])
    #expect(try counter.call(.integer(3)) == [.integer(5)])
    #expect(counter == counter)
    #expect(counter.description.hasPrefix("function: "))
}

@Test func errorsInACalledFunctionAreThrownWithTraceback() throws {
    let runtime = try LuaRuntime()
    let values = try runtime.execute("return function() error('inside') end", chunkName: "f.lua")
    guard case .function(let failing) = values.first else {
        Issue.record("expected a function")
        return
    }
    let error = try #require(throws: LuaError.self) { try failing.call() }
    #expect(error.message == "f.lua:1: inside")
    #expect(error.traceback.hasPrefix("stack traceback:"))
}

@Test func releasingTheLastReferenceLetsLuaCollectTheFunction() throws {
    let runtime = try LuaRuntime()
    try runtime.execute("probe = setmetatable({}, {__mode = 'v'})", chunkName: "t")
    do {
        let values = try runtime.execute("local f = function() end; probe[1] = f; return f", chunkName: "t")
        #expect(values.count == 1)
        try runtime.execute("collectgarbage(); collectgarbage()", chunkName: "gc")
        // Still held from Swift.
        #expect(try runtime.execute("return probe[1] ~= nil", chunkName: "t") == [.boolean(true)])
    }
    try runtime.execute("collectgarbage(); collectgarbage()", chunkName: "gc")
    #expect(try runtime.execute("return probe[1] == nil", chunkName: "t") == [.boolean(true)])
}

@Test func callingAfterTheRuntimeClosedIsAnError() throws {
    var runtime: LuaRuntime? = try LuaRuntime()
    let values = try runtime?.execute("return function() return 1 end", chunkName: "t") ?? []
    runtime = nil
    guard case .function(let orphan) = values.first else {
        Issue.record("expected a function")
        return
    }
    let error = try #require(throws: LuaError.self) { try orphan.call() }
    #expect(error.message == "cannot call a Lua function after its runtime was closed")
}
