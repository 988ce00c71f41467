import Geometry
import Models
import Testing

@Suite struct RotaryWheelTests: WheelTesting {
    @Test func aNewWheelRestsOnItsSectorsMiddle() throws {
        let wheel = try makeWheel(sectors: 8, sector: 3)
        #expect(wheel.value == 3)
        #expect(wheel.valueName == "Person")
        #expect(approximately(wheel.restingAngle.radians, -3 * .pi / 4))
        #expect(wheel.angle(at: 0) == wheel.restingAngle)
        #expect(wheel.selectedIndex(at: -1e9) == 3 && wheel.selectedName(at: 1e9) == "Person")
        // The sector under the pointer at an angle already known: a turn later, the same one.
        #expect(wheel.selectedIndex(atAngle: wheel.restingAngle) == 3)
        #expect(wheel.selectedIndex(atAngle: .radians(wheel.restingAngle.radians + 2 * .pi)) == 3)
        #expect(wheel.selectedIndex(atAngle: .radians(wheel.restingAngle.radians + .pi / 4)) != 3)
        #expect(!wheel.isMoving(at: 0) && !wheel.isTracking && !wheel.isTracking(at: 0))
        #expect(wheel.motionEndTime == nil)
        #expect(wheel.sectorCount == 8)
        #expect(throws: WheelError.unknownSector(8, sectorCount: 8)) { try makeWheel(sectors: 8, sector: 8) }
    }

    /// The wheel's pose at an instant is its angle, whether it moves and whether it is held,
    /// as each is asked apart: at rest, spinning, held, and coasting after the release.
    @Test func thePoseIsTheAngleAndTheStatesAskedApart() throws {
        var wheel = try makeWheel(sectors: 8, sector: 3)
        try wheel.spin(toSector: 6, turns: 1, duration: 1, at: 0)
        _ = try wheel.beginTouch(at: Point(x: 60, y: 0), time: 2)
        _ = try wheel.moveTouch(to: Point(x: 0, y: 60), time: 2.2)
        _ = try wheel.endTouch(at: Point(x: -60, y: 0), time: 2.3)
        var states: Set<String> = []
        for time in stride(from: -0.5, through: 4, by: 0.05) {
            let pose = wheel.pose(at: time)
            #expect(pose.angle == wheel.angle(at: time), "t = \(time)")
            #expect(pose.isMoving == wheel.isMoving(at: time), "t = \(time)")
            #expect(pose.isTracking == wheel.isTracking(at: time), "t = \(time)")
            states.insert("\(pose.isMoving) \(pose.isTracking)")
        }
        // At rest, turning by itself and held were each seen.
        #expect(states.isSuperset(of: ["false false", "true false", "false true"]))
    }

    @Test func aWheelCanStartAtAnyAngle() throws {
        let wheel = try RotaryWheel(configuration: WheelConfiguration(sectorCount: 1), angle: .radians(20))
        #expect(wheel.angle(at: 0) == .radians(20))
        #expect(approximately(wheel.normalizedAngle(at: 0).radians, 20 - 6 * .pi))
        #expect(wheel.value == 0)
        #expect(throws: WheelError.self) { try RotaryWheel(angle: .radians(.nan)) }
    }

    @Test func queriesAtNaNTimesAnswerWithoutTrapping() throws {
        var wheel = try makeWheel()
        try wheel.spin(toSector: 4, duration: 1, at: 0)
        #expect(wheel.angle(at: .nan) == .zero)
        #expect(wheel.selectedIndex(at: .nan) == 0)
        #expect(!wheel.isMoving(at: .nan))
        #expect(wheel.alphas(at: .nan).count == 8)
    }

    @Test func reconfiguringKeepsTheMotionAndRederivesTheValue() throws {
        var wheel = try makeWheel(sectors: 8)
        try wheel.spin(toSector: 2, duration: 1, at: 0)
        #expect(approximately(wheel.restingAngle.radians, -.pi / 2))
        var configuration = wheel.configuration
        configuration.sectorCount = 4
        configuration.names = ["N", "E", "S", "W"]
        try wheel.setConfiguration(configuration)
        // −π/2 is sector 1's middle with four sectors.
        #expect(wheel.value == 1 && wheel.valueName == "E")
        #expect(approximately(wheel.angle(at: 0.5).radians, -.pi / 4))
        #expect(wheel.events(from: 0, to: 2).last == .rested(index: 1, name: "E", at: 1))
        #expect(wheel.events(from: 0, to: 2).contains(.changed(index: 1, name: "E", at: 1)))
    }

    @Test func reconfiguringMidDragKeepsTrackingWithTheNewRing() throws {
        var wheel = try makeWheel(sectors: 8)
        try wheel.beginTouch(at: touchPoint(degrees: 180), time: 0)
        var configuration = wheel.configuration
        configuration.deadZoneRadius = 80
        configuration.rimRadius = 200
        try wheel.setConfiguration(configuration)
        #expect(try wheel.moveTouch(to: touchPoint(degrees: 200, radius: 70), time: 0.1) == false)
        #expect(try wheel.moveTouch(to: touchPoint(degrees: 200, radius: 90), time: 0.2) == false)
        #expect(try wheel.moveTouch(to: touchPoint(degrees: 210, radius: 90), time: 0.3))
        #expect(approximately(wheel.angle(at: 0.3).degrees, 10))
        #expect(wheel.value == 0)
    }

    @Test func wheelsAreValues() throws {
        var first = try makeWheel()
        let copy = first
        try first.spin(toSector: 1, at: 0)
        #expect(copy.value == 0 && first.value == 1)
        #expect(first != copy)
    }

    @Test func aWheelDescribesItsSizeAndValue() throws {
        var wheel = try makeWheel(sectors: 8, sector: 3)
        #expect(wheel.description == "wheel of 8 sectors resting on 3 \"Person\"")
        try wheel.spin(toSector: 6, duration: 1, at: 0)
        // The value changes when the spin starts, as the description shows.
        #expect(wheel.description == "wheel of 8 sectors resting on 6 \"Swirl\"")
        let single = try RotaryWheel(configuration: WheelConfiguration(sectorCount: 1), angle: .radians(20))
        #expect(single.description == "wheel of 1 sector resting on 0 \"Circles\"")
    }
}
