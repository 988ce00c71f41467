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
