import Testing

@testable import Geometry

/// The one parser of curves written as text: names, CSS's functions and springs, strictly.
@Suite struct TimingCurveTextTests {
    @Test(arguments: [
        ("linear", TimingCurve.linear), ("easeInEaseOut", .easeInEaseOut), ("ease-in", .easeIn),
        ("ease-out", .easeOut), (" ease-in-out ", .easeInEaseOut), ("ease", .ease),
    ])
    func namesAreTheNamedCurves(_ text: String, _ curve: TimingCurve) throws {
        #expect(try TimingCurve(text: text) == curve)
    }

    @Test func functionsMakeTheirCurves() throws {
        #expect(try TimingCurve(text: "cubic-bezier(0.25, 0.1, 0.25, 1)") == .ease)
        #expect(try TimingCurve(text: "cubic-bezier( .42 ,0,1,1 )") == .easeIn)
        #expect(
            try TimingCurve(text: "cubic-bezier(0.5, -2e0, 0.5, 3E+0)") == TimingCurve(controlPoints: 0.5, -2, 0.5, 3))
        #expect(try TimingCurve(text: "steps(4)") == .steps(StepCurve(count: 4, position: .end)))
        #expect(try TimingCurve(text: "steps(4, jump-both)") == .steps(StepCurve(count: 4, position: .both)))
        #expect(try TimingCurve(text: "steps(3, start)") == .steps(StepCurve(count: 3, position: .start)))
        #expect(try TimingCurve(text: "step-end") == .steps(StepCurve(count: 1, position: .end)))
        #expect(try TimingCurve(text: "spring(0.5, 0.4)") == .spring(Spring(dampingRatio: 0.5, response: 0.4)))
        #expect(try TimingCurve(text: "spring") == .spring(Spring(dampingRatio: 0.825, response: 0.55)))
        let linear = try TimingCurve(text: "linear(0, 0.9 60%, 0.9 70% 80%, 1)")
        guard case .piecewiseLinear(let curve) = linear else {
            Issue.record("linear() made \(linear)")
            return
        }
        #expect(curve.points.map(\.x) == [0, 0.6, 0.7, 0.8, 1])
        #expect(curve.points.map(\.y) == [0, 0.9, 0.9, 0.9, 1])
    }

    @Test(arguments: [
        ("cubic-bezier(1, 2)", "cubic-bezier takes 4 numbers, as in cubic-bezier(0.25, 0.1, 0.25, 1)"),
        ("cubic-bezier(0x1, 0, 1, 1)", "cubic-bezier takes 4 numbers, as in cubic-bezier(0.25, 0.1, 0.25, 1)"),
        ("cubic-bezier(0, 0, 1, 1,)", "cubic-bezier takes 4 numbers, as in cubic-bezier(0.25, 0.1, 0.25, 1)"),
        ("cubic-bezier(nan, 0, 1, 1)", "cubic-bezier takes 4 numbers, as in cubic-bezier(0.25, 0.1, 0.25, 1)"),
        ("cubic-bezier(1e999, 0, 1, 1)", "cubic-bezier takes 4 numbers, as in cubic-bezier(0.25, 0.1, 0.25, 1)"),
        ("steps(2.5)", "steps takes a whole number of steps and an optional position, as in steps(4, jump-end)"),
        (
            "steps(99999999999999999999)",
            "steps takes a whole number of steps and an optional position, as in steps(4, jump-end)"
        ),
        ("steps(2, middle)", "the position is jump-start, jump-end, jump-none, jump-both, start or end, not 'middle'"),
        ("linear(0, 1 half)", "a linear() stop's input is a percentage such as 60%, not 'half'"),
        (
            "linear(0, 1 1% 2% 3%)",
            "each linear() stop is a number, then up to two percentages, as in linear(0, 0.9 60%, 1)"
        ),
        ("linear(0,,1)", "each linear() stop is a number, then up to two percentages, as in linear(0, 0.9 60%, 1)"),
        (
            "spring(1)",
            "spring takes a damping ratio and a response in seconds, as in spring(0.5, 0.4), or SwiftUI's spring(duration: 0.5, bounce: 0.3), or Core Animation's spring(mass: 1, stiffness: 100, damping: 10), each with an optional velocity: 2"
        ),
        ("bounce(1)", "the curve functions are cubic-bezier, steps, linear and spring"),
        ("steps(linear(1))", "parentheses do not nest in a timing curve"),
    ])
    func brokenSyntaxSaysHowToWriteIt(_ text: String, _ reason: String) {
        #expect(throws: TimingCurveError.invalidSyntax(text: text, reason: reason)) { try TimingCurve(text: text) }
    }

    @Test func valuesOutOfRangeAreTheCurvesOwnErrors() {
        #expect(throws: TimingCurveError.invalidControlPoints(x1: 2, y1: 0, x2: 1, y2: 1)) {
            try TimingCurve(text: "cubic-bezier(2, 0, 1, 1)")
        }
        #expect(throws: TimingCurveError.invalidStepCount(1)) { try TimingCurve(text: "steps(1, jump-none)") }
        #expect(throws: TimingCurveError.invalidSpringParameter(name: "dampingRatio", value: 0)) {
            try TimingCurve(text: "spring(0, 1)")
        }
        #expect(throws: TimingCurveError.unknownName("Linear")) { try TimingCurve(text: "Linear") }
        #expect(throws: TimingCurveError.unknownName("")) { try TimingCurve(text: "") }
    }

    @Test func tooManyValuesAreRefusedBeforeTheyAreSplitOut() {
        let many = "linear(" + String(repeating: "0,", count: 20_000) + "1)"
        #expect(throws: TimingCurveError.invalidLinearStops("linear() takes at most 10000 stops, not 20001")) {
            try TimingCurve(text: many)
        }
    }
}
