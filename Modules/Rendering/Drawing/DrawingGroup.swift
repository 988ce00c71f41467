import Geometry

/// Elements drawn together: moved by ``transform``, faded by ``opacity`` and cut to ``clip``,
/// each as one.
public struct DrawingGroup: Sendable, Equatable {
    public var transform: DrawingTransform?
    public var opacity: Double?
    /// The outline outside which nothing of the group shows, in the group's own coordinates
    /// (after its transform).
    public var clip: DrawingClip?
    public var elements: [DrawingElement]

    public init(
        transform: DrawingTransform? = nil, opacity: Double? = nil, clip: DrawingClip? = nil,
        elements: [DrawingElement] = []
    ) {
        self.transform = transform
        self.opacity = opacity
        self.clip = clip
        self.elements = elements
    }
}

/// The outline a ``DrawingGroup`` is cut to.
public enum DrawingClip: Sendable, Equatable {
    case rect(Rect, radius: Double?)
    case path(DrawingPath)
}
