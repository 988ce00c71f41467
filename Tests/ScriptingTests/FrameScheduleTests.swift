import Scripting
import Testing

/// Frame instants: on a grid of the step, computed from the index, starting at the first grid
/// point not before the start.
@Suite struct FrameScheduleTests {
    @Test(arguments: [0.0, -1, .nan, .infinity, -.infinity])
    func aStepMustBePositiveAndFinite(step: Double) {
        #expect(FrameSchedule(step: step) == nil)
    }

    @Test func framesAreTakenThroughTheGivenInstantInclusive() throws {
        var schedule = try #require(FrameSchedule(step: 0.25))
        #expect(schedule.take(through: 0.6) == [0, 0.25, 0.5])
        #expect(schedule.take(through: 0.6) == [])
        #expect(schedule.take(through: 0.75) == [0.75])
        #expect(schedule.taken == 4)
    }

    @Test func instantsDoNotDriftOverManyFrames() throws {
        var schedule = try #require(FrameSchedule(step: 0.1))
        let due = schedule.take(through: 1000)
        #expect(due.count == 10_001)
        #expect(due.last == 1000)
        #expect(due[7777] == 7777 * 0.1, "computed from the index, not summed")
    }

    @Test func aScheduleStartsAtTheFirstGridPointNotBeforeItsStart() throws {
        var late = try #require(FrameSchedule(step: 0.5, from: 1.2))
        #expect(late.nextTime == 1.5)
        #expect(late.take(through: 2) == [1.5, 2])
        let onTheGrid = try #require(FrameSchedule(step: 0.5, from: 1))
        #expect(onTheGrid.nextTime == 1)
    }
}
