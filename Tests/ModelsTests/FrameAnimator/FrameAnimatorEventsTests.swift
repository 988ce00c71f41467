import Models
import Testing

@Suite struct FrameAnimatorEventsTests {
    // Members, not file-level declarations, so they cannot collide with other test files'.
    private let walk = ["walk0.png", "walk1.png", "walk2.png", "walk3.png"]

    /// Kind, time and index of each event, for compact comparisons.
    private func summary(_ events: [FrameAnimatorEvent]) -> [String] {
        events.map { "\($0.name)@\($0.time):\($0.index)" }
    }

    @Test func aFiniteRunReportsItsStartEveryFrameChangeAndItsEnd() throws {
        var animator = try FrameAnimator(frames: walk, duration: 2, repeatCount: 1, startIndex: 1)
        try animator.start(at: 10, context: 42)
        let events = animator.events(from: 0, to: 100)
        #expect(
            summary(events) == [
                "start@10.0:1", "frame@10.5:2", "frame@11.0:3", "frame@11.5:0", "stop@12.0:0",
            ])
        #expect(events.last?.kind == .stopped(.finished))
        #expect(events.allSatisfy { $0.context == 42 })
        #expect(events.map(\.frameName) == ["walk1.png", "walk2.png", "walk3.png", "walk0.png", "walk0.png"])
    }

    @Test func consecutivePollsReportEveryEventExactlyOnce() throws {
        var animator = try FrameAnimator(frames: walk, duration: 1.3, repeatCount: 3, reversed: true)
        try animator.start(at: 0.25)
        let all = animator.events(from: -1, to: 10)
        var polled: [FrameAnimatorEvent] = []
        var previous = -1.0
        // Irregular polls, some landing exactly on change times.
        for now in [0.25, 0.3, 0.575, 1.0, 1.2, 2.2, 2.5, 3.0, 3.9, 4.15, 4.2, 10] {
            polled += animator.events(from: previous, to: now)
            previous = now
        }
        #expect(polled == all)
        #expect(all.count == 1 + 11 + 1)
    }

    @Test func aRequestedStopEndsTheEventsAndAChangeAtThatInstantComesFirst() throws {
        var animator = try FrameAnimator(frames: walk, duration: 2)
        try animator.start(at: 0)
        let stop = try animator.stop(at: 1)
        let events = animator.events(from: -1, to: 100)
        #expect(summary(events) == ["start@0.0:0", "frame@0.5:1", "frame@1.0:2", "stop@1.0:2"])
        #expect(events.last == stop)
        #expect(stop?.kind == .stopped(.requested))
    }

    @Test func aRunStoppedAtItsStartHasJustAStartAndAStop() throws {
        var animator = try FrameAnimator(frames: walk, duration: 2)
        try animator.start(at: 3)
        try animator.stop(at: 3)
        #expect(summary(animator.events(from: 0, to: 9)) == ["start@3.0:0", "stop@3.0:0"])
    }

    @Test func theActionsReturnTheEventsAPollFromTheirInstantLeavesOut() throws {
        var animator = try FrameAnimator(frames: walk, duration: 2)
        let start = try animator.start(at: 5)
        #expect(animator.events(from: 5, to: 5.5).map(\.name) == ["frame"])
        #expect(animator.events(from: 4.9, to: 5).first == start)
        let stop = try #require(try animator.stop(at: 5.7))
        #expect(animator.events(from: 5.7, to: 9).isEmpty)
        #expect(animator.events(from: 5.5, to: 5.7) == [stop])
    }

    @Test func emptyOrReversedIntervalsHaveNoEvents() throws {
        var animator = try FrameAnimator(frames: walk, duration: 2)
        #expect(animator.events(from: 0, to: 10).isEmpty)
        try animator.start(at: 0)
        #expect(animator.events(from: 3, to: 3).isEmpty)
        #expect(animator.events(from: 3, to: 1).isEmpty)
        #expect(animator.events(from: .nan, to: 3).isEmpty)
        #expect(animator.events(from: 0, to: 3, limit: 0).isEmpty)
    }

    @Test func aLimitKeepsTheEarliestEventsAndTheRestCanBeFetchedAfter() throws {
        var animator = try FrameAnimator(frames: walk, duration: 0.004)
        try animator.start(at: 0)
        let first = animator.events(from: -1, to: 1e9, limit: 100)
        #expect(first.count == 100)
        #expect(first.first?.kind == .started)
        let next = animator.events(from: try #require(first.last?.time), to: 1e9, limit: 3)
        #expect(next.map(\.index) == [0, 1, 2])
        #expect(next.map(\.kind) == [.frameChanged, .frameChanged, .frameChanged])
        #expect(zip(next.map(\.time), [0.1, 0.101, 0.102]).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(animator.events(from: -1, to: 1e9).count == FrameAnimator.defaultEventLimit)
    }

    @Test func aLimitNeverSplitsTheEventsOfOneInstant() throws {
        var animator = try FrameAnimator(frames: walk, duration: 2)
        try animator.start(at: 0)
        try animator.stop(at: 1)  // the change to frame 2 and the stop are both at 1
        let first = animator.events(from: -1, to: 9, limit: 3)
        #expect(summary(first) == ["start@0.0:0", "frame@0.5:1"])
        let rest = animator.events(from: 0.5, to: 9, limit: 3)
        #expect(summary(rest) == ["frame@1.0:2", "stop@1.0:2"])
        #expect(animator.events(from: -1, to: 9, limit: 4).count == 4)
    }

    @Test func aNewRunForgetsTheOldOne() throws {
        var animator = try FrameAnimator(frames: walk, duration: 2)
        try animator.start(at: 0)
        try animator.stop(at: 1)
        try animator.start(at: 4)
        #expect(animator.events(from: -1, to: 3).isEmpty)
        #expect(animator.events(from: 3, to: 4).map(\.name) == ["start"])
    }

    @Test func theNextEventTimeIsWhenToWakeUp() throws {
        var animator = try FrameAnimator(frames: walk, duration: 2, repeatCount: 1)
        #expect(animator.nextEventTime(after: 0) == nil)
        try animator.start(at: 1)
        #expect(animator.nextEventTime(after: 0) == 1)
        #expect(animator.nextEventTime(after: 1) == 1.5)
        #expect(animator.nextEventTime(after: 1.5) == 2)
        #expect(animator.nextEventTime(after: 2.6) == 3)  // the end of the only cycle
        #expect(animator.nextEventTime(after: 3) == nil)
        #expect(animator.nextEventTime(after: .nan) == nil)

        // Waking at each next time and polling up to it walks through every event.
        var wakes: [Double] = []
        var cursor = 0.0
        while let next = animator.nextEventTime(after: cursor) {
            #expect(!animator.events(from: cursor, to: next).isEmpty)
            wakes.append(next)
            cursor = next
        }
        #expect(wakes == [1, 1.5, 2, 2.5, 3])
    }

    @Test func afterAStopTheNextEventIsTheStop() throws {
        var animator = try FrameAnimator(frames: walk, duration: 2)
        try animator.start(at: 0)
        try animator.stop(at: 0.7)
        #expect(animator.nextEventTime(after: 0.6) == 0.7)
        #expect(animator.nextEventTime(after: 0.7) == nil)
    }

    @Test func eventNamesAreTheOnesScriptsSee() {
        #expect(FrameAnimatorStopReason.allCases.map(\.rawValue) == ["requested", "finished"])
        let event = FrameAnimatorEvent(kind: .stopped(.finished), time: 0, index: 0, frameName: "a", context: nil)
        #expect(event.name == "stop")
    }
}
