import Testing

@testable import Geometry

/// A curve's slope: exact where the curve has a formula, and what a numeric derivative says.
@Suite struct TimingCurveSlopeTests {
    @Test func slopesAtTheStartAreTheControlPointsRatios() throws {
        #expect(TimingCurve.linear.slope(at: 0) == 1)
        #expect(abs((TimingCurve.ease.slope(at: 0) ?? 0) - 0.1 / 0.25) < 1e-12)
        #expect(TimingCurve.easeIn.slope(at: 0) == 0)
        #expect(try TimingCurve(text: "cubic-bezier(0, 1, 1, 1)").slope(at: 0) == nil, "it leaves straight up")
        #expect(try TimingCurve(text: "steps(4)").slope(at: 0.3) == 0)
        #expect(try TimingCurve(text: "linear(0, 0.9 60%, 1)").slope(at: 0.3) == 1.5)
        #expect(try TimingCurve(text: "spring(0.5, 0.4)").slope(at: 0) == 0)
    }

    @Test(arguments: ["ease", "cubic-bezier(0.68, -0.6, 0.32, 1.6)", "spring(0.5, 0.4)", "easeInEaseOut"])
    func slopesAgreeWithANumericDerivative(_ text: String) throws {
        let curve = try TimingCurve(text: text)
        for step in 1..<20 {
            let u = Double(step) / 20
            let numeric = (curve.value(at: u + 1e-6) - curve.value(at: u - 1e-6)) / 2e-6
            let exact = try #require(curve.slope(at: u))
            #expect(abs(exact - numeric) < 1e-4 * max(1, abs(numeric)), "\(text) at \(u): \(exact) vs \(numeric)")
        }
    }
}
