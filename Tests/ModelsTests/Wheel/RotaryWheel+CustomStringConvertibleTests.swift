import Geometry
import Models
import Testing

@Suite struct RotaryWheelCustomStringConvertibleTests: WheelTesting {
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
