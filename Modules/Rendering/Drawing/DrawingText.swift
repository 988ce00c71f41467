import Geometry

/// A line of text whose baseline starts, centres or ends at ``position``.
public struct DrawingText: Sendable, Equatable {
    /// Where the text sits on its baseline's point.
    public enum Anchor: String, Sendable {
        case start
        case middle
        case end
    }

    /// The font families drawings use: generic ones that every renderer resolves
    /// (``SVGFont`` lists the faces tried first).
    public enum Family: Sendable, Equatable {
        /// Proportional text: titles, names, labels.
        case sans
        /// Digits and text frames, where columns must line up.
        case monospace
    }

    public var string: String
    public var position: Point
    public var size: Double
    public var anchor: Anchor
    public var fill: String
    public var isBold: Bool
    public var family: Family
    /// Moves the text within its group (a wheel's names turn along their radius).
    public var transform: DrawingTransform?
    /// Whether runs of spaces are kept (a text frame's columns), rather than collapsed.
    public var keepsSpaces: Bool

    public init(
        _ string: String, at position: Point, size: Double, anchor: Anchor = .start, fill: String = "#222222",
        isBold: Bool = false, family: Family = .sans, transform: DrawingTransform? = nil, keepsSpaces: Bool = false
    ) {
        self.string = string
        self.position = position
        self.size = size
        self.anchor = anchor
        self.fill = fill
        self.isBold = isBold
        self.family = family
        self.transform = transform
        self.keepsSpaces = keepsSpaces
    }
}
