import CPixelsShim
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A program the export runs (ffmpeg), fed through a pipe on its standard input. Its standard
/// error goes to an unnamed temporary file, read when it ends, so a program that says a lot
/// never blocks on a pipe nobody reads. It runs in a process group of its own: Ctrl-C stops
/// the run, and the run then finishes the file with what it reached, as `--record` does; if
/// the run ends without finishing it (a second Ctrl-C), the system ends it too.
final class ExternalProgram {
    let name: String
    private let pid: pid_t
    /// The write end of the program's standard input; -1 once closed.
    private var input: Int32
    private let errors: Int32
    private var status: Int32?

    /// Starts `executable` with `arguments`; its standard output is `output` (a descriptor the
    /// caller keeps) or /dev/null. It gets no other descriptor of the run's, the default
    /// handling of every signal, and is killed if the run ends without finishing it.
    init(executable: String, arguments: [String], output: Int32?) throws(ExportError) {
        name = (executable as NSString).lastPathComponent
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else {
            throw ExportError("cannot start \(name): \(String(cString: strerror(errno)))")
        }
        // Close-on-exec: no other program started meanwhile holds this pipe open.
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let folder = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var errorName = Array("\(folder)/playground-messages-XXXXXX".utf8CString)
        let errorFile = mkstemp(&errorName)
        guard errorFile >= 0 else {
            let reason = String(cString: strerror(errno))
            close(pipeEnds[0])
            close(pipeEnds[1])
            throw ExportError("cannot start \(name): no temporary file for its messages: \(reason)")
        }
        unlink(errorName)
        _ = fcntl(errorFile, F_SETFD, FD_CLOEXEC)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        let child = argv.withUnsafeBufferPointer { pointers in
            playground_child_start(executable, pointers.baseAddress, pipeEnds[0], output ?? -1, errorFile)
        }
        let reason = errno
        close(pipeEnds[0])
        guard child > 0 else {
            close(pipeEnds[1])
            close(errorFile)
            throw ExportError("cannot start \(executable): \(String(cString: strerror(reason)))")
        }
        pid = child
        input = pipeEnds[1]
        errors = errorFile
    }

    deinit {
        if status == nil { stop() }
        close(errors)
    }

    /// Writes `bytes` to the program's standard input; false when it no longer reads (it ended).
    func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard input >= 0 else { return false }
        return playground_write_without_sigpipe(input, bytes.baseAddress, bytes.count) >= 0
    }

    /// Closes its standard input and waits for it to end. Returns nil when it exited with
    /// status 0, or what went wrong: its last message, or how it ended.
    func finish() -> String? {
        if input >= 0 {
            close(input)
            input = -1
        }
        let status = wait()
        if status == 0 { return nil }
        let said = lastMessage()
        let how =
            (status & 0x7F) == 0
            ? "exit status \((status >> 8) & 0xFF)" : "signal \(status & 0x7F)"
        return said.isEmpty ? "\(name) failed (\(how))" : "\(name) failed (\(how)): \(said)"
    }

    /// Ends the program now and waits for it.
    func stop() {
        if input >= 0 {
            close(input)
            input = -1
        }
        if status == nil { kill(pid, SIGKILL) }
        _ = wait()
    }

    private func wait() -> Int32 {
        if let status { return status }
        var result: Int32 = 0
        while waitpid(pid, &result, 0) < 0 {
            guard errno == EINTR else {
                result = -1
                break
            }
        }
        status = result
        return result
    }

    /// The last lines the program wrote on its standard error (at most 1 KiB).
    private func lastMessage() -> String {
        let size = lseek(errors, 0, SEEK_END)
        guard size > 0 else { return "" }
        let count = Int(min(size, 1024))
        var bytes = [UInt8](repeating: 0, count: count)
        let read = pread(errors, &bytes, count, size - off_t(count))
        guard read > 0 else { return "" }
        let text = String(decoding: bytes.prefix(read), as: UTF8.self)
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        return lines.filter { !$0.isEmpty }.suffix(2).joined(separator: "; ")
    }
}
