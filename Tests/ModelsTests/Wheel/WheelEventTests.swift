import Models
import Testing

@Suite struct WheelEventTests: WheelTesting {
    @Test func eventsCarryTheirTime() {
        let changed = WheelEvent.changed(index: 3, name: "Person", at: 1.5)
        let crossed = WheelEvent.boundaryCrossed(from: 2, to: 3, at: 0.25)
        #expect(changed.time == 1.5 && crossed.time == 0.25)
    }

    @Test func eventsDescribeThemselvesForLogs() {
        #expect(WheelEvent.changed(index: 3, name: "Person", at: 1.5).description == "changed to 3 \"Person\" at 1.5")
        #expect(WheelEvent.boundaryCrossed(from: 2, to: 3, at: 0.25).description == "crossed from 2 to 3 at 0.25")
    }
}
