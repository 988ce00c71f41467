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
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .notFound(name: name, location: path)
        }
        guard !isDirectory.boolValue else {
            throw .unreadable(name: name, location: path, reason: "it is a directory")
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(name: name, location: path, reason: error.localizedDescription)
        }
    }
}
