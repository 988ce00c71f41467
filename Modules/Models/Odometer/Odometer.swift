import Geometry

/// An odometer-style counter: N digit wheels that roll, like a car's mileage counter.
///
/// The value changes at once; the wheels follow it. Each wheel has a continuous position while
/// it turns (9.5 is halfway from 9 to 0), computed from the time its roll started, the roll's
/// duration and its timing curve, so a renderer can draw a rolling digit at any instant. Only the
/// digits that change move. A value above the old one rolls the changed wheels forward and one
/// below rolls them backward, so a carry turns every wheel it passes forward through 0, as on a
/// real odometer (0999 → 1000 turns three wheels from 9 to 0 and one from 0 to 1). A value that
/// arrives mid-roll continues from where the wheels are. Incrementing the largest value rolls
/// over to 0, and decrementing 0 rolls over to the largest value.
///
/// Time is always a parameter, in seconds on any clock the caller keeps.
public struct Odometer: Sendable, Hashable {
    /// The digit counts an odometer may have. 18 digits is the most an `Int64` holds in full.
    public static let digitCountRange = 1 ... 18

    /// The number of digit wheels.
    public let digitCount: Int
    /// The value shown once the wheels stop.
    public private(set) var value: Int64
    /// How long a wheel takes to roll to a new digit, in seconds.
    public private(set) var rollDuration: Double
    /// The timing curve of a roll.
    public var curve: TimingCurve
    /// The wheels, most significant first.
    private var wheels: [DigitWheel]

    /// Creates an odometer showing `value`, with every wheel at rest.
    ///
    /// - Throws: ``OdometerError`` when the digit count is outside 1...18, the value does not fit,
    ///   or the roll duration is negative or not finite.
    public init(
        digits: Int, value: Int64 = 0, rollDuration: Double = 0.5,
        curve: TimingCurve = .easeInEaseOut
    ) throws(OdometerError) {
        guard Odometer.digitCountRange.contains(digits) else {
            throw .digitCountOutOfRange(digits)
        }
        digitCount = digits
        self.value = 0
        self.rollDuration = 0.5
        self.curve = curve
        wheels = Array(repeating: DigitWheel(restingAt: 0), count: digits)
        try setRollDuration(rollDuration)
        try checkRange(value)
        self.value = value
        for (index, digit) in Odometer.digits(of: value, count: digits).enumerated() {
            wheels[index] = DigitWheel(restingAt: Double(digit))
        }
    }

    /// The largest value the odometer shows: 10^digitCount − 1.
    public var maximum: Int64 {
        Odometer.power(ofTen: digitCount) - 1
    }

    /// The digits of ``value``, most significant first, zero padded.
    public var digits: [Int] {
        Odometer.digits(of: value, count: digitCount)
    }

    /// Sets how long later rolls take; rolls under way keep their duration.
    public mutating func setRollDuration(_ duration: Double) throws(OdometerError) {
        guard duration.isFinite, duration >= 0 else { throw .invalidRollDuration(duration) }
        rollDuration = duration
    }

    /// Shows `newValue`, rolling the changed wheels forward if it is larger and backward if it
    /// is smaller, starting at `time`.
    public mutating func set(_ newValue: Int64, at time: Double) throws(OdometerError) {
        try checkRange(newValue)
        guard newValue != value else { return }
        roll(to: newValue, forward: newValue > value, at: time)
    }

    /// Adds one, rolling over from the maximum to 0.
    public mutating func increment(at time: Double) {
        let next = value == maximum ? 0 : value + 1
        roll(to: next, forward: true, at: time)
    }

    /// Subtracts one, rolling over from 0 to the maximum.
    public mutating func decrement(at time: Double) {
        let previous = value == 0 ? maximum : value - 1
        roll(to: previous, forward: false, at: time)
    }

    /// The position of the wheel at `index` (0 is the most significant) at `time`, in [0, 10):
    /// 3 shows a 3, 9.5 is halfway from 9 to 0.
    public func position(ofDigit index: Int, at time: Double) -> Double? {
        guard wheels.indices.contains(index) else { return nil }
        return Odometer.normalized(wheels[index].position(at: time, curve: curve))
    }

    /// The positions of every wheel at `time`, most significant first.
    public func positions(at time: Double) -> [Double] {
        wheels.map { Odometer.normalized($0.position(at: time, curve: curve)) }
    }

    /// Whether any wheel is still turning at `time`.
    public func isRolling(at time: Double) -> Bool {
        wheels.contains { $0.isMoving(at: time) }
    }

    /// When the last roll started so far ends, or `nil` when the wheels have never moved.
    public var rollEndTime: Double? {
        wheels.compactMap(\.endTime).max()
    }

    /// From when no wheel turns: ``rollEndTime``, or −∞ when the wheels have never moved.
    public var restTime: Double {
        rollEndTime ?? -.infinity
    }

    private mutating func roll(to newValue: Int64, forward: Bool, at time: Double) {
        let targets = Odometer.digits(of: newValue, count: digitCount)
        for index in wheels.indices {
            let current = wheels[index].position(at: time, curve: curve)
            let target = Double(targets[index])
            let distance = forward
                ? Odometer.modulo(target - current, 10)
                : -Odometer.modulo(current - target, 10)
            guard distance != 0 else { continue }
            wheels[index] = DigitWheel(from: current, to: current + distance, start: time, duration: rollDuration)
        }
        value = newValue
    }

    private func checkRange(_ candidate: Int64) throws(OdometerError) {
        guard (0 ... maximum).contains(candidate) else {
            throw .valueOutOfRange(candidate, maximum: maximum, digits: digitCount)
        }
    }

    /// The decimal digits of `value`, most significant first, padded to `count` with zeros.
    /// Integer arithmetic only: the seed's `pow` on floats misplaced digits of large values.
    static func digits(of value: Int64, count: Int) -> [Int] {
        var remaining = value
        var digits = [Int](repeating: 0, count: count)
        for index in stride(from: count - 1, through: 0, by: -1) {
            digits[index] = Int(remaining % 10)
            remaining /= 10
        }
        return digits
    }

    static func power(ofTen exponent: Int) -> Int64 {
        (0 ..< exponent).reduce(Int64(1)) { result, _ in result * 10 }
    }

    static func modulo(_ x: Double, _ m: Double) -> Double {
        let r = x.truncatingRemainder(dividingBy: m)
        return r < 0 ? r + m : r
    }

    static func normalized(_ position: Double) -> Double {
        let p = modulo(position, 10)
        return p >= 10 ? 0 : p
    }
}

extension Odometer: CustomStringConvertible {
    /// The value's digits, zero padded: 1234 on 6 digits is "001234".
    public var description: String {
        digits.map(String.init).joined()
    }
}
