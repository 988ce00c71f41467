/// ISO 8601 text in and out, for scripts and files, through the project's one strict reader and
/// writer (``ISO8601``).
extension DateRangeEditor {
    /// Seconds since 1970 of an ISO 8601 text: a date-time with a time zone
    /// (`2026-12-24T18:00:00Z`, `2026-12-24T19:00:00+01:00`, optionally with fractional seconds)
    /// or a date alone (`2026-12-24`, midnight UTC).
    ///
    /// - Throws: ``DateRangeError/unparsableDate(_:)`` for anything else, including a date-time
    ///   without a time zone, which would mean a different instant on every machine.
    public static func date(fromISO8601 text: String) throws(DateRangeError) -> Double {
        try date(fromISO8601: Array(text.utf8))
    }

    /// Seconds since 1970 of ISO 8601 text given as bytes (a Lua string); see
    /// ``date(fromISO8601:)-(String)``.
    public static func date(fromISO8601 bytes: some Collection<UInt8>) throws(DateRangeError) -> Double {
        do {
            return try ISO8601.seconds(from: bytes, accepting: .dateTimeOrDate)
        } catch {
            throw .unparsableDate(error)
        }
    }

    /// `seconds` since 1970 as an ISO 8601 date-time in UTC: whole seconds when the value is
    /// whole (`2026-12-24T18:00:00Z`), else with milliseconds (`2026-12-24T18:00:00.250Z`).
    /// A value no editor holds (not finite, or outside years 0000–9999) is written as Swift
    /// prints the number (`nan`).
    public static func iso8601(_ seconds: Double) -> String {
        ISO8601.string(secondsSince1970: seconds, precision: .millisecondsWhenFractional) ?? "\(seconds)"
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
