/// How a shape is painted. Colours are CSS colours ("#2f6fdf", "none"), as SVG and the live
/// page read them.
public struct DrawingStyle: Sendable, Equatable {
    /// How overlapping parts of a path are filled.
    public enum FillRule: String, Sendable {
        case nonZero = "nonzero"
        case evenOdd = "evenodd"
    }

    /// How the ends of an open stroke are drawn.
    public enum LineCap: String, Sendable {
        case butt
        case round
        case square
    }

    public var fill: String
    public var stroke: String?
    public var strokeWidth: Double?
    /// The opacity of the whole shape, 0...1.
    public var opacity: Double?
    /// The opacity of the fill alone.
    public var fillOpacity: Double?
    public var fillRule: FillRule?
    /// Lengths of dashes and gaps along the stroke, alternately.
    public var dash: [Double]?
    public var lineCap: LineCap?
    /// Moves the shape within its group.
    public var transform: DrawingTransform?

    public init(
        fill: String = "none", stroke: String? = nil, strokeWidth: Double? = nil, opacity: Double? = nil,
        fillOpacity: Double? = nil, fillRule: FillRule? = nil, dash: [Double]? = nil, lineCap: LineCap? = nil,
        transform: DrawingTransform? = nil
    ) {
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.opacity = opacity
        self.fillOpacity = fillOpacity
        self.fillRule = fillRule
        self.dash = dash
        self.lineCap = lineCap
        self.transform = transform
    }
}
