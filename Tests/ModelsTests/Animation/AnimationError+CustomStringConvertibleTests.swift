import Models
import Testing

@Suite struct AnimationErrorCustomStringConvertibleTests {
    @Test(arguments: [
        (AnimationError.invalidDuration(-1), "duration must be a finite number of seconds ≥ 0, not -1"),
        (.invalidDuration(-0.5), "duration must be a finite number of seconds ≥ 0, not -0.5"),
        (.invalidDelay(.infinity), "delay must be a finite number of seconds ≥ 0, not inf"),
        (
            .invalidRepeatCount(0),
            "repeat count must be greater than 0 (1 plays once, 2.5 plays two and a half times, "
                + "forever or infinity repeats until cancelled), not 0"
        ),
        (.invalidTime(.nan), "time must be a finite number of seconds, not nan"),
        (.invalidFraction(1.5), "fraction must be a number from 0 (the start) to 1 (the end), not 1.5"),
        (.endlessHasNoFraction, "the animation repeats forever, so it has no fraction to scrub to (pause it instead)"),
        (
            .timeWentBackwards(time: 1.5, latest: 2),
            "time 1.5 is before the last change at 2; changes must come in time order"
        ),
        (.invalidParameter(name: "scale", value: .nan), "scale must be a finite number, not nan"),
        (
            .endlessStepBeforeEnd(index: 1),
            "step 2 of the sequence repeats forever, so the steps after it would never "
                + "start; only the last step may repeat forever"
        ),
        (
            .unknownTransitionKind("flip"),
            "unknown transition \"flip\"; valid names are flipFromLeft, flipFromRight, "
                + "flipFromTop, flipFromBottom, curlUp, curlDown, crossDissolve"
        ),
    ])
    func describesTheMistakeAndWhatIsAccepted(error: AnimationError, description: String) {
        #expect(error.description == description)
        #expect("\(error)" == description)
    }
}
