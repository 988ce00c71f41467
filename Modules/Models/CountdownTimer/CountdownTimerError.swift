/// Why a ``CountdownTimer`` or a ``CountdownEffect`` refused a request.
public enum CountdownTimerError: Error, Sendable, Hashable {
    /// A duration must be a finite number of seconds greater than 0.
    case invalidDuration(Double)
    /// A time must be a finite number of seconds.
    case invalidTime(Double)
    /// The screen width the effect animation is laid out from must be finite and greater than 0.
    case invalidScreenWidth(Double)
    /// `start` needs a stopped timer; this one is running or paused.
    case alreadyStarted(CountdownStatus)
    /// `pause` needs a running timer.
    case notRunning(CountdownStatus)
    /// `resume` needs a paused timer.
    case notPaused(CountdownStatus)
    /// A cycle name other than those ``CountdownEffectCycle`` has.
    case unknownCycle(String)
}

extension CountdownTimerError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .invalidDuration(let duration):
            "duration must be a finite number of seconds > 0, not \(NumberText.plain(duration))"
        case .invalidTime(let time):
            "time must be a finite number of seconds, not \(NumberText.plain(time))"
        case .invalidScreenWidth(let width):
            "screen width must be a finite number of points > 0, not \(NumberText.plain(width))"
        case .alreadyStarted(let status):
            "the timer is already \(status.rawValue); stop or reset it before starting again"
                + (status == .paused ? ", or resume it" : "")
        case .notRunning(let status):
            "only a running timer can be paused; this one is \(status.rawValue)"
        case .notPaused(let status):
            "only a paused timer can be resumed; this one is \(status.rawValue)"
                + (status == .stopped ? " (use start)" : "")
        case .unknownCycle(let name):
            "unknown cycle \"\(name)\"; valid names are \(CountdownEffectCycle.allCases.map(\.rawValue).joined(separator: ", "))"
        }
    }
}
