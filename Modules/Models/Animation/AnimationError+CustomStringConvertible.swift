extension AnimationError: CustomStringConvertible {
    /// A sentence for people reading a script's error: what was given and what is accepted.
    public var description: String {
        switch self {
        case .invalidDuration(let duration):
            "duration must be a finite number of seconds ≥ 0, not \(NumberText.plain(duration))"
        case .invalidDelay(let delay):
            "delay must be a finite number of seconds ≥ 0, not \(NumberText.plain(delay))"
        case .invalidRepeatCount(let count):
            "repeat count must be greater than 0 (1 plays once, 2.5 plays two and a half times, "
                + "forever or infinity repeats until cancelled), not \(NumberText.plain(count))"
        case .invalidTime(let time):
            "time must be a finite number of seconds, not \(NumberText.plain(time))"
        case .timeWentBackwards(let time, let latest):
            "time \(NumberText.plain(time)) is before the last change at \(NumberText.plain(latest)); "
                + "changes must come in time order"
        case .invalidParameter(let name, let value):
            "\(name) must be a finite number, not \(NumberText.plain(value))"
        case .endlessStepBeforeEnd(let index):
            "step \(index + 1) of the sequence repeats forever, so the steps after it would never "
                + "start; only the last step may repeat forever"
        case .unknownTransitionKind(let name):
            "unknown transition \"\(name)\"; valid names are "
                + TransitionKind.names.joined(separator: ", ")
        case .planTooDeep(let limit):
            "plan nested too deeply (limit \(limit))"
        case .planTooLarge(let limit):
            "plan has too many parts (limit \(limit) steps, pauses, sequences and groups, counting a plan used twice twice)"
        case .invalidKeyframes(let reason):
            reason
        case .invalidFraction(let fraction):
            "fraction must be a number from 0 (the start) to 1 (the end), not \(NumberText.plain(fraction))"
        case .endlessHasNoFraction:
            "the animation repeats forever, so it has no fraction to scrub to (pause it instead)"
        }
    }
}
