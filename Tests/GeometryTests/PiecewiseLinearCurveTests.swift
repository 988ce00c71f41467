import Testing

@testable import Geometry

/// CSS `linear()`: stops completed as CSS completes them, and values along the segments.
@Suite struct PiecewiseLinearCurveTests {
    private func curve(_ stops: [(Double, Double?)]) throws -> PiecewiseLinearCurve {
        try PiecewiseLinearCurve(stops: stops.map { .init(output: $0.0, input: $0.1) })
    }

    @Test func missingInputsAreCompletedAsCSSCompletesThem() throws {
        // linear(0, 0.25, 1 75%, 0.5, 0.5 50%, 1): first at 0, a run spread evenly, an input
        // below an earlier one raised to it, the last at 1.
        let points = try curve([(0, nil), (0.25, nil), (1, 0.75), (0.5, nil), (0.5, 0.5), (1, nil)]).points
        #expect(points.map(\.x) == [0, 0.375, 0.75, 0.75, 0.75, 1])
        #expect(points.map(\.y) == [0, 0.25, 1, 0.5, 0.5, 1])
    }

    @Test func theLastInputIsAtLeastOne() throws {
        let points = try curve([(0, nil), (0.5, 1.5), (1, nil)]).points
        #expect(points.map(\.x) == [0, 1.5, 1.5])
    }

    @Test func valuesFollowTheSegments() throws {
        let bounce = try curve([(0, nil), (0.9, 0.6), (1, nil)])
        #expect(bounce.value(at: 0) == 0)
        #expect(abs(bounce.value(at: 0.3) - 0.45) < 1e-15)
        #expect(abs(bounce.value(at: 0.8) - 0.95) < 1e-15)
        #expect(bounce.value(at: 1) == 1)
        #expect(bounce.value(at: .nan) == 0, "NaN counts as the start")
        #expect(bounce.value(at: 7) == 1, "clamped")
    }

    @Test func twoPointsAtOneInputAreAJump() throws {
        let jump = try curve([(0, nil), (0, 0.5), (1, 0.5), (1, nil)])
        #expect(jump.value(at: 0.49) == 0)
        #expect(jump.value(at: 0.5) == 1, "the later point wins at the jump, as in CSS")
    }

    @Test func pointsBeyondTheEndsExtendTheOuterSegments() throws {
        // linear(0.5 25%, 1 75%): before 25% the first segment goes on, down to 0.25 at 0.
        let inner = try curve([(0.5, 0.25), (1, 0.75)])
        #expect(inner.value(at: 0) == 0.25)
        #expect(inner.value(at: 1) == 1.25)
    }

    @Test func badStopsAreRefused() {
        #expect(throws: TimingCurveError.invalidLinearStops("linear() needs at least 2 stops, as in linear(0, 1)")) {
            try curve([(0, nil)])
        }
        #expect(throws: TimingCurveError.invalidLinearStops("linear() stops must be finite numbers within ±1e300")) {
            try curve([(0, nil), (.infinity, nil)])
        }
        #expect(throws: TimingCurveError.invalidLinearStops("linear() stops must be finite numbers within ±1e300")) {
            try curve([(0, .nan), (1, nil)])
        }
        let tooMany = Array(repeating: (0.0, Double?.none), count: PiecewiseLinearCurve.maximumPointCount + 1)
        #expect(throws: TimingCurveError.self) { try curve(tooMany) }
    }
}
