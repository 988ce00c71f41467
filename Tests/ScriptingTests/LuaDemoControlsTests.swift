import Foundation
import Testing

@testable import Scripting

/// The switch, rating and slider written in Lua (Scripts/controls/): what a person does to each
/// on the live page gives what UIKit's counterpart would.
@Suite struct LuaDemoControlsTests {
    static let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scripts").path

    static func run(_ source: String) throws -> (ScriptHost, [LuaValue]) {
        let host = try ScriptHost(options: .init(runtime: .init(moduleDirectory: scripts)))
        let results = try host.runtime.execute(source, chunkName: "demo.lua")
        return (host, results)
    }

    @Test func aTapTogglesTheSwitchAndADragLeavesItWhereTheThumbIs() throws {
        let (host, results) = try Self.run(
            """
            local Switch = require "controls.switch"
            s = Switch.new()
            s:grab(10, 15); s:release(11, 15)          -- a tap: on
            local tapped = s.on
            s:grab(40, 15); s:drag(20, 15); s:drag(12, 15); s:release(12, 15)   -- dragged left: off
            return tapped, s.on, history.count()
            """)
        #expect(results == [.boolean(true), .boolean(false), .integer(2)])
        // The thumb springs home and the run waits for it.
        try host.runClock(until: nil)
        #expect(try host.runtime.execute("return s.thumb", chunkName: "read") == [.integer(0)])
    }

    @Test func aDragAcrossTheStarsRatesInHalves() throws {
        let (_, results) = try Self.run(
            """
            local Rating = require "controls.rating"
            r = Rating.new()
            r:grab(5, 10); r:drag(50, 10); r:drag(100, 10); r:release(100, 10)
            local dragged = r.value
            r:key("right")
            local keyed = r.value
            r.halves = false
            r:grab(40, 10); r:release(40, 10)
            return dragged, keyed, r.value
            """)
        #expect(results == [.number(3.5), .integer(4), .integer(2)])
    }

    @Test func theSliderSnapsToItsStepOnRelease() throws {
        let (host, results) = try Self.run(
            """
            local Slider = require "controls.slider"
            s = Slider.new{value = 0.25, step = 0.25}
            local far = s:grab(200, 20)
            local near = s:grab(70, 20)
            s:drag(140, 20); s:release(150, 20)
            return far, near, s.value < 0.75
            """)
        #expect(results == [.boolean(false), .boolean(true), .boolean(true)])
        try host.runClock(until: nil)
        #expect(try host.runtime.execute("return s.value", chunkName: "read") == [.number(0.75)])
    }

    @Test func aSwitchMadeOnStartsWithItsThumbOnThatSide() throws {
        let (_, results) = try Self.run(
            """
            local Switch = require "controls.switch"
            local on, off = Switch.new{on = true}, Switch.new()
            return on.thumb, off.thumb, history.count()
            """)
        #expect(results == [.integer(1), .integer(0), .integer(0)])
    }

    /// A control at rest keeps its drawing from frame to frame; its text is still its own.
    @Test func aControlAtRestShowsItsOwnTextLater() throws {
        let (_, results) = try Self.run(
            """
            local Switch = require "controls.switch"
            local s = Switch.new()
            scene.svg()
            clock.advance(1)
            return scene.text()
            """)
        guard case .string(let text)? = results.first else {
            Issue.record("no text: \(results)")
            return
        }
        #expect(text.description.contains("(O----) off"), "\(text)")
    }
}
