extension Double {
    /// `truncatingRemainder(dividingBy: Double(divisor))`, bit for bit (the sign of a zero
    /// result included), for a positive whole `divisor`: worked out from the quotient's whole
    /// part where that is exact (|self| < 2⁵², divisor up to 2²⁰), and by the C library's
    /// `fmod` elsewhere. A frame takes a few of these (a wheel's sector, an odometer's digits,
    /// the countdown effect's hues), and `fmod` cost about a hundred instructions each.
    // Inlinable: a call into this module cost a third of the work.
    @inlinable
    public func truncatingRemainder(dividingByWhole divisor: Int) -> Double {
        let whole = Double(divisor)
        guard divisor > 0, divisor <= 1 << 20, magnitude < 0x1p52 else {
            return truncatingRemainder(dividingBy: whole)
        }
        // The quotient's whole part: |self / whole| < 2⁵², so the conversion cannot trap. The
        // division may have rounded up onto the next whole number, one too far; the product is
        // a whole number below 2⁵³ and the difference is within `whole` of self, both exact.
        let quotient = Double(Int64(self / whole))
        var remainder = self - quotient * whole
        if self < 0 {
            if remainder > 0 { remainder -= whole } else if remainder <= -whole { remainder += whole }
        } else {
            if remainder < 0 { remainder += whole } else if remainder >= whole { remainder -= whole }
        }
        // fmod's zero has the dividend's sign (−20 by 10 gives −0).
        return remainder == 0 ? (sign == .minus ? -0.0 : 0.0) : remainder
    }
}
