import Foundation
import Models
import Synchronization

/// One Swift copy of each string a script hands to bindings, while it is recent.
///
/// A binding that keeps a script's string (a sector name, a face, a puzzle image, a history
/// group's name) keeps a `String`. Made afresh on every call, the same 1 MiB name given to 64
/// sectors of 8 wheels would be 512 copies; taken from here, equal strings share one buffer, and
/// every model and history step that keeps it keeps the same one. The cache itself is bounded
/// (entries and bytes) and simply emptied when full: forgetting a string only costs sharing, and
/// what the models hold is counted against `--memory` by measuring (``ProcessHeapMeter``).
enum SharedStrings {
    /// The most strings kept for sharing.
    static let maximumEntries = 1024
    /// The most bytes kept for sharing; longer strings are not kept.
    static let maximumBytes = 8 << 20
    /// Strings this short live inside the `String` value itself: nothing to share.
    static let inlineLength = 15

    private struct Cache {
        var strings: [Int: String] = [:]
        var bytes = 0
    }

    private static let cache = Mutex(Cache())

    /// The text of `bytes` (losslessly, as `String(losslessBytes:)`), shared with an equal
    /// string handed over recently.
    static func string(_ bytes: UnsafeRawBufferPointer) -> String {
        guard bytes.count > inlineLength else { return String(losslessBytes: bytes) }
        var hasher = Hasher()
        hasher.combine(bytes: bytes)
        let key = hasher.finalize()
        if let shared = cache.withLock({ $0.strings[key] }), equal(shared, bytes) {
            return shared
        }
        let string = String(losslessBytes: bytes)
        guard bytes.count <= maximumBytes else { return string }
        cache.withLock { cache in
            if cache.strings.count >= maximumEntries || cache.bytes + bytes.count > maximumBytes {
                cache.strings.removeAll()
                cache.bytes = 0
            }
            if let replaced = cache.strings.updateValue(string, forKey: key) {
                cache.bytes -= replaced.utf8.count
            }
            cache.bytes += bytes.count
        }
        return string
    }

    /// Whether `string`'s UTF-8 is `bytes` (a string holding raw-byte scalars never is).
    private static func equal(_ string: String, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var string = string
        return string.withUTF8 { utf8 in
            guard utf8.count == bytes.count else { return false }
            guard let left = utf8.baseAddress, let right = bytes.baseAddress else { return true }
            return memcmp(left, right, bytes.count) == 0
        }
    }
}
