import Foundation

/// A file frame loader reads frames from its directory.
extension FileFrameLoader: FrameLoader {
    /// The bytes of the file for `name`.
    ///
    /// - Throws: ``FrameLoaderError/notFound(name:location:)`` when there is no such file,
    ///   ``FrameLoaderError/unreadable(name:location:reason:)`` when it is a directory or reading
    ///   fails, ``FrameLoaderError/invalidName(_:)`` for a name outside the directory.
    public func loadFrame(named name: String) throws(FrameLoaderError) -> Data {
        let path = try path(forFrame: name)
        switch LosslessFile.kind(at: path) {
        case nil: throw .notFound(name: name, location: path)
        case .directory: throw .unreadable(name: name, location: path, reason: "it is a directory")
        case .file: break
        }
        do {
            return try LosslessFile.contents(at: path)
        } catch {
            throw .unreadable(name: name, location: path, reason: error.localizedDescription)
        }
    }
}
