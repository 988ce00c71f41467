import Geometry
import Models
import Testing

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

@Suite struct TransitionKindTests {
    private func close(_ actual: Double, _ expected: Double, within tolerance: Double = 1e-12) -> Bool {
        AnimationTestKit.isClose(actual, expected, within: tolerance)
    }

    private static let flips: [TransitionKind] = [.flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom]

    @Test func aFlipFromLeftNarrowsTheOutgoingFaceThenWidensTheIncomingOne() {
        let kind = TransitionKind.flipFromLeft
        let firstHalf = stride(from: 0.0, to: 0.5, by: 0.05).map { kind.frame(progress: $0) }
        let secondHalf = stride(from: 0.5, through: 1, by: 0.05).map { kind.frame(progress: $0) }
        #expect(firstHalf.allSatisfy { $0.face == .outgoing && $0.yScale == 1 })
        #expect(secondHalf.allSatisfy { $0.face == .incoming && $0.yScale == 1 })
        #expect(zip(firstHalf, firstHalf.dropFirst()).allSatisfy { $0.xScale > $1.xScale })
        #expect(zip(secondHalf, secondHalf.dropFirst()).allSatisfy { $0.xScale < $1.xScale })
        #expect(kind.frame(progress: 0).xScale == 1)
        #expect(kind.frame(progress: 0.5).xScale == 0)
        #expect(kind.frame(progress: 1).xScale == 1)
    }

    @Test func theFlipScaleIsTheProjectionOfAnEvenTurn() {
        for kind in Self.flips {
            for progress in stride(from: 0.0, through: 1, by: 0.125) {
                let frame = kind.frame(progress: progress)
                let scale = min(frame.xScale, frame.yScale)
                #expect(close(scale, abs(cos(Double.pi * progress))))
                #expect(close(scale, cos(frame.rotation.radians)))
            }
        }
    }

    @Test func verticalFlipsScaleAcrossAndHorizontalFlipsScaleDown() {
        #expect(TransitionKind.flipFromRight.frame(progress: 0.25).yScale == 1)
        #expect(TransitionKind.flipFromRight.frame(progress: 0.25).xScale < 1)
        #expect(TransitionKind.flipFromTop.frame(progress: 0.25).xScale == 1)
        #expect(TransitionKind.flipFromBottom.frame(progress: 0.75).yScale < 1)
    }

    @Test func flipsFromLeftAndTopTurnPositivelyAndTheOthersNegatively() {
        let quarter = Double.pi / 4
        #expect(close(TransitionKind.flipFromLeft.frame(progress: 0.25).rotation.radians, quarter))
        #expect(close(TransitionKind.flipFromTop.frame(progress: 0.25).rotation.radians, quarter))
        #expect(close(TransitionKind.flipFromRight.frame(progress: 0.25).rotation.radians, -quarter))
        #expect(close(TransitionKind.flipFromBottom.frame(progress: 0.25).rotation.radians, -quarter))
        // The incoming face is the card's other side, still turning the same way.
        #expect(close(TransitionKind.flipFromLeft.frame(progress: 0.75).rotation.radians, -quarter))
    }

    @Test func flipsShowOnlyOneFaceAtATime() {
        for kind in Self.flips {
            for progress in stride(from: 0.0, through: 1, by: 0.1) {
                let frame = kind.frame(progress: progress)
                #expect(frame.opacity(of: frame.face) == 1)
                #expect(frame.opacity(of: frame.face == .outgoing ? .incoming : .outgoing) == 0)
                #expect(frame.curlingFace == nil && frame.curl == 0)
            }
        }
    }

    @Test func curlUpLiftsTheOutgoingFaceAwayOverTheIncomingOne() {
        let frame = TransitionKind.curlUp.frame(progress: 0.3)
        #expect(frame.curlingFace == .outgoing)
        #expect(close(frame.curl, 0.3))
        #expect(close(frame.flatFraction, 0.7))
        #expect(frame.outgoingOpacity == 1 && frame.incomingOpacity == 1)
        #expect(frame.face == .outgoing)
        #expect(TransitionKind.curlUp.frame(progress: 0.6).face == .incoming)
        #expect(frame.xScale == 1 && frame.yScale == 1)
    }

    @Test func curlDownLaysTheIncomingFaceDownFromTheTop() {
        let frame = TransitionKind.curlDown.frame(progress: 0.3)
        #expect(frame.curlingFace == .incoming)
        #expect(close(frame.curl, 0.7))
        #expect(close(frame.flatFraction, 0.3))
        #expect(TransitionKind.curlDown.frame(progress: 1).curl == 0)
        #expect(TransitionKind.curlDown.frame(progress: 0).incomingOpacity == 0)
    }

    @Test func crossDissolveFadesOneFaceIntoTheOther() {
        for progress in stride(from: 0.0, through: 1, by: 0.1) {
            let frame = TransitionKind.crossDissolve.frame(progress: progress)
            #expect(close(frame.outgoingOpacity, 1 - progress))
            #expect(close(frame.incomingOpacity, progress))
            #expect(close(frame.outgoingOpacity + frame.incomingOpacity, 1))
        }
    }

    @Test func everyKindEndsOnTheIncomingFaceAloneFlatAndFullSize() {
        for kind in TransitionKind.allCases {
            let end = kind.frame(progress: 1)
            #expect(end.face == .incoming)
            #expect(end.incomingOpacity == 1 && end.outgoingOpacity == 0)
            #expect(end.xScale == 1 && end.yScale == 1 && end.rotation == .zero)
            #expect(end.curlingFace != .incoming || end.curl == 0)
            let start = kind.frame(progress: 0)
            #expect(start.outgoingOpacity == 1 && start.incomingOpacity == 0)
            #expect(start.xScale == 1 && start.yScale == 1)
            #expect(start.curlingFace != .outgoing || start.curl == 0)
        }
    }

    @Test func progressIsClampedAndNaNCountsAsTheStart() {
        for kind in TransitionKind.allCases {
            #expect(kind.frame(progress: 1.3) == kind.frame(progress: 1))
            #expect(kind.frame(progress: -0.2) == kind.frame(progress: 0))
            #expect(kind.frame(progress: .nan) == kind.frame(progress: 0))
        }
    }

    @Test func namesRoundTrip() throws {
        #expect(
            TransitionKind.names == [
                "flipFromLeft", "flipFromRight", "flipFromTop", "flipFromBottom", "curlUp", "curlDown", "crossDissolve",
            ])
        for name in TransitionKind.names {
            #expect(try TransitionKind(named: name).rawValue == name)
        }
    }

    @Test(arguments: ["flip", "FlipFromLeft", "", "none"])
    func unknownNamesThrowListingTheValidOnes(name: String) {
        #expect(throws: AnimationError.unknownTransitionKind(name)) { try TransitionKind(named: name) }
        #expect(AnimationError.unknownTransitionKind(name).description.contains("curlUp, curlDown, crossDissolve"))
    }
}
