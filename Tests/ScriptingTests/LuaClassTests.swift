import Scripting
import Testing

/// Bound classes as scripts see them: every object has a metatable of its own (methods found by
/// table lookups), which must not show in anything a script can observe.
@Suite struct LuaClassTests {
    private func run(_ source: String) throws -> [LuaValue] {
        let host = try ScriptHost(options: .init(origin: 0, seed: 1))
        return try host.runtime.execute(source, chunkName: "t")
    }

    private func message(_ source: String) throws -> String {
        let host = try ScriptHost(options: .init(origin: 0, seed: 1))
        return try #require(throws: LuaError.self) { try host.runtime.execute(source, chunkName: "t") }.message
    }

    @Test func methodsAndPropertiesReachTheirOwnObject() throws {
        let values = try run(
            """
            local a, b = Puzzle.new(2, 3), Puzzle.new(4, 4)
            return a.rows, a.columns, b.rows, a:tile(6), b:tile(16), a.tile == b.tile
            """)
        #expect(values == [.integer(2), .integer(3), .integer(4), .integer(0), .integer(0), .boolean(true)])
    }

    @Test func getmetatableStillGivesTheClassName() throws {
        let values = try run(
            """
            local a, b = Puzzle.new(3, 3), Wheel.new{sectors = 4}
            return getmetatable(a), getmetatable(Puzzle.new(3, 3)), getmetatable(b),
                pcall(setmetatable, a, {})
            """)
        #expect(values.prefix(4) == [.string("Puzzle"), .string("Puzzle"), .string("Wheel"), .boolean(false)])
    }

    @Test(arguments: [
        ("return Puzzle.new(3, 3).nothing", "Puzzle has no member 'nothing'"),
        ("return Puzzle.new(3, 3).__index", "Puzzle has no member '__index'"),
        ("return Puzzle.new(3, 3).__gc", "Puzzle has no member '__gc'"),
        ("return Puzzle.new(3, 3)[1]", "Puzzle has no member named by a number"),
        (
            "local p = Puzzle.new(3, 3); return p.tile(Wheel.new{sectors = 4}, 1)",
            "calling 'tile' on bad self (Puzzle expected, got Wheel)"
        ),
        (
            "local p = Puzzle.new(3, 3); return p.tile(io or {}, 1)",
            "calling 'tile' on bad self (Puzzle expected, got table)"
        ),
        // As long as an object's block: refused by what they are, not by their length.
        (
            "local p = Puzzle.new(3, 3); return p.tile(('x'):rep(16), 1)",
            "calling 'tile' on bad self (Puzzle expected, got string)"
        ),
        (
            "local p = Puzzle.new(3, 3); local t = {} for i = 1, 16 do t[i] = i end return p.tile(t, 1)",
            "calling 'tile' on bad self (Puzzle expected, got table)"
        ),
        (
            "local p = Puzzle.new(3, 3); return p.tile(io.stdout, 1)",
            "calling 'tile' on bad self (Puzzle expected, got FILE*)"
        ),
        ("local p = Puzzle.new(3, 3); return p.tile(p, 99)", "position 99 is out of range 1...9"),
        ("local p = Puzzle.new(3, 3); p.nothing = 1", "Puzzle has no member 'nothing'"),
    ])
    func unknownKeysAndStrangersAreStillErrors(source: String, expected: String) throws {
        let text = try message(source)
        #expect(text.contains(expected), "\(text)")
    }

    @Test func anErrorInAPropertyNamesTheLineThatReadIt() throws {
        let text = try message("local p = Puzzle.new(3, 3)\n\nreturn p.nothing")
        #expect(text.hasPrefix("t:3: Puzzle has no member 'nothing'"), "\(text)")
    }

    @Test func objectsOfTheSameControlCompareEqualAndAreCollected() throws {
        let values = try run(
            """
            local a = Puzzle.new(3, 3)
            local same = a == a
            local different = a == Puzzle.new(3, 3)
            local before = collectgarbage('count')
            for _ = 1, 2000 do Puzzle.new(3, 3) end
            collectgarbage(); collectgarbage()
            return same, different, collectgarbage('count') - before < 200
            """)
        #expect(values == [.boolean(true), .boolean(false), .boolean(true)])
    }

    @Test func replCompletionStillOffersAControlsMethods() throws {
        let host = try ScriptHost(options: .init(origin: 0, seed: 1))
        try host.runtime.execute("p = Puzzle.new(3, 3)", chunkName: "t")
        #expect(host.replCompletions(for: "p:ti") == ["p:tile", "p:tilt"])
        #expect(host.replCompletions(for: "p:").contains("p:shuffle"))
    }
}
