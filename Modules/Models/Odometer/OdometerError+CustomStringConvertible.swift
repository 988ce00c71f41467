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
