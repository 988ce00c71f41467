import Models
import Testing

/// Without crossings, the value changes and rests come back alone, whatever the length of the
/// motion.
@Suite struct RotaryWheelValueChangesTests: WheelTesting {
    @Test func withoutCrossingsOnlyTheValueChangesComeBack() throws {
        var wheel = try makeWheel(sectors: 12)
        try drag(&wheel, fromDegrees: 180, toDegrees: 330, steps: 15, start: 0.8, duration: 0.2)
        try wheel.endTouch(time: 1)
        let end = try #require(wheel.motionEndTime)
        let all = wheel.events(from: 0, to: end + 1)
        let changes = all.filter { if case .boundaryCrossed = $0 { return false } else { return true } }
        #expect(!changes.isEmpty && changes.count < all.count)
        #expect(wheel.events(from: 0, to: end + 1, crossings: false) == changes)
    }

    @Test func aCoastOfCenturiesHasItsValueChangeWithoutWalkingItsCrossings() throws {
        var wheel = try makeWheel(sectors: 8) { $0.decelerationRate = 0.999999999999 }
        try drag(&wheel, fromDegrees: 180, toDegrees: 270, steps: 1, start: 0, duration: 0.01)
        try wheel.endTouch(time: 0.01)
        let end = try #require(wheel.motionEndTime)
        #expect(end > 5e9)
        // Tens of billions of crossings; the change and the rest alone are a handful, found at once.
        let changes = wheel.events(from: 0, to: end.nextUp, crossings: false)
        #expect(changes.count <= 3)
        #expect(changes.allSatisfy { if case .boundaryCrossed = $0 { return false } else { return true } })
    }
}
