import Geometry
import Models
import Testing

@Suite struct RotaryWheelEventsTests: WheelTesting {
    /// Every crossing is exact: at its time the entered sector is selected, an instant before the
    /// left one was, and the angle there is on a boundary (k − ½)·2π/N.
    private func expectExactCrossings(_ wheel: RotaryWheel, _ events: [WheelEvent], jumps: Bool = false) {
        let count = Double(wheel.sectorCount)
        for crossing in crossingTriples(events) {
            #expect(wheel.selectedIndex(at: crossing.time) == crossing.to || jumps)
            if !jumps {
                #expect(wheel.selectedIndex(at: crossing.time.nextDown) == crossing.from)
                let slots = wheel.angle(at: crossing.time).radians / (2 * .pi) * count + 0.5
                #expect(abs(slots - slots.rounded()) < 1e-6, "\(wheel.angle(at: crossing.time)) is off a boundary")
            }
        }
    }

    @Test func dragMovesCrossBoundariesAtTheMoveThatPassesThem() throws {
        var wheel = try makeWheel(sectors: 8)
        try drag(&wheel, fromDegrees: 180, toDegrees: 280, steps: 10, start: 0, duration: 1)
        // Boundaries at 22.5° (passed by the move to 30° at 0.3) and 67.5° (the move to 70° at 0.7).
        let events = wheel.events(from: 0, to: 2)
        #expect(events == [.boundaryCrossed(from: 0, to: 7, at: 0.3), .boundaryCrossed(from: 7, to: 6, at: 0.7)])
        // And back: a move back over a boundary crosses it the other way.
        try wheel.moveTouch(to: touchPoint(degrees: 190), time: 2)
        #expect(
            wheel.events(from: 2, to: 3) == [
                .boundaryCrossed(from: 6, to: 7, at: 2), .boundaryCrossed(from: 7, to: 0, at: 2),
            ])
    }

    /// Several moves at one instant: each jump crosses at that instant, and a listener told the
    /// first jump's crossings goes on from the slot the last one entered, so what it is told
    /// adds up to where the wheel is. (Walked again from an instant before, the second jump's
    /// crossings looked like the first's and were dropped as already told.)
    @Test func crossingsToldAtOneInstantGoOnFromTheSlotTold() throws {
        var wheel = try makeWheel(sectors: 8)
        try wheel.beginTouch(at: touchPoint(degrees: 180), time: 1)
        try wheel.moveTouch(to: touchPoint(degrees: 260), time: 1)
        let first = wheel.markedEvents(from: 1, to: 2)
        #expect(
            first.map(\.event) == [.boundaryCrossed(from: 0, to: 7, at: 1), .boundaryCrossed(from: 7, to: 6, at: 1)])
        #expect(first.map(\.slot) == [1, 2])
        try wheel.moveTouch(to: touchPoint(degrees: 230), time: 1)
        let told = try #require(first.last?.slot)
        #expect(
            wheel.markedEvents(from: 1, to: 2, toldSlot: told).map(\.event) == [.boundaryCrossed(from: 6, to: 7, at: 1)]
        )
        // Walked from an instant before, the second jump is only one crossing from where the
        // wheel was, which the listener was told already.
        #expect(wheel.events(from: 1, to: 2) == [.boundaryCrossed(from: 0, to: 7, at: 1)])
    }

    @Test func inertiaCrossingsAreExactAndMatchASampledReference() throws {
        var wheel = try makeWheel(sectors: 12)
        try drag(&wheel, fromDegrees: 180, toDegrees: 330, steps: 15, start: 0.8, duration: 0.2)
        try wheel.endTouch(time: 1)
        let end = try #require(wheel.motionEndTime)
        let events = wheel.crossings(from: 1, to: end + 1)
        #expect(events.count > 10)
        #expect(crossedSectorSequence(events) == sampledSectorSequence(wheel, from: 1, to: end + 1, step: 1e-4))
        expectExactCrossings(wheel, events)
        // Coasting decelerates: the crossings come further and further apart.
        let times = crossingTriples(events).map(\.time)
        let gaps = zip(times.dropFirst(), times).map { $0 - $1 }
        #expect(zip(gaps.dropFirst(), gaps).allSatisfy { $0 > $1 })
    }

    @Test func spinsWithOvershootingCurvesCrossBackAndForthExactly() throws {
        let curves: [TimingCurve] = [
            .spring(try Spring(mass: 1, stiffness: 120, damping: 4, initialVelocity: 0)),
            .spring(try Spring(mass: 1, stiffness: 50, damping: 30, initialVelocity: -8)),
            .spring(try Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 5)),
            try TimingCurve(controlPoints: 0.3, -0.6, 0.4, 1.8),
            .easeInEaseOut,
            try TimingCurve(steps: 7),
        ]
        for curve in curves {
            var wheel = try makeWheel(sectors: 16)
            try wheel.spin(toSector: 5, turns: 1, direction: .clockwise, duration: 1.5, curve: curve, at: 0)
            let events = wheel.crossings(from: 0, to: 2)
            let sampled = sampledSectorSequence(wheel, from: 0, to: 2, step: 2e-5)
            if case .steps = curve {
                // Sampling only sees where each step lands.
                #expect(landingSequence(events) == sampled)
                // Each step jumps over several boundaries at once, at the step's time.
                let times = Set(crossingTriples(events).map(\.time))
                #expect(times.count == 7)
                expectExactCrossings(wheel, events, jumps: true)
            } else {
                #expect(crossedSectorSequence(events) == sampled, "\(curve)")
                expectExactCrossings(wheel, events)
            }
        }
    }

    /// The sector before the first crossing, then the sector each instant's crossings end on.
    private func landingSequence(_ events: [WheelEvent]) -> [Int] {
        let crossings = crossingTriples(events)
        guard let first = crossings.first else { return [] }
        var sequence = [first.from]
        for (index, crossing) in crossings.enumerated()
        where index + 1 == crossings.count || crossings[index + 1].time != crossing.time {
            sequence.append(crossing.to)
        }
        return sequence
    }

    @Test func aShortFlickSettlingOverABoundaryReportsTheCrossing() throws {
        var wheel = try makeWheel(sectors: 8) { $0.snapDuration = 0.5 }
        // Released just short of the boundary at 22.5° and flicked gently towards it: the natural
        // stop lies past it, in slot 1, but too far from its middle (45°) to coast there, so the
        // wheel settles onto it, crossing the boundary on the way.
        try drag(&wheel, fromDegrees: 180, toDegrees: 201, steps: 3, start: 0, duration: 0.3)
        try wheel.moveTouch(to: touchPoint(degrees: 202), time: 0.95)
        try wheel.endTouch(time: 1)
        guard case .settle = wheel.motion(at: 1) else {
            Issue.record("expected a settle, got \(wheel.motion(at: 1))")
            return
        }
        let events = wheel.crossings(from: 1, to: 2)
        #expect(crossedSectorSequence(events) == [0, 7])
        #expect(crossedSectorSequence(events) == sampledSectorSequence(wheel, from: 1, to: 2, step: 1e-5))
        expectExactCrossings(wheel, events)
    }

    @Test func aJumpCrossesEveryBoundaryAtOnceInOrder() throws {
        var wheel = try makeWheel(sectors: 4, numbering: .counterClockwise)
        try wheel.rotate(to: .radians(4 * .pi + 0.1), at: 1)
        let events = wheel.events(from: 0, to: 2)
        let crossings = crossingTriples(events)
        #expect(crossings.count == 8)
        #expect(crossings.allSatisfy { $0.time == 1 })
        #expect(crossings.map(\.to) == [1, 2, 3, 0, 1, 2, 3, 0])
        // No change: the wheel ends on sector 0 again, and rests there at once.
        #expect(events.count == 9)
        #expect(events.last == .rested(index: 0, name: wheel.configuration.names[0], at: 1))
    }

    @Test func oneSectorTicksOncePerTurn() throws {
        var wheel = try makeWheel(sectors: 1)
        try wheel.rotate(to: .radians(-3 * 2 * .pi), duration: 3, curve: .linear, at: 0)
        let crossings = crossingTriples(wheel.events(from: 0, to: 4))
        #expect(crossings.count == 3)
        #expect(crossings.allSatisfy { $0.from == 0 && $0.to == 0 })
        // Boundaries at −π, −3π, −5π: reached at 1/6, 1/2 and 5/6 of the way.
        #expect(approximately(crossings[0].time, 0.5, tolerance: 1e-9))
        #expect(approximately(crossings[1].time, 1.5, tolerance: 1e-9))
        #expect(approximately(crossings[2].time, 2.5, tolerance: 1e-9))
    }

    @Test func valueChangesAreReportedWhenTheWheelComesToRest() throws {
        // A stop speed so high that no release is a flick: the wheel snaps.
        var wheel = try makeWheel(sectors: 8) { $0.stopSpeed = 100 }
        try wheel.beginTouch(at: touchPoint(degrees: 180), time: 0)
        try wheel.endTouch(at: touchPoint(degrees: 250), time: 1)
        let snapEnd = try #require(wheel.motionEndTime)
        let events = wheel.events(from: 0, to: 5)
        // The final move crosses two boundaries at 1; the snap onto sector 6 ends at rest.
        #expect(
            events == [
                .boundaryCrossed(from: 0, to: 7, at: 1), .boundaryCrossed(from: 7, to: 6, at: 1),
                .changed(index: 6, name: "Swirl", at: snapEnd), .rested(index: 6, name: "Swirl", at: snapEnd),
            ])
        // A drag that ends back on the same sector changes nothing, but it rests again.
        try drag(&wheel, fromDegrees: 0, toDegrees: 10, steps: 1, start: 2, duration: 0.1)
        try wheel.endTouch(time: 3)
        let later = wheel.events(from: 2, to: 5)
        #expect(!later.contains { if case .changed = $0 { true } else { false } })
        #expect(later.contains { if case .rested(6, _, _) = $0 { true } else { false } })
        // A spin changes the value when it ends, not when it starts (value says where it goes).
        try wheel.spin(toSector: 2, duration: 1, at: 4)
        #expect(wheel.value == 2)
        #expect(
            wheel.events(from: 4, to: 4.999).isEmpty
                || wheel.events(from: 4, to: 4.999).allSatisfy {
                    if case .boundaryCrossed = $0 { true } else { false }
                })
        #expect(
            wheel.events(from: 5, to: 5.001) == [
                .changed(index: 2, name: "Monster", at: 5), .rested(index: 2, name: "Monster", at: 5),
            ])
    }

    @Test func halfOpenWindowsSplitTheEventsWithoutLossOrRepeat() throws {
        var wheel = try makeWheel(sectors: 24)
        try drag(&wheel, fromDegrees: 90, toDegrees: -200, steps: 29, start: 0, duration: 0.29)
        try wheel.endTouch(time: 0.29)
        try wheel.beginTouch(at: touchPoint(degrees: 0), time: 1.2)
        try wheel.endTouch(at: touchPoint(degrees: 40), time: 1.3)
        try wheel.spin(toSector: 13, turns: 2, direction: .clockwise, duration: 1, at: 2)
        let whole = wheel.events(from: -1, to: 10)
        var generator = SplitMix64(seed: 42)
        for _ in 0..<20 {
            // Cut at random times, some of them exactly at event times.
            var cuts = (0..<6).map { _ in Double.random(in: -1...10, using: &generator) }
            cuts += whole.shuffled(using: &generator).prefix(3).map(\.time)
            cuts = ([-1.0] + cuts + [10]).sorted()
            var pieces: [WheelEvent] = []
            for (low, high) in zip(cuts, cuts.dropFirst()) {
                pieces += wheel.events(from: low, to: high)
            }
            #expect(pieces == whole)
        }
    }

    @Test func crossingsSpanMotionsThatReplacedOneAnother() throws {
        var wheel = try makeWheel(sectors: 10)
        try drag(&wheel, fromDegrees: 180, toDegrees: 300, steps: 12, start: 0, duration: 0.12)
        try wheel.endTouch(time: 0.12)
        // Caught mid-coast, dragged back, released, then spun before the snap ends.
        try wheel.beginTouch(at: touchPoint(degrees: 0), time: 0.6)
        try drag2(&wheel)
        try wheel.spin(toSector: 3, direction: .counterClockwise, duration: 0.7, at: 1.55)
        let events = wheel.crossings(from: 0, to: 3)
        #expect(crossedSectorSequence(events) == sampledSectorSequence(wheel, from: 0, to: 3, step: 1e-5))
        func drag2(_ wheel: inout RotaryWheel) throws {
            for step in 1...10 {
                try wheel.moveTouch(to: touchPoint(degrees: -8 * Double(step)), time: 0.6 + 0.08 * Double(step))
            }
            try wheel.endTouch(time: 1.5)
        }
    }

    @Test func theLimitReturnsTheEarliestEvents() throws {
        var wheel = try makeWheel(sectors: 64)
        try wheel.spin(toSector: 0, turns: 100, direction: .clockwise, duration: 10, at: 0)
        let all = wheel.crossings(from: 0, to: 11, limit: 100_000)
        #expect(all.count == 6400)
        let first = wheel.events(from: 0, to: 11, limit: 5)
        #expect(first == Array(all.prefix(5)))
        #expect(wheel.events(from: 0, to: 11, limit: 0).isEmpty)
        #expect(wheel.events(from: 5, to: 5).isEmpty)
        #expect(wheel.events(from: .nan, to: 5).isEmpty)
    }

    @Test func aWeightedWheelTicksAtItsRealBoundaries() throws {
        // Weights 1, 2, 1: sector 0 covers ±45°, sector 1 the next 180° (clockwise on screen,
        // reached by turning the wheel counterclockwise), sector 2 the last 90°.
        var wheel = try makeWheel(sectors: 3) { $0.weights = [1, 2, 1] }
        _ = try wheel.spin(toSector: 0, turns: 1, direction: .counterClockwise, duration: 1, curve: .linear, at: 0)
        let events = wheel.crossings(from: 0, to: 2)
        #expect(crossedSectorSequence(events) == [0, 1, 2, 0])
        // The wheel turns −2π linearly over one second: boundaries at −45°, −225° and −315°.
        let times = crossingTriples(events).map(\.time)
        #expect(times.count == 3)
        for (time, degrees) in zip(times, [45.0, 225, 315]) {
            #expect(approximately(time, degrees / 360, tolerance: 1e-9), "\(time) for \(degrees)°")
        }
        #expect(crossedSectorSequence(events) == sampledSectorSequence(wheel, from: 0, to: 2, step: 1e-4))
    }
}
