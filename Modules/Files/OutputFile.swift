import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The one way the program writes a file: SVG frames, recordings, traces, saved touches,
/// LuaCATS annotations.
///
/// - It refuses a path that is an input of the run (the script, a module, a frame, an image,
///   standard input's file) or another output of the same run, by the files' identities and
///   their resolved paths (``RunFiles``), and a file that holds something this output would
///   not replace (``Replacing``).
/// - A regular file is written to a temporary file beside it and renamed into place by
///   ``commit()``: a run that fails or is stopped leaves the file as it was, never half
///   written. The temporary file is removed when the output is not committed.
/// - A device or a FIFO (`/dev/stdout`, a pipe a reader waits on) is written in place; a FIFO
///   that no process reads is refused rather than waited on.
/// - Every failed write, close and rename is an ``OutputFileError`` that names the file and
///   says why in words.
public final class OutputFile {
    /// The path as the user named it.
    public let path: String
    /// What is written, for messages: "the trace", "the recording".
    public let purpose: String
    /// Bytes written so far.
    public private(set) var byteCount = 0

    private let files: RunFiles?
    /// The option that named the file, for messages.
    private let option: String?
    /// Where the file ends up: the path with its links resolved, so a link keeps pointing at
    /// the new file.
    private let destination: String
    /// The temporary file renamed into place by `commit()`; nil when writing in place.
    private var temporary: String?
    private var descriptor: Int32
    private var failure: OutputFileError?
    private var isFinished = false

    /// Opens `path` for `purpose`, after ``vet(path:purpose:option:files:replacing:)``.
    ///
    /// - Parameters:
    ///   - option: the option that named the file (`--trace`), claimed in `files` and named in
    ///     messages; nil for an output outside a run's set.
    ///   - files: the run's files: an input there is refused, and so is another output's path.
    ///   - replacing: which existing regular files this output may replace.
    public init(
        path: String, purpose: String, option: String? = nil, files: RunFiles? = nil, replacing: Replacing = .anyFile
    ) throws(OutputFileError) {
        self.path = path
        self.purpose = purpose
        self.files = files
        self.option = option
        let target = try Self.vet(path: path, purpose: purpose, option: option, files: files, replacing: replacing)
        let failure = { (problem: OutputFileError.Problem) in
            OutputFileError(path: path, purpose: purpose, option: option, problem: problem)
        }
        destination = LosslessFile.resolved(path)
        switch target {
        case .inPlace:
            // A device or a FIFO. O_NONBLOCK so that a FIFO nobody reads fails at once (ENXIO)
            // instead of blocking the run until someone does.
            let opened = open(path.losslessCString, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            guard opened >= 0 else {
                let code = errno
                throw failure(.system(code == ENXIO ? "no process is reading from it" : systemReason(code)))
            }
            _ = fcntl(opened, F_SETFL, fcntl(opened, F_GETFL) & ~O_NONBLOCK)
            descriptor = opened
            temporary = nil
        case .replaced(let mode), .created(let mode):
            let (opened, name) = try Self.createTemporary(beside: destination, failure: failure)
            descriptor = opened
            temporary = name
            // The new file keeps the permissions of the one it replaces.
            if let mode { _ = fchmod(opened, mode) }
        }
    }

    /// The temporary file that ``commit()`` renames into place, for another program to write
    /// by name (ffmpeg, which reopens its output to move an index to the front); nil when the
    /// output is written in place (a device, a FIFO), where that program writes to
    /// ``descriptor`` instead.
    public var temporaryPath: String? { isFinished ? nil : temporary }

    /// The open file (the temporary file, or the device or FIFO itself).
    public var fileDescriptor: Int32 { descriptor }

    /// Standard output, written in place (whatever it is: a terminal, a pipe, a file the shell
    /// opened), with every write and close error reported.
    public init(standardOutputFor purpose: String) throws(OutputFileError) {
        path = "standard output"
        self.purpose = purpose
        files = nil
        option = nil
        destination = path
        temporary = nil
        descriptor = dup(1)
        guard descriptor >= 0 else {
            throw OutputFileError(path: path, purpose: purpose, problem: .system(systemReason(errno)))
        }
    }

    /// What an output's path holds, as ``vet(path:purpose:option:files:replacing:)`` found it.
    public enum Target: Sendable, Equatable {
        /// A device or a FIFO, written in place.
        case inPlace
        /// A regular file this output may replace, and its permissions.
        case replaced(mode: mode_t?)
        /// Nothing yet.
        case created(mode: mode_t?)
    }

    /// Checks that `path` may be this output, and claims it in `files` under `option`: not an
    /// empty name, not an input of the run, not another output's path, not a directory, not a
    /// file `replacing` does not accept. Creates nothing: what the system may still refuse
    /// (a missing folder, a permission) is found when the file is opened.
    @discardableResult
    public static func vet(
        path: String, purpose: String, option: String? = nil, files: RunFiles? = nil, replacing: Replacing = .anyFile
    ) throws(OutputFileError) -> Target {
        func failure(_ problem: OutputFileError.Problem) -> OutputFileError {
            OutputFileError(path: path, purpose: purpose, option: option, problem: problem)
        }
        guard !path.isEmpty else { throw failure(.emptyName) }
        guard !path.losslessCString.dropLast().contains(0) else { throw failure(.system("the name holds a NUL byte")) }
        if let files, let option, let conflict = files.claimOutput(path, option: option) {
            throw failure(conflict.problem)
        } else if let files, option == nil, let input = files.input(at: path) {
            throw failure(.isInput(role: input.role))
        }
        var status = stat()
        guard stat(path.losslessCString, &status) == 0 else { return .created(mode: nil) }
        if FileKind.isDirectory(status.st_mode) { throw failure(.isDirectory) }
        if !FileKind.isRegular(status.st_mode) { return .inPlace }
        if status.st_size > 0, let expected = replacing.expected, !replacing.accepts(head(of: path)) {
            throw failure(.wouldReplace(expected: expected))
        }
        return .replaced(mode: status.st_mode & 0o7777)
    }

    deinit {
        if !isFinished { discard() }
    }

    /// Writes `bytes` after what was written so far.
    public func write(_ bytes: UnsafeRawBufferPointer) throws(OutputFileError) {
        if let failure { throw failure }
        guard !isFinished else {
            throw OutputFileError(
                path: path, purpose: purpose, option: option, problem: .system("it is already closed"))
        }
        var offset = 0
        while offset < bytes.count {
            let count = Glibc.write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                let error = OutputFileError(
                    path: path, purpose: purpose, option: option, problem: .system(systemReason(errno)))
                failure = error
                throw error
            }
            offset += count
        }
        byteCount += bytes.count
    }

    public func write(_ data: Data) throws(OutputFileError) {
        do {
            try data.withUnsafeBytes { bytes in try write(bytes) }
        } catch let error as OutputFileError {
            throw error
        } catch {
            throw OutputFileError(path: path, purpose: purpose, option: option, problem: .system("\(error)"))
        }
    }

    public func write(_ text: String) throws(OutputFileError) {
        try write(Data(text.utf8))
    }

    /// Closes the file and puts it in place. Checks once more that the file it replaces is not
    /// an input of the run (a module the script required after the output was opened).
    public func commit() throws(OutputFileError) {
        guard !isFinished else { return }
        if let failure {
            discard()
            throw failure
        }
        isFinished = true
        let closed = close(descriptor)
        let closeCode = errno
        guard let temporary else {
            if closed != 0 {
                throw OutputFileError(
                    path: path, purpose: purpose, option: option, problem: .system(systemReason(closeCode)))
            }
            return
        }
        if closed != 0 {
            unlink(temporary.losslessCString)
            throw OutputFileError(
                path: path, purpose: purpose, option: option, problem: .system(systemReason(closeCode)))
        }
        if let files, let input = files.input(at: destination) {
            unlink(temporary.losslessCString)
            throw OutputFileError(path: path, purpose: purpose, option: option, problem: .isInput(role: input.role))
        }
        if rename(temporary.losslessCString, destination.losslessCString) != 0 {
            let code = errno
            unlink(temporary.losslessCString)
            throw OutputFileError(path: path, purpose: purpose, option: option, problem: .system(systemReason(code)))
        }
    }

    /// Closes the file and leaves the destination as it was.
    public func discard() {
        guard !isFinished else { return }
        isFinished = true
        close(descriptor)
        if let temporary { unlink(temporary.losslessCString) }
    }

    /// Writes `data` to `path` as one whole file (see ``init(path:purpose:option:files:replacing:)``).
    public static func write(
        _ data: Data, to path: String, purpose: String, option: String? = nil, files: RunFiles? = nil,
        replacing: Replacing = .anyFile
    ) throws(OutputFileError) {
        let file = try OutputFile(path: path, purpose: purpose, option: option, files: files, replacing: replacing)
        do {
            try file.write(data)
            try file.commit()
        } catch {
            file.discard()
            throw error
        }
    }

    /// The first bytes (up to 4 KiB) of the file at `path`, for ``Replacing``; none when it
    /// cannot be read.
    public static func head(of path: String) -> [UInt8] {
        let descriptor = open(path.losslessCString, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        return Array(bytes.prefix(max(0, count)))
    }

    /// Creates `.NAME.playground-XXXXXX` beside `destination`, readable as the umask allows.
    private static func createTemporary(
        beside destination: String, failure: (OutputFileError.Problem) -> OutputFileError
    ) throws(OutputFileError) -> (Int32, String) {
        let slash = destination.lastIndex(of: "/")
        let folder = slash.map { String(destination[..<$0]) } ?? "."
        let name = slash.map { String(destination[destination.index(after: $0)...]) } ?? destination
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<16 {
            let suffix = String(generator.next() & 0xFFFF_FFFF, radix: 36)
            let candidate = (folder.isEmpty ? "" : folder) + "/." + name + ".playground-" + suffix
            let opened = open(candidate.losslessCString, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if opened >= 0 { return (opened, candidate) }
            let code = errno
            if code == EEXIST { continue }
            if code == ENOENT || code == ENOTDIR {
                throw failure(.noFolder)
            }
            throw failure(.system(systemReason(code)))
        }
        throw failure(.system("no temporary file could be created beside it"))
    }
}

extension OutputFile {
    /// Which existing regular files an output may replace. An empty file may always be.
    public struct Replacing: Sendable {
        /// What a file must be to be replaced, in words ("a playground trace"); nil for any.
        public let expected: String?
        /// Whether the file whose first bytes (up to 4 KiB) are given is such a file.
        public let accepts: @Sendable ([UInt8]) -> Bool

        public init(expected: String?, accepts: @escaping @Sendable ([UInt8]) -> Bool) {
            self.expected = expected
            self.accepts = accepts
        }

        /// Any regular file (`docs -o` replaces what it is told to, as `cc -o` does).
        public static let anyFile = Replacing(expected: nil) { _ in true }

        /// A file whose first bytes start with `prefix`, or contain `marker` in the first 4 KiB.
        public static func earlier(
            _ expected: String, startingWith prefix: String? = nil, containing marker: String? = nil
        ) -> Replacing {
            let start = prefix.map { Array($0.utf8) }
            let inside = marker.map { Array($0.utf8) }
            return Replacing(expected: expected) { head in
                if let start, head.starts(with: start) { return true }
                if let inside, head.count >= inside.count {
                    for index in 0...head.count - inside.count
                    where head[index..<index + inside.count].elementsEqual(inside) {
                        return true
                    }
                }
                return false
            }
        }
    }
}

/// Why an ``OutputFile`` was not written. Where an option named the file, the message names
/// the option, as a usage error does.
public struct OutputFileError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Problem: Equatable, Sendable {
        case emptyName
        /// The path is a file the run reads; `role` says what it is to the run.
        case isInput(role: String)
        /// Another output of the same run writes there (or in a folder holding it).
        case isOtherOutput(option: String, path: String)
        case isDirectory
        /// The file there is not one this output replaces.
        case wouldReplace(expected: String)
        /// The folder it would be written in does not exist.
        case noFolder
        /// The system's reason, in words.
        case system(String)

        /// Whether the path itself is wrong for this output (a usage error, found before the
        /// run), rather than the system refusing to write it.
        public var isConflict: Bool {
            switch self {
            case .emptyName, .isInput, .isOtherOutput, .isDirectory, .wouldReplace: true
            case .noFolder, .system: false
            }
        }
    }

    public let path: String
    /// What is written: "the trace", "the recording".
    public let purpose: String
    /// The option that named the file (`--trace`), if one did.
    public let option: String?
    public let problem: Problem

    public init(path: String, purpose: String, option: String? = nil, problem: Problem) {
        self.path = path
        self.purpose = purpose
        self.option = option
        self.problem = problem
    }

    public var description: String {
        let file = "'\(path.rawBytesEscaped)'"
        let subject = option.map { "\($0) \(file)" } ?? file
        switch problem {
        case .emptyName:
            return option.map { "\($0) needs a file name, not an empty one" }
                ?? "cannot write \(purpose): the file name is empty"
        case .isInput(let role):
            return "\(subject) is \(role), which this run reads; name another file for \(purpose)"
        case .isOtherOutput(let other, let otherPath):
            return
                "\(subject) is also where \(other) '\(otherPath.rawBytesEscaped)' writes; give each output a file of its own"
        case .isDirectory:
            return "\(subject) is a directory; name a file for \(purpose)"
        case .wouldReplace(let expected):
            return
                "\(subject) names a file that is not \(expected) (it may be a module, a frame or an image the script "
                + "reads); name another file, or remove that one first"
        case .noFolder:
            // The folder as the user named it, not as it was resolved.
            let folder = path.lastIndex(of: "/").map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
            return "cannot write \(purpose) \(file): the folder '\(folder.rawBytesEscaped)' does not exist"
        case .system(let reason):
            return "cannot write \(purpose) \(file): \(reason)"
        }
    }
}
