import Geometry
import Testing

@Suite struct StepCurveTests {
    @Test(arguments: [
        (0.0, 0.0), (0.24, 0.0), (0.25, 0.25), (0.5, 0.5), (0.74, 0.5), (0.99, 0.75), (1.0, 1.0),
    ])
    func jumpEndHoldsEachLevelUntilTheEndOfItsInterval(input: Double, expected: Double) throws {
        let steps = try StepCurve(count: 4)
        #expect(steps.position == .end)
        #expect(steps.value(at: input) == expected)
    }

    @Test(arguments: [
        (0.0, 0.25), (0.1, 0.25), (0.25, 0.5), (0.76, 1.0), (1.0, 1.0),
    ])
    func jumpStartJumpsAtTheBeginningOfEachInterval(input: Double, expected: Double) throws {
        let steps = try StepCurve(count: 4, position: .start)
        #expect(steps.value(at: input) == expected)
    }

    @Test func aSingleStepJumpsOnce() throws {
        let end = try StepCurve(count: 1)
        #expect(end.value(at: 0.999) == 0)
        #expect(end.value(at: 1) == 1)
        let start = try StepCurve(count: 1, position: .start)
        #expect(start.value(at: 0) == 1)
    }

    @Test(arguments: [0, -1, Int.min])
    func fewerThanOneStepIsRejected(count: Int) {
        #expect(throws: TimingCurveError.invalidStepCount(count)) {
            try StepCurve(count: count)
        }
    }

    @Test func hugeCountsDoNotOverflow() throws {
        let steps = try StepCurve(count: .max, position: .start)
        #expect(steps.value(at: 1) == 1)
        #expect(steps.value(at: 0.5) > 0.49 && steps.value(at: 0.5) < 0.51)
    }

    @Test(arguments: [(-1.0, 0.0), (2.0, 1.0), (Double.nan, 0.0)])
    func inputsClampAndNaNCountsAsZero(input: Double, expected: Double) throws {
        #expect(try StepCurve(count: 3).value(at: input) == expected)
    }

    @Test func positionsHaveCSSNames() {
        #expect(StepCurve.Position(rawValue: "start") == .start)
        #expect(StepCurve.Position(rawValue: "end") == .end)
        #expect(StepCurve.Position(rawValue: "none") == .neither)
        #expect(StepCurve.Position(rawValue: "both") == .both)
        #expect(StepCurve.Position.allCases.count == 4)
        #expect(StepCurve.Position.allCases.map(\.cssName) == ["jump-start", "jump-end", "jump-none", "jump-both"])
        #expect(StepCurve.Position(cssName: "start") == .start && StepCurve.Position(cssName: "end") == .end)
        #expect(StepCurve.Position(cssName: "none") == nil, "CSS writes jump-none")
    }
}

/// CSS's jump-none and jump-both, against the values CSS Easing Level 2 gives.
@Suite struct StepCurveJumpTests {
    @Test func jumpNoneHoldsZeroFirstAndOneLast() throws {
        let steps = try StepCurve(count: 4, position: .neither)
        let inputs: [Double] = [0, 0.2, 0.25, 0.5, 0.74, 0.75, 0.99, 1]
        let expected: [Double] = [0, 0, 1.0 / 3, 2.0 / 3, 2.0 / 3, 1, 1, 1]
        #expect(inputs.map(steps.value(at:)) == expected)
        #expect(throws: TimingCurveError.invalidStepCount(1)) { try StepCurve(count: 1, position: .neither) }
    }

    @Test func jumpBothJumpsAtBothEnds() throws {
        let steps = try StepCurve(count: 3, position: .both)
        let inputs: [Double] = [0, 0.3, 1.0 / 3, 0.7, 0.99, 1]
        let expected: [Double] = [0.25, 0.25, 0.5, 0.75, 0.75, 1]
        #expect(inputs.map(steps.value(at:)) == expected)
    }
}
