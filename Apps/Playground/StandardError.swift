import Models
#if canImport(Glibc)
    import Glibc
#endif

/// Standard error as a `TextOutputStream`, so messages can be `print`ed to it.
///
/// Writes go straight to file descriptor 2, unbuffered, after flushing every C stream, so a
/// message never overtakes the script's own buffered `print` output.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        fflush(nil)
        // A script's bytes that are not UTF-8 are written as they are (String(losslessBytes:)).
        var bytes = string.losslessBytes[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(2, $0.baseAddress, $0.count) }
            if written <= 0 { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
