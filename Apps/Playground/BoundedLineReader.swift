#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// Lines of standard input for the REPL, each at most `limit` bytes. A line longer than that is
/// read to its end and dropped, not held: a 1.2 GB line piped into `playground repl` made Swift's
/// `readLine` allocate it whole, past `--memory`, and the process aborted.
enum BoundedLineReader {
    enum Line: Equatable {
        case line(String)
        /// A line of `byteCount` bytes (at least), over the limit: dropped.
        case tooLong(byteCount: Int)
        case endOfInput
    }

    /// The next line of standard input (C's `stdin`, which Lua's `io.read` shares), without its
    /// newline (nor a carriage return before it).
    static func nextOfStandardInput(limit: Int) -> Line {
        next(from: stdin, limit: limit)
    }

    /// The next line of `stream`, without its newline (nor a carriage return before it).
    static func next(from stream: UnsafeMutablePointer<FILE>, limit: Int) -> Line {
        var bytes: [UInt8] = []
        var count = 0
        var chunk = [CChar](repeating: 0, count: 65_536)
        while true {
            guard fgets(&chunk, Int32(chunk.count), stream) != nil else {
                if count == 0 { return .endOfInput }
                break
            }
            let length = strlen(chunk)
            let ended = length > 0 && chunk[length - 1] == 0x0A
            let taken = ended ? length - 1 : length
            count += taken
            if count <= limit {
                chunk.withUnsafeBytes { bytes.append(contentsOf: $0.prefix(taken)) }
            } else if !bytes.isEmpty {
                bytes = []
            }
            if ended { break }
        }
        guard count <= limit else { return .tooLong(byteCount: count) }
        if bytes.last == 0x0D { bytes.removeLast() }
        return .line(String(decoding: bytes, as: UTF8.self))
    }
}
