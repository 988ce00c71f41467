import Geometry

/// One of the two small circles of the effect animation, at one instant.
public struct CountdownEffectCircle: Sendable, Hashable {
    /// How far the circle has turned from 12 o'clock, clockwise on screen, in [0°, 360°]: the
    /// seed's `rotationEffect` angle. 0° and 360° are both 12 o'clock.
    public var rotation: Angle
    /// The circle's centre relative to the centre of the ring, in points, y growing downwards:
    /// 12 o'clock is (0, −radius), 3 o'clock (radius, 0).
    public var center: Point
    /// The circle's diameter in points.
    public var diameter: Double
    /// The fill: the current hue at full saturation and brightness, with the effect's opacity.
    public var color: HSBColor

    /// Creates a circle state.
    public init(rotation: Angle, center: Point, diameter: Double, color: HSBColor) {
        self.rotation = rotation
        self.center = center
        self.diameter = diameter
        self.color = color
    }
}
