import Models

extension ScriptHost {
    /// How a run ended, for a caller that reports it (`playground run --verbose`).
    public enum RunEnding: Sendable, Hashable {
        /// Nothing was left to run and every control had come to rest, at this virtual time.
        case atRest(Double)
        /// The script called `clock.stop()`, at this virtual time.
        case stopped(Double)
        /// The run reached its ``Options/duration``.
        case duration(Double)
    }
}

extension ScriptHost.RunEnding: CustomStringConvertible {
    /// The sentence `playground run --verbose` ends with.
    public var description: String {
        switch self {
        case let .atRest(time):
            "the run ended at t = \(NumberText.plain(time, places: 6)) s: the script had finished, nothing was scheduled and every control was at rest"
        case let .stopped(time):
            "the run ended at t = \(NumberText.plain(time, places: 6)) s: the script called clock.stop()"
        case let .duration(time):
            "the run ended at t = \(NumberText.plain(time, places: 6)) s, the --duration"
        }
    }
}
