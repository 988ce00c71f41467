import Models
import Testing

@Suite struct ScheduledStepHashableTests {
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
