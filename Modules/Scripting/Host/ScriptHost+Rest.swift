import Foundation
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

    /// What the live controls still do, seen from now.
    struct RestOutlook {
        /// The latest instant at which a control comes to rest by itself; −∞ when every
        /// control is at rest or moves without end.
        var settles = -Double.infinity
        /// What moves without end, one phrase per control ("a View animating without end").
        var endless: [String] = []
    }

    /// Asks every live control when it comes to rest.
    func restOutlook() -> RestOutlook {
        var outlook = RestOutlook()
        for (id, control) in registry.live {
            let rest = control.restTime
            if rest == .infinity {
                outlook.endless.append(control.endlessMotion ?? "a \(registry.kind(of: id) ?? "control") moving without end")
            } else if rest > outlook.settles {
                outlook.settles = rest
            }
        }
        return outlook
    }

    /// Says once, in fast mode, that only work that never ends by itself is left, so a run
    /// that would go on for ever is not silent about it.
    func noticeEndlessWork(_ endless: [String]) {
        guard !options.realtime, !noticedEndlessWork else { return }
        noticedEndlessWork = true
        let repeating = repeatingScriptTimers.count
        var parts: [String] = []
        if repeating > 0 { parts.append("\(repeating) clock.every timer\(repeating == 1 ? "" : "s")") }
        var counts: [String: Int] = [:]
        for phrase in endless { counts[phrase, default: 0] += 1 }
        for phrase in endless where counts[phrase] != nil {
            let count = counts.removeValue(forKey: phrase) ?? 1
            parts.append(count == 1 ? phrase : "\(phrase) (×\(count))")
        }
        onNotice?(
            "at t = \(NumberText.plain(clock.now, places: 6)) s only work that never ends by itself is left: "
                + parts.joined(separator: ", ")
                + "; the run goes on until --duration ends it or the script calls clock.stop() (Ctrl-C stops it now)")
    }

    /// Whether nothing but endless work is left while timers still fire: no one-shot timer of
    /// the script's, every control that settles has settled, and something repeats.
    func onlyEndlessWorkIsLeft(_ outlook: RestOutlook) -> Bool {
        scriptTimers.count == repeatingScriptTimers.count
            && outlook.settles <= clock.now
            && (!repeatingScriptTimers.isEmpty || !outlook.endless.isEmpty)
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
