extension RotaryWheel: CustomStringConvertible {
    /// A summary for logs and the REPL: `wheel of 8 sectors resting on 0 "Circles"`.
    public var description: String {
        "wheel of \(sectorCount) sector\(sectorCount == 1 ? "" : "s") resting on \(value) \"\(valueName)\""
    }
}
