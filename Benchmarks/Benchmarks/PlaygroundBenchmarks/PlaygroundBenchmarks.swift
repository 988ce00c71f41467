// The playground's benchmarks for package-benchmark (`swift package benchmark` in this folder).
//
// Each benchmark runs one comparison per iteration (a round of its baseline and its subject,
// interleaved) and reports three custom metrics: the subject's figure, the baseline's, and
// their ratio in percent; wall clock and mallocs of the whole iteration come with them. Ratios
// are what to compare across runs: the absolute figures move with the machine.

import Benchmark
import Foundation
import Workloads

enum Metric {
    static let subject = BenchmarkMetric.custom("subject", polarity: .prefersSmaller, useScalingFactor: false)
    static let baseline = BenchmarkMetric.custom("baseline", polarity: .prefersSmaller, useScalingFactor: false)
    static let ratioPercent = BenchmarkMetric.custom("ratio %", polarity: .prefersSmaller, useScalingFactor: false)
    static let speed = BenchmarkMetric.custom("virtual s / wall s", polarity: .prefersLarger, useScalingFactor: false)
}

/// Registers a benchmark named after the comparison, recording its figures every iteration.
/// Figures are recorded in tenths of their unit (custom metrics are integers).
func register(_ name: String, iterations: Int, _ run: @escaping @Sendable () throws -> Comparison) {
    Benchmark(
        name,
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, Metric.subject, Metric.baseline, Metric.ratioPercent],
            maxDuration: .seconds(30), maxIterations: iterations)
    ) { benchmark in
        let comparison = try run()
        benchmark.measurement(Metric.subject, Int((comparison.subject * 10).rounded()))
        benchmark.measurement(Metric.baseline, Int((comparison.baseline * 10).rounded()))
        benchmark.measurement(Metric.ratioPercent, Int((comparison.ratio * 100).rounded()))
    }
}

let benchmarks: @Sendable () -> Void = {
    register("Lua → Swift calls (0.1 ns/call)", iterations: 10) {
        var workload = LuaToSwiftCalls()
        workload.rounds = 1
        return try workload.run()
    }
    register("Swift → Lua calls (0.1 ns/call)", iterations: 10) {
        var workload = SwiftToLuaCalls()
        workload.rounds = 1
        return try workload.run()
    }
    register("Limits cost (0.1 ns/iteration)", iterations: 5) {
        var workload = LimitsCost()
        workload.rounds = 1
        return try workload.run()
    }
    register("History (0.1 ns/operation)", iterations: 20) {
        var workload = HistoryThroughput()
        workload.rounds = 1
        return try workload.run()
    }
    Benchmark(
        "Simulation speed",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, Metric.speed], maxDuration: .seconds(30), maxIterations: 5)
    ) { benchmark in
        var workload = SimulationSpeed()
        workload.rounds = 1
        workload.virtualSeconds = 120
        benchmark.measurement(Metric.speed, Int(try workload.run().subject.rounded()))
    }
    Benchmark(
        "Simulation speed, SVG every tick",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, Metric.speed], maxDuration: .seconds(30), maxIterations: 5)
    ) { benchmark in
        var workload = SimulationSpeed.svgEveryTick()
        workload.rounds = 1
        workload.virtualSeconds = 20
        benchmark.measurement(Metric.speed, Int(try workload.run().subject.rounded()))
    }
    // Start-up needs the release `playground` binary: PLAYGROUND_BINARY names it.
    if let playground = ProcessInfo.processInfo.environment["PLAYGROUND_BINARY"] {
        register("Start-up (0.1 ms)", iterations: 20) {
            var workload = StartUp(playground: playground)
            workload.rounds = 1
            return try workload.run()
        }
    }
}
