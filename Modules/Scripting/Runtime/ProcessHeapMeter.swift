import Dispatch

/// Counts what Swift holds for a script against its memory limit, by measuring rather than by
/// asking every binding to count: every ``interval`` it reads the process's heap in use, takes
/// away Lua's own blocks and what the heap held when the meter started, and hands the rest to
/// the allocator, which refuses Lua's requests once Lua's heap and this rest pass the limit. When
/// the rest alone pushes the total past the limit, the script is stopped for memory at its next
/// instruction, as a stop from the watchdog is.
///
/// Measuring catches every copy, including those nobody thought of: strings and images a binding
/// keeps, the history's snapshots, a recording's frames, a solver's tables. Its slack is what
/// Swift can allocate between two readings, plus malloc's per-block overhead, estimated (see
/// docs/scripting.md).
final class ProcessHeapMeter {
    /// How often the heap is read.
    static let interval: DispatchTimeInterval = .milliseconds(10)

    private let timer: DispatchSourceTimer

    /// Starts metering for the runtime whose stop handle is `stopHandle`.
    init(stopHandle: StopHandle) {
        let baseline = stopHandle.heapBeyondLua() ?? 0
        timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "playground.heap-meter", qos: .utility))
        timer.setEventHandler { stopHandle.meterHeap(baseline: baseline) }
        timer.schedule(deadline: .now() + Self.interval, repeating: Self.interval, leeway: .milliseconds(2))
        timer.resume()
    }

    /// Stops metering; the runtime calls it before it closes its state.
    func cancel() {
        timer.cancel()
    }
}
