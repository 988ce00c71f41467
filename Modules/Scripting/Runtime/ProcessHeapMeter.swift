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
///
/// A reading is not free: glibc's `mallinfo2` walks every free block of every arena while it
/// holds malloc's lock, so in a heap fragmented into millions of blocks one reading takes tens of
/// milliseconds and the script's own allocations wait for it. The meter therefore waits at least
/// ``idleFactor`` times as long as its last reading took before the next, so that it holds the
/// lock for at most a twentieth of the time however large the heap grows.
final class ProcessHeapMeter {
    /// How often the heap is read, at most: every 10 ms.
    static let intervalNanoseconds: UInt64 = 10_000_000
    /// The wait after a reading, in multiples of how long the reading took.
    static let idleFactor: UInt64 = 19

    private let timer: DispatchSourceTimer

    /// Starts metering for the runtime whose stop handle is `stopHandle`, leaving out what
    /// `uncharged` says is held for someone else.
    init(stopHandle: StopHandle, uncharged: UnchargedHeap? = nil) {
        let baseline = stopHandle.heapBeyondLua() ?? 0
        timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "playground.heap-meter", qos: .utility))
        timer.setEventHandler { [weak self] in
            let start = DispatchTime.now().uptimeNanoseconds
            stopHandle.meterHeap(baseline: baseline &+ (uncharged?.bytes ?? 0))
            let took = DispatchTime.now().uptimeNanoseconds &- start
            let (idle, overflow) = took.multipliedReportingOverflow(by: Self.idleFactor)
            self?.scheduleReading(after: overflow ? .max : max(Self.intervalNanoseconds, idle))
        }
        scheduleReading(after: Self.intervalNanoseconds)
        timer.resume()
    }

    private func scheduleReading(after nanoseconds: UInt64) {
        timer.schedule(deadline: .now() + .nanoseconds(Int(clamping: nanoseconds)), leeway: .milliseconds(2))
    }

    /// Stops metering; the runtime calls it before it closes its state.
    func cancel() {
        timer.cancel()
    }
}
