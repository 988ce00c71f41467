import Geometry
import Models
import Testing

@Suite struct WheelMotionMonotonicityTests: WheelTesting {
    // Crossings are found by bisection between the points where a motion may turn back; these
    // tests use motions that do turn back and check every crossing is found, against sampling.

    @Test func aLongSettleThatOvershootsCrossesOverAndBack() throws {
        var wheel = try makeWheel(sectors: 4) { $0.snapDuration = 8 }
        // Released at 30° at about 0.5 rad/s: the natural stop (≈ 43°) is still in slot 0, so
        // the target is its middle, 0°, behind; the long settle carries the flick's speed far
        // enough to pass the boundary at 45° before coming back.
        try drag(&wheel, fromDegrees: 180, toDegrees: 180 + 30 - 2.86, steps: 3, start: 0, duration: 0.3)
        try wheel.moveTouch(to: touchPoint(degrees: 210), time: 0.95)
        try wheel.endTouch(time: 1)
        guard case .settle = wheel.motion(at: 1) else {
            Issue.record("expected a settle, got \(wheel.motion(at: 1))")
            return
        }
        let events = wheel.crossings(from: 1, to: 10)
        #expect(crossedSectorSequence(events) == [0, 3, 0])
        #expect(crossedSectorSequence(events) == sampledSectorSequence(wheel, from: 1, to: 10, step: 1e-4))
        for crossing in crossingTriples(events) {
            #expect(wheel.selectedIndex(at: crossing.time) == crossing.to)
            #expect(wheel.selectedIndex(at: crossing.time.nextDown) == crossing.from)
        }
        #expect(wheel.angle(at: 9) == .zero)
    }

    @Test func springsOfEveryDampingReportEverySwingAcrossABoundary() throws {
        // Underdamped, critically damped and overdamped, launched forwards and backwards.
        let springs = [
            try Spring(mass: 1, stiffness: 200, damping: 3, initialVelocity: 0),
            try Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: -6),
            try Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 9),
            try Spring(mass: 2, stiffness: 30, damping: 40, initialVelocity: -4),
            try Spring(dampingRatio: 0.2, response: 0.5),
        ]
        for spring in springs {
            var wheel = try makeWheel(sectors: 32)
            try wheel.spin(toSector: 16, direction: .clockwise, duration: 2, curve: .spring(spring), at: 0)
            let events = wheel.crossings(from: 0, to: 3)
            let sampled = sampledSectorSequence(wheel, from: 0, to: 3, step: 1e-5)
            #expect(crossedSectorSequence(events) == sampled, "\(spring)")
            #expect(wheel.angle(at: 2) == wheel.restingAngle)
        }
    }

    @Test func bezierCurvesThatAnticipateAndOvershootReportBothWays() throws {
        let curves = [
            try TimingCurve(controlPoints: 0.5, -1.5, 0.5, 1),
            try TimingCurve(controlPoints: 0, 0, 0.5, 2.5),
            try TimingCurve(controlPoints: 0.2, -0.8, 0.8, 1.8),
        ]
        for curve in curves {
            var wheel = try makeWheel(sectors: 20)
            try wheel.rotate(to: .radians(2), duration: 1, curve: curve, at: 0)
            let events = wheel.crossings(from: 0, to: 2)
            let sequence = crossedSectorSequence(events)
            #expect(sequence == sampledSectorSequence(wheel, from: 0, to: 2, step: 1e-5), "\(curve)")
            // Both ways: some crossing enters a sector and a later one leaves it back.
            #expect(Set(sequence).count < sequence.count)
        }
    }
}
