import Geometry
import Testing

@Suite struct TimingCurveErrorTests {
    @Test func errorsCarryTheOffendingValues() {
        #expect(TimingCurveError.invalidStepCount(0) == .invalidStepCount(0))
        #expect(TimingCurveError.invalidStepCount(0) != .invalidStepCount(-1))
        #expect(
            TimingCurveError.invalidSpringParameter(name: "mass", value: 0)
                != .invalidSpringParameter(name: "damping", value: 0)
        )
    }

    @Test func errorsThrownByTheAPIAreTyped() {
        do {
            _ = try StepCurve(count: -2)
            Issue.record("expected an error")
        } catch {
            // The typed throw lets callers switch without casting.
            switch error {
            case .invalidStepCount(let count): #expect(count == -2)
            default: Issue.record("unexpected error \(error)")
            }
        }
    }
}
