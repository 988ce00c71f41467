/// The toggles of the seed's settings screen.
///
/// They change what is shown, never the countdown itself, so they are plain stored flags that
/// can be flipped at any time.
public struct CountdownSettings: Sendable, Hashable {
    /// Whether the circular progress bar is drawn.
    public var isProgressBarOn: Bool
    /// Whether the effect animation (two circles turning inside the ring) is drawn while the
    /// timer is not stopped.
    public var isEffectAnimationOn: Bool
    /// Whether the alarm sounds at zero; when off, ``CountdownTimer/alarmTime`` is `nil`.
    public var isAlarmOn: Bool

    /// Creates settings; everything is on by default, as in the seed.
    public init(isProgressBarOn: Bool = true, isEffectAnimationOn: Bool = true, isAlarmOn: Bool = true) {
        self.isProgressBarOn = isProgressBarOn
        self.isEffectAnimationOn = isEffectAnimationOn
        self.isAlarmOn = isAlarmOn
    }
}
