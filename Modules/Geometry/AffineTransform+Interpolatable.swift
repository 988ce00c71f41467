extension AffineTransform: Interpolatable {
    /// The transform a fraction of the way to `end`, interpolating decomposed parts (scale,
    /// shear, rotation as a scalar, translation) rather than matrix fields, so a rotation stays
    /// a rotation instead of shrinking through the middle.
    ///
    /// A matrix only holds a rotation in (−π, π], so this goes from 170° to −170° the long way
    /// (through 0°) and can never turn more than half a turn each way. To control the
    /// direction or the number of turns, interpolate ``Decomposition`` values instead.
    public func interpolated(to end: AffineTransform, at fraction: Double) -> AffineTransform {
        AffineTransform(decomposed().interpolated(to: end.decomposed(), at: fraction))
    }
}
