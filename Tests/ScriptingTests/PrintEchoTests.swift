import Scripting
import Synchronization
import Testing

@Suite struct PrintEchoTests {
    final class Lines: Sendable {
        let lines = Mutex<[String]>([])
        func add(_ line: String) { lines.withLock { $0.append(line) } }
        var all: [String] { lines.withLock { $0 } }
    }

    @Test func everyPrintedLineIsHandedOverAsPrintWritesIt() throws {
        let host = try ScriptHost(options: .init(origin: 0, seed: 1))
        let lines = Lines()
        try host.echoPrints { lines.add($0) }
        try host.runtime.run(
            """
            print('a', 1, 2.5, nil, true)
            print()
            local t = setmetatable({}, {__tostring = function() calls = (calls or 0) + 1 return 'T' end})
            print(t)
            """, chunkName: "echo")
        #expect(lines.all == ["a\t1\t2.5\tnil\ttrue", "", "T"])
        // Each value is converted once, though the line also goes to standard output.
        #expect(try host.runtime.execute("return calls", chunkName: "calls") == [.integer(1)])
        // The helper leaves no global behind.
        #expect(try host.runtime.execute("return __playground_echo", chunkName: "global") == [.nil])
    }

    @Test func aTostringThatFailsIsTheScriptsError() throws {
        let host = try ScriptHost(options: .init(origin: 0, seed: 1))
        let lines = Lines()
        try host.echoPrints { lines.add($0) }
        #expect(throws: LuaError.self) {
            try host.runtime.run("print(setmetatable({}, {__tostring = function() error('no') end}))", chunkName: "bad")
        }
        #expect(lines.all.isEmpty)
    }
}
