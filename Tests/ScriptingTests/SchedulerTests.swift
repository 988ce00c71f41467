import Testing

@testable import Scripting

/// Timers on a virtual clock: order at equal times, repeating timers computed without drift,
/// cancellation.
@Suite struct SchedulerTests {
    private func drain(_ scheduler: inout Scheduler<String>, until limit: Double) -> [String] {
        var fired: [String] = []
        while let due = scheduler.nextDueTime(), due <= limit, let firing = scheduler.popDue(notAfter: due) {
            fired.append("\(firing.payload)@\(firing.time)#\(firing.previousFirings)")
        }
        return fired
    }

    @Test func timersDueTogetherFireInTheOrderTheyWereScheduled() {
        var scheduler = Scheduler<String>()
        scheduler.schedule(at: 1, every: 1, "a")
        scheduler.schedule(at: 0.5, every: 0.5, "b")
        scheduler.schedule(at: 1, "c")
        scheduler.schedule(at: 2, every: 2, "d")
        #expect(
            drain(&scheduler, until: 2) == [
                "b@0.5#0", "a@1.0#0", "b@1.0#1", "c@1.0#0", "b@1.5#2", "a@2.0#1", "b@2.0#3", "d@2.0#0",
            ])
        #expect(scheduler.count == 3)
    }

    @Test func aRepeatingTimerIsComputedNotAccumulated() {
        var scheduler = Scheduler<String>()
        scheduler.schedule(at: 0, every: 0.1, "tick")
        var last = 0.0
        for _ in 0...1000 {
            guard let firing = scheduler.popDue(notAfter: .infinity) else { break }
            last = firing.time
        }
        #expect(last == 1000 * 0.1)
    }

    @Test func cancelledTimersNeverFire() {
        var scheduler = Scheduler<String>()
        let a = scheduler.schedule(at: 1, every: 1, "a")
        scheduler.schedule(at: 1.5, "b")
        let c = scheduler.schedule(at: 0.5, "c")
        let cancelled = scheduler.cancel(c)
        let cancelledTwice = scheduler.cancel(c)
        #expect(cancelled && !cancelledTwice)
        #expect(drain(&scheduler, until: 2) == ["a@1.0#0", "b@1.5#0", "a@2.0#1"])
        let cancelledRepeating = scheduler.cancel(a)
        let isEmpty = scheduler.isEmpty()
        #expect(cancelledRepeating && isEmpty)
        #expect(drain(&scheduler, until: 10) == [])
    }

    /// Cancelling is O(1) amortised: a hundred thousand timers cancelled in any order leave the
    /// others firing in order, and a fired or cancelled timer cannot be cancelled again.
    @Test func cancellingManyTimersKeepsTheRestInOrder() {
        var scheduler = Scheduler<Int>()
        let ids = (0..<100_000).map { scheduler.schedule(at: Double($0 % 997), $0) }
        var refused = 0
        for (index, id) in ids.enumerated() where index % 10 != 0 {
            if !scheduler.cancel(id) { refused += 1 }
        }
        #expect(refused == 0)
        #expect(scheduler.count == 10_000)
        var fired: [Int] = []
        while let firing = scheduler.popDue(notAfter: .infinity) { fired.append(firing.payload) }
        #expect(fired.count == 10_000)
        #expect(fired == fired.sorted { ($0 % 997, $0) < ($1 % 997, $1) })
        let cancelledFired = scheduler.cancel(ids[0])
        let cancelledTwice = scheduler.cancel(ids[1])
        let empty = scheduler.isEmpty()
        #expect(!cancelledFired && !cancelledTwice && empty)
    }

    /// The clock loop's pop: a repeating tagged timer (a script's tick handler) comes without
    /// its payload; untagged and one-shot timers bring theirs, in the same order as popDue.
    @Test func theClockLoopsPopHandsBackTagsAndCopiesOnlyWhatItMust() {
        var scheduler = Scheduler<String>()
        scheduler.schedule(at: 1, every: 1, tag: 7, "tick")
        scheduler.schedule(at: 1, every: 2, "untagged")
        scheduler.schedule(at: 1.5, tag: 9, "once")
        var fired: [String] = []
        while let due = scheduler.nextDueTime(), due <= 3 {
            var payload: String?
            guard let firing = scheduler.popDue(notAfter: due, payload: &payload) else { break }
            fired.append("\(payload ?? "-")@\(firing.time)#\(firing.tag)\(firing.isRepeating ? "r" : "")")
        }
        #expect(fired == ["-@1.0#7r", "untagged@1.0#0r", "once@1.5#9", "-@2.0#7r", "-@3.0#7r", "untagged@3.0#0r"])
        var payload: String?
        #expect(scheduler.popDue(notAfter: 3.5, payload: &payload) == nil && payload == nil)
        #expect(scheduler.count == 2)
    }
}
