extension AnimationError: CustomStringConvertible {
    /// A sentence for people reading a script's error: what was given and what is accepted.
    public var description: String {
        switch self {
        case let .invalidDuration(duration):
            "duration must be a finite number of seconds ≥ 0, not \(NumberText.plain(duration))"
        case let .invalidDelay(delay):
            "delay must be a finite number of seconds ≥ 0, not \(NumberText.plain(delay))"
        case let .invalidRepeatCount(count):
            "repeat count must be greater than 0 (1 plays once, 2.5 plays two and a half times, "
                + "forever or infinity repeats until cancelled), not \(NumberText.plain(count))"
        case let .invalidTime(time):
            "time must be a finite number of seconds, not \(NumberText.plain(time))"
        case let .timeWentBackwards(time, latest):
            "time \(NumberText.plain(time)) is before the last change at \(NumberText.plain(latest)); "
                + "changes must come in time order"
        case let .invalidParameter(name, value):
            "\(name) must be a finite number, not \(NumberText.plain(value))"
        case let .endlessStepBeforeEnd(index):
            "step \(index + 1) of the sequence repeats forever, so the steps after it would never "
                + "start; only the last step may repeat forever"
        case let .unknownTransitionKind(name):
            "unknown transition \"\(name)\"; valid names are "
                + TransitionKind.names.joined(separator: ", ")
        case let .planTooDeep(limit):
            "plan nested too deeply (limit \(limit))"
        case let .planTooLarge(limit):
            "plan has too many parts (limit \(limit) steps, pauses, sequences and groups, counting a plan used twice twice)"
        case let .invalidKeyframes(reason):
            reason
        case let .invalidFraction(fraction):
            "fraction must be a number from 0 (the start) to 1 (the end), not \(NumberText.plain(fraction))"
        case .endlessHasNoFraction:
            "the animation repeats forever, so it has no fraction to scrub to (pause it instead)"
        }
    }
}
