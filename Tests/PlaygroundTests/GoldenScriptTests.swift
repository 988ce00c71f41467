import Foundation
import GoldenFiles
import Testing

/// The demo scripts print exactly what their golden files in `Golden/` hold.
struct GoldenCase: Sendable, CustomTestStringConvertible {
    /// The golden file's name in `Golden/`.
    var golden: String
    /// The arguments of `playground`, run from the repository's root.
    var arguments: [String]
    var testDescription: String { "\(golden): playground \(arguments.joined(separator: " "))" }
}

private let goldenCases: [GoldenCase] = [
    GoldenCase(golden: "odometer.txt", arguments: ["run", "Scripts/odometer.lua"]),
    GoldenCase(
        golden: "countdown.txt",
        arguments: ["run", "--now", "2026-12-24T17:59:45Z", "Scripts/countdown.lua", "2026-12-24T18:00:00Z"]),
    GoldenCase(golden: "wheel.txt", arguments: ["run", "Scripts/wheel.lua"]),
    GoldenCase(golden: "timer.txt", arguments: ["run", "Scripts/timer.lua"]),
    GoldenCase(golden: "daterange.txt", arguments: ["run", "Scripts/daterange.lua"]),
    GoldenCase(golden: "frames.txt", arguments: ["run", "Scripts/frames.lua"]),
    GoldenCase(golden: "animations.txt", arguments: ["run", "Scripts/animations.lua"]),
    GoldenCase(golden: "memory.txt", arguments: ["run", "Scripts/memory.lua"]),
    GoldenCase(golden: "puzzle.txt", arguments: ["run", "Scripts/puzzle.lua"]),
    GoldenCase(golden: "scene.txt", arguments: ["run", "Scripts/scene.lua"]),
    GoldenCase(golden: "stepper.txt", arguments: ["run", "Scripts/stepper.lua"]),
    GoldenCase(golden: "names.txt", arguments: ["run", "Scripts/names.lua"]),
    GoldenCase(golden: "history.txt", arguments: ["run", "Scripts/history.lua"]),
    GoldenCase(golden: "curves.txt", arguments: ["run", "Scripts/curves.lua"]),
    GoldenCase(golden: "counters.txt", arguments: ["run", "Scripts/counters.lua"]),
    GoldenCase(golden: "transforms.txt", arguments: ["run", "Scripts/transforms.lua"]),
    GoldenCase(golden: "prizewheel.txt", arguments: ["run", "Scripts/prizewheel.lua"]),
    GoldenCase(golden: "keyframes.txt", arguments: ["run", "Scripts/keyframes.lua"]),
    GoldenCase(golden: "animator.txt", arguments: ["run", "Scripts/animator.lua"]),
    GoldenCase(golden: "slider.txt", arguments: ["run", "Scripts/slider.lua"]),
    GoldenCase(golden: "bounce.txt", arguments: ["run", "Scripts/bounce.lua"]),
    GoldenCase(golden: "controls.txt", arguments: ["run", "Scripts/controls.lua"]),
]

@Test(arguments: goldenCases)
func demoScriptMatchesItsGoldenFile(_ golden: GoldenCase) throws {
    let result = try PlaygroundProcess.run(golden.arguments, killAfter: 20)
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.standardError.isEmpty, "\(result.summary)")
    try #require(!result.outputData.isEmpty, "\(result.summary)")
    let outcome = try GoldenFile.check(
        result.outputData, against: GoldenFile.directory.appendingPathComponent(golden.golden))
    if let failure = outcome.failureMessage {
        Issue.record(Comment(rawValue: failure))
    }
}
