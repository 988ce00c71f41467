import Models
import Testing

@Suite struct FrameAnimatorTests {
    // A member, not a file-level constant, so it cannot collide with other test files'.
    private let walk = ["walk0.png", "walk1.png", "walk2.png", "walk3.png"]

    @Test func refusesWhatCannotPlay() {
        #expect(throws: FrameAnimatorError.noFrames) { try FrameAnimator(frames: [], duration: 1) }
        #expect(throws: FrameAnimatorError.invalidRepeatCount(-1)) {
            try FrameAnimator(frames: walk, duration: 1, repeatCount: -1)
        }
        #expect(throws: FrameAnimatorError.indexOutOfRange(4, count: 4)) {
            try FrameAnimator(frames: walk, duration: 1, startIndex: 4)
        }
        #expect(throws: FrameAnimatorError.indexOutOfRange(-1, count: 4)) {
            try FrameAnimator(frames: walk, duration: 1, startIndex: -1)
        }
        #expect(throws: FrameAnimatorError.invalidCacheBudget(0)) {
            try FrameAnimator(frames: walk, duration: 1, cacheBudget: 0)
        }
    }

    @Test(arguments: [0.0, -2, .nan, .infinity])
    func refusesDurationsThatAreNotPositiveAndFinite(duration: Double) throws {
        #expect(throws: FrameAnimatorError.self) { try FrameAnimator(frames: walk, duration: duration) }
        var animator = try FrameAnimator(frames: walk, duration: 2)
        #expect(throws: FrameAnimatorError.self) { try animator.setDuration(duration) }
        #expect(animator.duration == 2)
    }

    @Test func errorsSayWhatIsAccepted() {
        #expect(FrameAnimatorError.noFrames.description == "an animation needs at least one frame")
        #expect(
            FrameAnimatorError.invalidDuration(-2).description
                == "duration must be a finite number of seconds > 0, not -2")
        #expect(
            FrameAnimatorError.invalidRepeatCount(-1).description
                == "repeat count must be 0 (forever) or more, not -1")
        #expect(
            FrameAnimatorError.indexOutOfRange(7, count: 4).description
                == "frame index 7 is out of range 0...3")
        #expect(
            FrameAnimatorError.alreadyAnimating(since: 3).description
                == "the animation is already playing (since 3); stop it before starting again")
        #expect(
            FrameAnimatorError.invalidCacheBudget(-5).description
                == "cache budget must be more than 0 bytes, not -5")
        #expect(
            FrameAnimatorError.precacheExceedsBudget(needed: 300, budget: 200).description
                == "precaching needs 300 bytes but the cache budget is 200; "
                + "raise the budget or play without precaching")
    }

    @Test func aCycleShowsEveryFrameForAnEqualShare() throws {
        var animator = try FrameAnimator(frames: walk, duration: 2)
        #expect(animator.count == 4)
        #expect(animator.frameDuration == 0.5)
        try animator.start(at: 10)
        let times = [10, 10.49, 10.5, 11, 11.5, 11.99, 12, 12.5, 1010.25]
        #expect(times.map { animator.index(at: $0) } == [0, 0, 1, 2, 3, 3, 0, 1, 0])
        #expect(animator.frameName(at: 11.2) == "walk2.png")
        #expect(animator.isAnimating(at: 1_000_000))
        #expect(animator.endTime == nil)
    }

    @Test func beforeAnyRunTheStartFrameShows() throws {
        let animator = try FrameAnimator(frames: walk, duration: 2, startIndex: 2)
        #expect(animator.index(at: 5) == 2)
        #expect(animator.frameName(at: 5) == "walk2.png")
        #expect(!animator.isAnimating(at: 5))
        #expect(animator.startTime == nil)
    }

    @Test func reversePlaysBackwardsFromTheStartIndexAsTheSeedsNoteSays() throws {
        var animator = try FrameAnimator(frames: walk, duration: 4, reversed: true, startIndex: 3)
        try animator.start(at: 0)
        #expect((0..<8).map { animator.index(at: Double($0)) } == [3, 2, 1, 0, 3, 2, 1, 0])
    }

    @Test func reverseFromTheFirstFrameWrapsToTheLast() throws {
        var animator = try FrameAnimator(frames: walk, duration: 4, reversed: true)
        try animator.start(at: 0)
        #expect((0..<5).map { animator.index(at: Double($0)) } == [0, 3, 2, 1, 0])
    }

    @Test func aStartIndexInTheMiddleWrapsRound() throws {
        var animator = try FrameAnimator(frames: walk, duration: 4, startIndex: 2)
        try animator.start(at: 0)
        #expect((0..<5).map { animator.index(at: Double($0)) } == [2, 3, 0, 1, 2])
    }

    @Test func aFiniteRunRestsOnItsLastFrame() throws {
        var animator = try FrameAnimator(frames: walk, duration: 2, repeatCount: 2)
        try animator.start(at: 0)
        #expect(animator.endTime == 4)
        #expect(animator.isAnimating(at: 3.99))
        #expect(!animator.isAnimating(at: 4))
        #expect(animator.index(at: 3.99) == 3)
        #expect(animator.index(at: 4) == 3)
        #expect(animator.index(at: 100) == 3)
    }

    @Test func stopLeavesTheCurrentFrameShowing() throws {
        var animator = try FrameAnimator(frames: walk, duration: 2)
        try animator.start(at: 0, context: 7)
        let stop = try #require(try animator.stop(at: 1.2))
        #expect(stop.kind == .stopped(.requested))
        #expect(stop.index == 2)
        #expect(stop.context == 7)
        #expect(!animator.isAnimating(at: 1.2))
        #expect(animator.index(at: 50) == 2)
        #expect(animator.endTime == 1.2)
        // Stopping again does nothing.
        #expect(try animator.stop(at: 2) == nil)
        #expect(animator.endTime == 1.2)
    }

    @Test func stoppingBeforeAnyRunDoesNothing() throws {
        var animator = try FrameAnimator(frames: walk, duration: 2)
        let before = animator
        #expect(try animator.stop(at: 1) == nil)
        #expect(animator == before)
    }

    @Test func startingWhilePlayingIsRefusedButAfterAStopItIsFine() throws {
        var animator = try FrameAnimator(frames: walk, duration: 2)
        let started = try animator.start(at: 1, context: 3)
        #expect(started.kind == .started)
        #expect(started.index == 0)
        #expect(started.context == 3)
        #expect(throws: FrameAnimatorError.alreadyAnimating(since: 1)) { try animator.start(at: 1.5) }
        // Even dated before the run: it would overlap it.
        #expect(throws: FrameAnimatorError.alreadyAnimating(since: 1)) { try animator.start(at: 0) }
        try animator.stop(at: 2)
        try animator.start(at: 5)
        #expect(animator.startTime == 5)
        #expect(animator.context == nil)
    }

    @Test func aStartDatedBeforeThePreviousRunEndedBeginsAtThatEnd() throws {
        var animator = try FrameAnimator(frames: walk, duration: 2)
        try animator.start(at: 0)
        try animator.stop(at: 10)
        let started = try animator.start(at: 4)
        #expect(started.time == 10)
        #expect(animator.startTime == 10)
    }

    @Test func aFinishedRunCanStartAgain() throws {
        var animator = try FrameAnimator(frames: walk, duration: 2, repeatCount: 1)
        try animator.start(at: 0)
        try animator.start(at: 2)
        #expect(animator.isAnimating(at: 2))
        #expect(animator.index(at: 2) == 0)
    }

    @Test func aRunKeepsTheSettingsItStartedWith() throws {
        var animator = try FrameAnimator(frames: walk, duration: 2)
        try animator.start(at: 0)
        try animator.setDuration(100)
        animator.isReversed = true
        try animator.setFrames(["other"])
        try animator.setRepeatCount(1)
        #expect(animator.index(at: 1) == 2)
        #expect(animator.frameName(at: 1) == "walk2.png")
        try animator.stop(at: 1)
        try animator.start(at: 1)
        #expect(animator.frameName(at: 30) == "other")
        #expect(animator.endTime == 101)
    }

    @Test func newFramesKeepTheStartIndexIfTheyCan() throws {
        var animator = try FrameAnimator(frames: walk, duration: 2, startIndex: 3)
        try animator.setFrames(["a", "b", "c", "d", "e"])
        #expect(animator.startIndex == 3)
        try animator.setFrames(["a", "b"])
        #expect(animator.startIndex == 1)
        #expect(throws: FrameAnimatorError.noFrames) { try animator.setFrames([]) }
        #expect(throws: FrameAnimatorError.indexOutOfRange(2, count: 2)) { try animator.setStartIndex(2) }
        try animator.setStartIndex(0)
        #expect(animator.startIndex == 0)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func refusesCommandsAtTimesThatAreNotFinite(time: Double) throws {
        var animator = try FrameAnimator(frames: walk, duration: 2)
        #expect(throws: FrameAnimatorError.self) { try animator.start(at: time) }
        try animator.start(at: 0)
        #expect(throws: FrameAnimatorError.self) { try animator.stop(at: time) }
        #expect(animator.isAnimating(at: 1))
    }

    @Test func oddQueriesAnswerWithoutTrapping() throws {
        var animator = try FrameAnimator(frames: walk, duration: 0.001)
        try animator.start(at: 0)
        #expect(animator.index(at: .nan) == 0)
        #expect(walk.indices.contains(animator.index(at: .infinity)))
        #expect(walk.indices.contains(animator.index(at: 1e300)))
        #expect(animator.index(at: -5) == 0)
        // A count whose frame count overflows still ends: repeats × duration, in closed form
        // ("forever" is repeats = 0 only).
        var finite = try FrameAnimator(frames: walk, duration: 1, repeatCount: Int.max)
        try finite.start(at: 0)
        #expect(finite.endTime == Double(Int.max))
        #expect(finite.restTime == Double(Int.max))
        #expect(walk.indices.contains(finite.index(at: 1e18)))
    }

    @Test func theFrameAtAnEventsTimeIsTheEventsFrameWhateverTheRounding() throws {
        // Thirds of 0.7 s from an awkward start: change times are rarely exact in binary.
        var animator = try FrameAnimator(frames: ["a", "b", "c"], duration: 0.7)
        try animator.start(at: 1_798_135_200.1)
        let events = animator.events(from: 1_798_135_200, to: 1_798_135_200 + 500)
        #expect(events.count > 2000)
        var mismatches = 0
        for event in events where event.kind == .frameChanged {
            if animator.index(at: event.time) != event.index { mismatches += 1 }
            if animator.index(at: event.time.nextDown) == event.index { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test func theFrameAtATimeIsComputedNotCounted() throws {
        var animator = try FrameAnimator(frames: walk, duration: 0.4)
        try animator.start(at: 0)
        // A player that adds 0.1 s per tick drifts off the schedule; the closed form does not:
        // in the middle of its hundred-thousandth frame it shows exactly the right one.
        var clock = 0.0
        for _ in 0..<100_000 { clock += 0.1 }
        #expect(abs(clock - 10_000) > 1e-9)
        var wrong = 0
        for frame in 0..<100_000 where animator.index(at: (Double(frame) + 0.5) * 0.1) != frame % 4 {
            wrong += 1
        }
        #expect(wrong == 0)
        // And asking in any order gives the same answers.
        let times = (0..<500).map { Double($0) * 0.0371 }
        let forward = times.map { animator.index(at: $0) }
        let backward = Array(times.reversed().map { animator.index(at: $0) }.reversed())
        #expect(forward == backward)
    }

    @Test func aRunRestsAtItsLastRepeatOrItsStopAndForeverIsEndless() throws {
        var finite = try FrameAnimator(frames: walk, duration: 1, repeatCount: 2)
        #expect(finite.restTime == -.infinity)
        try finite.start(at: 1)
        #expect(finite.restTime == 3)
        var forever = try FrameAnimator(frames: walk, duration: 1, repeatCount: 0)
        try forever.start(at: 0)
        #expect(forever.restTime == .infinity)
        _ = try forever.stop(at: 2.5)
        #expect(forever.restTime == 2.5)
    }
}
