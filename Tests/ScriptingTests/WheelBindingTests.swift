import Geometry
import Models
import Scripting
import Testing

/// The wheel's Lua binding delivers what the model computes, at the instants it computes them.
struct WheelBindingTests {
    private func host() throws -> ScriptHost {
        try ScriptHost(options: .init(origin: 0, seed: 1))
    }

    @Test func crossingsAreDeliveredAtTheInstantsTheModelComputes() throws {
        var model = try RotaryWheel(configuration: WheelConfiguration(sectorCount: 6))
        try model.spin(toSector: 3, turns: 1, direction: .clockwise, duration: 1.5, curve: .easeInEaseOut, at: 0)
        let expected = model.events(from: 0, to: 2).compactMap { event -> Double? in
            if case .boundaryCrossed = event { return event.time }
            return nil
        }

        let host = try host()
        let values = try host.runtime.execute(
            """
            local w = Wheel.new{sectors = 6}
            local times = {}
            w.oncross = function(_, from, to) times[#times + 1] = clock.now() end
            w:spin(4, {turns = 1, direction = "clockwise", duration = 1.5})
            clock.advance(2)
            return times
            """, chunkName: "cross.lua")
        guard case .table(let times) = values.first else {
            Issue.record("expected a table, got \(values)")
            return
        }
        #expect(times.sequence == expected.map(LuaValue.number))
        #expect(expected.count == 9)
    }

    @Test func crossingsNobodyHearsAreNotScheduledAndANewListenerHearsThemFromThen() throws {
        let host = try host()
        let values = try host.runtime.execute(
            """
            local w = Wheel.new{sectors = 8}
            w:spin(4, {turns = 100, duration = 10})
            clock.advance(5)
            local heard, first = 0, nil
            w.oncross = function() heard = heard + 1; first = first or clock.now() end
            clock.advance(1)
            return heard, first
            """, chunkName: "listen.lua")
        #expect(values.count == 2)
        guard case .integer(let heard) = values.first, case .number(let first) = values.last else {
            Issue.record("expected a count and a time, got \(values)")
            return
        }
        // Half-way through a 100-turn spin, a second of crossings: each heard once, from the
        // instant the listener was set.
        #expect(heard > 8)
        #expect(first >= 5)
    }

    @Test func aWholeDragIsOneUndoStepAndUndoTurnsBack() throws {
        let host = try host()
        let values = try host.runtime.execute(
            """
            local w = Wheel.new{sectors = 8}
            w:touch(-70, 0)
            for i = 1, 20 do
              clock.advance(0.05)
              local a = math.pi + 0.08 * i
              w:move(70 * math.cos(a), 70 * math.sin(a))
            end
            w:release()
            clock.advance(5)
            local turned, count, name = w.value, history.count(), history.undoname()
            history.undo()
            clock.advance(1)
            return turned, count, name, w.value, w.angle
            """, chunkName: "drag.lua")
        #expect(values.count == 5)
        #expect(values[0] != .integer(1))
        #expect(values[1] == .integer(1))
        #expect(values[2] == .string("Turn Wheel"))
        #expect(values[3] == .integer(1))
        #expect(values[4] == .number(0))
    }

    @Test func droppedWheelsStopDeliveringAndUndoDoesNothing() throws {
        let host = try host()
        let values = try host.runtime.execute(
            """
            local calls = 0
            do
              local w = Wheel.new{sectors = 4}
              w.oncross = function() calls = calls + 1 end
              w:spin(3, {duration = 10})
            end
            collectgarbage(); collectgarbage()
            clock.advance(20)
            history.undo()
            return calls
            """, chunkName: "drop.lua")
        // The pending crossings belonged to a wheel the script no longer holds.
        #expect(values == [.integer(0)])
    }
}
