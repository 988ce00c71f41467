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
        // Full speed for the extra turns and what it takes to reach the sector, then 2 s of
        // slowing down.
        let velocity = speed * 2 * Double.pi
        let end = wheel.restTime
        let braking = end - 2
        #expect(braking >= 3 + Double(turns) / abs(speed) - 1e-9)
        #expect(wheel.selectedIndex(at: end) == sector)
        #expect(wheel.angle(at: end) == change.toAngle)
        let middle = try wheel.sector(sector).midAngle
        #expect(abs(middle.shortestDifference(to: wheel.angle(at: end)).radians) < 1e-9)
        // It leaves at the spin's speed, never turns back and never speeds up on the way, and
        // slows down evenly: its speed falls by the same amount in every step of the slowdown.
        let step = 1.0 / 256
        let path = stride(from: 3.0, through: end, by: step).map { wheel.angle(at: $0).radians }
        let speeds = zip(path, path.dropFirst()).map { ($1 - $0) / step * (velocity > 0 ? 1 : -1) }
        let leaving = (wheel.angle(at: 3 + 1e-6).radians - wheel.angle(at: 3).radians) / 1e-6
        #expect(abs(leaving - velocity) < 1e-3 * abs(velocity))
        #expect(speeds.allSatisfy { $0 >= -1e-9 }, "it never turns back")
        #expect(zip(speeds, speeds.dropFirst()).allSatisfy { $1 <= $0 + 1e-6 }, "it never speeds up")
        let slowing = zip(speeds, speeds.dropFirst()).enumerated()
            .filter { Double($0.offset) * step > braking - 3 + step && Double($0.offset + 2) * step < end - 3 }
            .map { $0.element.0 - $0.element.1 }
        #expect(slowing.allSatisfy { abs($0 - abs(velocity) / 2 * step) < 1e-6 * abs(velocity) })
        // At least the even slowdown's distance, plus the extra turns.
        let travel = abs(change.toAngle.radians - wheel.angle(at: 3).radians)
        #expect(travel >= abs(velocity) + Double(turns) * 2 * Double.pi - 1e-9)
        #expect(!wheel.isSpinningFreely(at: 3.25), "landing, not spinning freely, at full speed")
        #expect(!wheel.isSpinningFreely(at: braking + 1))
    }

    /// The audit's case: 2 turns a second, landed with a turn more. One cubic over the whole
    /// way went from 2.0 up to 2.34 turns a second before it slowed down.
    @Test func aLandingWithTurnsNeverSpeedsUp() throws {
        var wheel = try makeWheel(sectors: 8, numbering: .clockwise)
        try wheel.spinFreely(turnsPerSecond: 2, at: 0)
        try wheel.land(onSector: 5, turns: 1, duration: 2, at: 3)
        let step = 1e-3
        var fastest = 0.0
        for time in stride(from: 3.0, to: wheel.restTime, by: step) {
            let turnsPerSecond = (wheel.angle(at: time + step) - wheel.angle(at: time)).radians / step / (2 * .pi)
            fastest = max(fastest, turnsPerSecond)
        }
        #expect(fastest <= 2 + 1e-9, "it reached \(fastest) turns a second")
    }

    /// A touch may catch a landing wheel while it still turns at full speed: the slowdown
    /// planned after it is not a later decision the touch would come before.
    @Test func aTouchCatchesALandingAtFullSpeed() throws {
        var wheel = try makeWheel(sectors: 8, numbering: .clockwise)
        try wheel.spinFreely(turnsPerSecond: 2, at: 0)
        try wheel.land(onSector: 5, turns: 3, duration: 2, at: 1)
        let angle = wheel.angle(at: 1.5)
        #expect(try wheel.beginTouch(at: touchPoint(degrees: 180), time: 1.5))
        #expect(wheel.angle(at: 4) == angle, "held where the touch caught it")
    }

    @Test func onlyAFreelySpinningWheelLandsAndSpeedsAreChecked() throws {
        var wheel = try makeWheel(sectors: 4, numbering: .clockwise)
        #expect(throws: WheelError.notSpinningFreely) { try wheel.land(onSector: 1, at: 0) }
        for speed in [0, .infinity, .nan, 101, -101] {
            #expect(throws: WheelError.self) { try wheel.spinFreely(turnsPerSecond: speed, at: 0) }
        }
        try wheel.spinFreely(turnsPerSecond: 1, at: 0)
        #expect(throws: WheelError.invalidDuration(parameter: "duration", value: 0)) {
            try wheel.land(onSector: 1, duration: 0, at: 1)
        }
        #expect(throws: WheelError.unknownSector(9, sectorCount: 4)) { try wheel.land(onSector: 9, at: 1) }
        // A spin replaces a free spin, as a touch would.
        try wheel.spin(toSector: 2, at: 1)
        #expect(!wheel.isSpinningFreely(at: 1.5))
        #expect(wheel.restTime.isFinite)
    }
}
