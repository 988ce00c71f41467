/// Why an ``Odometer`` refused a request.
public enum OdometerError: Error, Sendable, Hashable {
    /// The digit count is outside 1...18.
    case digitCountOutOfRange(Int)
    /// The value is negative or has more digits than the odometer.
    case valueOutOfRange(Int64, maximum: Int64, digits: Int)
    /// The roll duration is negative, infinite or NaN.
    case invalidRollDuration(Double)
}
