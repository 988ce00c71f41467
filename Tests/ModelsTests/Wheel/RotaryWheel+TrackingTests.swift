import Geometry
import Models
import Testing

@Suite struct RotaryWheelTrackingTests: WheelTesting {
    @Test(arguments: [(39.999, false), (40, true), (70, true), (100, true), (100.001, false), (0, false)])
    func aTouchBeginsOnlyOnTheRingBetweenDeadZoneAndRim(radius: Double, tracked: Bool) throws {
        var wheel = try makeWheel()
        let before = wheel
        #expect(try wheel.beginTouch(at: touchPoint(degrees: 180, radius: radius), time: 1) == tracked)
        #expect(wheel.isTracking == tracked)
        if !tracked {
            // An ignored touch changes nothing, and its moves and end are ignored too.
            #expect(wheel == before)
            #expect(try wheel.moveTouch(to: touchPoint(degrees: 200), time: 1.1) == false)
            #expect(try wheel.endTouch(at: touchPoint(degrees: 220), time: 1.2) == nil)
            #expect(wheel == before)
        }
    }

    @Test func theCentreItselfIsNeverATouchEvenWithoutADeadZone() throws {
        var wheel = try makeWheel { $0.deadZoneRadius = 0 }
        #expect(try wheel.beginTouch(at: .zero, time: 0) == false)
        #expect(try wheel.beginTouch(at: touchPoint(degrees: 0, radius: 1), time: 0))
    }

    @Test func theRadiiAreConfigurableAndMeasuredFromTheCentre() throws {
        var wheel = try makeWheel {
            $0.center = Point(x: 160, y: 240)
            $0.deadZoneRadius = 10
            $0.rimRadius = 20
        }
        #expect(try wheel.beginTouch(at: Point(x: 160 - 30, y: 240), time: 0) == false)
        #expect(try wheel.beginTouch(at: Point(x: 160 - 15, y: 240), time: 0))
        // Moving the finger down turns the wheel counter-clockwise on screen (from 9 o'clock
        // towards 6 o'clock is a negative screen angle).
        try wheel.moveTouch(to: Point(x: 160, y: 240 + 15), time: 0.1)
        #expect(approximately(wheel.angle(at: 0.1).radians, -.pi / 2))
    }

    @Test func theWheelFollowsTheFingersDirection() throws {
        var wheel = try makeWheel(sectors: 8)
        try wheel.beginTouch(at: touchPoint(degrees: 180), time: 0)
        try wheel.moveTouch(to: touchPoint(degrees: 200), time: 0.5)
        #expect(approximately(wheel.angle(at: 0.5).degrees, 20))
        // Between moves the wheel holds still: the angle is that of the latest move.
        #expect(approximately(wheel.angle(at: 0.9).degrees, 20))
        #expect(wheel.angle(at: 0.25) == .zero)
        try wheel.moveTouch(to: touchPoint(degrees: 240), time: 1)
        #expect(approximately(wheel.angle(at: 1).degrees, 60))
        // 60° is past the boundary at 22.5°: the sector before 0 (clockwise numbering) is up.
        #expect(wheel.selectedIndex(at: 1) == 7)
        #expect(wheel.isTracking(at: 1))
        #expect(!wheel.isMoving(at: 1))
        // The value only changes when the finger lifts.
        #expect(wheel.value == 0)
    }

    @Test func aDragWindsTheWheelRoundSeveralTurns() throws {
        var wheel = try makeWheel(sectors: 8)
        try wheel.beginTouch(at: touchPoint(degrees: 180), time: 0)
        for step in 1...36 {
            try wheel.moveTouch(to: touchPoint(degrees: 180 - 30 * Double(step)), time: Double(step) * 0.01)
        }
        #expect(approximately(wheel.angle(at: 1).radians, -6 * .pi, tolerance: 1e-9))
        #expect(approximately(wheel.normalizedAngle(at: 1).radians, 0, tolerance: 1e-9))
        #expect(approximately(wheel.angle(at: 1).turns, -3, tolerance: 1e-9))
    }

    @Test func liftingTheFingerSnapsToTheMiddleInPointTwoSeconds() throws {
        var wheel = try makeWheel(sectors: 8)
        try drag(&wheel, fromDegrees: 180, toDegrees: 210, steps: 3, start: 0, duration: 0.3)
        // Held still for the whole flick window: no flick, a plain snap.
        let change = try #require(try wheel.endTouch(time: 1))
        // 30° is in slot 1 (from 22.5° to 67.5°), whose middle is 45°: sector 7.
        #expect(wheel.value == 7)
        #expect(wheel.valueName == "3 circles")
        #expect(approximately(wheel.restingAngle.degrees, 45))
        #expect(change.toSector == 7 && change.fromSector == 0)
        let curve = TimingCurve.easeInEaseOut
        for fraction in [0.0, 0.25, 0.5, 0.75] {
            let expected = 30 + 15 * curve.value(at: fraction)
            #expect(approximately(wheel.angle(at: 1 + 0.2 * fraction).degrees, expected, tolerance: 1e-9))
            #expect(wheel.isMoving(at: 1 + 0.2 * fraction))
        }
        #expect(wheel.angle(at: 1.2) == wheel.restingAngle)
        #expect(!wheel.isMoving(at: 1.2))
        #expect(wheel.motionEndTime == 1.2)
        #expect(wheel.events(from: 0, to: 2).contains(.changed(index: 7, name: "3 circles", at: 1.2)))
        #expect(wheel.events(from: 0, to: 2).last == .rested(index: 7, name: "3 circles", at: 1.2))
    }

    @Test func theSelectedSectorIsOpaqueAndTheOthersFadedExceptWhileHeld() throws {
        var wheel = try makeWheel(sectors: 8)
        #expect(wheel.alphas(at: 0) == [1.0] + Array(repeating: 0.6, count: 7))
        try wheel.beginTouch(at: touchPoint(degrees: 180), time: 1)
        // The seed faded the selected sector as soon as the finger came down.
        #expect(wheel.alphas(at: 1) == Array(repeating: 0.6, count: 8))
        try wheel.moveTouch(to: touchPoint(degrees: 230), time: 1.1)
        try wheel.endTouch(time: 2)
        #expect(try wheel.alpha(ofSector: 7, at: 2.5) == 1.0)
        #expect(try wheel.alpha(ofSector: 0, at: 2.5) == 0.6)
        // Before the touch the old selection was lit.
        #expect(try wheel.alpha(ofSector: 0, at: 0.5) == 1.0)
        #expect(throws: WheelError.unknownSector(8, sectorCount: 8)) { try wheel.alpha(ofSector: 8, at: 0) }
    }

    @Test func movesBeyondTheRimStillTurnTheWheel() throws {
        var wheel = try makeWheel()
        try wheel.beginTouch(at: touchPoint(degrees: 180, radius: 90), time: 0)
        #expect(try wheel.moveTouch(to: touchPoint(degrees: 190, radius: 300), time: 0.1))
        #expect(approximately(wheel.angle(at: 0.1).degrees, 10))
    }

    @Test func theFlickVelocityIsTheTurnOfTheLastWindowOverTheWindow() throws {
        var wheel = try makeWheel(snaps: false)
        // 30° in 0.05 s, released at once: the 0.1 s window sees 30°, so ω = 30°/0.1 s.
        try drag(&wheel, fromDegrees: 180, toDegrees: 210, steps: 5, start: 0, duration: 0.05)
        try wheel.endTouch(time: 0.05)
        guard case .inertia(let from, let velocity, _, let start, _, _) = wheel.motion(at: 0.05) else {
            Issue.record("expected inertia, got \(wheel.motion(at: 0.05))")
            return
        }
        #expect(approximately(from.degrees, 30))
        #expect(start == 0.05)
        #expect(approximately(velocity, Angle.degrees(300).radians))
    }

    @Test func aDragWhoseMovesCameAtTheInstantItEndsHasNoSpeed() throws {
        // Every move at t = 2 (time standing still, as on a paused page): a turn of 60° in no
        // time is no speed, so the release snaps rather than flinging through the sectors.
        var still = try makeWheel(sectors: 8)
        try still.beginTouch(at: touchPoint(degrees: 180), time: 2)
        for step in 1...6 {
            _ = try still.moveTouch(to: touchPoint(degrees: 180 + Double(step) * 10), time: 2)
        }
        try still.endTouch(time: 2)
        guard case .animation = still.motion(at: 2) else {
            Issue.record("expected a snap, got \(still.motion(at: 2))")
            return
        }
        // Held still for the window after moving, then moved at the release's instant: the
        // same (the window saw movement only at the release).
        var held = try makeWheel(sectors: 8)
        try held.beginTouch(at: touchPoint(degrees: 180), time: 0)
        _ = try held.moveTouch(to: touchPoint(degrees: 190), time: 0.05)
        _ = try held.moveTouch(to: touchPoint(degrees: 250), time: 1)
        try held.endTouch(time: 1)
        guard case .animation = held.motion(at: 1) else {
            Issue.record("expected a snap, got \(held.motion(at: 1))")
            return
        }
    }

    @Test func aFingerCatchesACoastingWheelWhereItIs() throws {
        var wheel = try makeWheel(sectors: 8)
        try drag(&wheel, fromDegrees: 180, toDegrees: 270, steps: 9, start: 0, duration: 0.09)
        try wheel.endTouch(time: 0.09)
        #expect(wheel.isMoving(at: 0.5))
        let caught = wheel.angle(at: 0.5)
        #expect(try wheel.beginTouch(at: touchPoint(degrees: 0), time: 0.5))
        #expect(!wheel.isMoving(at: 0.6))
        #expect(wheel.angle(at: 3) == caught)
        #expect(wheel.motionEndTime == nil)
    }

    @Test func cancellingATouchSnapsWithoutInertia() throws {
        var wheel = try makeWheel(sectors: 8)
        try drag(&wheel, fromDegrees: 180, toDegrees: 260, steps: 8, start: 0, duration: 0.08)
        let change = try #require(try wheel.cancelTouch(time: 0.08))
        // 80° is in slot 2 (67.5° to 112.5°): sector 6 at 90°, reached by a 0.2 s snap.
        #expect(wheel.value == 6)
        #expect(approximately(change.toAngle.degrees, 90))
        #expect(wheel.motionEndTime == 0.28)
        #expect(try wheel.cancelTouch(time: 1) == nil)
    }

    @Test func badTouchesAreRefusedWithoutChangingAnything() throws {
        var wheel = try makeWheel()
        #expect(throws: WheelError.invalidPoint(parameter: "touch", x: .infinity, y: 0)) {
            try wheel.beginTouch(at: Point(x: .infinity, y: 0), time: 0)
        }
        #expect(throws: WheelError.self) { try wheel.beginTouch(at: Point(x: .nan, y: 0), time: 0) }
        #expect(throws: WheelError.self) { try wheel.beginTouch(at: touchPoint(degrees: 0), time: .nan) }
        #expect(throws: WheelError.invalidTime(.infinity)) {
            try wheel.beginTouch(at: touchPoint(degrees: 0), time: .infinity)
        }
        try wheel.beginTouch(at: touchPoint(degrees: 0), time: 5)
        #expect(throws: WheelError.touchAlreadyActive) { try wheel.beginTouch(at: touchPoint(degrees: 10), time: 5) }
        #expect(throws: WheelError.timeWentBackwards(time: 4, latest: 5)) {
            try wheel.moveTouch(to: touchPoint(degrees: 10), time: 4)
        }
        #expect(throws: WheelError.self) { try wheel.moveTouch(to: Point(x: 1, y: .nan), time: 6) }
        #expect(throws: WheelError.self) { try wheel.endTouch(at: Point(x: 1, y: .nan), time: 6) }
        #expect(wheel.isTracking)
        #expect(wheel.angle(at: 10) == .zero)
    }

    @Test func aBurstOfMovesCannotFlingTheWheelFasterThanTheCap() throws {
        var wheel = try makeWheel(snaps: false)
        try wheel.beginTouch(at: touchPoint(degrees: 0), time: 0)
        for step in 1...1000 {
            try wheel.moveTouch(to: touchPoint(degrees: Double(step) * 170), time: 1e-6 * Double(step))
        }
        try wheel.endTouch(time: 1e-3)
        guard case .inertia(_, let velocity, _, _, let duration, _) = wheel.motion(at: 1e-3) else {
            Issue.record("expected inertia")
            return
        }
        #expect(velocity == RotaryWheel.maximumFlickSpeed)
        #expect(duration < 10)
    }
}
