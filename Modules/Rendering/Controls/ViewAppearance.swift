import Geometry
import Models

/// What a view shows at one instant: its presented values (the animations' values at that time,
/// not the model values they are heading for), as UIKit's presentation layer has them.
public struct ViewAppearance: Sendable, Hashable {
    public var alpha: Double
    public var center: Point
    public var size: Size
    public var color: HSBColor
    /// Applied about the centre, as UIKit applies a view's transform.
    public var transform: AffineTransform
    /// The face transition at this instant (at rest on the face shown).
    public var face: TransitionState<String>
    public var isHidden: Bool

    public init(
        alpha: Double, center: Point, size: Size, color: HSBColor, transform: AffineTransform,
        face: TransitionState<String>, isHidden: Bool
    ) {
        self.alpha = alpha
        self.center = center
        self.size = size
        self.color = color
        self.transform = transform
        self.face = face
        self.isHidden = isHidden
    }
}
