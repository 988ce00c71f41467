import Foundation
import Models
import Rendering
import Testing

@testable import Scripting

/// `ScriptHost.scene()`: every control a script holds, in creation order, drawn at the clock's
/// current time.
struct SceneTests {
    /// A host whose script folder holds `frames/frame01.txt` … `frame03.txt`.
    static func host() throws -> ScriptHost {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("scene-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("frames"), withIntermediateDirectories: true)
        for index in 1...3 {
            try Data("frame \(index)\n".utf8).write(to: folder.appendingPathComponent("frames/frame0\(index).txt"))
        }
        return try ScriptHost(options: .init(runtime: .init(moduleDirectory: folder.path), origin: 0, seed: 1))
    }

    static let everyControl = """
        odometer = Odometer.new{digits = 4, value = 1999, duration = 0.5, curve = "linear"}
        wheel = Wheel.new{sectors = 9, zero = "left"}
        puzzle = Puzzle.new(3, 3)
        memory = Memory.new{pairs = 3, seed = 4}
        timer = Timer.new{duration = 10}
        range = DateRange.new{start = "2026-12-27", finish = "2026-12-24"}
        frames = Frames.new{folder = "frames", pattern = "frame%02d.txt", count = 3, duration = 3}
        view = View.new{center = {50, 40}, size = {80, 60}, face = "front"}
        odometer:increment()
        timer:start()
        frames:start()
        memory:flip(1)
        view:animate{alpha = 0}
        """

    @Test func anEmptyHostHasAnEmptyScene() throws {
        let scene = try Self.host().scene()
        #expect(scene.isEmpty)
        #expect(scene.time == 0)
        #expect(scene.svg().contains("no controls"))
        #expect(scene.textLines().contains("(no controls)"))
    }

    @Test func everyControlAppearsInCreationOrderNumberedWithinItsClass() throws {
        let host = try Self.host()
        try host.runtime.execute(Self.everyControl + "\nsecond = Wheel.new{sectors = 3}", chunkName: "scene.lua")
        let scene = host.scene()
        #expect(
            scene.items.map(\.title) == [
                "Odometer #1", "Wheel #1", "Puzzle #1", "Memory #1", "Timer #1", "DateRange #1", "Frames #1", "View #1",
                "Wheel #2",
            ])
    }

    @Test func theSceneIsDrawnAtTheClocksTime() throws {
        let host = try Self.host()
        try host.runtime.execute(Self.everyControl, chunkName: "scene.lua")
        try host.advance(by: 0.25)
        let scene = host.scene()
        #expect(scene.time == 0.25)
        let text = scene.textLines()
        #expect(text.first?.contains("t = 0.250 s") == true)
        // The odometer is half way from 1999 to 2000: every wheel is caught between digits.
        guard case .odometer(let odometer) = scene.items[0].content else {
            Issue.record("the first item is not the odometer")
            return
        }
        #expect(odometer.positions(at: scene.time) == [1.5, 9.5, 9.5, 9.5])
        #expect(text.contains("  [1999] rolling to 2000"))
        // The date range's start is after its end.
        #expect(text.contains { $0.contains("start 2026-12-27T00:00:00Z  INVALID") })
        // The view is drawn with its presented alpha, on its way to 0.
        guard case .view(let view) = scene.items[7].content else {
            Issue.record("the last item is not the view")
            return
        }
        #expect(view.alpha < 1)
        // The frame shown is read from the script's folder.
        guard case .frames(_, let current, _) = scene.items[6].content else {
            Issue.record("item 7 is not the animator")
            return
        }
        #expect(current == .text("frame 1\n"))
        let svg = scene.svg()
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("frame 1"))
        #expect(svg.contains("fill=\"#d00000\""))
    }

    @Test func theFrameShownFollowsTheClock() throws {
        let host = try Self.host()
        try host.runtime.execute(Self.everyControl, chunkName: "scene.lua")
        try host.advance(by: 1.5)
        guard case .frames(let animator, let current, _) = host.scene().items[6].content else {
            Issue.record("item 7 is not the animator")
            return
        }
        #expect(animator.index(at: 1.5) == 1)
        #expect(current == .text("frame 2\n"))
    }

    /// A frame's file is read when the frame comes on screen, not again at every frame drawn
    /// while it stays; when it comes on again it is read again.
    @Test func aFrameIsReadWhenItComesOnScreen() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "frames-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 1...3 {
            try Data("frame \(index)\n".utf8).write(to: folder.appendingPathComponent("frame0\(index).txt"))
        }
        let host = try ScriptHost(options: .init(runtime: .init(moduleDirectory: folder.path), origin: 0, seed: 1))
        try host.runtime.execute(
            """
            frames = Frames.new{pattern = "frame%02d.txt", count = 3, duration = 3, repeats = 0}
            frames:start()
            """, chunkName: "frames.lua")
        func shown() -> FrameContent? {
            guard case .frames(_, let current, _) = host.scene().items.first?.content else { return nil }
            return current
        }
        try host.advance(by: 0.2)
        #expect(shown() == .text("frame 1\n"))
        try Data("edited\n".utf8).write(to: folder.appendingPathComponent("frame01.txt"))
        try host.advance(by: 0.2)
        #expect(shown() == .text("frame 1\n"))
        try host.advance(by: 1)
        #expect(shown() == .text("frame 2\n"))
        try host.advance(by: 2)
        #expect(shown() == .text("edited\n"))
        #expect(host.scene().textLines().contains("  │ edited"))
    }

    /// Frames of different sizes (one line, then five, then a missing file) are drawn in one
    /// box the size of the largest, from the first frame on: a recording does not jump.
    @Test func anAnimatorsBoxIsTheSizeOfItsLargestFrameThroughout() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "frames-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("one\n".utf8).write(to: folder.appendingPathComponent("a.txt"))
        try Data("a much longer line than the first\n2\n3\n4\n5\n".utf8).write(
            to: folder.appendingPathComponent("b.txt"))
        let host = try ScriptHost(options: .init(runtime: .init(moduleDirectory: folder.path), origin: 0, seed: 1))
        try host.runtime.execute(
            """
            frames = Frames.new{frames = {"a.txt", "b.txt", "gone.txt"}, duration = 3}
            frames:start()
            """, chunkName: "frames.lua")
        var sizes: [String] = []
        for _ in 0..<4 {
            let drawing = host.scene().items[0].content.drawing(at: host.clock.now).draw()
            sizes.append("\(drawing.size.width)x\(drawing.size.height)")
            try host.advance(by: 1)
        }
        #expect(Set(sizes).count == 1, "\(sizes)")
        let largest = FramesDrawing.area(of: .text("a much longer line than the first\n2\n3\n4\n5\n"))
        #expect(sizes.first == "\(largest.width)x\(largest.height + 44)")
    }

    @Test func aMissingFrameIsShownAsUnavailable() throws {
        let host = try Self.host()
        try host.runtime.execute(
            """
            missing = Frames.new{frames = {"nowhere.txt"}, duration = 1}
            """, chunkName: "missing.lua")
        guard case .frames(_, let current, _) = host.scene().items[0].content, case .unavailable(let reason) = current
        else {
            Issue.record("the frame is not reported unavailable")
            return
        }
        #expect(reason.contains("nowhere.txt"))
    }

    @Test func controlsTheScriptDropsLeaveTheScene() throws {
        let host = try Self.host()
        try host.runtime.execute(
            """
            kept = Odometer.new{digits = 2}
            local dropped = Odometer.new{digits = 3}
            dropped = nil
            collectgarbage()
            collectgarbage()
            third = Odometer.new{digits = 4}
            """, chunkName: "drop.lua")
        // The third keeps its number when the second is gone.
        #expect(host.scene().items.map(\.title) == ["Odometer #1", "Odometer #3"])
    }

    /// The registry drops the entries of collected controls from its list in creation order
    /// once they are most of it: what is left is still every live control, in order.
    @Test func manyDroppedControlsLeaveTheLiveOnesInOrder() throws {
        let host = try Self.host()
        try host.runtime.execute(
            """
            kept = {}
            for i = 1, 300 do
              local odometer = Odometer.new{digits = 2}
              if i % 50 == 0 then kept[#kept + 1] = odometer end
            end
            collectgarbage()
            collectgarbage()
            """, chunkName: "drop.lua")
        let titles = [
            "Odometer #50", "Odometer #100", "Odometer #150", "Odometer #200", "Odometer #250", "Odometer #300",
        ]
        #expect(host.scene().items.map(\.title) == titles)
        // Read again after the dead entries were dropped, and after one more control.
        #expect(host.scene().items.map(\.title) == titles)
        try host.runtime.execute("kept[#kept + 1] = Wheel.new{sectors = 3}", chunkName: "more.lua")
        #expect(host.scene().items.map(\.title) == titles + ["Wheel #1"])
    }

    /// The text view of a run drawn at every 60 Hz tick, keeping what it can from the frame
    /// before, reads exactly as each frame drawn anew, while the script changes every control
    /// (spins, a held wheel, counts, a negative signed roll, timer commands, flips, animations).
    @Test func theTextViewDrawnFrameAfterFrameReadsAsEachFrameDrawnAnew() throws {
        let host = try Self.host()
        try host.runtime.execute(
            Self.everyControl + """

                signed = Odometer.new{digits = 5, value = 12, signed = true, decimals = 2, separator = ","}
                ticks = 0
                clock.every(1/60, function()
                  ticks = ticks + 1
                  if ticks % 45 == 0 then wheel:spin(ticks % 9 + 1, {turns = 1, duration = 0.6}) end
                  if ticks % 70 == 0 then odometer:increment(); signed:set(-signed.value - 7) end
                  if ticks == 100 then timer:pause() elseif ticks == 130 then timer:resume() end
                  if ticks % 90 == 0 then view:animate({alpha = (ticks // 90) % 2, rotation = ticks}, {duration = 0.4}) end
                  if ticks == 150 then wheel:touch(60, 0) elseif ticks == 160 then wheel:move(0, 60)
                  elseif ticks == 175 then wheel:release() end
                  if ticks % 120 == 0 then memory:flip(ticks // 120 % 6 + 1) end
                  if ticks == 200 then timer:stop(); timer:start() end
                end)
                """, chunkName: "frames.lua")
        for tick in 1...300 {
            try host.advance(by: 1.0 / 60)
            let scene = host.scene()
            let drawnAnew = Scene(time: scene.time, items: scene.items)
            #expect(scene.textLines() == drawnAnew.textLines(), "tick \(tick)")
        }
    }
}
