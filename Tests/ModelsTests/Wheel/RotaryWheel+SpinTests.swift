import Geometry
import Models
import Testing

@Suite struct RotaryWheelSpinTests: WheelTesting {
    @Test(arguments: [1, 2, 5, 8, 9, 64])
    func aSpinLandsExactlyOnTheTargetsMiddleInTheAskedDirection(count: Int) throws {
        var generator = SplitMix64(seed: UInt64(count))
        for numbering in WheelNumbering.allCases {
            for direction in WheelSpinDirection.allCases {
                for turns in 0...2 {
                    var wheel = try makeWheel(sectors: count, numbering: numbering)
                    // Start somewhere arbitrary, several turns out.
                    let start = Angle(radians: Double.random(in: -40...40, using: &generator))
                    try wheel.rotate(to: start, at: 0)
                    let target = Int.random(in: 0..<count, using: &generator)
                    let change = try wheel.spin(
                        toSector: target, turns: turns, direction: direction, duration: 2, at: 1)
                    let end = wheel.angle(at: 3)
                    #expect(end == change.toAngle && end == wheel.restingAngle)
                    #expect(wheel.selectedIndex(at: 3) == target && wheel.value == target)
                    let middle = try wheel.sector(target).midAngle
                    #expect(abs(middle.shortestDifference(to: end).radians) < 1e-9)
                    let travel = (end - start).radians
                    let turn = 2 * Double.pi
                    let extra = Double(turns) * turn
                    switch direction {
                    case .clockwise:
                        #expect(travel >= extra - 1e-9 && travel < extra + turn)
                    case .counterClockwise:
                        #expect(-travel >= extra - 1e-9 && -travel < extra + turn)
                    case .shortest:
                        #expect(abs(travel) <= extra + .pi + 1e-9 && abs(travel) >= extra - 1e-9)
                    }
                }
            }
        }
    }

    @Test func aSpinTurnsSteadilyOneWayAlongItsCurve() throws {
        var wheel = try makeWheel(sectors: 8)
        try wheel.spin(
            toSector: 3, turns: 2, direction: .counterClockwise, duration: 1.5, curve: .easeInEaseOut, at: 10)
        var previous = wheel.angle(at: 10)
        for step in 1...1500 {
            let angle = wheel.angle(at: 10 + Double(step) * 0.001)
            #expect(angle <= previous)
            previous = angle
        }
        // Sector 3 (clockwise numbering) rests at −3π/4; two more turns counter-clockwise.
        #expect(approximately(wheel.angle(at: 11.5).radians, -3 * .pi / 4 - 4 * .pi))
        #expect(approximately(wheel.angle(at: 10.75).radians, (-3 * .pi / 4 - 4 * .pi) / 2))
        #expect(wheel.isMoving(at: 11.49) && !wheel.isMoving(at: 11.5))
    }

    @Test func theShortestWayBreaksTiesClockwiseAndExtraTurnsFromTheTargetGoClockwise() throws {
        var wheel = try makeWheel(sectors: 2)
        try wheel.spin(toSector: 1, direction: .shortest, duration: 1, at: 0)
        #expect(wheel.restingAngle == .halfTurn)
        var still = try makeWheel(sectors: 8, sector: 2)
        let change = try still.spin(toSector: 2, turns: 0, duration: 1, at: 0)
        #expect(!change.changesAngle)
        #expect(!still.isMoving(at: 0.5))
        try still.spin(toSector: 2, turns: 1, duration: 1, at: 1)
        #expect(approximately((still.restingAngle - change.toAngle).radians, 2 * .pi))
    }

    @Test func aSpinWithASpringEndsExactlyOnTheMiddle() throws {
        var wheel = try makeWheel(sectors: 9)
        let spring = TimingCurve.spring(try Spring(mass: 1, stiffness: 100, damping: 6, initialVelocity: 0))
        try wheel.spin(toSector: 4, turns: 1, direction: .clockwise, duration: 1, curve: spring, at: 0)
        #expect(wheel.angle(at: 1) == wheel.restingAngle)
        #expect(wheel.selectedIndex(at: 1) == 4)
    }

    @Test func aSpinStartsFromWhereACoastingWheelIs() throws {
        var wheel = try makeWheel(sectors: 8)
        try drag(&wheel, fromDegrees: 180, toDegrees: 260, steps: 8, start: 0, duration: 0.08)
        try wheel.endTouch(time: 0.08)
        let coasting = wheel.angle(at: 0.4)
        try wheel.spin(toSector: 0, direction: .clockwise, duration: 1, at: 0.4)
        #expect(wheel.angle(at: 0.4) == coasting)
        #expect(wheel.angle(at: 0.4 + 1e-9).isApproximatelyEqual(to: coasting, tolerance: 1e-6))
        #expect(wheel.value == 0)
    }

    @Test func aSpinCancelsATouchBeingTracked() throws {
        var wheel = try makeWheel(sectors: 8, sector: 1)
        try wheel.beginTouch(at: touchPoint(degrees: 180), time: 0)
        try wheel.moveTouch(to: touchPoint(degrees: 200), time: 0.1)
        let change = try wheel.spin(toSector: 5, duration: 0.5, at: 0.2)
        // The interrupted drag is not part of history: the spin's "before" is the rest before it.
        #expect(change.fromSector == 1)
        #expect(change.fromAngle == (try wheel.sector(1).midAngle))
        #expect(!wheel.isTracking)
        #expect(try wheel.moveTouch(to: touchPoint(degrees: 250), time: 0.3) == false)
        #expect(try wheel.endTouch(time: 0.4) == nil)
        #expect(wheel.selectedIndex(at: 1) == 5)
    }

    @Test func rotatingToAnAngleGoesExactlyThere() throws {
        var wheel = try makeWheel(sectors: 8)
        let change = try wheel.rotate(to: .radians(7.25), duration: 0.5, curve: .linear, at: 2)
        #expect(change.actionName == "Rotate Wheel")
        #expect(approximately(wheel.angle(at: 2.25).radians, 3.625))
        #expect(wheel.angle(at: 2.5).radians == 7.25)
        #expect(wheel.value == (try wheel.sectorIndex(forAngle: .radians(7.25))))
        try wheel.rotate(to: .radians(-1), at: 3)
        #expect(wheel.angle(at: 3).radians == -1)
    }

    @Test func badSpinsAndRotationsAreRefused() throws {
        var wheel = try makeWheel(sectors: 8)
        try wheel.rotate(to: .zero, at: 5)
        let before = wheel
        #expect(throws: WheelError.unknownSector(8, sectorCount: 8)) { try wheel.spin(toSector: 8, at: 6) }
        #expect(throws: WheelError.unknownSector(-1, sectorCount: 8)) { try wheel.spin(toSector: -1, at: 6) }
        #expect(throws: WheelError.invalidTurns(-1)) { try wheel.spin(toSector: 1, turns: -1, at: 6) }
        #expect(throws: WheelError.invalidTurns(1001)) { try wheel.spin(toSector: 1, turns: 1001, at: 6) }
        #expect(throws: WheelError.invalidDuration(parameter: "duration", value: -1)) {
            try wheel.spin(toSector: 1, duration: -1, at: 6)
        }
        #expect(throws: WheelError.self) { try wheel.spin(toSector: 1, duration: .nan, at: 6) }
        #expect(throws: WheelError.timeWentBackwards(time: 4, latest: 5)) { try wheel.spin(toSector: 1, at: 4) }
        #expect(throws: WheelError.self) { try wheel.rotate(to: .radians(.nan), at: 6) }
        #expect(throws: WheelError.self) { try wheel.rotate(to: .radians(.infinity), at: 6) }
        #expect(throws: WheelError.self) { try wheel.rotate(to: .radians(1e10), at: 6) }
        #expect(throws: WheelError.self) { try wheel.rotate(to: .zero, at: .nan) }
        #expect(wheel == before)
    }

    @Test func aSpinRestsAtItsEndEvenAfterItsLastCrossing() throws {
        var wheel = try makeWheel(sectors: 8)
        #expect(wheel.restTime == -.infinity)
        try wheel.spin(toSector: 3, duration: 2, at: 1)
        #expect(wheel.restTime == 3)
        #expect(wheel.restTime == wheel.motionEndTime)
    }

    @Test(arguments: WheelNumbering.allCases)
    func aWeightedWheelSpinsOntoTheMiddleOfEachSectorsOwnSize(numbering: WheelNumbering) throws {
        var generator = SplitMix64(seed: 0x5EED_00F1)
        let weights = [1.0, 4, 2, 0.5, 3]
        for direction in WheelSpinDirection.allCases {
            for target in 0..<weights.count {
                var wheel = try makeWheel(sectors: weights.count, numbering: numbering) { $0.weights = weights }
                try wheel.rotate(to: .radians(Double.random(in: -20...20, using: &generator)), at: 0)
                let change = try wheel.spin(toSector: target, turns: 1, direction: direction, duration: 2, at: 1)
                let sector = try wheel.sector(target)
                #expect(wheel.angle(at: 3) == change.toAngle)
                #expect(wheel.selectedIndex(at: 3) == target && wheel.value == target)
                #expect(abs(sector.midAngle.shortestDifference(to: wheel.angle(at: 3)).radians) < 1e-9)
            }
        }
    }
}
