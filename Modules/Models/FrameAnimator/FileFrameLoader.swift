import Foundation

/// A ``FrameLoader`` that reads frames from files in a directory with Foundation: the frame
/// `"walk/03.png"` is the file `<directory>/walk/03.png`.
///
/// Names are confined to the directory: absolute names and `..` components are refused with
/// ``FrameLoaderError/invalidName(_:)``, so a script cannot read arbitrary files through an
/// animator. Symbolic links are resolved and the file they lead to must still be inside
/// `root` (the script's folder), or the name is refused with
/// ``FrameLoaderError/outsideFolder(name:)``.
public struct FileFrameLoader: Sendable, Hashable {
    /// The directory frame names are relative to.
    public let directory: String
    /// The folder no frame may lead out of, links resolved: `directory` or a folder holding it.
    public let root: String

    /// Creates a loader reading from `directory` (the directory need not exist yet; a missing
    /// one makes every frame not found), confined to `root` (`directory` itself by default).
    public init(directory: String, root: String? = nil) {
        self.directory = directory
        self.root = root ?? directory
    }

    /// The path of the file that holds the frame `name`.
    ///
    /// - Throws: ``FrameLoaderError/invalidName(_:)`` for a name that is empty, absolute, or
    ///   contains a `..` component or a NUL character;
    ///   ``FrameLoaderError/outsideFolder(name:)`` when links take it out of `root`.
    public func path(forFrame name: String) throws(FrameLoaderError) -> String {
        let components = name.split(separator: "/", omittingEmptySubsequences: false)
        guard !name.isEmpty, !name.hasPrefix("/"), !name.contains("\0"),
            !components.contains(where: { $0 == ".." })
        else { throw .invalidName(name) }
        let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
        // Resolve, then check: a link beside the script may point anywhere. By the path's own
        // bytes, so that a name that is not UTF-8 finds its file.
        let confinement = LosslessFile.resolved(root)
        let target = LosslessFile.resolved(path)
        guard target == confinement || target.hasPrefix(confinement.hasSuffix("/") ? confinement : confinement + "/") else {
            throw .outsideFolder(name: name)
        }
        return path
    }
}

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
