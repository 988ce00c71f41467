import Foundation

/// ISO 8601 date-times in and out of scripts, through Foundation's parser.
enum ISO8601 {
    /// Seconds since 1970 of an ISO 8601 date-time with a time zone (`2026-12-24T18:00:00Z`,
    /// `2026-12-24T19:00:00+01:00`, optionally with fractional seconds), or nil.
    static func parse(_ text: String) -> Double? {
        let whole = ISO8601DateFormatter()
        whole.formatOptions = [.withInternetDateTime]
        if let date = whole.date(from: text) { return date.timeIntervalSince1970 }
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return fractional.date(from: text)?.timeIntervalSince1970
    }

    /// The message for text that `parse` refused.
    static func failure(_ text: String) -> String {
        // Long input is cut, so a message stays a message.
        let shown = text.count > 60 ? String(text.prefix(60)) + "…" : text
        return "invalid ISO 8601 date-time '\(shown)' (expected a date, a time and a time zone, as in 2026-12-24T18:00:00Z)"
    }

    /// `seconds` since 1970 as an ISO 8601 date-time in UTC, whole seconds.
    static func format(_ seconds: Double) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: Date(timeIntervalSince1970: seconds.rounded(.down)))
    }
}
