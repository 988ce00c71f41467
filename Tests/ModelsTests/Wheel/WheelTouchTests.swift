import Geometry
import Models
import Testing

@Suite struct WheelTouchTests: WheelTesting {
    // A drag that passes through the dead zone: the points inside it are ignored, and the first
    // point outside it becomes the new reference, so the wheel resumes from where it stopped.

    @Test func aDragAcrossTheCentreHoldsTheWheelThenResumesWithoutAJump() throws {
        var wheel = try makeWheel(sectors: 8)
        try wheel.beginTouch(at: touchPoint(degrees: 180), time: 0)
        try wheel.moveTouch(to: touchPoint(degrees: 190), time: 0.1)
        #expect(approximately(wheel.angle(at: 0.1).degrees, 10))
        // Through the dead zone and out on the far side, where the direction is 180° away.
        #expect(try wheel.moveTouch(to: touchPoint(degrees: 190, radius: 10), time: 0.2) == false)
        #expect(try wheel.moveTouch(to: touchPoint(degrees: 10, radius: 10), time: 0.3) == false)
        #expect(try wheel.moveTouch(to: touchPoint(degrees: 10), time: 0.4) == false)
        // No jump: a naive tracker would have turned the wheel by 180° here.
        #expect(approximately(wheel.angle(at: 0.4).degrees, 10))
        // Tracking resumes relative to the new reference point.
        #expect(try wheel.moveTouch(to: touchPoint(degrees: 25), time: 0.5))
        #expect(approximately(wheel.angle(at: 0.5).degrees, 25))
    }

    @Test func aDragThatDipsIntoTheDeadZoneAndComesBackKeepsTurning() throws {
        var wheel = try makeWheel(sectors: 8)
        try wheel.beginTouch(at: touchPoint(degrees: 180), time: 0)
        try wheel.moveTouch(to: touchPoint(degrees: 200, radius: 39), time: 0.1)
        try wheel.moveTouch(to: touchPoint(degrees: 200), time: 0.2)
        try wheel.moveTouch(to: touchPoint(degrees: 230), time: 0.3)
        // The 20° made inside the dead zone are lost, the 30° after it count.
        #expect(approximately(wheel.angle(at: 0.3).degrees, 30))
    }

    @Test func theEndPointInTheDeadZoneIsIgnoredButTheTouchStillEnds() throws {
        var wheel = try makeWheel(sectors: 8)
        try wheel.beginTouch(at: touchPoint(degrees: 180), time: 0)
        try wheel.moveTouch(to: touchPoint(degrees: 200), time: 0.1)
        let change = try #require(try wheel.endTouch(at: touchPoint(degrees: 90, radius: 5), time: 0.5))
        #expect(!wheel.isTracking)
        #expect(change.toAngle == .zero)
    }
}
