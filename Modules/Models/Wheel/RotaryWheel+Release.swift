import Geometry

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What a wheel does when the finger lifts: coast, settle or snap.
///
/// **Inertia.** A release faster than ``WheelConfiguration/stopSpeed`` (ε) keeps turning and
/// decelerates like `UIScrollView`: the angular velocity after τ seconds is
/// ω₀·rate^(1000·τ) = ω₀·e^(−k·τ) with k = −1000·ln(rate) (about 2.0 per second at the normal
/// rate 0.998), so the angle is
///
///     θ(τ) = θ₀ + ω₀/k · (1 − e^(−k·τ))
///
/// and |ω| falls to ε at the stop time τ_stop = ln(|ω₀|/ε)/k, after a travel of
/// (|ω₀| − ε)/k in the flick's direction. There the wheel stops (its speed drops from ε to 0,
/// which at the default ε = 0.05 rad/s is invisible).
///
/// **Landing on a middle.** When the wheel snaps, the inertia is adjusted to stop exactly on
/// the middle of the sector where it would have stopped: the target θ* is that middle, and the
/// decay constant becomes k* = (|ω₀| − ε)/|θ* − θ₀|, so the same formula with k* starts at the
/// release velocity, decelerates smoothly and reaches θ* exactly when |ω| falls to ε, at
/// τ_stop = ln(|ω₀|/ε)/k*. No jump, no second animation. The adjustment is used when it
/// stays gentle (θ* ahead of the release and k* within a factor of 2 of k), which is always
/// the case for flicks that coast at least one sector width.
///
/// **Settle.** A flick too short for that (the target is behind, or much nearer or farther
/// than the natural stop) settles onto the target in ``WheelConfiguration/snapDuration``
/// seconds along a cubic Hermite curve that starts at the release velocity and ends at rest:
/// see ``WheelMotion/settle(from:velocity:to:start:duration:)``.
///
/// **Snap.** A release at ε or slower snaps to the middle of the sector under the pointer in
/// ``WheelConfiguration/snapDuration`` seconds with ``WheelConfiguration/snapCurve``, as the
/// seed's 0.2 s animation did; a wheel already on a middle just rests.
///
/// Without snapping, a flick coasts with the natural k and stops where it stops; a slow release
/// leaves the wheel where it is.
extension RotaryWheel {
    /// The motion that follows a release at `angle` with angular velocity `velocity` (radians
    /// per second, positive clockwise) at `time`; see the extension's description.
    func releaseMotion(from angle: Angle, velocity: Double, at time: Double) -> WheelMotion {
        let settings = configuration
        let speed = abs(velocity)
        let stopSpeed = settings.stopSpeed
        guard speed > stopSpeed else {
            guard settings.snaps else { return .rest(angle, since: time) }
            let target = middle(nearest: angle)
            guard target != angle, settings.snapDuration > 0 else { return .rest(target, since: time) }
            return .animation(
                from: angle, to: target, start: time, duration: settings.snapDuration, curve: settings.snapCurve
            )
        }
        let decay = settings.decayConstant
        let direction: Double = velocity > 0 ? 1 : -1
        let travel = direction * (speed - stopSpeed) / decay
        let naturalStop = angle + .radians(travel)
        guard settings.snaps else {
            return .inertia(
                from: angle, velocity: velocity, decay: decay, start: time,
                duration: log(speed / stopSpeed) / decay, to: naturalStop
            )
        }
        let target = middle(nearest: naturalStop)
        let distance = (target - angle).radians
        if distance * direction > 0, abs(distance) >= abs(travel) / 2, abs(distance) <= 2 * abs(travel) {
            let adjusted = (speed - stopSpeed) / abs(distance)
            return .inertia(
                from: angle, velocity: velocity, decay: adjusted, start: time,
                duration: log(speed / stopSpeed) / adjusted, to: target
            )
        }
        guard settings.snapDuration > 0 else { return .rest(target, since: time) }
        return .settle(from: angle, velocity: velocity, to: target, start: time, duration: settings.snapDuration)
    }

    /// The middle of the slot containing `angle`: where a snap from there ends.
    func middle(nearest angle: Angle) -> Angle {
        guard let slot = layout.slot(containing: angle.radians) else { return angle }
        return Angle(radians: layout.middle(ofSlot: slot))
    }
}
