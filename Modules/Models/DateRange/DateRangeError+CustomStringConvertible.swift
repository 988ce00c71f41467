extension DateRangeError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .invalidDate(let date):
            "a date must be a finite number of seconds since 1970, not \(date)"
        case .unparsableDate(let text):
            "'\(text)' is not an ISO 8601 date (expected a date and time with a time zone, as in "
                + "2026-12-24T18:00:00Z, or a date alone, as in 2026-12-24)"
        case .boundsReversed(let minimum, let maximum):
            "the minimum \(DateRangeEditor.iso8601(minimum)) is after the maximum "
                + "\(DateRangeEditor.iso8601(maximum)); swap them"
        case .invalidRange(let start, let end):
            "cannot save: the start \(DateRangeEditor.iso8601(start)) is after the end "
                + "\(DateRangeEditor.iso8601(end)); move the start back or the end forward"
        }
    }
}
