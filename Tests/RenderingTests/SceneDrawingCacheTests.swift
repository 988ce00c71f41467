import Geometry
import Models
import Testing

@testable import Rendering

@Suite struct SceneDrawingCacheTests {
    static func odometer(_ value: Int64, id: Int = 1, restTime: Double = -.infinity) throws -> SceneItem {
        SceneItem(id: id, content: .odometer(try Odometer(digits: 4, value: value)), restTime: restTime)
    }

    /// Draws `items` at `time` with `cache`, checks the bytes against a scene without one, and
    /// returns how many drawings the frame reused.
    static func reuses(_ items: [SceneItem], at time: Double, with cache: SceneDrawingCache) -> Int {
        let before = cache.reuses
        let cached = Scene(time: time, items: items, drawingCache: cache)
        #expect(cached.svg() == Scene(time: time, items: items).svg())
        return cache.reuses - before
    }

    @Test func aControlAtRestIsDrawnOnceAndThenReused() throws {
        let cache = SceneDrawingCache()
        let items = [try Self.odometer(12), try Self.odometer(34, id: 2)]
        #expect(Self.reuses(items, at: 1, with: cache) == 0)
        #expect(Self.reuses(items, at: 2, with: cache) == 2)
        #expect(Self.reuses(items, at: 3, with: cache) == 2)
    }

    @Test func aChangedControlIsDrawnAgain() throws {
        let cache = SceneDrawingCache()
        _ = Self.reuses([try Self.odometer(12)], at: 1, with: cache)
        #expect(Self.reuses([try Self.odometer(13)], at: 2, with: cache) == 0)
        #expect(Self.reuses([try Self.odometer(13)], at: 3, with: cache) == 1)
    }

    @Test func nothingIsReusedBeforeTheControlComesToRest() throws {
        let cache = SceneDrawingCache()
        let moving = try Self.odometer(12, restTime: 5)
        #expect(Self.reuses([moving], at: 1, with: cache) == 0)
        #expect(Self.reuses([moving], at: 2, with: cache) == 0)
        #expect(Self.reuses([moving], at: 5, with: cache) == 0)
        #expect(Self.reuses([moving], at: 6, with: cache) == 1)
        let endless = try Self.odometer(12, restTime: .infinity)
        _ = Self.reuses([endless], at: 7, with: cache)
        #expect(Self.reuses([endless], at: 8, with: cache) == 0)
    }

    /// Clip-path ids are numbered by place, so a control that moves to another place is drawn again.
    @Test func aControlAtAnotherPlaceIsDrawnAgain() throws {
        let cache = SceneDrawingCache()
        let second = try Self.odometer(34, id: 2)
        _ = Self.reuses([try Self.odometer(12), second], at: 1, with: cache)
        #expect(Self.reuses([second], at: 2, with: cache) == 0)
    }

    @Test func aControlThatLeftTheSceneIsForgotten() throws {
        let cache = SceneDrawingCache()
        let first = try Self.odometer(12)
        let second = try Self.odometer(34, id: 2)
        _ = Self.reuses([first, second], at: 1, with: cache)
        _ = Self.reuses([first], at: 2, with: cache)
        #expect(Self.reuses([first, second], at: 3, with: cache) == 1)
    }

    @Test func theTextViewIsKeptAlongsideTheSVG() throws {
        let cache = SceneDrawingCache()
        let items = [try Self.odometer(12)]
        let first = Scene(time: 1, items: items, drawingCache: cache)
        _ = first.svg()
        #expect(first.textLines() == Scene(time: 1, items: items).textLines())
        let before = cache.reuses
        let second = Scene(time: 2, items: items, drawingCache: cache)
        #expect(second.textLines() == Scene(time: 2, items: items).textLines())
        _ = second.svg()
        #expect(cache.reuses - before == 2)
    }

    /// Each frame of the text view reads as the scene drawn anew, and a frame the caller kept
    /// is not changed by the frames after it, while items come and go at the start, middle and
    /// end, the scene empties and fills again, and an item's lines grow and shrink (a timer's
    /// effect line, an odometer's carets).
    @Test func theTextViewReadsAsDrawnAnewWhetherItsLastFrameIsKeptOrNot() throws {
        var timer = try CountdownTimer(duration: 3)
        try timer.start(at: 0)
        let timerItem = SceneItem(id: 7, content: .timer(timer))
        let wheel = SceneItem(id: 8, content: .wheel(try Fixtures.spinningWheel()))
        let rolling = SceneItem(id: 9, content: .odometer(try Fixtures.rollingOdometer()))
        let memory = SceneItem(id: 10, content: .memory(try Fixtures.memoryMidFlip()))
        let frames: [[SceneItem]] = [
            [timerItem, wheel], [timerItem, wheel], [try Self.odometer(1), timerItem, wheel],
            [try Self.odometer(1), wheel], [], [], [memory], [memory, rolling, timerItem], [rolling, timerItem],
            [rolling, timerItem, wheel, memory], [wheel, memory], [timerItem],
        ]
        for keepsFrames in [false, true] {
            let cache = SceneDrawingCache()
            var kept: [[String]] = []
            for (index, items) in frames.enumerated() {
                // Time runs on, so the timer's effect ends and the odometer comes to rest.
                for time in [Double(index) * 0.4, Double(index) * 0.4 + 1.0 / 60] {
                    let lines = Scene(time: time, items: items, drawingCache: cache).textLines()
                    #expect(
                        lines == Scene(time: time, items: items).textLines(),
                        "frame \(index) at \(time), kept: \(keepsFrames)")
                    if keepsFrames { kept.append(lines) }
                }
            }
            // A frame the caller kept is not changed by the frames after it.
            for (index, lines) in kept.enumerated() {
                let items = frames[index / 2]
                let time = Double(index / 2) * 0.4 + (index % 2 == 0 ? 0 : 1.0 / 60)
                #expect(lines == Scene(time: time, items: items).textLines(), "kept frame \(index)")
            }
        }
    }

    static func view(_ x: Double, id: Int, restTime: Double = -.infinity) -> SceneItem {
        SceneItem(
            id: id,
            content: .view(
                ViewAppearance(
                    alpha: 1, center: Point(x: x, y: 40), size: Size(width: 30, height: 30),
                    color: HSBColor(hue: 0, saturation: 0, brightness: 1), transform: .identity,
                    face: .resting(on: "front"), isHidden: false)),
            restTime: restTime)
    }

    /// The Views' shared box is kept while every one of them is at rest and unchanged.
    @Test func theViewsScreenIsReusedWhileAllItsViewsRest() throws {
        let cache = SceneDrawingCache()
        let resting = [Self.view(10, id: 1), try Self.odometer(5, id: 2), Self.view(50, id: 3)]
        _ = Self.reuses(resting, at: 1, with: cache)
        #expect(Self.reuses(resting, at: 2, with: cache) == 2)
        // One view moved: the screen is drawn again, the odometer reused.
        let moved = [Self.view(10, id: 1), try Self.odometer(5, id: 2), Self.view(60, id: 3)]
        #expect(Self.reuses(moved, at: 3, with: cache) == 1)
        // One view still moving: drawn at every frame.
        let moving = [Self.view(10, id: 1), try Self.odometer(5, id: 2), Self.view(60, id: 3, restTime: 10)]
        _ = Self.reuses(moving, at: 4, with: cache)
        #expect(Self.reuses(moving, at: 5, with: cache) == 1)
        // A view fewer: drawn again.
        let fewer = [Self.view(10, id: 1), try Self.odometer(5, id: 2)]
        _ = Self.reuses(fewer, at: 6, with: cache)
        #expect(Self.reuses(fewer, at: 7, with: cache) == 2)
    }
}
