extension Odometer: CustomStringConvertible {
    /// The value's digits, zero padded: 1234 on 6 digits is "001234".
    public var description: String {
        digits.map(String.init).joined()
    }
}
