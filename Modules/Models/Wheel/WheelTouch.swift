import Geometry

/// The finger a wheel is tracking: where it was last seen and what the wheel was before it
/// came down (the "before" of the gesture's undo step).
struct WheelTouch: Sendable, Hashable {
    /// The screen direction of the last accepted touch point seen from the centre, or `nil`
    /// after a point in the dead zone: the next point outside it becomes the new reference,
    /// so the wheel resumes from where it stopped without jumping.
    var touchDirection: Angle?
    /// The wheel angle the drag has reached.
    var wheelAngle: Angle
    /// The resting angle before the touch came down.
    let fromAngle: Angle
    /// The value before the touch came down.
    let fromValue: Int
}
