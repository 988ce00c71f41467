import Geometry

extension AnimatedView {
    /// Starts animations of `targets` at `time` with `timing`; returns one key per property
    /// animated. Every property is checked before any changes, so a failure changes nothing;
    /// the timelines change in place, without being copied.
    ///
    /// - Throws: ``AnimationError`` for a timing or time the animations refuse.
    public mutating func animate(_ targets: ViewTargets, timing: AnimationTiming, at time: Double)
        throws(AnimationError) -> [ViewAnimationKey]
    {
        let transformTarget = targets.transform(from: transform.value)
        if targets.alpha != nil { try alpha.validateAnimation(timing: timing, at: time) }
        if targets.center != nil { try center.validateAnimation(timing: timing, at: time) }
        if targets.size != nil { try size.validateAnimation(timing: timing, at: time) }
        if targets.color != nil { try color.validateAnimation(timing: timing, at: time) }
        if transformTarget != nil { try transform.validateAnimation(timing: timing, at: time) }
        var keys: [ViewAnimationKey] = []
        if let target = targets.alpha {
            keys.append(
                ViewAnimationKey(property: .alpha, id: try alpha.animate(to: target, timing: timing, at: time).rawValue)
            )
        }
        if let target = targets.center {
            keys.append(
                ViewAnimationKey(
                    property: .center, id: try center.animate(to: target, timing: timing, at: time).rawValue))
        }
        if let target = targets.size {
            keys.append(
                ViewAnimationKey(property: .size, id: try size.animate(to: target, timing: timing, at: time).rawValue))
        }
        if let target = targets.color {
            keys.append(
                ViewAnimationKey(property: .color, id: try color.animate(to: target, timing: timing, at: time).rawValue)
            )
        }
        if let target = transformTarget {
            keys.append(
                ViewAnimationKey(
                    property: .transform, id: try transform.animate(to: target, timing: timing, at: time).rawValue))
        }
        return keys
    }

    /// Starts a transition of the face to `face` at `time`; without a face, "back" from
    /// "front" and "front" from anything else. A transition that fails changes nothing.
    ///
    /// - Throws: ``AnimationError`` for a timing or time the track refuses.
    public mutating func transition(
        _ kind: TransitionKind, to face: String? = nil, timing: AnimationTiming, at time: Double
    ) throws(AnimationError) -> ViewAnimationKey {
        let target = face ?? (faces.face == "front" ? "back" : "front")
        let id = try faces.transition(to: target, kind: kind, timing: timing, at: time)
        return ViewAnimationKey(property: .face, id: id.rawValue)
    }

    /// Starts the wobble effect on the transform at `time` (see ``Effects/wobble(_:amplitude:duration:curve:repeatCount:at:)``);
    /// the model values do not change.
    ///
    /// - Throws: ``AnimationError`` for an invalid amplitude, duration, repeat count or time.
    public mutating func startWobble(
        amplitude: Angle = Effects.wobbleAmplitude, duration: Double = Effects.wobbleDuration,
        curve: TimingCurve = .easeInEaseOut, repeatCount: AnimationRepeat = .forever, at time: Double
    ) throws(AnimationError) -> ViewAnimationKey {
        // In place: the model checks everything before it changes the property.
        let id = try Effects.wobble(
            &transform, amplitude: amplitude, duration: duration, curve: curve, repeatCount: repeatCount, at: time)
        wobble = id.rawValue
        return ViewAnimationKey(property: .transform, id: id.rawValue)
    }

    /// Stops the wobble running at `time`; false when none is.
    public mutating func stopWobble(at time: Double) throws(AnimationError) -> Bool {
        guard let wobble, transform.animationID(at: time)?.rawValue == wobble else { return false }
        _ = try transform.cancel(at: time)
        return true
    }

    /// Starts the vanish effect at `time` with `timing`'s duration, delay and curve: the view
    /// turns and shrinks, and is hidden once the end is reported (``complete(_:)``); its
    /// transform's model value stays as it was.
    ///
    /// - Throws: ``AnimationError`` for an invalid timing or time.
    public mutating func startVanish(timing: AnimationTiming, at time: Double) throws(AnimationError)
        -> ViewAnimationKey
    {
        let rest = transform.value
        let effect = try Effects.vanish(
            duration: timing.duration, delay: timing.delay, curve: timing.curve, from: rest, at: time)
        let id = try transform.animate(to: effect.target, timing: timing, completionValue: rest, at: time)
        vanish = id.rawValue
        return ViewAnimationKey(property: .transform, id: id.rawValue)
    }

    /// Cancels the animations of `properties` at `time`: each property jumps to its model value
    /// (the end state), which does not change; how many animations were cancelled.
    public mutating func cancel(_ properties: [ViewProperty] = ViewProperty.allCases, at time: Double)
        throws(AnimationError) -> Int
    {
        var count = 0
        for property in properties {
            switch property {
            case .alpha: count += try alpha.cancel(at: time).count
            case .center: count += try center.cancel(at: time).count
            case .size: count += try size.cancel(at: time).count
            case .color: count += try color.cancel(at: time).count
            case .transform: count += try transform.cancel(at: time).count
            case .face: count += try faces.cancel(at: time).count
            }
        }
        return count
    }

    /// Sets, at `time`, every model value that differs from `snapshot`'s, and those `forcing`
    /// names even when equal (an assignment always stops the property's animations); `hidden`
    /// likewise with `forcingVisibility`. Showing the view stops a vanish, whose end then no
    /// longer hides it.
    public mutating func apply(
        _ snapshot: ViewSnapshot, at time: Double, forcing forced: Set<ViewProperty> = [],
        forcingVisibility: Bool = false
    ) {
        let current = self.snapshot
        if current.alpha != snapshot.alpha || forced.contains(.alpha) { _ = try? alpha.set(snapshot.alpha, at: time) }
        if current.center != snapshot.center || forced.contains(.center) {
            _ = try? center.set(snapshot.center, at: time)
        }
        if current.size != snapshot.size || forced.contains(.size) { _ = try? size.set(snapshot.size, at: time) }
        if current.color != snapshot.color || forced.contains(.color) { _ = try? color.set(snapshot.color, at: time) }
        if current.transform != snapshot.transform || forced.contains(.transform) {
            _ = try? transform.set(snapshot.transform, at: time)
        }
        if current.face != snapshot.face || forced.contains(.face) { _ = try? faces.show(snapshot.face, at: time) }
        if current.hidden != snapshot.hidden || forcingVisibility {
            if !snapshot.hidden, let vanish {
                if transform.animationID(at: time)?.rawValue == vanish { _ = try? transform.cancel(at: time) }
                self.vanish = nil
            }
            hidden = snapshot.hidden
        }
    }
}
