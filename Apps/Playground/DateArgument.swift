import Models

/// ISO 8601 date-times on the command line (`--now`), read by the project's one strict reader.
enum DateArgument {
    /// Seconds since 1970 of `text`, or the reader's error.
    static func parse(_ text: String) -> Result<Double, ISO8601Error> {
        Result { () throws(ISO8601Error) in try ISO8601.seconds(from: text) }
    }

    /// The usage error for text the reader refused: what was expected, what was given, and why.
    static func message(_ error: ISO8601Error) -> String {
        "--now must be an ISO 8601 date-time with a time zone, such as 2026-12-24T18:00:00Z, "
            + "not '\(ISO8601Error.shown(error.text))' (\(error.problem))"
    }
}
