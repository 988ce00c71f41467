import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The one way a run reads a file it depends on: the script, a module, a frame, an image.
///
/// Only a regular file is read: a FIFO, a device, a socket or a directory is refused before a
/// byte is read (a FIFO with no writer would block the run for ever, `/dev/zero` never ends).
/// The size is checked against `limit` before reading, so a file larger than the run may hold
/// is refused rather than read until the allocator fails. The file is opened by its path's own
/// bytes (a name that is not UTF-8 finds its file), and recorded in the run's ``RunFiles`` as
/// an input, so no output of the run can replace it.
public enum InputFile {
    /// The bytes of the regular file at `path`, at most `limit` of them.
    ///
    /// - Parameters:
    ///   - role: what the file is to the run, for messages and the record ("a module").
    ///   - files: the run's files, where the input is recorded; nil records nothing.
    /// - Throws: ``InputFileError`` saying, in words, why the file was not read.
    public static func contents(
        at path: String, limit: Int, role: String, recordingIn files: RunFiles? = nil
    ) throws(InputFileError) -> Data {
        let name = path.losslessCString
        guard !path.isEmpty, !name.dropLast().contains(0) else {
            throw InputFileError(path: path, role: role, problem: .notFound)
        }
        // O_NONBLOCK: opening a FIFO that no one writes to would otherwise wait for a writer.
        let descriptor = open(name, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            throw InputFileError(
                path: path, role: role,
                problem: code == ENOENT || code == ENOTDIR ? .notFound : .unreadable(systemReason(code)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw InputFileError(path: path, role: role, problem: .unreadable(systemReason(errno)))
        }
        guard FileKind.isRegular(status.st_mode) else {
            throw InputFileError(path: path, role: role, problem: .notRegular(kind: FileKind.words(status.st_mode)))
        }
        let size = Int(clamping: status.st_size)
        guard size <= limit else {
            throw InputFileError(path: path, role: role, problem: .tooLarge(size: size, limit: limit))
        }
        files?.recordInput(FileIdentity(status), path: path, role: role)
        // A regular file never blocks; read what `fstat` counted (a file that grows meanwhile
        // is read as it was, one that shrinks as it is).
        var data = Data(count: size)
        var filled = 0
        while filled < size {
            let count = data.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress.map { $0 + filled }, size - filled)
            }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw InputFileError(path: path, role: role, problem: .unreadable(systemReason(errno)))
            }
            filled += count
        }
        if filled < size { data.removeSubrange(filled...) }
        return data
    }

    /// The size of the regular file at `path`, links followed; nil when there is none.
    public static func size(at path: String) -> Int? {
        var status = stat()
        guard stat(path.losslessCString, &status) == 0, FileKind.isRegular(status.st_mode) else { return nil }
        return Int(clamping: status.st_size)
    }
}

/// Why ``InputFile`` did not read a file.
public struct InputFileError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Problem: Equatable, Sendable {
        case notFound
        /// A FIFO, a device, a socket, a directory: `kind` says which, in words.
        case notRegular(kind: String)
        case tooLarge(size: Int, limit: Int)
        /// The system's reason, in words.
        case unreadable(String)
    }

    public let path: String
    /// What the file was to be ("the script", "a module", "a frame", "an image").
    public let role: String
    public let problem: Problem

    public init(path: String, role: String, problem: Problem) {
        self.path = path
        self.role = role
        self.problem = problem
    }

    /// Why, without the file's name: "it is a FIFO (named pipe), not a regular file".
    public var reason: String {
        switch problem {
        case .notFound: "no such file"
        case .notRegular(let kind): "it is \(kind), not a regular file"
        case .tooLarge(let size, let limit):
            "it holds \(Self.bytes(size)), more than the \(Self.bytes(limit)) a run may read"
        case .unreadable(let reason): reason
        }
    }

    public var description: String {
        "cannot read \(role) '\(path.rawBytesEscaped)': \(reason)"
    }

    static func bytes(_ count: Int) -> String {
        count < 1024
            ? "\(count) bytes"
            : count < 1 << 20
                ? String(format: "%.1f KiB", Double(count) / 1024)
                : count < 1 << 30
                    ? String(format: "%.1f MiB", Double(count) / 1_048_576)
                    : String(format: "%.1f GiB", Double(count) / 1_073_741_824)
    }
}
