/// An annulus around a centre, for hit-testing rotary controls: touches closer than the inner
/// radius fall in the dead zone (where the angle is too jumpy to use), touches beyond the outer
/// radius miss the rim.
///
/// Both boundaries are inclusive: a point exactly `innerRadius` or `outerRadius` away is
/// inside. A ring whose inner radius exceeds its outer radius contains nothing; a negative inner
/// radius acts as zero (a full disc); NaN anywhere makes every test fail.
public struct Ring: Sendable, Hashable {
    /// The centre of both circles.
    public var center: Point
    /// The radius of the dead zone; distances below it are outside the ring.
    public var innerRadius: Double
    /// The radius of the rim; distances above it are outside the ring.
    public var outerRadius: Double

    /// Creates a ring from its centre and radii.
    public init(center: Point, innerRadius: Double, outerRadius: Double) {
        self.center = center
        self.innerRadius = innerRadius
        self.outerRadius = outerRadius
    }

    /// Whether the point lies in the ring: `innerRadius ≤ distance ≤ outerRadius`.
    public func contains(_ point: Point) -> Bool {
        let distance = point.distance(to: center)
        return distance >= innerRadius && distance <= outerRadius
    }
}
