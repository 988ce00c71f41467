// Converting a `Double` to an integer traps when the value is NaN, infinite or out of range, and
// scripts hand the models any Double they like (1e19 s, 1e300). Every conversion of such a value
// goes through these instead: out-of-range values saturate at the type's bounds and NaN is 0, so
// the result is always defined and the caller's own range checks still apply.

extension Int64 {
    /// `value` rounded toward zero, saturated to `Int64.min...Int64.max`; NaN is 0.
    public init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 9_223_372_036_854_775_807.0 {
            self = .max
        } else if value <= -9_223_372_036_854_775_808.0 {
            self = .min
        } else {
            self.init(value)
        }
    }
}

extension Int {
    /// `value` rounded toward zero, saturated to `Int.min...Int.max`; NaN is 0.
    public init(saturating value: Double) {
        self.init(Int64(saturating: value))
    }
}
