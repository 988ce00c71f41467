import Geometry

/// What one `animate` moves a view to: any of its values, the transform given by its parts,
/// which replace those of the transform's model value when the animation starts.
public struct ViewTargets: Sendable, Hashable {
    public var alpha: Double?
    public var center: Point?
    public var size: Size?
    public var color: HSBColor?
    public var rotation: Angle?
    public var scale: Scale?
    public var translation: Vector?

    /// A scale factor along each axis.
    public struct Scale: Sendable, Hashable {
        public var x: Double
        public var y: Double

        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    public init(
        alpha: Double? = nil, center: Point? = nil, size: Size? = nil, color: HSBColor? = nil,
        rotation: Angle? = nil, scale: Scale? = nil, translation: Vector? = nil
    ) {
        self.alpha = alpha
        self.center = center
        self.size = size
        self.color = color
        self.rotation = rotation
        self.scale = scale
        self.translation = translation
    }

    /// Whether nothing is to be animated.
    public var isEmpty: Bool {
        alpha == nil && center == nil && size == nil && color == nil && rotation == nil && scale == nil
            && translation == nil
    }

    /// `transform` with the given parts replaced, or nil when no part is given.
    public func transform(from transform: AffineTransform.Decomposition) -> AffineTransform.Decomposition? {
        guard rotation != nil || scale != nil || translation != nil else { return nil }
        var result = transform
        if let rotation { result.rotation = rotation }
        if let scale {
            result.scaleX = scale.x
            result.scaleY = scale.y
        }
        if let translation { result.translation = translation }
        return result
    }
}
