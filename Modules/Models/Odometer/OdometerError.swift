/// Why an ``Odometer`` refused a request.
public enum OdometerError: Error, Sendable, Hashable {
    /// The digit count is outside 1...18.
    case digitCountOutOfRange(Int)
    /// The value is outside the odometer's range (negative for one that is not signed, or with
    /// more digits than it has).
    case valueOutOfRange(Int64, minimum: Int64, maximum: Int64, digits: Int)
    /// The roll duration is negative, infinite or NaN.
    case invalidRollDuration(Double)
    /// The decimals are negative, or not fewer than the digits (a whole digit must remain).
    case invalidDecimals(Int, digits: Int)
    /// No mode or direction has this name; `valid` lists those that exist.
    case unknownName(String, option: String, valid: [String])
}

extension OdometerError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .digitCountOutOfRange(let count):
            "an odometer has 1 to 18 digits, not \(count)"
        case .valueOutOfRange(let value, let minimum, let maximum, let digits):
            "value \(value) is out of range \(minimum)...\(maximum) for \(digits) digit\(digits == 1 ? "" : "s")"
        case .invalidRollDuration(let duration):
            "roll duration must be a finite number of seconds ≥ 0, not \(NumberText.plain(duration))"
        case .invalidDecimals(let decimals, let digits):
            "decimals must be from 0 to \(digits - 1) for \(digits) digit\(digits == 1 ? "" : "s") (a whole digit remains), not \(decimals)"
        case .unknownName(let name, let option, let valid):
            "unknown \(option) '\(name)' (expected \(valid.joined(separator: ", ")))"
        }
    }
}
