import Geometry

/// Pausing, scrubbing, resuming and reversing a view's running animations, as one
/// `UIViewPropertyAnimator` does for the properties of its block: see
/// ``AnimatedProperty/pause(at:)`` and its neighbours for what each does to one property.
///
/// `keys` picks the animations (those of one `animate` call, say); `nil` takes every property's
/// running animation. Face transitions are not paused or reversed (a flip is a cut between two
/// faces in the middle: `cancel` ends one).
extension AnimatedView {
    /// The properties whose animations can be paused, scrubbed and reversed.
    public static let playbackProperties: [ViewProperty] = [.alpha, .center, .size, .color, .transform]

    /// Pauses the chosen running animations; returns the keys of those it paused.
    ///
    /// - Throws: ``AnimationError/invalidTime(_:)`` or ``AnimationError/timeWentBackwards(time:latest:)``;
    ///   nothing changes then.
    public mutating func pause(_ keys: Set<ViewAnimationKey>? = nil, at time: Double) throws(AnimationError)
        -> [ViewAnimationKey]
    {
        try changePlayback(.pause, keys, at: time)
    }

    /// Resumes the chosen paused animations; returns the keys of those it resumed.
    ///
    /// - Throws: as ``pause(_:at:)``.
    public mutating func resume(_ keys: Set<ViewAnimationKey>? = nil, at time: Double) throws(AnimationError)
        -> [ViewAnimationKey]
    {
        try changePlayback(.resume, keys, at: time)
    }

    /// Turns the chosen running animations round; returns the keys of those it reversed. A
    /// vanish turned round brings the view back rather than hiding it.
    ///
    /// - Throws: as ``pause(_:at:)``.
    public mutating func reverse(_ keys: Set<ViewAnimationKey>? = nil, at time: Double) throws(AnimationError)
        -> [ViewAnimationKey]
    {
        let reversed = try changePlayback(.reverse, keys, at: time)
        if let vanish, reversed.contains(ViewAnimationKey(property: .transform, id: vanish)) { self.vanish = nil }
        return reversed
    }

    /// Pauses the chosen running animations at `fraction` of each one's active duration;
    /// returns the keys of those it scrubbed.
    ///
    /// - Throws: ``AnimationError/invalidFraction(_:)``, ``AnimationError/endlessHasNoFraction``
    ///   when one of them repeats forever, or as ``pause(_:at:)``; nothing changes then.
    public mutating func scrub(
        _ keys: Set<ViewAnimationKey>? = nil, to fraction: Double, at time: Double
    ) throws(AnimationError) -> [ViewAnimationKey] {
        guard fraction.isFinite, (0...1).contains(fraction) else { throw .invalidFraction(fraction) }
        for key in runningKeys(keys, at: time) where fractionComplete(of: key, at: time) == nil {
            throw .endlessHasNoFraction
        }
        return try changePlayback(.scrub(fraction), keys, at: time)
    }

    /// The keys of the chosen animations running (or paused) at `time`, in property order.
    public func runningKeys(_ keys: Set<ViewAnimationKey>? = nil, at time: Double) -> [ViewAnimationKey] {
        Self.playbackProperties.compactMap { property in
            guard let id = runningID(of: property, at: time) else { return nil }
            let key = ViewAnimationKey(property: property, id: id.rawValue)
            return keys.map { $0.contains(key) } ?? true ? key : nil
        }
    }

    /// How far the animation `key` has got at `time`, from 0 to 1; `nil` when it is not
    /// running (or paused) then, or repeats forever.
    public func fractionComplete(of key: ViewAnimationKey, at time: Double) -> Double? {
        guard runningID(of: key.property, at: time)?.rawValue == key.id else { return nil }
        return switch key.property {
        case .alpha: alpha.fractionComplete(at: time)
        case .center: center.fractionComplete(at: time)
        case .size: size.fractionComplete(at: time)
        case .color: color.fractionComplete(at: time)
        case .transform: transform.fractionComplete(at: time)
        case .face: nil
        }
    }

    /// Whether the animation `key` is paused at `time`.
    public func isPaused(_ key: ViewAnimationKey, at time: Double) -> Bool {
        guard runningID(of: key.property, at: time)?.rawValue == key.id else { return false }
        return switch key.property {
        case .alpha: alpha.isPaused(at: time)
        case .center: center.isPaused(at: time)
        case .size: size.isPaused(at: time)
        case .color: color.isPaused(at: time)
        case .transform: transform.isPaused(at: time)
        case .face: false
        }
    }

    /// The id of the animation running (or paused) on `property` at `time`.
    private func runningID(of property: ViewProperty, at time: Double) -> AnimationID? {
        switch property {
        case .alpha: alpha.animationID(at: time)
        case .center: center.animationID(at: time)
        case .size: size.animationID(at: time)
        case .color: color.animationID(at: time)
        case .transform: transform.animationID(at: time)
        case .face: nil
        }
    }

    /// A change of playback, applied to each chosen property.
    private enum PlaybackChange {
        case pause, resume, reverse
        case scrub(Double)

        func apply<Value>(to property: inout AnimatedProperty<Value>, at time: Double) throws(AnimationError)
            -> AnimationID?
        {
            switch self {
            case .pause: try property.pause(at: time)
            case .resume: try property.resume(at: time)
            case .reverse: try property.reverse(at: time)
            case .scrub(let fraction): try property.scrub(to: fraction, at: time)
            }
        }
    }

    /// Applies `change` to the property of each chosen running animation; returns the keys of
    /// those it changed. Every property checks the time first, so a refusal changes nothing.
    private mutating func changePlayback(
        _ change: PlaybackChange, _ keys: Set<ViewAnimationKey>?, at time: Double
    ) throws(AnimationError) -> [ViewAnimationKey] {
        try alpha.timeline.validateChange(at: time)
        try center.timeline.validateChange(at: time)
        try size.timeline.validateChange(at: time)
        try color.timeline.validateChange(at: time)
        try transform.timeline.validateChange(at: time)
        var changed: [ViewAnimationKey] = []
        for key in runningKeys(keys, at: time) {
            let id: AnimationID? =
                switch key.property {
                case .alpha: try change.apply(to: &alpha, at: time)
                case .center: try change.apply(to: &center, at: time)
                case .size: try change.apply(to: &size, at: time)
                case .color: try change.apply(to: &color, at: time)
                case .transform: try change.apply(to: &transform, at: time)
                case .face: nil
                }
            if id != nil { changed.append(key) }
        }
        return changed
    }
}
