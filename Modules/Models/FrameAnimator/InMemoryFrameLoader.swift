import Foundation

/// A ``FrameLoader`` over a dictionary of frame bytes, for tests and for frames a script
/// generates.
public struct InMemoryFrameLoader: Sendable, Hashable {
    /// The frames, by name.
    public var frames: [String: Data]

    /// Creates a loader holding `frames`.
    public init(_ frames: [String: Data] = [:]) {
        self.frames = frames
    }
}
