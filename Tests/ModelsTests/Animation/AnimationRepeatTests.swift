import Models
import Testing

@Suite struct AnimationRepeatTests {
    @Test func onceIsOneCycle() {
        #expect(AnimationRepeat.once == .count(1))
        #expect(AnimationRepeat.once.cycles == 1)
    }

    @Test func foreverHasInfinitelyManyCycles() {
        #expect(AnimationRepeat.forever.cycles == .infinity)
    }

    @Test(arguments: [0.5, 1, 2.5, 1000])
    func countsKeepTheirFractionalValue(count: Double) throws {
        let repeatCount = try AnimationRepeat(count: count)
        #expect(repeatCount == .count(count))
        #expect(repeatCount.cycles == count)
    }

    @Test func infinityMeansForeverAsHugeValfDoesInCoreAnimation() throws {
        #expect(try AnimationRepeat(count: .infinity) == .forever)
    }

    @Test(arguments: [0.0, -1, -0.5, -Double.infinity])
    func refusesCountsThatAreNotPositive(count: Double) {
        #expect(throws: AnimationError.invalidRepeatCount(count)) { try AnimationRepeat(count: count) }
    }

    @Test func refusesNaN() {
        let error = AnimationTestKit.error { _ = try AnimationRepeat(count: .nan) }
        #expect(error?.description == AnimationError.invalidRepeatCount(.nan).description)
    }

    @Test func anUncheckedCountIsCheckedWhenATimingIsMade() {
        #expect(throws: AnimationError.invalidRepeatCount(-2)) {
            try AnimationTiming(duration: 1, repeatCount: .count(-2))
        }
    }
}
