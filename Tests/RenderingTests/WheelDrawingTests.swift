import Geometry
import Models
import Testing

@testable import Rendering

@Suite struct WheelDrawingTests {
    @Test func wedgesSpanTheirShareOfATurnRoundTheirMiddles() throws {
        let wheel = try RotaryWheel(configuration: WheelConfiguration(sectorCount: 9), sector: 0)
        let wedges = WheelDrawing(wheel, at: 0).wedges
        #expect(wedges.count == 9)
        for wedge in wedges {
            #expect(abs(wedge.endRadians - wedge.startRadians - 2 * Double.pi / 9) < 1e-12)
            #expect(abs(wedge.middleRadians - (wedge.startRadians + wedge.endRadians) / 2) < 1e-12)
        }
        // Sector 0 rests under the pointer on the left (direction π).
        #expect(abs(abs(wedges[0].middleRadians) - Double.pi) < 1e-9)
    }

    @Test func theSelectedSectorIsOpaqueAndTheOthersDimmed() throws {
        let wheel = try RotaryWheel(configuration: WheelConfiguration(sectorCount: 9), sector: 2)
        let drawing = WheelDrawing(wheel, at: 0)
        #expect(drawing.wedges.map(\.alpha) == (0..<9).map { $0 == 2 ? 1.0 : 0.6 })
        let body = drawing.svg().body
        #expect(body.components(separatedBy: "<g opacity=\"0.6\">").count - 1 == 8)
        #expect(body.components(separatedBy: "<g opacity=\"1\">").count - 1 == 1)
        // Model sector 2 is the Lua API's sector 3, and every drawing numbers it so.
        #expect(drawing.textLines()[0].hasPrefix("▶ 3: Monster"))
        #expect(body.contains(">3</text>"))
        #expect(!body.contains(">2</text>"))
    }

    @Test func theWedgesTurnWithTheWheel() throws {
        let wheel = try Fixtures.spinningWheel()
        let before = WheelDrawing(wheel, at: 0).wedges[0].middleRadians
        let during = WheelDrawing(wheel, at: 0.4).wedges[0].middleRadians
        let expected = Angle(radians: before + wheel.angle(at: 0.4).radians - wheel.angle(at: 0).radians)
            .normalizedRadians
        #expect(abs(during - expected) < 1e-9)
    }

    @Test func weightedSectorsAreDrawnAtTheirSizes() throws {
        let weights = [1.0, 3, 2]
        let wheel = try RotaryWheel(configuration: WheelConfiguration(sectorCount: 3, weights: weights), sector: 0)
        let wedges = WheelDrawing(wheel, at: 0).wedges
        for (wedge, weight) in zip(wedges, weights) {
            #expect(abs(wedge.endRadians - wedge.startRadians - 2 * Double.pi * weight / 6) < 1e-12)
        }
        // Neighbours meet edge to edge, clockwise in index order, with no gap or overlap.
        for (wedge, next) in zip(wedges, wedges.dropFirst()) {
            #expect(abs(Angle(radians: next.startRadians - wedge.endRadians).normalizedRadians) < 1e-12)
        }
    }
}
