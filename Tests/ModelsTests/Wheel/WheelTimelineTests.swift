import Geometry
import Models
import Testing

@Suite struct WheelTimelineTests: WheelTesting {
    @Test func aGestureLeavesADragThenItsReleaseOnTheTimeline() throws {
        var wheel = try makeWheel(sectors: 8)
        try drag(&wheel, fromDegrees: 180, toDegrees: 200, steps: 2, start: 1, duration: 0.2)
        try wheel.endTouch(time: 2)
        guard case .drag(let samples) = wheel.motion(at: 1.5) else {
            Issue.record("expected the drag at 1.5")
            return
        }
        #expect(samples.map(\.time) == [1, 1.1, 1.2])
        guard case .animation = wheel.motion(at: 2) else {
            Issue.record("expected the snap at 2")
            return
        }
        guard case .rest = wheel.motion(at: 0.5) else {
            Issue.record("expected the initial rest before the drag")
            return
        }
        #expect(wheel.motionEndTime == 2.2)
    }

    @Test func aChangeAtTheSameTimeReplacesTheOnePlannedThen() throws {
        var wheel = try makeWheel(sectors: 8)
        try wheel.spin(toSector: 3, duration: 1, at: 1)
        try wheel.spin(toSector: 5, duration: 1, at: 1)
        #expect(wheel.angle(at: 1) == .zero)
        #expect(wheel.selectedIndex(at: 2) == 5)
        // The first spin never came to rest: only the second's change, when it rests.
        #expect(
            wheel.events(from: 0, to: 3).filter { if case .changed = $0 { true } else { false } }
                == [.changed(index: 5, name: "Sun", at: 2)])
    }

    @Test func timeMayStandStillButNotGoBack() throws {
        var wheel = try makeWheel()
        try wheel.rotate(to: .radians(1), at: 3)
        try wheel.rotate(to: .radians(2), at: 3)
        #expect(throws: WheelError.timeWentBackwards(time: 2.5, latest: 3)) { try wheel.rotate(to: .zero, at: 2.5) }
        try wheel.beginTouch(at: touchPoint(degrees: 0), time: 4)
        try wheel.moveTouch(to: touchPoint(degrees: 10), time: 6)
        // The latest move counts, not just the touch-down.
        #expect(throws: WheelError.timeWentBackwards(time: 5, latest: 6)) { try wheel.endTouch(time: 5) }
    }

    @Test func discardingOldMotionKeepsEverythingFromThenOn() throws {
        var wheel = try makeWheel(sectors: 16)
        try wheel.spin(toSector: 5, duration: 1, at: 0)
        try wheel.spin(toSector: 11, turns: 1, direction: .clockwise, duration: 2, at: 3)
        let kept = wheel.events(from: 3.5, to: 6)
        let angles = stride(from: 3.0, through: 6, by: 0.01).map { wheel.angle(at: $0) }
        wheel.discardMotion(before: 3.5)
        #expect(wheel.events(from: 3.5, to: 6) == kept)
        #expect(stride(from: 3.0, through: 6, by: 0.01).map { wheel.angle(at: $0) }.suffix(251) == angles.suffix(251))
        // Before the kept motion, the wheel answers as if it had always been in effect.
        #expect(wheel.angle(at: 0) == wheel.angle(at: 3))
        #expect(wheel.value == 11)
        wheel.discardMotion(before: .nan)
        #expect(wheel.value == 11)
    }

    /// A drag's last move and its release at the same instant: the events listed from that
    /// instant, after the motion before it is discarded (as a script's wheel does at every
    /// gesture), still include the crossings of that move.
    @Test(arguments: [false, true])
    func theLastMoveBeforeAReleaseAtTheSameInstantStillCrosses(cancels: Bool) throws {
        var wheel = try makeWheel(sectors: 8)
        _ = try wheel.beginTouch(at: touchPoint(degrees: 180), time: 0)
        _ = try wheel.moveTouch(to: touchPoint(degrees: 200), time: 0.5)
        wheel.discardMotion(before: 0.5)
        // Boundaries at 22.5°, 67.5° and 112.5° from the pointer: the move crosses three.
        _ = try wheel.moveTouch(to: touchPoint(degrees: 320), time: 1)
        wheel.discardMotion(before: 1)
        _ = cancels ? try wheel.cancelTouch(time: 1) : try wheel.endTouch(time: 1)
        wheel.discardMotion(before: 1)
        let crossings = wheel.crossings(from: 1, to: 10)
        #expect(
            Array(crossings.prefix(3)) == [
                .boundaryCrossed(from: 0, to: 7, at: 1), .boundaryCrossed(from: 7, to: 6, at: 1),
                .boundaryCrossed(from: 6, to: 5, at: 1),
            ])
    }
}
