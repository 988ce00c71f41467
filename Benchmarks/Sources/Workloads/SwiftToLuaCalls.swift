import Scripting

/// Swift → Lua: the host's clock dispatching a Lua tick handler at 60 Hz (scheduler, clock,
/// protected call), against a raw C loop of `lua_rawgeti` + `lua_pushnumber` + `lua_pcallk`
/// calling the same handler.
public struct SwiftToLuaCalls {
    public static let name = "Swift → Lua calls"
    /// Handler calls per round.
    public var ticks = 200_000
    public var rounds = 9

    static let handler = "ticks = 0\nfunction tick(now) ticks = ticks + 1 end\n"

    public init() {}

    public func run() throws -> Comparison {
        let host = try ScriptHost(options: .init(seed: 1))
        try host.runtime.execute(SwiftToLuaCalls.handler + "clock.every(1/60, tick)", chunkName: "ticks")
        let raw = try RawLuaState()
        try raw.run(SwiftToLuaCalls.handler)
        let ticks = self.ticks
        let rounds = try Rounds.interleave(
            rounds: rounds,
            baseline: { try secondsTaken { try raw.dispatch("tick", times: ticks) } / Double(ticks) },
            subject: { try secondsTaken { try host.advance(by: Double(ticks) / 60) } / Double(ticks) }
        )
        return Comparison(
            name: SwiftToLuaCalls.name,
            subjectLabel: "clock.every(1/60, tick) dispatched by the host",
            baselineLabel: "a raw lua_pcallk loop",
            subject: rounds.subject * 1e9, baseline: rounds.baseline * 1e9, unit: "ns/call",
            ratio: rounds.ratio, target: .atMost(1.2))
    }
}
