import Foundation
import Models
import Testing

@testable import Rendering
@testable import Scripting

/// The host keeps the drawings of controls at rest from one frame to the next
/// (``SceneDrawingCache``). Whatever the controls do, every frame must be the bytes a scene
/// without the cache draws: every kind of control, started, stopped, held, flipped and moved
/// while frames are taken every 1/30 s.
struct SceneDrawingCacheEquivalenceTests {
    static let script =
        SceneTests.everyControl + """

            stepper = Stepper.new{value = 1, min = 1, max = 10}
            clock.after(0.3, function() wheel:spin(4) end)
            clock.after(0.5, function() stepper:press("plus") end)
            clock.after(1.4, function() stepper:release() end)
            clock.after(1.0, function() puzzle:tilt("left") end)
            clock.after(1.1, function() puzzle:tilt("up") end)
            clock.after(1.5, function() memory:flip(2) end)
            clock.after(2.0, function() timer:pause() end)
            clock.after(2.6, function() timer:resume() end)
            clock.after(2.2, function() memory:help() end)
            clock.after(2.4, function() odometer:increment() end)
            clock.after(2.9, function() view:animate({alpha = 1, center = {60, 30}}, {duration = 0.4}) end)
            clock.after(3.3, function() range:select("finish"); range:set("2026-12-30") end)
            clock.after(3.6, function() wheel:spinfree(5) end)
            clock.after(4.2, function() frames:stop() end)
            """

    @Test func everyFrameDrawnWithTheCacheIsTheFrameDrawnWithout() throws {
        let host = try SceneTests.host()
        try host.runtime.execute(Self.script, chunkName: "cache.lua")
        var cache: SceneDrawingCache?
        for frame in 0..<180 {
            if frame > 0 { try host.advance(by: 1.0 / 30) }
            let cached = host.scene()
            cache = cached.drawingCache
            let fresh = Scene(time: cached.time, items: cached.items)
            #expect(cached.svg() == fresh.svg(), "SVG at frame \(frame), t = \(cached.time)")
            #expect(cached.textLines() == fresh.textLines(), "text at frame \(frame), t = \(cached.time)")
        }
        // Controls at rest were drawn once and then reused, in both formats.
        let reuses = try #require(cache).reuses
        #expect(reuses > 1_000)
    }
}
