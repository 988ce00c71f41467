/// A timing function made of straight segments through points, like CSS `linear(…)`: for
/// bounces, springs and other shapes sampled into a list (CSS Easing Level 2).
///
/// The points' inputs never decrease; two points may share an input (a jump). Between and
/// beyond the points the output follows CSS's algorithm: the segment from the last point whose
/// input is at most the progress to the next, extended past the first and last points.
public struct PiecewiseLinearCurve: Sendable, Hashable {
    /// One stop as a script writes it: an output and, optionally, the input it is reached at.
    public struct Stop: Sendable, Hashable {
        public var output: Double
        public var input: Double?

        public init(output: Double, input: Double? = nil) {
            self.output = output
            self.input = input
        }
    }

    /// The most points a curve may have: far more than any sampled curve needs, and a bound on
    /// what a script can make Swift hold.
    public static let maximumPointCount = 10_000

    /// The points (x: input progress, y: output progress), inputs non-decreasing.
    public let points: [Point]

    /// A curve through `stops`, completed as CSS completes them: a first stop without an input
    /// is at 0, a last one at the larger of 1 and the largest input given, an input smaller than
    /// an earlier one is raised to it, and runs of stops without inputs are spread evenly
    /// between their neighbours.
    ///
    /// - Throws: ``TimingCurveError/invalidLinearStops(_:)`` for fewer than 2 stops, more than
    ///   ``maximumPointCount``, or a value that is not finite or beyond ±1e300.
    public init(stops: [Stop]) throws(TimingCurveError) {
        guard stops.count >= 2 else {
            throw .invalidLinearStops("linear() needs at least 2 stops, as in linear(0, 1)")
        }
        guard stops.count <= Self.maximumPointCount else {
            throw .invalidLinearStops("linear() takes at most \(Self.maximumPointCount) stops, not \(stops.count)")
        }
        let range = -1e300...1e300
        for stop in stops where !range.contains(stop.output) || !(stop.input.map(range.contains) ?? true) {
            throw .invalidLinearStops("linear() stops must be finite numbers within ±1e300")
        }
        var inputs = stops.map(\.input)
        if inputs[0] == nil { inputs[0] = 0 }
        if inputs[inputs.count - 1] == nil {
            inputs[inputs.count - 1] = max(1, inputs.compactMap { $0 }.max() ?? 1)
        }
        var largest = -Double.infinity
        for index in inputs.indices {
            if let input = inputs[index] {
                largest = max(largest, input)
                inputs[index] = largest
            }
        }
        // Runs without inputs: evenly between the known inputs on either side.
        var index = 0
        while index < inputs.count {
            guard inputs[index] == nil, let before = inputs[index - 1] else {
                index += 1
                continue
            }
            var end = index
            while inputs[end] == nil { end += 1 }
            let after = inputs[end] ?? before
            let gaps = Double(end - index + 1)
            for filled in index..<end {
                inputs[filled] = before + (after - before) * Double(filled - index + 1) / gaps
            }
            index = end
        }
        points = zip(stops, inputs).map { stop, input in Point(x: input ?? 0, y: stop.output) }
    }

    /// The output for an input progress `x`, clamped to [0, 1] (NaN counts as 0), by CSS's
    /// linear easing algorithm; a binary search finds the segment.
    public func value(at x: Double) -> Double {
        let progress = x.clamped(to: 0...1)
        let (start, end) = segment(at: progress)
        if start.x == end.x { return end.y }
        return start.y + (progress - start.x) / (end.x - start.x) * (end.y - start.y)
    }

    /// The segment CSS's algorithm uses at `x`: from the last point whose input is at most `x`
    /// (the first if none) to the next one (the last two points past the end).
    func segment(at x: Double) -> (start: Point, end: Point) {
        var low = 0
        var high = points.count
        while low < high {
            let middle = (low + high) / 2
            if points[middle].x <= x { low = middle + 1 } else { high = middle }
        }
        let a = min(max(low - 1, 0), points.count - 2)
        return (points[a], points[a + 1])
    }
}
