import Geometry
import Models
import Testing

@Suite struct WheelNumberingTests: WheelTesting {
    @Test func numberingsParseFromTheirNames() throws {
        #expect(try WheelNumbering(named: "clockwise") == .clockwise)
        #expect(try WheelNumbering(named: "counterClockwise") == .counterClockwise)
        let refusal = WheelError.unknownName("cw", kind: "numbering", validNames: ["clockwise", "counterClockwise"])
        #expect(throws: refusal) {
            try WheelNumbering(named: "cw")
        }
    }

    @Test func turningClockwiseCountsDownWithClockwiseNumberingAndUpOtherwise() throws {
        for (numbering, expected) in [(WheelNumbering.clockwise, [0, 7, 6, 5]), (.counterClockwise, [0, 1, 2, 3])] {
            var wheel = try makeWheel(sectors: 8, numbering: numbering)
            var seen: [Int] = []
            for step in 0..<4 {
                try wheel.rotate(to: .degrees(45 * Double(step)), at: Double(step))
                seen.append(wheel.selectedIndex(at: Double(step)))
            }
            #expect(seen == expected)
        }
    }
}
