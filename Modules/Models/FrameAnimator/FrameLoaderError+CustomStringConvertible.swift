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
