import Testing

@testable import Models

@Suite struct WheelSlotBoundariesTests: WheelTesting {
    private let boundaries = WheelSlotBoundaries(shares: [0.1, 0.4, 0.2, 0.3])

    @Test func slotZeroIsCentredOnZeroAndTheTurnClosesExactly() {
        #expect(boundaries.count == 4)
        #expect(boundaries.lower.first == -0.05)
        #expect(boundaries.lower.last == 0.95)
        #expect(boundaries.middle(ofSlot: 0) == 0)
        #expect(approximately(boundaries.middle(ofSlot: 1), 0.25, tolerance: 1e-15))
        #expect(approximately(boundaries.share(ofSlot: 3), 0.3, tolerance: 1e-15))
        #expect(approximately(boundaries.widestShare, 0.4, tolerance: 1e-15))
    }

    @Test func boundariesMapToHalvesAndMiddlesToWholeNumbers() {
        for turn in [-2.0, 0, 3] {
            for j in 0..<boundaries.count {
                let offset = turn * 4
                #expect(
                    approximately(
                        boundaries.position(ofTurns: turn + boundaries.lower[j]), offset + Double(j) - 0.5,
                        tolerance: 1e-12))
                #expect(
                    approximately(
                        boundaries.position(ofTurns: turn + boundaries.middle(ofSlot: j)), offset + Double(j),
                        tolerance: 1e-12))
            }
        }
    }

    @Test func aPositionMapsBackToItsAngle() {
        var position = -9.75
        while position < 9.75 {
            let turns = boundaries.turns(atPosition: position)
            #expect(approximately(boundaries.position(ofTurns: turns), position, tolerance: 1e-12), "\(position)")
            position += 0.125
        }
    }

    @Test func theMapNeverGoesBackwards() {
        var previous = -Double.infinity
        var turns = -2.0
        while turns < 2 {
            let position = boundaries.position(ofTurns: turns)
            #expect(position >= previous, "\(turns)")
            previous = position
            turns += 1.0 / 997
        }
    }

    @Test func aTurnIsAlwaysAsManySlotsAsSectors() {
        for turns in [-0.3, 0.01, 0.5, 7.2] {
            #expect(
                approximately(
                    boundaries.position(ofTurns: turns + 1) - boundaries.position(ofTurns: turns), 4, tolerance: 1e-12))
        }
    }

    @Test func nonFiniteInputsComeBackUnmapped() {
        #expect(boundaries.position(ofTurns: .infinity) == .infinity)
        #expect(boundaries.position(ofTurns: .nan).isNaN)
        #expect(boundaries.turns(atPosition: -.infinity) == -.infinity)
        #expect(boundaries.turns(atPosition: .nan).isNaN)
    }
}
