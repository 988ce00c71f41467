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

extension DateRangeError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .invalidDate(let date):
            "a date must be a finite number of seconds since 1970 within years 0000–9999 "
                + "(-62167219200 to 253402300799), not \(date)"
        case .unparsableDate(let error):
            "\(error)"
        case .boundsReversed(let minimum, let maximum):
            "the minimum \(DateRangeEditor.iso8601(minimum)) is after the maximum "
                + "\(DateRangeEditor.iso8601(maximum)); swap them"
        case .invalidRange(let start, let end):
            "cannot save: the start \(DateRangeEditor.iso8601(start)) is after the end "
                + "\(DateRangeEditor.iso8601(end)); move the start back or the end forward"
        }
    }
}
