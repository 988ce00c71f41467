import Scripting

/// Lua → Swift: a Lua loop calling a bound method, `puzzle:tile(1)` on a `Puzzle` control,
/// against the same loop calling the same method bound the textbook C way (a `lua_pushcfunction`
/// function in the metatable's `__index` table, `luaL_checkudata` for self; see baselines.h).
///
/// Both loops do the same work per call: find the method, check self, check an integer
/// argument against the board's size, push the tile.
public struct LuaToSwiftCalls {
    public static let name = "Lua → Swift calls"
    /// Calls per round.
    public var calls = 1_000_000
    public var rounds = 9

    static let loop = """
        function benchmarkLoop(n)
          local p, sum = puzzle, 0
          for _ = 1, n do sum = sum + p:tile(1) end
          return sum
        end
        """

    public init() {}

    public func run() throws -> Comparison {
        let host = try ScriptHost(options: .init(seed: 1))
        try host.runtime.execute("puzzle = Puzzle.new(4, 4)\n" + LuaToSwiftCalls.loop, chunkName: "bound")
        let raw = try RawLuaState()
        try raw.run(LuaToSwiftCalls.loop)
        let calls = self.calls
        let call = "benchmarkLoop(\(calls))"
        let rounds = try Rounds.interleave(
            rounds: rounds,
            baseline: { try secondsTaken { try raw.call("benchmarkLoop", calls) } / Double(calls) },
            subject: { try secondsTaken { try host.runtime.execute(call, chunkName: "loop") } / Double(calls) }
        )
        return Comparison(
            name: LuaToSwiftCalls.name,
            subjectLabel: "puzzle:tile(1), a bound Swift method",
            baselineLabel: "the same method as a raw lua_pushcfunction",
            subject: rounds.subject * 1e9, baseline: rounds.baseline * 1e9, unit: "ns/call",
            ratio: rounds.ratio, target: .atMost(1.3))
    }
}
