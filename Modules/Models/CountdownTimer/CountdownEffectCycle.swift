/// What the effect circles do when a 5-second turn ends and the next one begins.
///
/// The two only differ in direction: 0° and 360° are the same place on the ring, so in both the
/// circles are back together at 12 o'clock at every cycle boundary.
public enum CountdownEffectCycle: String, Sendable, Hashable, CaseIterable {
    /// Every cycle starts again from 0° (the first circle) and 360° (the second), so the first
    /// circle always turns clockwise and the second counterclockwise. This is what the issue
    /// asks for ("restarted every 5 s") and the default.
    case restart
    /// The seed's literal behaviour: it toggles a Boolean every 5 s and SwiftUI animates the
    /// rotation between 0° and 360°, so each cycle runs the previous one backwards and the two
    /// circles swap directions every 5 s.
    case alternate

    /// The cycle named `name` (`"restart"` or `"alternate"`), for scripts.
    ///
    /// - Throws: ``CountdownTimerError/unknownCycle(_:)`` for any other name.
    public init(named name: String) throws(CountdownTimerError) {
        guard let cycle = CountdownEffectCycle(rawValue: name) else { throw .unknownCycle(name) }
        self = cycle
    }
}
