import Geometry

/// A move of a group or a shape: steps applied in order, as SVG's `transform` lists them
/// (the first step is the outermost).
public struct DrawingTransform: Sendable, Equatable {
    public enum Step: Sendable, Equatable {
        case translate(x: Double, y: Double)
        /// The same scale along both axes.
        case scale(Double)
        case scaleAxes(x: Double, y: Double)
        /// A turn clockwise (y down) by `degrees` about the origin.
        case rotate(degrees: Double)
        case matrix(AffineTransform)
    }

    public var steps: [Step]

    public init(_ steps: [Step]) {
        self.steps = steps
    }

    public static func translate(_ x: Double, _ y: Double) -> DrawingTransform {
        DrawingTransform([.translate(x: x, y: y)])
    }

    /// Whether the transform moves nothing.
    public var isEmpty: Bool { steps.isEmpty }

    /// The steps as one affine transform, for a renderer that works with matrices: a point
    /// goes through the last step first, as in SVG.
    public var affineTransform: AffineTransform {
        steps.reduce(AffineTransform.identity) { total, step in
            let next: AffineTransform =
                switch step {
                case .translate(let x, let y): AffineTransform(translationX: x, y: y)
                case .scale(let s): AffineTransform(scaleX: s, y: s)
                case .scaleAxes(let x, let y): AffineTransform(scaleX: x, y: y)
                case .rotate(let degrees): AffineTransform(rotationAngle: .degrees(degrees))
                case .matrix(let matrix): matrix
                }
            return next.concatenating(total)
        }
    }
}
