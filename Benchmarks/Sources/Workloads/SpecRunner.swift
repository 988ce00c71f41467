import Foundation

/// The spec runner's own cost: `playground test` on a file of 1,000 trivial `it`s against busted
/// (Debian's `lua-busted`) running the same file with `lua5.4`, many runs interleaved, medians
/// compared. The tests do nothing, so each figure is the runner's overhead: start-up, planning,
/// and what every test costs (here a process forked from the planned state).
public struct SpecRunner {
    public static let name = "playground test: 1,000 trivial tests"
    public var playground: String
    public var lua: String
    public var busted: String
    public var tests = 1_000
    public var rounds = 11

    public init(playground: String, lua: String = "lua5.4", busted: String = "busted") {
        self.playground = playground
        self.lua = lua
        self.busted = busted
    }

    public func run() throws -> Comparison {
        let lines = (1...tests).map { "it(\"test \($0)\", function() end)" }
        let spec = try temporaryScript(named: "trivial_spec.lua", lines.joined(separator: "\n") + "\n")
        let playground = try resolveProgram(self.playground)
        let lua = try resolveProgram(self.lua)
        let busted = try resolveProgram(self.busted)
        let rounds = try Rounds.interleave(
            rounds: rounds,
            baseline: { try secondsToRun(lua, [busted, spec]) },
            subject: { try secondsToRun(playground, ["test", "-j", "1", spec]) }
        )
        return Comparison(
            name: SpecRunner.name,
            subjectLabel: "playground test trivial_spec.lua",
            baselineLabel: "lua5.4 busted trivial_spec.lua",
            subject: rounds.subject * 1e3, baseline: rounds.baseline * 1e3, unit: "ms",
            ratio: rounds.ratio, target: .atMost(2),
            notes: [
                "\(Comparison.format(rounds.subject * 1e6 / Double(tests))) µs a test; -j 1 leaves the file's tests "
                    + "\(ProcessInfo.processInfo.activeProcessorCount) at a time on this machine's cores"
            ])
    }
}
