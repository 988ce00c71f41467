import Geometry
import Models
import Testing

@Suite struct WheelErrorTests: WheelTesting {
    @Test func refusalsAreTypedValuesAScriptBindingCanMatch() throws {
        var wheel = try makeWheel(sectors: 8)
        var caught: [WheelError] = []
        // Typed throws: every entry point throws WheelError, so no cast is needed.
        do { try wheel.spin(toSector: 12, at: 0) } catch { caught.append(error) }
        do { try wheel.beginTouch(at: Point(x: 0, y: .infinity), time: 0) } catch { caught.append(error) }
        do { try wheel.rotate(to: .zero, duration: -2, at: 0) } catch { caught.append(error) }
        do { _ = try RotaryWheel(configuration: WheelConfiguration(sectorCount: 0)) } catch { caught.append(error) }
        #expect(
            caught == [
                .unknownSector(12, sectorCount: 8),
                .invalidPoint(parameter: "touch", x: 0, y: .infinity),
                .invalidDuration(parameter: "duration", value: -2),
                .sectorCountOutOfRange(0),
            ])
        // Hashable: a binding can keep them in sets or as dictionary keys.
        #expect(Set(caught + caught).count == 4)
    }
}
