import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The programs the project runs beside itself (librsvg's `rsvg-convert`, ffmpeg), found as a
/// shell finds them.
public enum ExecutablePath {
    /// The full path of the regular, executable file `name` in the first folder of PATH that
    /// holds one; nil when none does.
    public static func search(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            var info = stat()
            if stat(candidate, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, access(candidate, X_OK) == 0 {
                return candidate
            }
        }
        return nil
    }
}
