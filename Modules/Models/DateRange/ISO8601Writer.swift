import Foundation

/// The two formatters `DateRangeEditor.iso8601(_:)` writes with, made once: creating an
/// `ISO8601DateFormatter` sets up an ICU formatter (about 100 µs), and scripts read dates as
/// text on every frame. Formatting with a configured formatter is thread-safe, but the lock keeps
/// that from resting on Foundation's implementation.
final class ISO8601Writer: @unchecked Sendable {
    static let shared = ISO8601Writer()

    private let lock = NSLock()
    private let whole = ISO8601DateFormatter()
    private let fractional = ISO8601DateFormatter()

    private init() {
        whole.formatOptions = [.withInternetDateTime]
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    }

    /// `date` in UTC, with milliseconds when `fractional`.
    func string(from date: Date, fractional: Bool) -> String {
        lock.withLock { (fractional ? self.fractional : whole).string(from: date) }
    }
}
