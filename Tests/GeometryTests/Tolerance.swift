// Floating-point results are compared with an explicit absolute tolerance, so a test states how
// exact it expects each computation to be.

/// Whether two doubles agree to within an absolute tolerance. NaN never agrees.
func isClose(_ actual: Double, _ expected: Double, within tolerance: Double = 1e-9) -> Bool {
    abs(actual - expected) <= tolerance
}
