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
        /// Nothing was left to run but motion that never ends by itself (the phrases name it),
        /// at this virtual time: a run as fast as the machine goes ends there, since no Lua can
        /// run any more and so nothing can change.
        case endlessMotion(Double, [String])
        /// The clock reached its limit (``VirtualClock/maximumTime``) with nothing left to run:
        /// what was due later (a control's rest, a completion) was met there.
        case clockLimit(Double)
    }
}

extension ScriptHost.RunEnding: CustomStringConvertible {
    /// The sentence `playground run --verbose` ends with.
    public var description: String {
        switch self {
        case .atRest(let time):
            "the run ended at t = \(NumberText.plain(time, places: 6)) s: the script had finished, nothing was scheduled and every control was at rest"
        case .stopped(let time):
            "the run ended at t = \(NumberText.plain(time, places: 6)) s: the script called clock.stop()"
        case .duration(let time):
            "the run ended at t = \(NumberText.plain(time, places: 6)) s, the --duration"
        case .endlessMotion(let time, let what):
            "the run ended at t = \(NumberText.plain(time, places: 6)) s: the script had finished, nothing was scheduled and only motion that never ends by itself was left (\(what.joined(separator: ", ")))"
        case .clockLimit(let time):
            "the run ended at t = \(NumberText.plain(time, places: 6)) s, the clock's limit: the script had finished, nothing was scheduled, and what was due later (the end of a motion, its events) was met there"
        }
    }
}
