/// What a ``TransitionTrack`` shows at one instant: the two faces involved and the frame that
/// places them. At rest both faces are the face shown and the frame is ``TransitionFrame/resting``.
public struct TransitionState<Face: Sendable>: Sendable {
    /// The face the running transition hides (at rest, the face shown).
    public let outgoing: Face
    /// The face it shows (at rest, the face shown).
    public let incoming: Face
    /// The geometry of both faces.
    public let frame: TransitionFrame
    /// The kind of the running transition; `nil` at rest.
    public let kind: TransitionKind?
    /// The id of the running transition; `nil` at rest.
    public let transitionID: AnimationID?

    /// Creates a state from its parts.
    public init(
        outgoing: Face,
        incoming: Face,
        frame: TransitionFrame,
        kind: TransitionKind?,
        transitionID: AnimationID?
    ) {
        self.outgoing = outgoing
        self.incoming = incoming
        self.frame = frame
        self.kind = kind
        self.transitionID = transitionID
    }

    /// The state at rest on `face`.
    public static func resting(on face: Face) -> TransitionState {
        TransitionState(outgoing: face, incoming: face, frame: .resting, kind: nil, transitionID: nil)
    }

    /// The face covering most of the view (``TransitionFrame/face``).
    public var shownFace: Face {
        frame.face == .outgoing ? outgoing : incoming
    }

    /// Whether a transition is running.
    public var isTransitioning: Bool {
        transitionID != nil
    }
}

extension TransitionState: Equatable where Face: Equatable {
    /// States are equal when all their parts are.
    public static func == (lhs: TransitionState, rhs: TransitionState) -> Bool {
        lhs.outgoing == rhs.outgoing && lhs.incoming == rhs.incoming && lhs.frame == rhs.frame
            && lhs.kind == rhs.kind && lhs.transitionID == rhs.transitionID
    }
}

extension TransitionState: Hashable where Face: Hashable {
    /// Hashes all the parts, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(outgoing)
        hasher.combine(incoming)
        hasher.combine(frame)
        hasher.combine(kind)
        hasher.combine(transitionID)
    }
}
