import Geometry
import Models
import Testing

@Suite struct TransitionFrameTests {
    @Test func theRestingFrameShowsOneFaceFlatAndWhole() {
        let resting = TransitionFrame.resting
        #expect(resting.face == .incoming)
        #expect(resting.opacity(of: .incoming) == 1)
        #expect(resting.opacity(of: .outgoing) == 0)
        #expect(resting.xScale == 1 && resting.yScale == 1)
        #expect(resting.curl == 0 && resting.flatFraction == 1)
    }

    @Test func theRestingFrameIsWhereFlipsAndDissolvesEnd() {
        for kind in [TransitionKind.flipFromLeft, .flipFromTop, .crossDissolve] {
            #expect(kind.frame(progress: 1) == .resting)
        }
    }

    @Test func flatFractionIsWhatIsNotCurled() {
        let frame = TransitionFrame(
            progress: 0.25, face: .outgoing, xScale: 1, yScale: 1, rotation: .zero,
            curl: 0.25, curlingFace: .outgoing, outgoingOpacity: 1, incomingOpacity: 1)
        #expect(frame.flatFraction == 0.75)
    }
}
