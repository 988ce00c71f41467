/// Why a ``FrameLoader`` could not deliver a frame.
public enum FrameLoaderError: Error, Sendable, Hashable {
    /// Nothing by that name exists; `location` is where the loader looked (a file path, or
    /// "memory").
    case notFound(name: String, location: String)
    /// Something by that name exists but could not be read (a directory, no permission, an I/O
    /// error); `reason` says which.
    case unreadable(name: String, location: String, reason: String)
    /// The name cannot name a frame: empty, absolute, containing a `..` component or a NUL
    /// character. Names are paths relative to the loader's directory and may not leave it.
    case invalidName(String)
    /// The name leads outside the folder the loader is confined to, through a symbolic link
    /// (to the file or to a folder on its way).
    case outsideFolder(name: String)
}

extension FrameLoaderError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .notFound(let name, let location):
            "frame '\(name)' not found (looked in \(location))"
        case .unreadable(let name, let location, let reason):
            "frame '\(name)' at \(location) could not be read: \(reason)"
        case .invalidName(let name):
            "'\(name)' is not a valid frame name (use a non-empty path relative to the frame "
                + "directory, without '..')"
        case .outsideFolder(let name):
            "frame '\(name)' leads outside the script's folder through a symbolic link (files are "
                + "read from the script's folder only)"
        }
    }
}
