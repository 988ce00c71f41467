import Rendering
import Scripting

/// Simulation speed: virtual seconds per wall second of the standard scene (every control, a
/// Lua handler every tick at 60 Hz), driven tick by tick the way a front end drives the host.
///
/// `renderFrame` is called after every tick with the host; nil measures the simulation alone.
/// A variant that renders each tick passes a closure that draws the controls (to SVG, say).
public struct SimulationSpeed {
    public static let name = "Simulation speed"
    public var name = SimulationSpeed.name
    /// Virtual seconds simulated per round.
    public var virtualSeconds = 600.0
    public var rounds = 5
    public var renderFrame: ((ScriptHost) throws -> Void)?
    /// What the run is called in the table.
    public var label = "standard scene, no rendering"
    /// The least speed-up over real time that is acceptable.
    public var target: Comparison.Target = .atLeast(10_000)
    /// The scene the host runs, and where its `require` looks.
    var source = SimulationScene.source
    var moduleDirectory: String?

    public init() {}

    public func run() throws -> Comparison {
        let host = try ScriptHost(
            options: .init(runtime: .init(moduleDirectory: moduleDirectory), origin: 1_798_000_000, seed: 1))
        try host.runtime.execute(source, chunkName: "scene")
        let tick = 1.0 / 60
        let ticks = Int(virtualSeconds * 60)
        var speeds: [Double] = []
        try host.advance(by: 1)  // warm-up
        for _ in 0..<max(1, rounds) {
            let seconds = try secondsTaken {
                for _ in 0..<ticks {
                    try host.advance(by: tick)
                    try renderFrame?(host)
                }
            }
            speeds.append(Double(ticks) * tick / seconds)
        }
        let speed = Rounds.median(speeds)
        return Comparison(
            name: name, subjectLabel: label, baselineLabel: "real time",
            subject: speed, baseline: 1, unit: "virtual s per wall s",
            ratio: speed, target: target,
            notes: ["\(Comparison.format(1e6 / (speed * 60))) µs of wall time per 60 Hz tick"])
    }
}

extension SimulationSpeed {
    /// The standard scene with one full SVG document of every control drawn after every 60 Hz
    /// tick, the way a front end that shows each frame would: at least 160× real time, that is
    /// a tick and its frame in about 0.1 ms.
    public static func svgEveryTick() -> SimulationSpeed {
        var simulation = SimulationSpeed()
        simulation.name = "Simulation speed, SVG every tick"
        simulation.label = "standard scene, an SVG document per tick"
        simulation.target = .atLeast(160)
        simulation.renderFrame = { host in
            // An empty document would mean the scene lost its controls and the figure measured
            // nothing: fail instead of reporting it.
            guard host.scene().svg().utf8.count > 1_000 else {
                throw BenchmarkError("the scene rendered an almost empty SVG document")
            }
        }
        return simulation
    }
}

extension SimulationSpeed {
    /// A scene of 30 controls written in Lua, all at rest, and a Lua handler every 60 Hz tick:
    /// a control at rest costs the clock nothing, so the run goes as fast as the standard
    /// scene's, at least 10,000× real time.
    public static func luaControlsAtRest() -> SimulationSpeed {
        var simulation = SimulationSpeed()
        simulation.name = "Simulation speed, Lua controls at rest"
        simulation.label = "30 controls written in Lua at rest, a Lua handler per tick"
        simulation.source = LuaControlScenes.resting(copies: 10)
        simulation.moduleDirectory = LuaControlScenes.scripts
        return simulation
    }
}
