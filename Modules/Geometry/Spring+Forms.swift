/// The other ways Apple's frameworks describe a spring, converted as Apple documents them:
/// SwiftUI's `Spring(duration:bounce:)`, whose duration is the perceptual one (the undamped
/// period, ``response``) and whose bounce is 1 − ζ for a spring that bounces and 1/ζ − 1 for one
/// that is overdamped; Core Animation's mass, stiffness and damping are the
/// ``init(mass:stiffness:damping:initialVelocity:)`` the others convert to.
extension Spring {
    /// A spring as SwiftUI's `Spring(duration:bounce:)` makes it: stiffness (2π / duration)²
    /// and damping 4π(1 − bounce) / duration for a bounce from 0 (no overshoot) towards 1, or
    /// 4π / (duration · (1 + bounce)) for a negative bounce (overdamped). Duration 0.5 and
    /// bounce 0.3 are stiffness 157.9 and damping 17.6 (mass 1).
    ///
    /// - Throws: ``TimingCurveError/invalidSpringParameter(name:value:)`` for a duration that is
    ///   not finite and positive, or a bounce outside −1 < bounce < 1 (a bounce of 1 never
    ///   settles); as ``init(mass:stiffness:damping:initialVelocity:)`` otherwise.
    public init(duration: Double, bounce: Double = 0, initialVelocity: Double = 0) throws(TimingCurveError) {
        guard duration.isFinite, duration > 0 else {
            throw .invalidSpringParameter(name: "duration", value: duration)
        }
        guard bounce > -1, bounce < 1 else {
            throw .invalidSpringParameter(name: "bounce", value: bounce)
        }
        let dampingRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        try self.init(dampingRatio: dampingRatio, response: duration, initialVelocity: initialVelocity)
    }

    /// SwiftUI's perceptual duration: the undamped period, ``response``. Mass 1, stiffness 100
    /// and damping 10 are 0.63 s.
    public var duration: Double {
        response
    }

    /// SwiftUI's bounce: 1 − ζ when the spring overshoots or is critically damped (0 for no
    /// bounce), 1/ζ − 1 (negative) when it is overdamped. Mass 1, stiffness 100 and damping 10
    /// are a bounce of 0.5.
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }
}
