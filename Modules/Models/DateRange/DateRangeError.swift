/// Why a ``DateRangeEditor`` refused a request.
public enum DateRangeError: Error, Sendable, Hashable {
    /// A date must be a finite number of seconds since 1970 within years 0000–9999, the
    /// instants ISO 8601 text can name.
    case invalidDate(Double)
    /// The text is not an ISO 8601 date-time (or date); the error says which field is wrong.
    case unparsableDate(ISO8601Error)
    /// The minimum is after the maximum.
    case boundsReversed(minimum: Double, maximum: Double)
    /// Save needs the start on or before the end.
    case invalidRange(start: Double, end: Double)
}
