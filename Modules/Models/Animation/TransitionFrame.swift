import Geometry

/// What a transition shows at one instant: which face covers the view and the geometry and
/// opacity of both faces. ``TransitionKind`` documents the conventions.
///
/// A renderer draws the faces whose opacity is above 0. For flips only the shown face is
/// visible, scaled by ``xScale`` and ``yScale`` about the view's centre (a perspective renderer
/// can use ``rotation`` instead). For curls it draws the face that is not curling flat, then the
/// ``curlingFace`` with ``curl`` of it lifted away. For a cross dissolve it draws both faces with
/// their opacities.
public struct TransitionFrame: Sendable, Hashable {
    /// The transition's progress in [0, 1], after the timing curve.
    public var progress: Double
    /// The face covering most of the view: outgoing before halfway, incoming from halfway on.
    public var face: TransitionFace
    /// The horizontal scale of the shown face: below 1 only in flips about the vertical axis.
    public var xScale: Double
    /// The vertical scale of the shown face: below 1 only in flips about the horizontal axis.
    public var yScale: Double
    /// How far the shown face has turned away from facing the viewer about the flip axis, in
    /// [−π/2, π/2]: 0 at both ends of a flip and for every other kind. Positive for flips from
    /// the left and from the top.
    public var rotation: Angle
    /// The fraction of ``curlingFace`` lifted off the view: 0 lying flat over all of it, 1
    /// curled entirely away. 0 for kinds that do not curl.
    public var curl: Double
    /// The face that curls: the outgoing one in a curl up, the incoming one in a curl down;
    /// `nil` for kinds that do not curl.
    public var curlingFace: TransitionFace?
    /// The opacity of the outgoing face, 0 when it is not visible at all.
    public var outgoingOpacity: Double
    /// The opacity of the incoming face, 0 when it is not visible at all.
    public var incomingOpacity: Double

    /// Creates a frame from its parts.
    public init(
        progress: Double,
        face: TransitionFace,
        xScale: Double,
        yScale: Double,
        rotation: Angle,
        curl: Double,
        curlingFace: TransitionFace?,
        outgoingOpacity: Double,
        incomingOpacity: Double
    ) {
        self.progress = progress
        self.face = face
        self.xScale = xScale
        self.yScale = yScale
        self.rotation = rotation
        self.curl = curl
        self.curlingFace = curlingFace
        self.outgoingOpacity = outgoingOpacity
        self.incomingOpacity = incomingOpacity
    }

    /// The frame when nothing is transitioning: only the incoming face (which is then the face
    /// at rest), flat and at full size.
    public static let resting = TransitionFrame(
        progress: 1,
        face: .incoming,
        xScale: 1,
        yScale: 1,
        rotation: .zero,
        curl: 0,
        curlingFace: nil,
        outgoingOpacity: 0,
        incomingOpacity: 1
    )

    /// The fraction of ``curlingFace`` still lying flat, 1 − ``curl``: for a curl up, the
    /// fraction of the outgoing (front) face still flat.
    public var flatFraction: Double {
        1 - curl
    }

    /// The opacity of `face`.
    public func opacity(of face: TransitionFace) -> Double {
        face == .outgoing ? outgoingOpacity : incomingOpacity
    }
}
