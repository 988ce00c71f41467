import Models

#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// Standard error as a `TextOutputStream`, so messages can be `print`ed to it.
///
/// Writes go straight to file descriptor 2, unbuffered, after flushing every C stream, so a
/// message never overtakes the script's own buffered `print` output.
///
/// From another thread while the script may be blocked inside a C stream (``lastWords``), the
/// streams are not flushed: a script waiting in `io.read` holds standard input's lock, which
/// flushing every stream would wait for; only standard output is flushed, if its lock is free.
struct StandardError: TextOutputStream {
    /// Whether writes flush every C stream first (the script's thread) or only an unlocked
    /// standard output (any other thread).
    var flushesEveryStream = true

    /// A stream for last words written from another thread (the watchdog), which must not wait
    /// on a lock the script's thread holds.
    static var lastWords: StandardError { StandardError(flushesEveryStream: false) }

    /// Makes standard output line-buffered whatever it is (a file, a pipe), as it is on a
    /// terminal: for a session that runs until it is stopped (`serve`).
    static func lineBufferStandardOutput() {
        setvbuf(stdout, nil, _IOLBF, 0)
    }

    mutating func write(_ string: String) {
        if flushesEveryStream {
            fflush(nil)
        } else if ftrylockfile(stdout) == 0 {
            fflush_unlocked(stdout)
            funlockfile(stdout)
        }
        // A script's bytes that are not UTF-8 are written as they are (String(losslessBytes:)).
        var bytes = string.losslessBytes[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(2, $0.baseAddress, $0.count) }
            if written <= 0 { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
