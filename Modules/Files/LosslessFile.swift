import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Paths resolved by their own bytes. A script's names are byte strings, held in Swift with
/// `String(losslessBytes:)`; Foundation's file APIs would encode such a path as UTF-8 and miss a
/// file whose name is not (`caf\xE9.txt` in Latin-1). Reading goes through ``InputFile``, which
/// opens paths the same way.
public enum LosslessFile {
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
        let bytes = UnsafeBufferPointer(
            start: UnsafeRawPointer(resolved).assumingMemoryBound(to: UInt8.self), count: strlen(resolved))
        return String(losslessBytes: Array(bytes))
    }
}
