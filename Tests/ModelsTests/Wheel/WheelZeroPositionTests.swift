import Geometry
import Models
import Testing

@Suite struct WheelZeroPositionTests: WheelTesting {
    @Test func namedPositionsPointWhereTheScreenConventionSays() throws {
        // y grows downwards: the top of the screen is −π/2.
        #expect(try WheelZeroPosition(named: "left").direction == .halfTurn)
        #expect(try WheelZeroPosition(named: "top").direction == -.quarterTurn)
        #expect(try WheelZeroPosition(named: "right").direction == .zero)
        #expect(try WheelZeroPosition(named: "bottom").direction == .quarterTurn)
        #expect(WheelZeroPosition.angle(.degrees(45)).direction == .degrees(45))
        #expect(throws: WheelError.unknownName("up", kind: "zero position", validNames: WheelZeroPosition.names)) {
            try WheelZeroPosition(named: "up")
        }
    }

    @Test func aTopPointerSelectsTheSectorUnderTheTopOfTheScreen() throws {
        // With the pointer on top, sector 0 starts there; turning the wheel a quarter turn
        // clockwise carries the sector that was on the left (direction π) up to the top.
        var wheel = try makeWheel(sectors: 4, zero: .top)
        let onTheLeft = try #require(
            wheel.sectors.first {
                approximately($0.direction.normalized.radians, .pi)
            })
        try wheel.rotate(to: .quarterTurn, at: 0)
        #expect(wheel.selectedIndex(at: 0) == onTheLeft.index)
    }
}
