import Foundation

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
