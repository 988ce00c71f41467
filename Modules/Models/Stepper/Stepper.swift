/// A stepper (UIKit's `UIStepper`): a value changed by fixed steps with a minus and a plus
/// button, kept within bounds or wrapping round them, and — while a button is held — repeating
/// on its own: one step when the button goes down, the next after ``repeatDelay``, then one
/// every ``repeatInterval`` until it is released or the value can go no further.
///
/// Its value at any instant is a function of the time: a held button is stored as the instant
/// it went down and the value then, never as steps accumulated tick by tick.
public struct Stepper: Sendable, Hashable {
    /// The seconds between a press and its first repeat, and between repeats.
    public static let repeatDelay = 0.5
    public static let repeatInterval = 0.1

    /// The button a press holds.
    public enum Button: String, Sendable, Hashable, CaseIterable {
        case minus, plus

        /// The button named `name`, for scripts: `"minus"` or `"plus"`.
        public init(named name: String) throws(Failure) {
            guard let button = Button(rawValue: name) else { throw .unknownButton(name) }
            self = button
        }
    }

    /// Why a stepper refused a setting or a value.
    public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// Bounds that are not finite, or a minimum that is not below the maximum.
        case invalidBounds(minimum: Double, maximum: Double)
        /// A step that is not a finite number greater than 0.
        case invalidStep(Double)
        /// A value outside the bounds, or not finite.
        case valueOutOfRange(Double, minimum: Double, maximum: Double)
        /// A time that is not finite, or before the press being held.
        case invalidTime(Double)
        /// A button named other than minus or plus.
        case unknownButton(String)

        public var description: String {
            switch self {
            case .invalidBounds(let minimum, let maximum)
            where minimum.isFinite && maximum.isFinite && minimum < maximum:
                "the range \(NumberText.plain(minimum))...\(NumberText.plain(maximum)) is too wide: its width is not a finite number"
            case .invalidBounds(let minimum, let maximum):
                "the minimum (\(NumberText.plain(minimum))) must be a finite number below the maximum (\(NumberText.plain(maximum)))"
            case .invalidStep(let step):
                "the step must be a finite number > 0, not \(NumberText.plain(step))"
            case .valueOutOfRange(let value, let minimum, let maximum):
                "value \(NumberText.plain(value)) is out of range \(NumberText.plain(minimum))...\(NumberText.plain(maximum))"
            case .invalidTime(let time):
                "time must be a finite number of seconds, not before the press, not \(NumberText.plain(time))"
            case .unknownButton(let name):
                "unknown button \"\(name)\"; valid names are minus, plus"
            }
        }
    }

    /// A button held down: which, since when, and the value when it went down.
    public struct Press: Sendable, Hashable {
        public let button: Button
        public let time: Double
        public let startValue: Double
    }

    public let minimum: Double
    public let maximum: Double
    public let step: Double
    /// Whether stepping past one bound goes on from the other (UIKit's `wraps`).
    public let wraps: Bool
    /// Whether a held button repeats (UIKit's `autorepeat`).
    public let autorepeats: Bool
    /// The value when no button is held (while one is, see ``value(at:)``).
    public private(set) var restingValue: Double
    /// The button held now, if any.
    public private(set) var press: Press?

    /// What a stepper has when nothing else is said: UIStepper's defaults.
    public static let defaultValue = 0.0
    public static let defaultMinimum = 0.0
    public static let defaultMaximum = 100.0
    public static let defaultStep = 1.0
    public static let defaultWraps = false
    public static let defaultAutorepeats = true

    /// A stepper showing `value`.
    ///
    /// - Throws: ``Failure`` for bounds, a step or a value it cannot have.
    public init(
        value: Double = defaultValue, minimum: Double = defaultMinimum, maximum: Double = defaultMaximum,
        step: Double = defaultStep, wraps: Bool = defaultWraps, autorepeats: Bool = defaultAutorepeats
    ) throws(Failure) {
        guard minimum.isFinite, maximum.isFinite, minimum < maximum, (maximum - minimum).isFinite else {
            throw .invalidBounds(minimum: minimum, maximum: maximum)
        }
        guard step.isFinite, step > 0 else { throw .invalidStep(step) }
        guard value.isFinite, (minimum...maximum).contains(value) else {
            throw .valueOutOfRange(value, minimum: minimum, maximum: maximum)
        }
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
        self.wraps = wraps
        self.autorepeats = autorepeats
        restingValue = value
    }

    // MARK: - Reading

    /// The value at `time`: with a button held, the value it has stepped to by then.
    public func value(at time: Double) -> Double {
        guard let press else { return restingValue }
        return stepped(
            press.startValue, by: Self.tickCount(of: press, through: time, autorepeats: autorepeats), press.button)
    }

    /// Whether `button` can step the value now (UIKit disables minus at the minimum and plus at
    /// the maximum, unless the stepper wraps).
    public func isEnabled(_ button: Button, at time: Double) -> Bool {
        if wraps { return true }
        let value = value(at: time)
        return button == .plus ? value < maximum : value > minimum
    }

    /// The instant of a press's tick `k`: the press itself (k = 0), then its k-th repeat. The one
    /// formula both ``value(at:)`` and ``changeTimes(after:through:limit:)`` use, so that a
    /// value read at a tick's own instant always includes that tick's step.
    /// Held finite (``FiniteTime``): a step of 5e-324 across a range of 100 makes a count of
    /// steps that overflows, but the last tick still comes, however late.
    private static func tick(_ k: Double, of press: Press) -> Double {
        k == 0 ? press.time : FiniteTime.sum(press.time, repeatDelay, FiniteTime.product(k - 1, repeatInterval))
    }

    /// How many of `press`'s ticks are at or before `time` (each makes one step).
    private static func tickCount(of press: Press, through time: Double, autorepeats: Bool) -> Double {
        guard time >= press.time else { return 0 }
        guard autorepeats, time >= tick(1, of: press) else { return 1 }
        // An estimate from the division, corrected against the ticks' own instants (rounding
        // may put it one off either way).
        var k = ((time - press.time - repeatDelay) / repeatInterval).rounded(.down) + 1
        for _ in 0..<4 where tick(k + 1, of: press) <= time { k += 1 }
        for _ in 0..<4 where k > 1 && tick(k, of: press) > time { k -= 1 }
        return k + 1
    }

    /// `value` after `count` steps of `button`, in constant time however many: within the
    /// bounds it stops at them; wrapping, a step past a bound lands on the other bound.
    public func stepped(_ value: Double, by count: Double, _ button: Button) -> Double {
        guard count > 0 else { return value }
        let direction: Double = button == .plus ? 1 : -1
        let room = button == .plus ? maximum - value : value - minimum
        // Steps that stay within the bounds before the first would pass one.
        let inside = (room / step + 1e-9).rounded(.down)
        if count <= inside { return clamped(value + direction * count * step) }
        guard wraps else { return button == .plus ? maximum : minimum }
        // One more step lands on the other bound; from there the values go round a cycle of
        // `positions` grid points.
        let positions = ((maximum - minimum) / step + 1e-9).rounded(.down) + 1
        let afterWrap = (count - inside - 1).truncatingRemainder(dividingBy: positions)
        return clamped(button == .plus ? minimum + afterWrap * step : maximum - afterWrap * step)
    }

    /// `value` within the bounds. A sum of steps may round a hair past a bound (0.1 × 3 > 0.3)
    /// or a hair short of it (ten taps of 0.1 from 0 make 0.99999999999999989, which left the
    /// plus button enabled): within a billionth of a step of a bound, it is the bound.
    private func clamped(_ value: Double) -> Double {
        let tolerance = step * 1e-9
        if abs(value - maximum) <= tolerance { return maximum }
        if abs(value - minimum) <= tolerance { return minimum }
        return min(max(value, minimum), maximum)
    }

    /// The instants in (`start`, `end`] at which the held button changes the value, at most
    /// `limit` of them: none without a press, none once it can go no further.
    public func changeTimes(after start: Double, through end: Double, limit: Int = 1_000) -> [Double] {
        guard let press, end > start, limit > 0 else { return [] }
        // The first tick after `start` is the one after those at or before it.
        var k = Self.tickCount(of: press, through: start, autorepeats: autorepeats)
        var times: [Double] = []
        while times.count < limit, k == 0 || autorepeats {
            let time = Self.tick(k, of: press)
            // Past the precision of the clock ticks no longer move: stop rather than repeat one.
            guard time > start, time > (times.last ?? -.infinity) else { break }
            guard time <= end else { break }
            let before = stepped(press.startValue, by: k, press.button)
            let after = stepped(press.startValue, by: k + 1, press.button)
            // Within the bounds, a step that changes nothing is at a bound: no more will.
            guard after != before else { break }
            times.append(time)
            k += 1
        }
        return times
    }

    /// From when the value holds still by itself: with a button held and repeating, the
    /// instant of the last step before a bound stops it (+∞ when the stepper wraps, as the
    /// value then goes round for as long as the button is held); −∞ otherwise. Releasing the
    /// button is the script's (or the person's) to do, not a motion that ends by itself.
    public var restTime: Double {
        guard let press else { return -.infinity }
        guard autorepeats else { return press.time }
        if wraps { return .infinity }
        let room = press.button == .plus ? maximum - press.startValue : press.startValue - minimum
        // Steps that change the value: those inside the bounds, and one more if it lands on
        // a bound the grid does not reach exactly.
        let inside = (room / step + 1e-9).rounded(.down)
        let start = press.startValue
        let steps =
            stepped(start, by: inside + 1, press.button) != stepped(start, by: inside, press.button)
            ? inside + 1 : inside
        return steps <= 1 ? press.time : Self.tick(steps - 1, of: press)
    }

    // MARK: - Changing

    /// Taps `button` at `time`: one step; returns whether the value changed.
    ///
    /// - Throws: ``Failure/invalidTime(_:)`` for a time that is not finite.
    @discardableResult
    public mutating func tap(_ button: Button, at time: Double) throws(Failure) -> Bool {
        guard time.isFinite else { throw .invalidTime(time) }
        release(at: time)
        let before = restingValue
        restingValue = stepped(before, by: 1, button)
        return restingValue != before
    }

    /// Holds `button` down from `time`: the first step now, repeats after. A press already held
    /// is released first. Returns whether the button was enabled (a disabled one does nothing).
    ///
    /// - Throws: ``Failure/invalidTime(_:)`` for a time that is not finite.
    public mutating func pressDown(_ button: Button, at time: Double) throws(Failure) -> Bool {
        guard time.isFinite else { throw .invalidTime(time) }
        release(at: time)
        guard isEnabled(button, at: time) else { return false }
        press = Press(button: button, time: time, startValue: restingValue)
        return true
    }

    /// Lifts the held button at `time`, keeping the value it reached; nothing without a press.
    public mutating func release(at time: Double) {
        guard press != nil else { return }
        restingValue = value(at: time)
        press = nil
    }

    /// Sets the value at once, ending any press.
    ///
    /// - Throws: ``Failure/valueOutOfRange(_:minimum:maximum:)`` outside the bounds.
    public mutating func set(_ value: Double, at time: Double) throws(Failure) {
        guard value.isFinite, (minimum...maximum).contains(value) else {
            throw .valueOutOfRange(value, minimum: minimum, maximum: maximum)
        }
        press = nil
        restingValue = value
    }
}
