import Models
import Testing

@Suite struct WheelSpinDirectionTests: WheelTesting {
    @Test func spinDirectionsParseFromTheirNames() throws {
        for direction in WheelSpinDirection.allCases {
            #expect(try WheelSpinDirection(named: direction.rawValue) == direction)
        }
        #expect(WheelSpinDirection.names == ["clockwise", "counterClockwise", "shortest"])
        #expect(throws: WheelError.self) { try WheelSpinDirection(named: "Shortest") }
    }
}
