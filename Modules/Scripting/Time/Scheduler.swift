/// Timers on a virtual clock: run something once at a time, or every interval.
///
/// Timers due at the same instant fire in the order they were created, so a run is
/// deterministic. A repeating timer's k-th firing is due at `first + k × interval`, computed,
/// not accumulated, so it never drifts.
public struct Scheduler<Payload> {
    /// A timer's identity, as `schedule` returns it.
    public typealias TimerID = Int

    /// A timer that is due.
    public struct Firing {
        public var id: TimerID
        public var time: Double
        public var payload: Payload
        /// How many times this timer fired before (0 for the first firing).
        public var previousFirings: Int
        /// Whether the timer is scheduled again after this firing.
        public var isRepeating: Bool
    }

    private struct Entry {
        var id: TimerID
        var first: Double
        var interval: Double?
        var firings: Int
        /// A number the caller attached (see ``schedule(at:every:tag:_:)``).
        var tag: Int32
        var payload: Payload

        var due: Double {
            guard let interval else { return first }
            return first + Double(firings) * interval
        }
    }

    private var heap: [Entry] = []
    private var nextID: TimerID = 1
    /// The timers scheduled and not yet fired (once) or cancelled: what makes `cancel` O(1).
    private var live: Set<TimerID> = []
    /// Cancelled timers still in the heap; dropped when they reach the top, or all at once when
    /// they are most of the heap, so cancelling many timers stays linear in time and memory.
    private var cancelled: Set<TimerID> = []

    /// Creates an empty scheduler.
    public init() {}

    /// Schedules `payload` at `time`, then every `interval` seconds if one is given (it must
    /// be positive and finite; the caller checks). `tag` is a number of the caller's that
    /// ``popDue(notAfter:payload:)`` hands back without copying the payload (0 for none).
    @discardableResult
    public mutating func schedule(
        at time: Double, every interval: Double? = nil, tag: Int32 = 0, _ payload: Payload
    ) -> TimerID {
        let id = nextID
        nextID += 1
        insert(Entry(id: id, first: time, interval: interval, firings: 0, tag: tag, payload: payload))
        live.insert(id)
        return id
    }

    /// Cancels a timer. Returns whether it was still scheduled. O(1), amortised.
    @discardableResult
    public mutating func cancel(_ id: TimerID) -> Bool {
        guard live.remove(id) != nil else { return false }
        cancelled.insert(id)
        if cancelled.count > 64, cancelled.count > heap.count / 2 { compact() }
        return true
    }

    /// Cancels every timer.
    public mutating func cancelAll() {
        heap.removeAll()
        live.removeAll()
        cancelled.removeAll()
    }

    /// Removes every cancelled timer and rebuilds the heap: O(n), done when cancelled timers
    /// are more than half of it, so each cancel costs O(1) amortised.
    private mutating func compact() {
        heap.removeAll { cancelled.contains($0.id) }
        cancelled.removeAll()
        for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(from: index) }
    }

    /// The time of the earliest timer still scheduled.
    public mutating func nextDueTime() -> Double? {
        dropCancelled()
        // Read in place: `heap.first` would copy the entry, payload and all.
        return heap.isEmpty ? nil : heap[0].due
    }

    /// Whether any timer is still scheduled.
    public mutating func isEmpty() -> Bool {
        nextDueTime() == nil
    }

    /// How many timers are scheduled.
    public var count: Int { live.count }

    /// Removes and returns the earliest timer due at or before `limit`; a repeating timer is
    /// scheduled again for its next time.
    public mutating func popDue(notAfter limit: Double) -> Firing? {
        dropCancelled()
        guard !heap.isEmpty else { return nil }
        // Read before the pop, which counts the firing and may move the entry.
        let previousFirings = heap[0].firings
        var payload: Payload? = heap[0].payload
        guard let fired = popDue(notAfter: limit, payload: &payload), let payload else { return nil }
        return Firing(
            id: fired.id, time: fired.time, payload: payload, previousFirings: previousFirings,
            isRepeating: fired.isRepeating)
    }

    /// `popDue` for the host's clock loop, which needs no `Firing`: the time, the id, whether
    /// the timer repeats and its tag, all plain values. The payload is copied into `payload`
    /// only when the timer has no tag or does not repeat (it leaves the heap, and whatever it
    /// holds must live through its firing); a repeating tagged timer, a script's tick handler,
    /// is fired without copying (a retain and a release) or destroying one (an optional tuple
    /// holding a payload was destroyed through generic value witnesses on every tick).
    mutating func popDue(
        notAfter limit: Double, payload: inout Payload?
    ) -> (time: Double, id: TimerID, isRepeating: Bool, tag: Int32)? {
        dropCancelled()
        guard !heap.isEmpty else { return nil }
        let time = heap[0].due
        guard time <= limit else { return nil }
        let id = heap[0].id
        let tag = heap[0].tag
        if heap[0].interval != nil {
            if tag == 0 { payload = heap[0].payload }
            // A repeating timer stays at the root with its next time and sinks to its place:
            // one sift instead of a removal and an insertion, with the same order after, since
            // (due, id) orders the entries totally.
            heap[0].firings += 1
            if heap.count > 1 { siftDown(from: 0) }
            return (time, id, true, tag)
        }
        payload = heap[0].payload
        removeFirst()
        live.remove(id)
        return (time, id, false, tag)
    }

    // MARK: - The clock loop's bursts

    /// The due time of the earliest timer but the root: one of the root's children (a cancelled
    /// one too, which only makes a burst end early); +∞ when the root is alone.
    func earliestDueAfterRoot() -> Double {
        switch heap.count {
        case 0, 1: .infinity
        case 2: heap[1].due
        default: min(heap[1].due, heap[2].due)
        }
    }

    /// The root: its id, and when it repeats, its first time, interval and firings so far; nil
    /// when nothing is scheduled. (A cancelled root is dropped first.)
    mutating func root() -> (id: TimerID, repeating: (first: Double, interval: Double, firings: Int)?)? {
        dropCancelled()
        guard !heap.isEmpty else { return nil }
        // Field by field: the whole entry would copy its payload.
        guard let interval = heap[0].interval else { return (heap[0].id, nil) }
        return (heap[0].id, (heap[0].first, interval, heap[0].firings))
    }

    /// Sets the root's count of firings to `firings`, after a burst fired it that many times
    /// in all (the root being a repeating timer the caller got from ``root()``, unchanged
    /// since): it sinks to its place for its next time.
    mutating func setRootFirings(_ firings: Int) {
        guard !heap.isEmpty, heap[0].firings != firings else { return }
        heap[0].firings = firings
        if heap.count > 1 { siftDown(from: 0) }
    }

    /// Drops cancelled timers from the top of the heap. Called twice per tick by the clock
    /// loop: the test for none (the usual case) is inlined, and the root's id is not hashed.
    @inline(__always)
    private mutating func dropCancelled() {
        if !cancelled.isEmpty { dropCancelledFromTop() }
    }

    private mutating func dropCancelledFromTop() {
        while let first = heap.first, cancelled.contains(first.id) {
            cancelled.remove(first.id)
            removeFirst()
        }
    }

    // MARK: - Binary heap ordered by (due, id)

    private static func precedes(_ a: Entry, _ b: Entry) -> Bool {
        let (dueA, dueB) = (a.due, b.due)
        return dueA != dueB ? dueA < dueB : a.id < b.id
    }

    private mutating func insert(_ entry: Entry) {
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Scheduler.precedes(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func removeFirst() {
        heap.swapAt(0, heap.count - 1)
        heap.removeLast()
        siftDown(from: 0)
    }

    private mutating func siftDown(from index: Int) {
        var parent = index
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count, Scheduler.precedes(heap[left], heap[smallest]) { smallest = left }
            if right < heap.count, Scheduler.precedes(heap[right], heap[smallest]) { smallest = right }
            if smallest == parent { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
