extension OdometerError: CustomStringConvertible {
    /// A number as a script user wrote it: `-1` rather than `-1.0`.
    static func format(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return "\(number)"
    }

    public var description: String {
        switch self {
        case .digitCountOutOfRange(let count):
            "an odometer has 1 to 18 digits, not \(count)"
        case .valueOutOfRange(let value, let maximum, let digits):
            "value \(value) is out of range 0...\(maximum) for \(digits) digit\(digits == 1 ? "" : "s")"
        case .invalidRollDuration(let duration):
            "roll duration must be a finite number of seconds ≥ 0, not \(OdometerError.format(duration))"
        }
    }
}
