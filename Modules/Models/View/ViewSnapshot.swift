import Geometry

/// The model values of a view at one instant (the end state of everything started), or what
/// it presents at an instant (``AnimatedView/presented(at:)``): what an undo step restores.
public struct ViewSnapshot: Sendable, Hashable {
    public var alpha: Double
    public var center: Point
    public var size: Size
    public var color: HSBColor
    public var transform: AffineTransform.Decomposition
    public var face: String
    public var hidden: Bool

    public init(
        alpha: Double = 1, center: Point = .zero, size: Size = Size(width: 100, height: 100),
        color: HSBColor = HSBColor(hue: 0, saturation: 0, brightness: 1),
        transform: AffineTransform.Decomposition = .identity, face: String = "front", hidden: Bool = false
    ) {
        self.alpha = alpha
        self.center = center
        self.size = size
        self.color = color
        self.transform = transform
        self.face = face
        self.hidden = hidden
    }
}
