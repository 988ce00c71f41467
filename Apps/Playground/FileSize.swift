import Foundation

/// A file's size as the summary lines print it: 812 bytes, 32.1 KB, 2.4 MB (decimal units, as
/// `ls -h --si` and file managers show them), so a small file never reads "0.0 MB".
enum FileSize {
    static func text(_ bytes: Int) -> String {
        if bytes < 1000 { return "\(bytes) byte\(bytes == 1 ? "" : "s")" }
        if bytes < 1_000_000 { return String(format: "%.1f KB", Double(bytes) / 1000) }
        return String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }
}
