/// What the live controls still do, seen from now: when the last of them comes to rest by
/// itself, and what moves without end. The clock loop's run-end rule asks it when nothing is
/// scheduled.
struct RestOutlook {
    /// The latest instant at which a control comes to rest by itself; −∞ when every control is
    /// at rest or moves without end.
    var settles = -Double.infinity
    /// What moves without end, one phrase per control ("a View animating without end").
    var endless: [String] = []

    /// Asks every live control of `registry` when it comes to rest.
    init(of registry: ControlRegistry) {
        for (id, _, control) in registry.live {
            let rest = control.restTime
            if rest == .infinity {
                endless.append(control.endlessMotion ?? "a \(registry.kind(of: id) ?? "control") moving without end")
            } else if rest > settles {
                settles = rest
            }
        }
    }
}
