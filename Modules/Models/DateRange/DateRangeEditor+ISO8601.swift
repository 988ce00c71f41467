import Foundation

/// ISO 8601 text in and out, for scripts and files, through Foundation's `ISO8601DateFormatter`.
extension DateRangeEditor {
    /// Seconds since 1970 of an ISO 8601 text: a date-time with a time zone
    /// (`2026-12-24T18:00:00Z`, `2026-12-24T19:00:00+01:00`, optionally with fractional seconds)
    /// or a date alone (`2026-12-24`, midnight UTC).
    ///
    /// - Throws: ``DateRangeError/unparsableDate(_:)`` for anything else, including a date-time
    ///   without a time zone, which would mean a different instant on every machine.
    public static func date(fromISO8601 text: String) throws(DateRangeError) -> Double {
        // A formatter is not Sendable and cheap enough to make per call; calls are rare (one per
        // script edit), so nothing is cached across threads.
        let dateTimeVariants: [ISO8601DateFormatter.Options] = [
            [.withInternetDateTime],
            [.withInternetDateTime, .withFractionalSeconds],
        ]
        for options in dateTimeVariants {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = options
            if let date = formatter.date(from: text) { return date.timeIntervalSince1970 }
        }
        // The date-only parser stops after the date and ignores what follows, so
        // "2026-12-24T25:00:00Z" would pass as Christmas Eve; only text that the date alone
        // writes back identically is a plain date.
        let dateOnly = ISO8601DateFormatter()
        dateOnly.formatOptions = [.withFullDate]
        if let date = dateOnly.date(from: text), dateOnly.string(from: date) == text {
            return date.timeIntervalSince1970
        }
        throw .unparsableDate(text)
    }

    /// `seconds` since 1970 as an ISO 8601 date-time in UTC: whole seconds when the value is
    /// whole (`2026-12-24T18:00:00Z`), else with milliseconds (`2026-12-24T18:00:00.250Z`).
    /// A non-finite value, which no editor holds, is written as Swift prints it (`nan`).
    public static func iso8601(_ seconds: Double) -> String {
        guard seconds.isFinite else { return "\(seconds)" }
        return ISO8601Writer.shared.string(
            from: Date(timeIntervalSince1970: seconds), fractional: seconds != seconds.rounded(.down))
    }

    /// The start date as ISO 8601 text (see ``iso8601(_:)``).
    public var startISO8601: String {
        Self.iso8601(start)
    }

    /// The end date as ISO 8601 text (see ``iso8601(_:)``).
    public var endISO8601: String {
        Self.iso8601(end)
    }

    /// Sets the selected date from ISO 8601 text; see ``setSelectedDate(_:)`` for the bounds.
    ///
    /// - Returns: the date set, in seconds since 1970, after clamping.
    /// - Throws: ``DateRangeError/unparsableDate(_:)``; the editor is then unchanged.
    @discardableResult
    public mutating func setSelectedDate(iso8601 text: String) throws(DateRangeError) -> Double {
        try setSelectedDate(Self.date(fromISO8601: text))
    }
}
