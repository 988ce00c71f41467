/// Why a ``DateRangeEditor`` refused a request.
public enum DateRangeError: Error, Sendable, Hashable {
    /// A date must be a finite number of seconds since 1970.
    case invalidDate(Double)
    /// The text is not an ISO 8601 date-time (or date) Foundation can read.
    case unparsableDate(String)
    /// The minimum is after the maximum.
    case boundsReversed(minimum: Double, maximum: Double)
    /// Save needs the start on or before the end.
    case invalidRange(start: Double, end: Double)
}
