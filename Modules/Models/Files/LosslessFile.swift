import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The file system reached by a path's own bytes. A script's names are byte strings, held in
/// Swift with `String(losslessBytes:)`; Foundation's file APIs would encode such a path as UTF-8
/// and miss a file whose name is not (`caf\xE9.txt` in Latin-1). These calls pass
/// ``Swift/String/losslessBytes`` to the system instead.
public enum LosslessFile {
    /// What is at a path.
    public enum Kind: Sendable, Equatable {
        case file
        case directory
    }

    /// What is at `path`, links followed; nil when nothing is (or it cannot be reached).
    public static func kind(at path: String) -> Kind? {
        var status = stat()
        guard stat(path.losslessCString, &status) == 0 else { return nil }
        return (status.st_mode & S_IFMT) == S_IFDIR ? .directory : .file
    }

    /// The bytes of the file at `path`.
    ///
    /// - Throws: `CocoaError(.fileReadNoSuchFile)` or `.fileReadUnknown` with the system's
    ///   reason, as Foundation's own readers do.
    public static func contents(at path: String) throws -> Data {
        let descriptor = open(path.losslessCString, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw readError(errno, path) }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw readError(errno, path)
            }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// `path` made absolute with its symbolic links resolved as far as it exists: the longest
    /// existing prefix resolved by the system, the rest appended as it is.
    public static func resolved(_ path: String) -> String {
        var head = path.isEmpty ? "." : path
        var rest: [Substring] = []
        while true {
            if let real = realPath(head) {
                return ([Substring(real)] + rest.reversed()).joined(separator: "/")
                    .replacingOccurrences(of: "//", with: "/")
            }
            // "." and "/" always resolve, unless the working directory is gone.
            guard head != ".", head != "/" else { return path }
            guard let slash = head.lastIndex(of: "/") else {
                rest.append(Substring(head))
                head = "."
                continue
            }
            rest.append(head[head.index(after: slash)...])
            head = slash == head.startIndex ? "/" : String(head[..<slash])
        }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path.losslessCString, nil) else { return nil }
        defer { free(resolved) }
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(resolved).assumingMemoryBound(to: UInt8.self), count: strlen(resolved))
        return String(losslessBytes: Array(bytes))
    }

    private static func readError(_ code: Int32, _ path: String) -> CocoaError {
        let reason = String(cString: strerror(code))
        return CocoaError(code == ENOENT ? .fileReadNoSuchFile : .fileReadUnknown,
                          userInfo: [NSFilePathErrorKey: path, NSLocalizedDescriptionKey: reason])
    }
}
