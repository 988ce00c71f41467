// Runs every comparison, each baseline and subject interleaved in this one process, and prints
// the table of figure / baseline / ratio / target / met.
//
//   BenchReport [--playground PATH] [--lua PROGRAM] [--markdown FILE] [--only NAME]...
//
// --playground names the release `playground` binary (for start-up); --markdown also writes
// the table as Markdown; --quick shortens the simulation and the call loops (for profiling); --only runs the named benchmarks alone (case-insensitive prefix).

import Foundation
import Workloads

var playground: String?
var lua = "lua5.4"
var markdownPath: String?
var only: [String] = []
var quick = false
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--playground": playground = arguments.next()
    case "--lua": lua = arguments.next() ?? lua
    case "--markdown": markdownPath = arguments.next()
    case "--quick": quick = true
    case "--only": only += arguments.next().map { [$0.lowercased()] } ?? []
    default:
        FileHandle.standardError.write(Data("BenchReport: unknown argument \(argument)\n".utf8))
        exit(2)
    }
}

var benchmarks: [(String, () throws -> Comparison)] = [
    (
        LuaToSwiftCalls.name,
        {
            var calls = LuaToSwiftCalls()
            if quick { (calls.rounds, calls.calls) = (1, 100_000) }
            return try calls.run()
        }
    ),
    (
        SwiftToLuaCalls.name,
        {
            var calls = SwiftToLuaCalls()
            if quick { (calls.rounds, calls.ticks) = (1, 50_000) }
            return try calls.run()
        }
    ),
    (LimitsCost.name, { try LimitsCost().run() }),
    (
        SimulationSpeed.name,
        {
            var simulation = SimulationSpeed()
            if quick { (simulation.rounds, simulation.virtualSeconds) = (1, 10) }
            return try simulation.run()
        }
    ),
    (
        SimulationSpeed.svgEveryTick().name,
        {
            var simulation = SimulationSpeed.svgEveryTick()
            simulation.virtualSeconds = quick ? 5 : 60
            return try simulation.run()
        }
    ),
    (
        FrameCost.name(of: .svg),
        {
            var frames = FrameCost(format: .svg)
            if quick { (frames.rounds, frames.frames) = (1, 600) }
            return try frames.run()
        }
    ),
    (
        FrameCost.name(of: .text),
        {
            var frames = FrameCost(format: .text)
            if quick { (frames.rounds, frames.frames) = (1, 600) }
            return try frames.run()
        }
    ),
    (
        LuaControlFrameCost.name,
        {
            var frames = LuaControlFrameCost()
            if quick { (frames.rounds, frames.frames) = (1, 300) }
            return try frames.run()
        }
    ),
    (
        SimulationSpeed.luaControlsAtRest().name,
        {
            var simulation = SimulationSpeed.luaControlsAtRest()
            if quick { (simulation.rounds, simulation.virtualSeconds) = (1, 10) }
            return try simulation.run()
        }
    ),
    (
        HistoryThroughput.name,
        {
            var history = HistoryThroughput()
            if quick { history.rounds = 1 }
            return try history.run()
        }
    ),
]
if let playground {
    benchmarks.append((StartUp.name, { try StartUp(playground: playground, lua: lua).run() }))
    benchmarks.append((RecordingSize.name, { try RecordingSize(playground: playground).run() }))
    benchmarks.append((SpecRunner.name, { try SpecRunner(playground: playground, lua: lua).run() }))
    benchmarks.append((ExportCost.gifSizeName, { try ExportCost(playground: playground).size(gif: true) }))
    benchmarks.append((ExportCost.videoSizeName, { try ExportCost(playground: playground).size(gif: false) }))
    benchmarks.append((ExportCost.videoTimeName, { try ExportCost(playground: playground).time(gif: false) }))
    benchmarks.append((ExportCost.gifTimeName, { try ExportCost(playground: playground).time(gif: true) }))
    for workload in Scaling.workloads {
        benchmarks.append((Scaling.name(of: workload), { try Scaling(playground: playground).run(workload) }))
    }
} else {
    print("(start-up skipped: no --playground binary given)")
}

var comparisons: [Comparison] = []
var failures = 0
for (name, run) in benchmarks where only.isEmpty || only.contains(where: { name.lowercased().hasPrefix($0) }) {
    print("running \(name)…")
    do {
        let comparison = try run()
        comparisons.append(comparison)
        print(
            "  \(Comparison.format(comparison.subject)) \(comparison.unit), ratio \(Comparison.format(comparison.ratio))×, target \(comparison.targetText): \(comparison.verdict)"
        )
    } catch {
        failures += 1
        print("  FAILED: \(error)")
    }
}
print("")
print(Report.text(comparisons))
if let markdownPath {
    do {
        try (Report.markdown(comparisons) + "\n").write(toFile: markdownPath, atomically: true, encoding: .utf8)
    } catch {
        print("cannot write \(markdownPath): \(error)")
        failures += 1
    }
}
exit(failures == 0 ? 0 : 1)
