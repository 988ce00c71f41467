import Geometry

/// An odometer-style counter: N digit wheels that roll, like a car's mileage counter.
///
/// The value changes at once; the wheels follow it. Each wheel has a continuous position while
/// it turns (9.5 is halfway from 9 to 0), a function of the time, so a renderer can draw a
/// rolling digit at any instant. In the default mode (``OdometerOptions/Mode/digits``) only the
/// digits that change move: a value larger than the old one rolls the changed wheels forward
/// and one smaller rolls them backward (or as ``OdometerOptions/Direction`` says), so a carry
/// turns every wheel it passes forward through 0 (0999 → 1000 turns three wheels from 9 to 0 and
/// one from 0 to 1). In count-through mode (``OdometerOptions/Mode/count``) the counter rolls
/// through every value in between, as a mechanical odometer does.
///
/// A value that arrives mid-roll continues from where each wheel is **and how fast it turns**,
/// so a counter updated faster than its rolls last keeps up rather than restarting every wheel
/// from rest. Changing the curve mid-roll re-plans the rolls under way from their position and
/// speed to the same end, so nothing jumps. Signed odometers show negative values with a sign
/// wheel; decimals and a group separator change how the value is written, not how it rolls.
///
/// Time is always a parameter, in seconds on any clock the caller keeps.
public struct Odometer: Sendable, Hashable {
    /// The digit counts an odometer may have. 18 digits is the most an `Int64` holds in full.
    public static let digitCountRange = 1...18

    /// The number of digit wheels.
    public let digitCount: Int
    /// How the odometer counts and shows its value.
    public let options: OdometerOptions
    /// The value shown once the wheels stop, in units of the last digit (with 2 decimals, 1234
    /// is 12.34).
    public private(set) var value: Int64
    /// How long a roll takes, in seconds.
    public private(set) var rollDuration: Double
    /// The timing curve of a roll.
    public private(set) var curve: TimingCurve
    /// The wheels, most significant first (in digit mode).
    private var wheels: [DigitWheel]
    /// The sign wheel: 0 shows no sign, 1 shows "−" (in digit mode, signed odometers).
    private var sign: DigitWheel
    /// In count-through mode: the value rolls as one number, `base` plus the wheel's position.
    private var count: CountRoll?

    /// A count-through roll: the value is `base` plus the wheel's position, in units.
    private struct CountRoll: Sendable, Hashable {
        var base: Int64
        var wheel: DigitWheel
    }

    /// Creates an odometer showing `value`, with every wheel at rest.
    ///
    /// - Throws: ``OdometerError`` when the digit count is outside 1...18, the decimals are not
    ///   fewer than the digits, the value does not fit, or the roll duration is negative or not
    ///   finite.
    public init(
        digits: Int, value: Int64 = 0, rollDuration: Double = 0.5,
        curve: TimingCurve = .easeInEaseOut, options: OdometerOptions = OdometerOptions()
    ) throws(OdometerError) {
        guard Odometer.digitCountRange.contains(digits) else {
            throw .digitCountOutOfRange(digits)
        }
        guard (0..<digits).contains(options.decimals) else {
            throw .invalidDecimals(options.decimals, digits: digits)
        }
        digitCount = digits
        self.options = options
        self.value = 0
        self.rollDuration = 0.5
        self.curve = curve
        wheels = Array(repeating: DigitWheel(restingAt: 0), count: digits)
        sign = DigitWheel(restingAt: 0)
        try setRollDuration(rollDuration)
        try checkRange(value)
        self.value = value
        for (index, digit) in Odometer.digits(of: value.magnitude, count: digits).enumerated() {
            wheels[index] = DigitWheel(restingAt: Double(digit))
        }
        sign = DigitWheel(restingAt: value < 0 ? 1 : 0)
        if options.mode == .count { count = CountRoll(base: value, wheel: DigitWheel(restingAt: 0)) }
    }

    /// The largest value the odometer shows: 10^digitCount − 1.
    public var maximum: Int64 {
        Odometer.power(ofTen: digitCount) - 1
    }

    /// The smallest value: −``maximum`` when signed, else 0.
    public var minimum: Int64 {
        options.signed ? -maximum : 0
    }

    /// The digits of ``value``'s magnitude, most significant first, zero padded.
    public var digits: [Int] {
        Odometer.digits(of: value.magnitude, count: digitCount)
    }

    /// Sets how long later rolls take; rolls under way keep their duration.
    public mutating func setRollDuration(_ duration: Double) throws(OdometerError) {
        guard duration.isFinite, duration >= 0 else { throw .invalidRollDuration(duration) }
        rollDuration = duration
    }

    /// Uses `curve` from `time` on: later rolls take it, and the rolls under way are re-planned
    /// along it from where each wheel is and how fast it turns to the same end at the same
    /// time, so no wheel jumps.
    public mutating func setCurve(_ curve: TimingCurve, at time: Double) {
        self.curve = curve
        func replanned(_ wheel: DigitWheel) -> DigitWheel {
            guard wheel.isMoving(at: time), let end = wheel.endTime, end > time else { return wheel }
            return DigitWheel(
                from: wheel.position(at: time), to: wheel.to, start: time, duration: end - time, curve: curve,
                speed: wheel.speed(at: time))
        }
        wheels = wheels.map(replanned)
        sign = replanned(sign)
        if let count { self.count = CountRoll(base: count.base, wheel: replanned(count.wheel)) }
    }

    /// Shows `newValue`, rolling the changed wheels forward if it is larger in size and backward
    /// if it is smaller (or as ``OdometerOptions/direction`` says), starting at `time`.
    public mutating func set(_ newValue: Int64, at time: Double) throws(OdometerError) {
        try checkRange(newValue)
        guard newValue != value else { return }
        roll(to: newValue, forward: newValue.magnitude > value.magnitude, at: time)
    }

    /// Adds one, rolling over from the maximum to the minimum.
    public mutating func increment(at time: Double) {
        let next = value == maximum ? minimum : value + 1
        roll(to: next, forward: next.magnitude > value.magnitude || value == maximum, at: time)
    }

    /// Subtracts one, rolling over from the minimum to the maximum.
    public mutating func decrement(at time: Double) {
        let previous = value == minimum ? maximum : value - 1
        roll(to: previous, forward: previous.magnitude > value.magnitude && value != minimum, at: time)
    }

    /// The position of the wheel at `index` (0 is the most significant) at `time`, in [0, 10):
    /// 3 shows a 3, 9.5 is halfway from 9 to 0.
    public func position(ofDigit index: Int, at time: Double) -> Double? {
        guard (0..<digitCount).contains(index) else { return nil }
        return positions(at: time)[index]
    }

    /// The positions of every wheel at `time`, most significant first.
    public func positions(at time: Double) -> [Double] {
        guard let count else {
            // By index: each wheel read where it is (a closure's argument was a copy of it,
            // curve and all, at every frame of a roll).
            return wheels.indices.map { Odometer.normalized(wheels[$0].position(at: time)) }
        }
        let (whole, fraction) = Odometer.magnitude(of: count, at: time)
        return (0..<digitCount).map { index in
            let power = Odometer.power(ofTen: digitCount - 1 - index)
            let digit = Double((whole / UInt64(power)) % 10)
            if power == 1 { return Odometer.normalized(digit + fraction) }
            // A wheel turns during the last unit of the wheels after it, carrying.
            let carry = whole % UInt64(power) == UInt64(power) - 1 ? fraction : 0
            return Odometer.normalized(digit + carry)
        }
    }

    /// The sign wheel's position at `time`: 0 shows no sign, 1 shows "−", in between it turns;
    /// nil for an odometer that is not signed.
    public func signPosition(at time: Double) -> Double? {
        guard options.signed else { return nil }
        if let count {
            let reading = Double(count.base) + count.wheel.position(at: time)
            return reading < 0 ? 1 : 0
        }
        return min(max(sign.position(at: time), 0), 1)
    }

    /// Whether any wheel is still turning at `time`.
    public func isRolling(at time: Double) -> Bool {
        if let count { return count.wheel.isMoving(at: time) }
        return wheels.contains { $0.isMoving(at: time) } || sign.isMoving(at: time)
    }

    /// When the last roll started so far ends, or `nil` when the wheels have never moved.
    public var rollEndTime: Double? {
        if let count { return count.wheel.endTime }
        // Read at every frame a scene draws: no list of the wheels is made.
        var end = sign.endTime
        for wheel in wheels {
            if let time = wheel.endTime { end = max(end ?? time, time) }
        }
        return end
    }

    /// From when no wheel turns: ``rollEndTime``, or −∞ when the wheels have never moved.
    public var restTime: Double {
        rollEndTime ?? -.infinity
    }

    private mutating func roll(to newValue: Int64, forward: Bool, at time: Double) {
        defer { value = newValue }
        if let count {
            // From the reading now, in units: a roll under way goes on from where it is.
            var reading = count.wheel.position(at: time)
            // A curve whose values overflow (`cubic-bezier(0.5, 1e300, 0.5, 1)`) leaves no
            // reading to go on from: the new roll starts where the old one was going.
            if !reading.isFinite { reading = count.wheel.to }
            // A curve that overshoots (`linear(0, 20, 1)`, a spring barely damped) may carry the
            // reading far past either end: the units saturate instead of trapping or wrapping.
            let base = Self.saturatingSum(count.base, Int64(saturating: reading.rounded(.down)))
            let offset = reading - reading.rounded(.down)
            let distance = Double(newValue) - Double(base)
            self.count = CountRoll(
                base: base,
                wheel: DigitWheel(
                    from: offset, to: distance, start: time, duration: rollDuration, curve: curve,
                    speed: count.wheel.speed(at: time)))
            return
        }
        let targets = Odometer.digits(of: newValue.magnitude, count: digitCount)
        for index in wheels.indices {
            let target = Double(targets[index])
            // A wheel already going to its digit keeps its plan: re-planned from where it is, it
            // would start its roll again and fall behind the wheels around it.
            if Odometer.normalized(wheels[index].to) == target { continue }
            let current = wheels[index].position(at: time)
            let ahead = Odometer.modulo(target - current, 10)
            let behind = -Odometer.modulo(current - target, 10)
            let distance: Double
            switch options.direction {
            case .automatic: distance = forward ? ahead : behind
            case .up: distance = ahead
            case .down: distance = behind
            case .shortest: distance = ahead <= -behind ? ahead : behind
            }
            guard distance != 0 else {
                // On its digit at this instant, though bound elsewhere (a change earlier at
                // this instant sent it on): it stays. Left to its plan, it would end on the
                // digit it no longer shows.
                wheels[index] = DigitWheel(from: current, to: current, start: time, duration: 0, curve: curve)
                continue
            }
            wheels[index] = DigitWheel(
                from: current, to: current + distance, start: time, duration: rollDuration, curve: curve,
                speed: wheels[index].speed(at: time))
        }
        let signTarget: Double = newValue < 0 ? 1 : 0
        let signNow = sign.position(at: time)
        if options.signed, signTarget != sign.to {
            sign = DigitWheel(from: signNow, to: signTarget, start: time, duration: rollDuration, curve: curve)
        }
    }

    /// `a + b`, held at `Int64.min` or `Int64.max` instead of wrapping.
    private static func saturatingSum(_ a: Int64, _ b: Int64) -> Int64 {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? .max : .min) : sum
    }

    private func checkRange(_ candidate: Int64) throws(OdometerError) {
        guard (minimum...maximum).contains(candidate) else {
            throw .valueOutOfRange(candidate, minimum: minimum, maximum: maximum, digits: digitCount)
        }
    }

    /// The magnitude of a count-through roll's reading at `time`: its whole units and the
    /// fraction of the next one. At the roll's end it is the exact value.
    private static func magnitude(of count: CountRoll, at time: Double) -> (UInt64, Double) {
        let offset = count.wheel.position(at: time)
        let whole = saturatingSum(count.base, Int64(saturating: offset.rounded(.down)))
        let fraction = offset - offset.rounded(.down)
        if whole >= 0 { return (whole.magnitude, fraction) }
        // Below 0 the magnitude counts the other way: −2.75 is 2 units and 0.75 of the next.
        return fraction == 0 ? (whole.magnitude, 0) : (whole.magnitude - 1, 1 - fraction)
    }

    /// The decimal digits of `value`, most significant first, padded to `count` with zeros.
    /// Integer arithmetic only: the seed's `pow` on floats misplaced digits of large values.
    static func digits(of value: UInt64, count: Int) -> [Int] {
        var remaining = value
        var digits = [Int](repeating: 0, count: count)
        for index in stride(from: count - 1, through: 0, by: -1) {
            digits[index] = Int(remaining % 10)
            remaining /= 10
        }
        return digits
    }

    public static func power(ofTen exponent: Int) -> Int64 {
        (0..<exponent).reduce(Int64(1)) { result, _ in result * 10 }
    }

    static func modulo(_ x: Double, _ m: Int) -> Double {
        let r = x.truncatingRemainder(dividingBy: Double(m))
        return r < 0 ? r + Double(m) : r
    }

    static func normalized(_ position: Double) -> Double {
        let p = modulo(position, 10)
        return p >= 10 ? 0 : p
    }
}

extension Odometer: CustomStringConvertible {
    /// The value as the odometer shows it at rest: every wheel's digit (zero padded), a "-" for
    /// a negative value, the group separator between groups of three digits before the decimal
    /// point and the decimal separator before the decimals: 1234 on 6 digits with 2 decimals
    /// and "," is "0,012.34".
    public var description: String {
        Odometer.text(value: value, digitCount: digitCount, options: options)
    }

    /// `value` as an odometer of `digitCount` digits with `options` shows it at rest
    /// (``description``).
    public static func text(value: Int64, digitCount: Int, options: OdometerOptions) -> String {
        text(digits: digits(of: value.magnitude, count: digitCount), negative: value < 0, options: options)
    }

    /// `units` as a number is written, with the decimal point where the decimals put it and
    /// no padding or group separator: 1234 with 2 decimals is "12.34", −5 is "-0.05".
    public func plainText(ofUnits units: Int64) -> String {
        Odometer.plainText(ofUnits: units, options: options)
    }

    /// `units` as a number is written with `options`' decimals (``plainText(ofUnits:)``).
    public static func plainText(ofUnits units: Int64, options: OdometerOptions) -> String {
        let decimals = options.decimals
        guard decimals > 0 else { return "\(units)" }
        let scale = UInt64(Odometer.power(ofTen: decimals))
        let fraction = String(units.magnitude % scale)
        return (units < 0 ? "-" : "") + "\(units.magnitude / scale)" + options.decimalSeparator
            + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    /// `digits` written with the sign, separators and decimal point of `options`.
    public static func text(digits: [Int], negative: Bool, options: OdometerOptions) -> String {
        let wholeCount = digits.count - options.decimals
        // Written as UTF-8 and made a string once (a rolling odometer's text view writes it at
        // every change of its windows): a string a digit cost more than the rest together.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(2 * digits.count + 1)
        if negative { bytes.append(UInt8(ascii: "-")) }
        for (index, digit) in digits.enumerated() {
            if index == wholeCount, options.decimals > 0 {
                bytes.append(contentsOf: options.decimalSeparator.utf8)
            } else if index > 0, index < wholeCount, let separator = options.groupSeparator,
                (wholeCount - index) % 3 == 0
            {
                bytes.append(contentsOf: separator.utf8)
            }
            if (0...9).contains(digit) {
                bytes.append(UInt8(ascii: "0") + UInt8(digit))
            } else {
                bytes.append(contentsOf: String(digit).utf8)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
