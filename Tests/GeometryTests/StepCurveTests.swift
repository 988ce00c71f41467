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
        #expect(StepCurve.Position.allCases.count == 2)
    }
}
