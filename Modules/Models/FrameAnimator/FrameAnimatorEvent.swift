/// Something a ``FrameAnimator`` run did at an instant, for a runtime to turn into the seed's
/// start, stop and frame-change callbacks.
///
/// ``FrameAnimator/events(from:to:limit:)`` reports them for an interval of time. Each carries
/// the opaque ``context`` passed to ``FrameAnimator/start(at:context:)``, the seed's
/// `startAnimatingWithContext:` argument.
public struct FrameAnimatorEvent: Sendable, Hashable {
    /// What happened.
    public enum Kind: Sendable, Hashable {
        /// The run began, showing ``FrameAnimatorEvent/index``.
        case started
        /// The run moved on to the frame at ``FrameAnimatorEvent/index``.
        case frameChanged
        /// The run ended; ``FrameAnimatorEvent/index`` is the frame left showing.
        case stopped(FrameAnimatorStopReason)
    }

    /// What happened.
    public var kind: Kind
    /// When, in seconds on the caller's clock.
    public var time: Double
    /// The frame shown from this instant (for a stop: the frame left showing).
    public var index: Int
    /// The name of that frame.
    public var frameName: String
    /// The opaque context id given at the start of the run, `nil` if none was.
    public var context: Int?

    /// Creates an event.
    public init(kind: Kind, time: Double, index: Int, frameName: String, context: Int?) {
        self.kind = kind
        self.time = time
        self.index = index
        self.frameName = frameName
        self.context = context
    }

    /// The kind as scripts name it: "start", "frame" or "stop".
    public var name: String {
        switch kind {
        case .started: "start"
        case .frameChanged: "frame"
        case .stopped: "stop"
        }
    }
}
