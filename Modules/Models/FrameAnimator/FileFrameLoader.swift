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
    /// The most bytes one frame may hold: a larger file is refused before it is read.
    public let byteLimit: Int
    /// The run's files, where each frame read is recorded as an input; nil records nothing.
    public let files: RunFiles?

    /// Creates a loader reading from `directory` (the directory need not exist yet; a missing
    /// one makes every frame not found), confined to `root` (`directory` itself by default).
    public init(directory: String, root: String? = nil, byteLimit: Int = .max, files: RunFiles? = nil) {
        self.directory = directory
        self.root = root ?? directory
        self.byteLimit = byteLimit
        self.files = files
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
        guard target == confinement || target.hasPrefix(confinement.hasSuffix("/") ? confinement : confinement + "/")
        else {
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
        try load(named: name, role: "a frame")
    }

    /// The bytes of the file for `name`, read through ``InputFile`` as `role` ("a frame",
    /// "an image"): a regular file only, at most ``byteLimit`` bytes.
    public func load(named name: String, role: String) throws(FrameLoaderError) -> Data {
        let path = try path(forFrame: name)
        do {
            return try InputFile.contents(at: path, limit: byteLimit, role: role, recordingIn: files)
        } catch {
            switch error.problem {
            case .notFound: throw .notFound(name: name, location: path)
            case .tooLarge, .notRegular, .unreadable:
                throw .unreadable(name: name, location: path, reason: error.reason)
            }
        }
    }
}
