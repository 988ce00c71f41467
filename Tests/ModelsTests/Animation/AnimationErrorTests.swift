import Geometry
import Models
import Testing

/// Each error is what a script's bad input actually produces.
@Suite struct AnimationErrorTests {
    @Test func eachMistakeHasItsOwnCase() throws {
        var property = AnimatedProperty(0.0)
        try property.animate(to: 1, duration: 1, at: 10)
        let cases: [(AnimationError?, AnimationError)] = [
            (AnimationTestKit.error { _ = try AnimationTiming(duration: -2) }, .invalidDuration(-2)),
            (AnimationTestKit.error { _ = try AnimationTiming(duration: 1, delay: -1) }, .invalidDelay(-1)),
            (AnimationTestKit.error { _ = try AnimationRepeat(count: -1) }, .invalidRepeatCount(-1)),
            (AnimationTestKit.error { try property.cancel(at: .infinity) }, .invalidTime(.infinity)),
            (AnimationTestKit.error { try property.cancel(at: 9) }, .timeWentBackwards(time: 9, latest: 10)),
            (
                AnimationTestKit.error { _ = try Vanish(scale: .infinity, at: 0) },
                .invalidParameter(name: "scale", value: .infinity)
            ),
            (
                AnimationTestKit.error {
                    _ = try AnimationPlan.sequence([
                        .step(0, duration: 1, repeatCount: .forever), .step(1, duration: 1),
                    ])
                }, .endlessStepBeforeEnd(index: 0)
            ),
            (AnimationTestKit.error { _ = try TransitionKind(named: "pageCurl") }, .unknownTransitionKind("pageCurl")),
        ]
        for (thrown, expected) in cases {
            #expect(thrown == expected)
        }
    }

    @Test func errorsAreValuesScriptsCanCompare() {
        #expect(AnimationError.invalidDuration(1) != AnimationError.invalidDelay(1))
        #expect(Set([AnimationError.invalidTime(1), .invalidTime(1), .invalidTime(2)]).count == 2)
    }
}
