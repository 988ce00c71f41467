import Models
import Testing

@Suite struct ScheduledStepTests {
    @Test func beginsAfterItsOwnDelayAndEndsAfterItsActiveDuration() throws {
        let timing = try AnimationTiming(duration: 0.5, delay: 0.25, repeatCount: .count(2))
        let step = ScheduledStep(tag: "x", timing: timing, index: 0, startTime: 1)
        #expect(step.beginTime == 1.25)
        #expect(step.endTime == 2.25)
    }

    @Test func startedEarlyItsTimingWaitsForItsTurn() throws {
        let timing = try AnimationTiming(duration: 0.5, delay: 0.25)
        let step = ScheduledStep(tag: "x", timing: timing, index: 0, startTime: 1.25)
        #expect(try step.timing(startedAt: 0).delay == 1.5)
        #expect(try step.timing(startedAt: 1.25).delay == 0.25)
        // Started during its own delay, it still begins on time.
        #expect(try step.timing(startedAt: 1.5).delay == 0)
        #expect(try step.timing(startedAt: 1).duration == 0.5)
    }

    @Test func startedAfterItShouldHaveBegunItThrows() throws {
        let step = ScheduledStep(tag: "x", timing: try AnimationTiming(duration: 1), index: 0, startTime: 2)
        #expect(throws: AnimationError.invalidDelay(-1)) { try step.timing(startedAt: 3) }
    }

    @Test func stepsCompareByEveryPart() throws {
        let timing = try AnimationTiming(duration: 1)
        let step = ScheduledStep(tag: 1, timing: timing, index: 0, startTime: 0)
        #expect(step == ScheduledStep(tag: 1, timing: timing, index: 0, startTime: 0))
        #expect(step.hashValue == ScheduledStep(tag: 1, timing: timing, index: 0, startTime: 0).hashValue)
        #expect(step != ScheduledStep(tag: 2, timing: timing, index: 0, startTime: 0))
        #expect(step != ScheduledStep(tag: 1, timing: timing, index: 1, startTime: 0))
        #expect(step != ScheduledStep(tag: 1, timing: timing, index: 0, startTime: 0.5))
    }
}
