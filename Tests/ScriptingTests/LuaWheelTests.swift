import Foundation
import Models
import Rendering
import Testing

@testable import Scripting

/// Seed 004's wheel written in Lua (Scripts/controls/wheel.lua) against the built-in `Wheel`:
/// driven by the same touches, they select the same sector, snap in the same 0.2 s along the
/// same curve, and draw the same alphas, at every instant looked at.
@Suite struct LuaWheelTests {
    static let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scripts").path

    /// A host with both wheels: `builtin` (touched in centre coordinates) and `lua` (in its own,
    /// centre at (118, 118)).
    static func host(sectors: Int) throws -> ScriptHost {
        let host = try ScriptHost(
            options: .init(runtime: .init(moduleDirectory: scripts)))
        try host.runtime.run(
            """
            local RotaryWheel = require "controls.wheel"
            builtin = Wheel.new{sectors = \(sectors)}
            lua = RotaryWheel.new{sectors = \(sectors)}
            C = 118
            function touch(x, y) return builtin:touch(x, y), lua:touch(C + x, C + y) end
            function move(x, y) builtin:move(x, y); lua:move(C + x, C + y) end
            function release() builtin:release(); lua:release() end
            """, chunkName: "both.lua")
        return host
    }

    /// The alphas each draws now: the built-in model's, and the opacity of each sector group
    /// of the Lua wheel's drawing.
    static func alphas(_ host: ScriptHost) throws -> (builtin: [Double], lua: [Double]) {
        let items = host.scene().items
        guard case .wheel(let wheel) = try #require(items.first).content else {
            Issue.record("the first control is not the built-in wheel")
            return ([], [])
        }
        let drawn = try #require(items.last).content.drawing(at: host.clock.now).draw()
        guard case .group(let turned) = try #require(drawn.elements.first) else {
            return (wheel.alphas(at: host.clock.now), [])
        }
        let lua = turned.elements.compactMap { element -> Double? in
            guard case .group(let sector) = element else { return nil }
            return sector.opacity
        }
        return (wheel.alphas(at: host.clock.now), lua)
    }

    @Test(arguments: [(8, 0.09), (6, 0.17), (9, -0.13), (5, 0.4)])
    func bothWheelsBehaveAlikeOnTheSameTouches(sectors: Int, step: Double) throws {
        let host = try Self.host(sectors: sectors)
        #expect(try host.runtime.execute("return touch(-70, 0)", chunkName: "t") == [.boolean(true), .boolean(true)])
        // The dead zone and the rim refuse a touch alike.
        #expect(try host.runtime.execute("return builtin.tracking", chunkName: "t") == [.boolean(true)])
        for i in 1...10 {
            try host.advance(by: 0.1)
            let angle = Double.pi + step * Double(i)
            _ = try host.runtime.execute("move(70 * math.cos(\(angle)), 70 * math.sin(\(angle)))", chunkName: "m")
            let (builtin, lua) = try Self.alphas(host)
            #expect(builtin == lua, "alphas while held at step \(i)")
        }
        // A pause, then a slow release: both snap.
        try host.advance(by: 0.5)
        _ = try host.runtime.execute("release()", chunkName: "r")
        for _ in 0..<6 {
            let read = try host.runtime.execute(
                "return builtin.selected, lua:selected(), builtin.angle, lua.angle, builtin.moving", chunkName: "read")
            #expect(read[0] == read[1], "selected at t = \(host.clock.now)")
            let (a, b) = (Self.number(read[2]), Self.number(read[3]))
            #expect(abs(a - b) < 1e-9, "angles at t = \(host.clock.now): \(a) and \(b)")
            let (builtin, lua) = try Self.alphas(host)
            #expect(builtin == lua, "alphas at t = \(host.clock.now)")
            try host.advance(by: 0.05)
        }
        // Both came to rest 0.2 s after the release, on the same sector, as one undo step each.
        let rest = try host.runtime.execute(
            "return builtin.value, lua.value, builtin.moving, history.count()", chunkName: "rest")
        #expect(rest[0] == rest[1])
        #expect(rest[2] == .boolean(false))
        #expect(rest[3] == .integer(2))
    }

    @Test func touchesInTheDeadZoneOrBeyondTheRimAreRefusedAlike() throws {
        let host = try Self.host(sectors: 8)
        for (x, y) in [(10.0, 5.0), (0.0, 39.0), (101.0, 0.0), (80.0, 80.0)] {
            let read = try host.runtime.execute("return touch(\(x), \(y))", chunkName: "t")
            #expect(read == [.boolean(false), .boolean(false)], "touch at (\(x), \(y))")
        }
    }

    /// A number Lua gave, integer or float (a whole angle reads as an integer).
    static func number(_ value: LuaValue) -> Double {
        switch value {
        case .number(let number): number
        case .integer(let integer): Double(integer)
        default: .nan
        }
    }
}
