/// Why an ``Odometer`` refused a request.
public enum OdometerError: Error, Sendable, Hashable {
    /// The digit count is outside 1...18.
    case digitCountOutOfRange(Int)
    /// The value is negative or has more digits than the odometer.
    case valueOutOfRange(Int64, maximum: Int64, digits: Int)
    /// The roll duration is negative, infinite or NaN.
    case invalidRollDuration(Double)
}

extension OdometerError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .digitCountOutOfRange(let count):
            "an odometer has 1 to 18 digits, not \(count)"
        case .valueOutOfRange(let value, let maximum, let digits):
            "value \(value) is out of range 0...\(maximum) for \(digits) digit\(digits == 1 ? "" : "s")"
        case .invalidRollDuration(let duration):
            "roll duration must be a finite number of seconds ≥ 0, not \(NumberText.plain(duration))"
        }
    }
}
