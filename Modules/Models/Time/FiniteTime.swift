/// The one place where the models add and multiply times: a sum or product of finite spans,
/// instants and counts is never +∞.
///
/// A model reads +∞ as "this moves forever" (an animation repeated `"forever"`, a stepper that
/// wraps, frames played with `repeats = 0`). That has to be a state a script asked for, never
/// what finite inputs overflow to: `repeats = 1e308` times a 10 s cycle, a delay of 1e308 plus
/// a duration of 1e308, 2^62 cycles of a frame run, or the ticks of a held stepper whose step
/// is 5e-324. Each of those ends — far past anything the clock reaches — so every duration,
/// delay and count a model turns into an end or rest time goes through ``sum(_:_:)`` and
/// ``product(_:_:)``, which keep the result finite; a model that means "forever" says so with
/// its own state and answers +∞ before it gets here.
///
/// The results stay exact wherever they are finite: only a result that would overflow is held at
/// ``horizon``, the largest finite `Double`. The clock never passes ``clockLimit``, so an end held
/// there is met at the clock's limit exactly as the true, larger end would be: what a script can
/// read before the limit does not change.
public enum FiniteTime {
    /// The latest instant a run's clock reaches, in seconds since the run started: 10^12 s,
    /// about 31,700 years. The clock's bindings refuse to go past it, and a rest or event due
    /// later is met with the clock here.
    public static let clockLimit = 1e12

    /// What a sum or product that overflows is held at: the largest finite `Double`, beyond
    /// every instant the clock reaches.
    public static let horizon = Double.greatestFiniteMagnitude

    /// `a + b`, held at ``horizon`` instead of overflowing to +∞ when both are finite or one is
    /// −∞ (an instant "before anything"). An infinite term stays what it is: +∞ only comes out
    /// when it went in.
    public static func sum(_ a: Double, _ b: Double) -> Double {
        let total = a + b
        guard total == .infinity, a < .infinity, b < .infinity else { return total }
        return horizon
    }

    /// `a + b + c`, each step through ``sum(_:_:)``.
    public static func sum(_ a: Double, _ b: Double, _ c: Double) -> Double {
        sum(sum(a, b), c)
    }

    /// `count × span`: 0 when either is 0 or less (no cycles, or cycles of no length, take no
    /// time, however many), held at ``horizon`` when it would overflow. A count that arithmetic
    /// made +∞ (a range divided by a step of 5e-324) is a very large finite count here: a
    /// caller that means "forever" does not ask for a product.
    public static func product(_ count: Double, _ span: Double) -> Double {
        guard count > 0, span > 0 else { return 0 }
        let result = count * span
        return result.isFinite ? result : horizon
    }
}
