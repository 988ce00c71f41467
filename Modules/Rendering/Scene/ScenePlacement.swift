import Geometry

/// Where one control's drawing sits in a scene's SVG document: what a page needs to turn a
/// pointer on the picture into a point in the control's own drawing.
public struct ScenePlacement: Sendable, Hashable {
    /// The control's id (the host's).
    public let id: Int
    /// Its title, as the box shows it (`Wheel #1`).
    public let title: String
    /// Its kind (`Wheel`, `Memory`, …), as ``SceneContent/kind`` names it.
    public let kind: String
    /// The drawing's rectangle in the document's coordinates.
    public let frame: Rect

    public init(id: Int, title: String, kind: String, frame: Rect) {
        self.id = id
        self.title = title
        self.kind = kind
        self.frame = frame
    }
}
