// `Swift.min` and `Swift.max` answer differently depending on which argument is NaN, and
// `Double.minimum` drops a quiet NaN; bounding boxes need NaN to win so bad input shows up
// instead of silently shrinking a box.

/// The smaller of two values, or NaN when either is NaN.
func propagatingMinimum(_ first: Double, _ second: Double) -> Double {
    if first.isNaN || second.isNaN { return .nan }
    return Swift.min(first, second)
}

/// The larger of two values, or NaN when either is NaN.
func propagatingMaximum(_ first: Double, _ second: Double) -> Double {
    if first.isNaN || second.isNaN { return .nan }
    return Swift.max(first, second)
}

extension Double {
    /// The value clamped to `range`, with NaN mapped to `range.lowerBound` so that a NaN
    /// coming from a script lands on a documented value.
    func clamped(to range: ClosedRange<Double>) -> Double {
        if isNaN { return range.lowerBound }
        return Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
