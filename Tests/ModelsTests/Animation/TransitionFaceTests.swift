import Models
import Testing

@Suite struct TransitionFaceTests {
    @Test func scriptsSeeTheFacesByName() {
        #expect(TransitionFace.allCases.map(\.rawValue) == ["outgoing", "incoming"])
    }

    @Test func everyTransitionStartsOnTheOutgoingFaceAndEndsOnTheIncomingOne() {
        for kind in TransitionKind.allCases {
            #expect(kind.frame(progress: 0).face == .outgoing)
            #expect(kind.frame(progress: 1).face == .incoming)
        }
    }
}
