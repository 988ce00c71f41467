import Geometry
import Models
import Testing

/// Pausing, scrubbing and reversing a view's animations from Swift, as the Lua `View` does.
@Suite struct AnimatedViewPlaybackTests {
    private func timing(_ duration: Double) throws -> AnimationTiming {
        try AnimationTiming(duration: duration, curve: .linear)
    }

    @Test func everyRunningAnimationOrOnlyTheChosenOnesArePaused() throws {
        var view = AnimatedView()
        let fade = try view.animate(ViewTargets(alpha: 0), timing: try timing(1), at: 0)
        let slide = try view.animate(ViewTargets(center: Point(x: 100, y: 0)), timing: try timing(2), at: 0)
        #expect(try view.pause(Set(slide), at: 0.5) == slide)
        #expect(view.isAnimating(.alpha, at: 0.75) && !view.isAnimating(.center, at: 0.75))
        #expect(view.isPaused(slide[0], at: 0.75) && !view.isPaused(fade[0], at: 0.75))
        #expect(abs(view.presented(at: 5).center.x - 25) < 1e-12)
        #expect(view.runningKeys(at: 0.75) == fade + slide)
        #expect(try view.resume(at: 0.75) == slide)
        #expect(view.nextCompletionTime(after: 0.75) == 1)
        #expect(view.completions(through: 10) { _ in true }.map(\.time) == [1, 2.25])
    }

    @Test func aScrubTakesEachAnimationToTheFractionOfItsOwnDuration() throws {
        var view = AnimatedView()
        let keys = try view.animate(
            ViewTargets(alpha: 0, size: Size(width: 200, height: 100)), timing: try timing(4), at: 0)
        #expect(try view.scrub(to: 0.25, at: 0) == keys)
        #expect(view.presented(at: 1).alpha == 0.75)
        #expect(view.presented(at: 1).size.width == 125)
        #expect(view.fractionComplete(of: keys[0], at: 7) == 0.25)
        #expect(!view.isAnimating(at: 7))
    }

    @Test func aReversalSettlesTheModelAtTheStart() throws {
        var view = AnimatedView(ViewSnapshot(alpha: 1))
        let keys = try view.animate(ViewTargets(alpha: 0.2), timing: try timing(1), at: 0)
        #expect(try view.reverse(at: 0.5) == keys)
        #expect(view.snapshot.alpha == 1)
        #expect(view.restTime == 1)
        #expect(view.completions(through: 2) { _ in true }.map(\.finished) == [true])
    }

    @Test func aReversedVanishBringsTheViewBackInsteadOfHidingIt() throws {
        var view = AnimatedView()
        let vanish = try view.startVanish(timing: try timing(1), at: 0)
        try view.reverse(at: 0.5)
        for completion in view.completions(through: 2, where: { _ in true }) { view.complete(completion.key) }
        #expect(!view.isHidden(at: 2))
        #expect(!view.snapshot.hidden)
        #expect(view.presented(at: 2).transform == view.snapshot.transform)
        _ = vanish
    }

    @Test func anEndlessAnimationAmongTheChosenRefusesTheScrubAndNothingChanges() throws {
        var view = AnimatedView()
        try view.animate(ViewTargets(alpha: 0), timing: try timing(1), at: 0)
        try view.startWobble(at: 0)
        #expect(throws: AnimationError.endlessHasNoFraction) { try view.scrub(to: 0.5, at: 0.25) }
        #expect(view.isAnimating(.alpha, at: 0.5))
        #expect(throws: AnimationError.invalidFraction(2)) { try view.scrub(to: 2, at: 0.25) }
    }

    @Test func faceTransitionsAreLeftAlone() throws {
        var view = AnimatedView()
        _ = try view.transition(.flipFromLeft, timing: try timing(1), at: 0)
        #expect(try view.pause(at: 0.5).isEmpty)
        #expect(view.faces.isTransitioning(at: 0.75))
    }
}
