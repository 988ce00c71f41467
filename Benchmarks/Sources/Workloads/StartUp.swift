/// Start-up: `playground run` of a one-line script against `lua5.4` running the same file,
/// many runs interleaved, medians compared.
public struct StartUp {
    public static let name = "Start-up"
    public var playground: String
    public var lua: String
    public var rounds = 41

    public init(playground: String, lua: String = "lua5.4") {
        self.playground = playground
        self.lua = lua
    }

    public func run() throws -> Comparison {
        let script = try temporaryScript(named: "one-line.lua", "print(\"hello\")\n")
        let playground = try resolveProgram(self.playground)
        let lua = try resolveProgram(self.lua)
        let rounds = try Rounds.interleave(
            rounds: rounds,
            baseline: { try secondsToRun(lua, [script]) },
            subject: { try secondsToRun(playground, ["run", script]) }
        )
        return Comparison(
            name: StartUp.name,
            subjectLabel: "playground run one-line.lua",
            baselineLabel: "lua5.4 one-line.lua",
            subject: rounds.subject * 1e3, baseline: rounds.baseline * 1e3, unit: "ms",
            ratio: rounds.ratio, target: .atMost(6))
    }
}
