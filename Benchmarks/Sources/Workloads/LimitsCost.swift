import Dispatch
import Scripting

/// Limits cost: a tight Lua loop on a runtime with a memory limit and a timeout watchdog armed
/// (what `--memory` and `--timeout` set up: a dispatch timer that would stop the script through
/// its stop handle), against the same loop on a runtime with no limit at all.
public struct LimitsCost {
    public static let name = "Limits cost"
    public var rounds = 9
    /// Loop iterations per round.
    public var iterations = 5_000_000

    static let loop = """
        function benchmarkLoop(n)
          local sum, t = 0, {}
          for i = 1, n do
            sum = sum + i % 7
            if i % 1000 == 0 then t = {sum} end
          end
          return sum + #t
        end
        """

    public init() {}

    public func run() throws -> Comparison {
        let unlimited = try LuaRuntime(configuration: .init(memoryLimit: nil, instructionLimit: nil))
        // Limited as `playground` limits a run: the memory limit holds for the process's heap too.
        let limited = try LuaRuntime(
            configuration: .init(memoryLimit: 64 * 1024 * 1024, instructionLimit: nil, countsProcessHeap: true))
        try unlimited.execute(LimitsCost.loop, chunkName: "loop")
        try limited.execute(LimitsCost.loop, chunkName: "loop")

        // The timeout: a timer an hour away on another queue, as the command's watchdog has.
        let stopHandle = limited.stopHandle
        let watchdog = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "bench.watchdog"))
        watchdog.schedule(deadline: .now() + 3600)
        watchdog.setEventHandler { stopHandle.stop(.timeout) }
        watchdog.resume()
        defer { watchdog.cancel() }

        let call = "benchmarkLoop(\(iterations))"
        let iterations = Double(self.iterations)
        let rounds = try Rounds.interleave(
            rounds: rounds,
            baseline: { try secondsTaken { try unlimited.execute(call, chunkName: "run") } / iterations },
            subject: { try secondsTaken { try limited.execute(call, chunkName: "run") } / iterations }
        )
        return Comparison(
            name: LimitsCost.name,
            subjectLabel: "a tight loop with a 64 MiB memory limit and a timeout armed",
            baselineLabel: "the same loop with no limit",
            subject: rounds.subject * 1e9, baseline: rounds.baseline * 1e9, unit: "ns/iteration",
            ratio: rounds.ratio, target: .atMost(1.05))
    }
}
