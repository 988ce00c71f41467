import Foundation
import Testing

@testable import Rendering
@testable import Scripting

/// A scene reuses the item a control made at the frame before while the control's drawn
/// revision stays (``SceneItemMemo``). Whatever path changes a control — a binding, a callback,
/// undo and redo, a touch from the live page, a control made or dropped — every frame's items
/// must be those made anew.
struct SceneItemMemoTests {
    /// The items of every live control at the host's time, made without the memo.
    static func itemsMadeAnew(_ host: ScriptHost) -> [SceneItem] {
        host.registry.live.compactMap { id, title, control in
            control.sceneContent(at: host.clock.now).map {
                SceneItem(id: id, title: title, content: $0, restTime: control.appearanceRestTime)
            }
        }
    }

    static func expectSame(_ items: [SceneItem], _ anew: [SceneItem], _ comment: Comment) {
        #expect(items.map(\.id) == anew.map(\.id), comment)
        #expect(items.map(\.title) == anew.map(\.title), comment)
        #expect(items.map(\.content) == anew.map(\.content), comment)
        #expect(items.map(\.restTime) == anew.map(\.restTime), comment)
    }

    @Test func everyFramesItemsAreTheItemsMadeAnew() throws {
        let host = try SceneTests.host()
        try host.runtime.execute(
            SceneTests.everyControl + """

                stepper = Stepper.new{value = 1, min = 1, max = 10}
                odometer.onroll = function() wheel:spin(3) end
                ticks = 0
                clock.every(1/60, function()
                  ticks = ticks + 1
                  if ticks == 20 then odometer:increment() end
                  if ticks == 40 then history.undo() elseif ticks == 50 then history.redo() end
                  if ticks == 60 then puzzle:tilt("left") elseif ticks == 70 then history.undo() end
                  if ticks == 80 then stepper:press("plus") elseif ticks == 95 then stepper:release() end
                  if ticks == 100 then extra = Odometer.new{digits = 3, value = 5} end
                  if ticks == 110 then wheel = nil; collectgarbage() end
                  if ticks == 120 then range:select("finish"); range:set("2026-12-30") end
                  if ticks == 130 then frames:stop() elseif ticks == 140 then frames:start() end
                  if ticks == 150 then view:animate({alpha = 1, center = {60, 30}}, {duration = 0.3}) end
                  if ticks == 160 then timer:pause() elseif ticks == 170 then timer:resume() end
                  if ticks == 175 then extra = nil; collectgarbage() end
                end)
                """, chunkName: "memo.lua")
        let memory = try #require(host.registry.live.first { $0.title == "Memory #1" }?.id)
        for tick in 0..<200 {
            if tick > 0 { try host.advance(by: 1.0 / 60) }
            // The live page's touches go through the host, not a script.
            if tick == 30 { _ = try host.call(control: memory, method: "flip", arguments: [.integer(2)]) }
            Self.expectSame(host.scene().items, Self.itemsMadeAnew(host), "tick \(tick)")
        }
    }

    /// A frame's items are the last frame's list changed where they changed: a list the caller
    /// still holds stays as it was.
    @Test func aFramesListStaysAsItWasWhileLaterFramesChange() throws {
        let host = try SceneTests.host()
        try host.runtime.execute(
            """
            odometer = Odometer.new{digits = 3, value = 0}
            view = View.new{alpha = 0}
            view:animate({alpha = 1}, {duration = 10})
            """, chunkName: "held.lua")
        let first = host.scene().items
        let firstContents = first.map(\.content)
        try host.advance(by: 0.5)
        try host.runtime.execute(
            "odometer = nil; collectgarbage(); wheel = Wheel.new{sectors = 4}", chunkName: "change.lua")
        let second = host.scene().items
        #expect(first.map(\.content) == firstContents)
        #expect(first.map(\.title) == ["Odometer #1", "View #1"])
        #expect(second.map(\.title) == ["View #1", "Wheel #1"])
        Self.expectSame(second, Self.itemsMadeAnew(host), "after the change")
    }

    /// A playing frame sequence gives the very item it gave while it shows the same frame, and
    /// a new one when the frame changes; a view in motion gives a new one at every frame.
    @Test func aFrameSequencesItemIsKeptUntilItsFrameChanges() throws {
        let host = try SceneTests.host()
        try host.runtime.execute(
            """
            frames = Frames.new{frames = {"a.txt", "b.txt"}, duration = 1, repeats = 0}
            frames:start()
            view = View.new{alpha = 0}
            view:animate({alpha = 1}, {duration = 10})
            """, chunkName: "frames.lua")
        var kept = 0
        var made = 0
        var last: [SceneItem] = []
        for tick in 0..<120 {
            if tick > 0 { try host.advance(by: 1.0 / 60) }
            let items = host.scene().items
            Self.expectSame(items, Self.itemsMadeAnew(host), "tick \(tick)")
            if let frames = items.first, let before = last.first {
                if frames.isSameItem(as: before) { kept += 1 } else { made += 1 }
            }
            if let view = items.last, let before = last.last { #expect(!view.isSameItem(as: before), "tick \(tick)") }
            last = items
        }
        // Two frames a second for two seconds: three changes after the first tick.
        #expect(made == 3)
        #expect(kept == 119 - 3)
    }

    @Test func aControlThatDidNotChangeKeepsItsRevision() throws {
        let host = try SceneTests.host()
        try host.runtime.execute("odometer = Odometer.new{digits = 4, value = 12}", chunkName: "still.lua")
        let first = try #require(host.scene().items.first?.revision)
        try host.advance(by: 1)
        #expect(host.scene().items.first?.revision == first)
        try host.runtime.execute("odometer:increment()", chunkName: "change.lua")
        #expect(host.scene().items.first?.revision != first)
    }
}
