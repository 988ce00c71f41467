import Geometry
import Models
import Testing

@Suite struct WheelChangeTests: WheelTesting {
    /// An undo history as a binding keeps one: records pushed after the fact, undone and redone
    /// by turning the wheel.
    private struct UndoHistory {
        var done: [WheelChange] = []
        var undone: [WheelChange] = []

        mutating func push(_ change: WheelChange?) {
            guard let change, change.changesAngle else { return }
            done.append(change)
            undone.removeAll()
        }

        mutating func undo(_ wheel: inout RotaryWheel, at time: Double) throws {
            guard let change = done.popLast() else { return }
            try change.revert(on: &wheel, duration: 0.2, at: time)
            undone.append(change)
        }

        mutating func redo(_ wheel: inout RotaryWheel, at time: Double) throws {
            guard let change = undone.popLast() else { return }
            try change.apply(to: &wheel, duration: 0.2, at: time)
            done.append(change)
        }
    }

    @Test func aWholeDragWithItsInertiaIsOneUndoStep() throws {
        var wheel = try makeWheel(sectors: 8)
        var history = UndoHistory()
        try drag(&wheel, fromDegrees: 180, toDegrees: 300, steps: 40, start: 0, duration: 0.4)
        history.push(try wheel.endTouch(time: 0.4))
        #expect(history.done.count == 1)
        let change = history.done[0]
        #expect(change.actionName == "Turn Wheel")
        #expect(change.fromAngle == .zero && change.fromSector == 0)
        #expect(change.toAngle == wheel.restingAngle && change.toSector == wheel.value)
        #expect(change.changesSector)
        let end = try #require(wheel.motionEndTime)

        try history.undo(&wheel, at: end + 1)
        #expect(wheel.angle(at: end + 1.2) == .zero)
        #expect(wheel.value == 0)
        try history.redo(&wheel, at: end + 2)
        #expect(wheel.angle(at: end + 2.2) == change.toAngle)
        #expect(wheel.value == change.toSector)
    }

    @Test func aTapThatSnapsBackRecordsNothing() throws {
        var wheel = try makeWheel(sectors: 8)
        var history = UndoHistory()
        try wheel.beginTouch(at: touchPoint(degrees: 100), time: 0)
        let change = try #require(try wheel.endTouch(time: 0.1))
        #expect(!change.changesAngle && !change.changesSector)
        history.push(change)
        #expect(history.done.isEmpty)
    }

    @Test func gesturesChainTheirBeforeAndAfterEvenWhenOneCatchesAnother() throws {
        var wheel = try makeWheel(sectors: 8)
        var history = UndoHistory()
        try drag(&wheel, fromDegrees: 180, toDegrees: 330, steps: 15, start: 0, duration: 0.15)
        history.push(try wheel.endTouch(time: 0.15))
        let planned = wheel.restingAngle
        // Caught mid-coast: the next gesture starts from where the first one was going to stop.
        try drag(&wheel, fromDegrees: 0, toDegrees: -50, steps: 5, start: 0.5, duration: 0.5)
        history.push(try wheel.endTouch(time: 1.5))
        history.push(try wheel.spin(toSector: 6, turns: 2, direction: .clockwise, duration: 1, at: 2))
        #expect(history.done.count == 3)
        #expect(history.done[1].fromAngle == planned)
        #expect(history.done[2].fromAngle == history.done[1].toAngle)
        #expect(history.done[2].actionName == "Spin Wheel")
        // Undo everything, one step at a time, back to the start.
        for (step, expected) in [history.done[2].fromAngle, history.done[1].fromAngle, .zero].enumerated() {
            let time = 10 + Double(step)
            try history.undo(&wheel, at: time)
            #expect(wheel.angle(at: time + 0.5) == expected)
        }
        #expect(wheel.value == 0)
    }
}
