import Geometry
import Testing

@Suite struct TimingCurveErrorDescriptionTests {
    @Test func controlPointDescriptionStatesTheRule() {
        let description = TimingCurveError.invalidControlPoints(x1: 1.5, y1: 0, x2: 0.5, y2: 1).description
        #expect(description.contains("1.5"))
        #expect(description.contains("[0, 1]"))
        #expect(description.contains("finite"))
        #expect(description.contains("1e300"))
    }

    @Test func stepCountDescriptionStatesTheMinimum() {
        let description = TimingCurveError.invalidStepCount(0).description
        #expect(description.contains("0"))
        #expect(description.contains("at least 1"))
    }

    @Test func springDescriptionsNameTheParameter() {
        let damping = TimingCurveError.invalidSpringParameter(name: "damping", value: -2).description
        #expect(damping.contains("damping"))
        #expect(damping.contains("-2.0"))
        #expect(damping.contains("greater than 0"))
        let velocity = TimingCurveError.invalidSpringParameter(name: "initialVelocity", value: .nan).description
        #expect(velocity.contains("must be finite"))
        #expect(!velocity.contains("greater than 0"))
        #expect(TimingCurveError.springDoesNotSettle.description.contains("settle"))
    }

    @Test func unknownNameDescriptionQuotesTheNameAndListsTheValidOnes() {
        let description = TimingCurveError.unknownName("bounce").description
        #expect(description.contains("\"bounce\""))
        #expect(description.contains("linear, easeIn, easeOut, easeInEaseOut, easeInOut, default, ease"))
    }
}
