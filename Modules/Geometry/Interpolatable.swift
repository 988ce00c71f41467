/// A value that can be blended with another of its kind, for animations.
///
/// `fraction` is not clamped: 0 gives the start, 1 the end, and values outside [0, 1]
/// extrapolate, which is what overshooting timing curves (springs, Béziers with y outside
/// [0, 1]) need. A NaN fraction gives NaN coordinates.
public protocol Interpolatable {
    /// The value `fraction` of the way from `self` to `end`.
    func interpolated(to end: Self, at fraction: Double) -> Self
}

extension Double: Interpolatable {
    /// Linear interpolation (lerp), exact at both ends: `fraction` 0 gives `self` and 1 gives
    /// `end` bit for bit, which the naive `a + (b − a)·t` does not guarantee at 1.
    public func interpolated(to end: Double, at fraction: Double) -> Double {
        let difference = end - self
        return fraction < 0.5
            ? self + difference * fraction
            : end - difference * (1 - fraction)
    }
}
