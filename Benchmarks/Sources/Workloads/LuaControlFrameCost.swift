import Scripting

/// What a control written in Lua adds to one SVG frame of the standard scene, against the cost
/// of a built-in Stepper's drawing. The scene is drawn after each 60 Hz tick four ways,
/// interleaved: alone; with `copies` Steppers, each stepped at every tick (so each frame draws
/// it afresh: its drawing's cost); with `copies` each of the slider, the switch and the rating of
/// `Scripts/controls/`, used as a script uses them (once a second the slider glides, the switch
/// springs over, the rating takes a tap); and with those changed at every tick, drawn afresh at
/// every frame (reported beside). Each control's share is the difference over its count; a Lua
/// control's may be at most 3× a Stepper's drawing.
public struct LuaControlFrameCost {
    public static let name = "Frame: Lua controls"
    public var frames = 1_800
    public var rounds = 5
    public var copies = 5

    public init() {}

    public func run() throws -> Comparison {
        let plain = try Self.host(adding: "")
        let steppers = try Self.host(adding: LuaControlScenes.steppers(copies: copies))
        let lua = try Self.host(adding: LuaControlScenes.demonstrations(copies: copies))
        let afresh = try Self.host(adding: LuaControlScenes.demonstrationsDrawnAfresh(copies: copies))
        var stepperShares: [Double] = []
        var luaShares: [Double] = []
        var afreshShares: [Double] = []
        var ratios: [Double] = []
        for _ in 0..<max(1, rounds) {
            var seconds = (plain: 0.0, steppers: 0.0, lua: 0.0, afresh: 0.0)
            for _ in 0..<frames {
                for host in [plain, steppers, lua, afresh] { try host.advance(by: 1.0 / 60) }
                seconds.plain += try Self.frame(plain)
                seconds.steppers += try Self.frame(steppers)
                seconds.lua += try Self.frame(lua)
                seconds.afresh += try Self.frame(afresh)
            }
            let stepperShare = (seconds.steppers - seconds.plain) / Double(frames * copies)
            let luaShare = (seconds.lua - seconds.plain) / Double(frames * copies * 3)
            stepperShares.append(stepperShare)
            luaShares.append(luaShare)
            afreshShares.append((seconds.afresh - seconds.plain) / Double(frames * copies * 3))
            ratios.append(luaShare / stepperShare)
        }
        let luaShare = Rounds.median(luaShares)
        let stepperShare = Rounds.median(stepperShares)
        let afreshShare = Rounds.median(afreshShares)
        return Comparison(
            name: Self.name,
            subjectLabel: "one Lua control's share of an SVG frame of the standard scene (slider, switch, rating)",
            baselineLabel: "a built-in Stepper's drawing", subject: luaShare * 1e6, baseline: stepperShare * 1e6,
            unit: "µs", ratio: Rounds.median(ratios), target: .atMost(3),
            notes: [
                "\(copies) of each control added; \(frames) frames a round",
                "drawn afresh at every frame: \(Comparison.format(afreshShare * 1e6)) µs a Lua control "
                    + "(\(Comparison.format(afreshShare / stepperShare))× a Stepper's drawing)",
            ])
    }
    private static func host(adding source: String) throws -> ScriptHost {
        let host = try ScriptHost(
            options: .init(runtime: .init(moduleDirectory: LuaControlScenes.scripts), origin: 1_798_000_000, seed: 1))
        try host.runtime.execute(SimulationScene.source + "\n" + source, chunkName: "scene")
        try host.advance(by: 1)
        return host
    }

    /// The seconds one SVG document of `host`'s scene takes.
    private static func frame(_ host: ScriptHost) throws -> Double {
        var bytes = 0
        let seconds = secondsTaken { bytes = host.scene().svg().utf8.count }
        guard bytes > 1_000 else { throw BenchmarkError("the scene drew an almost empty SVG document") }
        return seconds
    }
}
