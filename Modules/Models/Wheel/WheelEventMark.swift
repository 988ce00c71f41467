/// A ``WheelEvent`` and the slot the pointer is in once it has happened, as
/// ``RotaryWheel/markedEvents(from:to:limit:crossings:toldSlot:)`` lists them.
///
/// Slots count sector boundaries along the wheel's angle, turns included (slot 0 is sector 1's
/// middle at angle 0, and each boundary crossed adds or takes one), so a listener that keeps the
/// slot of the last crossing it was told knows exactly where it was left, whatever the number of
/// sectors.
public struct WheelEventMark: Sendable, Hashable {
    public var event: WheelEvent
    /// The slot after the event: the one a crossing enters; the slot of the pointer for the others.
    public var slot: Double

    public init(event: WheelEvent, slot: Double) {
        self.event = event
        self.slot = slot
    }
}
