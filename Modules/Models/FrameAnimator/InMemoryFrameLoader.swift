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

/// An in-memory frame loader serves the frames it holds.
extension InMemoryFrameLoader: FrameLoader {
    /// The bytes stored under `name`.
    ///
    /// - Throws: ``FrameLoaderError/notFound(name:location:)`` (location "memory") when there are
    ///   none.
    public func loadFrame(named name: String) throws(FrameLoaderError) -> Data {
        guard let data = frames[name] else { throw .notFound(name: name, location: "memory") }
        return data
    }
}
