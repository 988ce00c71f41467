import Geometry
import Models
import Testing

/// A view animated from Swift, without Lua: what the Lua `View` does, as a value type.
@Suite struct AnimatedViewTests {
    private func timing(_ duration: Double) throws -> AnimationTiming {
        try AnimationTiming(duration: duration, curve: .linear)
    }

    @Test func aNewViewShowsItsSnapshotAndNothingAnimates() {
        let snapshot = ViewSnapshot(alpha: 0.5, center: Point(x: 10, y: 20), face: "back")
        let view = AnimatedView(snapshot)
        #expect(view.snapshot == snapshot)
        #expect(view.presented(at: 3) == snapshot)
        #expect(!view.isAnimating(at: 0))
        #expect(view.nextCompletionTime(after: -.infinity) == nil)
    }

    @Test func anAnimationChangesTheModelAtOnceAndThePresentedValueOverTime() throws {
        var view = AnimatedView()
        let keys = try view.animate(ViewTargets(alpha: 0, center: Point(x: 100, y: 0)), timing: try timing(1), at: 0)
        #expect(keys.map(\.property) == [.alpha, .center])
        #expect(view.snapshot.alpha == 0)
        #expect(abs(view.presented(at: 0.5).alpha - 0.5) < 1e-12)
        #expect(abs(view.presented(at: 0.5).center.x - 50) < 1e-12)
        #expect(view.isAnimating(.alpha, at: 0.5))
        #expect(!view.isAnimating(.size, at: 0.5))
        #expect(view.nextCompletionTime(after: 0) == 1)
    }

    @Test func theTransformIsAnimatedThroughItsParts() throws {
        var view = AnimatedView()
        let keys = try view.animate(
            ViewTargets(rotation: .halfTurn, scale: .init(x: 2, y: 3)), timing: try timing(1), at: 0)
        #expect(keys.map(\.property) == [.transform])
        #expect(view.snapshot.transform.rotation == .halfTurn)
        #expect(view.snapshot.transform.scaleY == 3)
    }

    @Test func aRefusedAnimationChangesNothing() throws {
        var view = AnimatedView()
        let before = view.snapshot
        #expect(throws: AnimationError.self) {
            _ = try view.animate(ViewTargets(alpha: 0), timing: try timing(1), at: .nan)
        }
        #expect(view.snapshot == before)
        #expect(!view.isAnimating(at: 0))
    }

    @Test func aTransitionGoesToTheBackFromTheFrontAndBack() throws {
        var view = AnimatedView()
        _ = try view.transition(.crossDissolve, timing: try timing(1), at: 0)
        #expect(view.snapshot.face == "back")
        #expect(view.isAnimating(.face, at: 0.5))
        _ = try view.transition(.crossDissolve, timing: try timing(1), at: 2)
        #expect(view.snapshot.face == "front")
        _ = try view.transition(.crossDissolve, to: "side", timing: try timing(1), at: 4)
        #expect(view.snapshot.face == "side")
    }

    @Test func completionsAreReportedInTimeOrderAndForgottenOnceReported() throws {
        var view = AnimatedView()
        let slow = try view.animate(ViewTargets(alpha: 0), timing: try timing(2), at: 0)
        let fast = try view.animate(ViewTargets(center: Point(x: 1, y: 1)), timing: try timing(1), at: 0)
        let reported = view.completions(through: 2) { _ in true }
        #expect(reported.map(\.key) == fast + slow)
        #expect(reported.map(\.time) == [1, 2])
        #expect(reported.map(\.finished) == [true, true])
        #expect(view.completions(through: 2) { $0 != fast[0] }.map(\.key) == slow)
        view.discardHistory(through: 2, knownBy: view.revisions)
        #expect(view.completions(through: 2) { _ in true }.isEmpty)
    }

    @Test func aCancelledAnimationJumpsToTheModelValueAndReportsUnfinished() throws {
        var view = AnimatedView()
        _ = try view.animate(ViewTargets(alpha: 0), timing: try timing(1), at: 0)
        #expect(try view.cancel([.alpha], at: 0.25) == 1)
        #expect(view.presented(at: 0.25).alpha == 0)
        #expect(view.snapshot.alpha == 0)
        #expect(view.completions(through: 1) { _ in true }.map(\.finished) == [false])
        #expect(try view.cancel(at: 0.5) == 0)
    }

    @Test func aVanishHidesTheViewOnceItsEndIsReported() throws {
        var view = AnimatedView()
        let key = try view.startVanish(timing: try timing(0.75), at: 0)
        #expect(view.snapshot.hidden)
        #expect(!view.isHidden(at: 0.5))
        #expect(view.isHidden(at: 0.75))
        #expect(view.snapshot.transform == .identity)
        view.complete(key)
        #expect(view.hidden)
        #expect(view.vanish == nil)
    }

    @Test func showingTheViewStopsAVanish() throws {
        var view = AnimatedView()
        _ = try view.startVanish(timing: try timing(1), at: 0)
        var shown = view.snapshot
        shown.hidden = false
        view.apply(shown, at: 0.5)
        #expect(view.vanish == nil)
        #expect(!view.isHidden(at: 2))
    }

    @Test func aWobbleSwingsAroundTheModelValueUntilStopped() throws {
        var view = AnimatedView()
        let key = try view.startWobble(at: 0)
        #expect(view.wobble == key.id)
        #expect(view.snapshot.transform == .identity)
        #expect(view.isAnimating(.transform, at: 10))
        #expect(try view.stopWobble(at: 10))
        #expect(!view.isAnimating(.transform, at: 10))
        #expect(try !view.stopWobble(at: 11))
        view.complete(key)
        #expect(view.wobble == nil)
    }

    @Test func applyingASnapshotSetsWhatDiffersAndWhatIsForced() throws {
        var view = AnimatedView()
        _ = try view.animate(ViewTargets(alpha: 0, size: Size(width: 1, height: 1)), timing: try timing(1), at: 0)
        var target = view.snapshot
        target.center = Point(x: 5, y: 5)
        view.apply(target, at: 0.5, forcing: [.alpha])
        #expect(view.snapshot.center == Point(x: 5, y: 5))
        // Forced: set at once, its animation stopped; the size keeps animating.
        #expect(!view.isAnimating(.alpha, at: 0.5))
        #expect(view.isAnimating(.size, at: 0.5))
    }

    @Test func restTimeIsTheLatestOfEveryPropertyAndTheWobbleIsEndless() throws {
        var view = AnimatedView()
        #expect(view.restTime == -.infinity)
        var targets = ViewTargets()
        targets.alpha = 0
        _ = try view.animate(targets, timing: timing(2), at: 0)
        targets = ViewTargets()
        targets.center = Point(x: 5, y: 5)
        _ = try view.animate(targets, timing: timing(3), at: 0.5)
        #expect(view.restTime == 3.5)
        _ = try view.startWobble(at: 4)
        #expect(view.restTime == .infinity)
        #expect(try view.stopWobble(at: 5))
        #expect(view.restTime == 5)
    }
}
