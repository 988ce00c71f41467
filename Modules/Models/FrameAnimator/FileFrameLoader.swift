import Foundation

/// A ``FrameLoader`` that reads frames from files in a directory with Foundation: the frame
/// `"walk/03.png"` is the file `<directory>/walk/03.png`.
///
/// Names are confined to the directory: absolute names and `..` components are refused with
/// ``FrameLoaderError/invalidName(_:)``, so a script cannot read arbitrary files through an
/// animator. Symbolic links inside the directory are followed as the file system does.
public struct FileFrameLoader: Sendable, Hashable {
    /// The directory frame names are relative to.
    public let directory: String

    /// Creates a loader reading from `directory` (the directory need not exist yet; a missing
    /// one makes every frame not found).
    public init(directory: String) {
        self.directory = directory
    }

    /// The path of the file that holds the frame `name`.
    ///
    /// - Throws: ``FrameLoaderError/invalidName(_:)`` for a name that is empty, absolute, or
    ///   contains a `..` component or a NUL character.
    public func path(forFrame name: String) throws(FrameLoaderError) -> String {
        let components = name.split(separator: "/", omittingEmptySubsequences: false)
        guard !name.isEmpty, !name.hasPrefix("/"), !name.contains("\0"),
            !components.contains(where: { $0 == ".." })
        else { throw .invalidName(name) }
        return URL(fileURLWithPath: directory, isDirectory: true).appendingPathComponent(name).path
    }
}
