#if canImport(Glibc)
import Glibc
#endif

/// Which file a path or a descriptor reaches: its device and inode. Two paths that name one
/// file through links, `..` or a bind mount have one identity, so the run's inputs and outputs
/// are compared by it rather than by their names.
public struct FileIdentity: Hashable, Sendable {
    public let device: UInt64
    public let inode: UInt64

    public init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }

    /// The file at `path`, links followed; nil when nothing is there.
    public init?(path: String) {
        var status = stat()
        guard stat(path.losslessCString, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The file open on `descriptor`; nil when it is not open.
    public init?(descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        self.init(status)
    }

    init(_ status: stat) {
        device = UInt64(truncatingIfNeeded: status.st_dev)
        inode = UInt64(truncatingIfNeeded: status.st_ino)
    }
}

/// What kind of thing a `stat` found, in words for messages.
enum FileKind {
    static func words(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: "a regular file"
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }

    static func isRegular(_ mode: mode_t) -> Bool { mode & S_IFMT == S_IFREG }
    static func isDirectory(_ mode: mode_t) -> Bool { mode & S_IFMT == S_IFDIR }
}

/// The system's reason for `code`, in words.
func systemReason(_ code: Int32) -> String {
    String(cString: strerror(code))
}
