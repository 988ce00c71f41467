import Geometry
import Models
import Testing

/// A free spin, turning steadily until told, and the landing: on the chosen sector's middle,
/// leaving at the spin's speed, never turning back, recorded as one spin.
@Suite struct RotaryWheelFreeSpinTests: WheelTesting {
    @Test func aFreeSpinTurnsSteadilyAndNeverRests() throws {
        var wheel = try makeWheel(sectors: 8, numbering: .clockwise)
        try wheel.spinFreely(turnsPerSecond: 2, at: 1)
        #expect(wheel.isSpinningFreely(at: 1.5))
        #expect(!wheel.isSpinningFreely(at: 0.5))
        #expect(approximately(wheel.angle(at: 2).radians, 4 * Double.pi))
        #expect(wheel.restTime == .infinity)
        #expect(wheel.motionEndTime == nil)
        #expect(wheel.value == 0, "the value waits for the landing")
        // Eight boundaries a turn, two turns a second, asked without an end: the limit holds.
        let crossings = wheel.crossings(from: 1, to: .infinity, limit: 100)
        #expect(crossings.count == 100)
        #expect(approximately(crossings[15].time, 1 + 16.0 / 16 - 1.0 / 32, tolerance: 1e-9), "\(crossings[15])")
    }

    @Test(arguments: [(2.0, 5, 0), (-1.5, 3, 1), (0.25, 0, 2)])
    func aLandingStopsOnTheSectorGoingOnTheWayItTurned(_ speed: Double, _ sector: Int, _ turns: Int) throws {
        var wheel = try makeWheel(sectors: 8, numbering: .clockwise)
        try wheel.spinFreely(turnsPerSecond: speed, at: 0)
        let before = wheel.restingAngle
        let change = try wheel.land(onSector: sector, turns: turns, duration: 2, at: 3)
        #expect(wheel.value == sector && change.toSector == sector && change.fromAngle == before)
        #expect(change.actionName == "Spin Wheel")
        #expect(wheel.selectedIndex(at: 5) == sector)
        #expect(wheel.angle(at: 5) == change.toAngle)
        let middle = try wheel.sector(sector).midAngle
        #expect(abs(middle.shortestDifference(to: wheel.angle(at: 5)).radians) < 1e-9)
        // It leaves at the spin's speed, and never turns back on the way.
        let velocity = speed * 2 * Double.pi
        let step = 1e-6
        let leaving = (wheel.angle(at: 3 + step).radians - wheel.angle(at: 3).radians) / step
        #expect(abs(leaving - velocity) < 1e-3 * abs(velocity))
        let path = stride(from: 3.0, through: 5.0, by: 0.01).map { wheel.angle(at: $0).radians }
        let forward = velocity > 0
        #expect(zip(path, path.dropFirst()).allSatisfy { forward ? $1 >= $0 - 1e-12 : $1 <= $0 + 1e-12 })
        // At least the even slowdown's distance, plus the extra turns.
        let travel = abs(change.toAngle.radians - wheel.angle(at: 3).radians)
        #expect(travel >= abs(velocity) + Double(turns) * 2 * Double.pi - 1e-9)
        #expect(!wheel.isSpinningFreely(at: 4))
    }

    @Test func onlyAFreelySpinningWheelLandsAndSpeedsAreChecked() throws {
        var wheel = try makeWheel(sectors: 4, numbering: .clockwise)
        #expect(throws: WheelError.notSpinningFreely) { try wheel.land(onSector: 1, at: 0) }
        for speed in [0, .infinity, .nan, 101, -101] {
            #expect(throws: WheelError.self) { try wheel.spinFreely(turnsPerSecond: speed, at: 0) }
        }
        try wheel.spinFreely(turnsPerSecond: 1, at: 0)
        #expect(throws: WheelError.invalidDuration(parameter: "duration", value: 0)) { try wheel.land(onSector: 1, duration: 0, at: 1) }
        #expect(throws: WheelError.unknownSector(9, sectorCount: 4)) { try wheel.land(onSector: 9, at: 1) }
        // A spin replaces a free spin, as a touch would.
        try wheel.spin(toSector: 2, at: 1)
        #expect(!wheel.isSpinningFreely(at: 1.5))
        #expect(wheel.restTime.isFinite)
    }
}
