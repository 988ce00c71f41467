import Foundation
import Geometry
import Models

@testable import Rendering

/// The drawings the golden files and the render check cover: every control in the states the
/// seeds show, built from models with fixed times and seeds.
enum Fixtures {
    struct Failure: Error {}

    static let names = [
        "odometer-rest", "odometer-midroll", "wheel-selected", "wheel-spinning", "wheel-top-pointer",
        "puzzle-shuffled", "puzzle-image", "puzzle-image-midslide", "puzzle-midslide", "memory-midflip",
        "memory-faceup-vanishing", "memory-help-curl",
        "timer-running", "timer-paused-no-effect", "daterange-valid", "daterange-invalid",
        "frames-text", "frames-png", "view-rotated", "view-midflip", "view-curl",
        "view-dissolve", "view-screen", "stepper-held-at-maximum", "scene", "scene-empty",
    ]

    /// The standalone SVG document of the fixture `name`.
    static func svg(_ name: String) throws -> String {
        switch name {
        case "scene": return try scene().svg()
        case "scene-empty": return Scene(time: 0, items: []).svg()
        default: return try drawing(name).svg().document()
        }
    }

    static func drawing(_ name: String) throws -> any ControlDrawing {
        switch name {
        case "odometer-rest": return OdometerDrawing(try Odometer(digits: 6, value: 1234), at: 0)
        case "odometer-midroll": return OdometerDrawing(try rollingOdometer(), at: 0.25)
        case "wheel-selected":
            return WheelDrawing(try RotaryWheel(configuration: WheelConfiguration(sectorCount: 9), sector: 2), at: 0)
        case "wheel-spinning": return WheelDrawing(try spinningWheel(), at: 0.4)
        case "wheel-top-pointer":
            return WheelDrawing(
                try RotaryWheel(configuration: WheelConfiguration(sectorCount: 5, zeroPosition: .top), sector: 1), at: 0
            )
        case "puzzle-shuffled":
            var puzzle = try SlidingPuzzle(rows: 3, columns: 3)
            _ = puzzle.shuffle(seed: 7)
            return PuzzleDrawing(puzzle)
        case "puzzle-image":
            var puzzle = try SlidingPuzzle(rows: 3, columns: 4)
            _ = puzzle.shuffle(seed: 7)
            return PuzzleDrawing(puzzle, image: try landscapeImage())
        case "puzzle-image-midslide":
            let (puzzle, slides) = try slidingPuzzle()
            return PuzzleDrawing(puzzle, image: try landscapeImage(), slides: slides, at: 0.1)
        case "puzzle-midslide":
            let (puzzle, slides) = try slidingPuzzle()
            return PuzzleDrawing(puzzle, slides: slides, at: 0.05)
        case "memory-midflip": return MemoryDrawing(try memoryMidFlip(), at: 0.3)
        case "memory-faceup-vanishing":
            let (game, time) = try memoryVanishing()
            return MemoryDrawing(game, at: time)
        case "memory-help-curl":
            var game = try MemoryGame(pairs: 3, seed: 5)
            _ = try game.help(at: 0)
            return MemoryDrawing(game, at: 0.1)
        case "timer-running": return TimerDrawing(try runningTimer(), at: 2.5)
        case "timer-paused-no-effect":
            var timer = try CountdownTimer(
                duration: 90, settings: CountdownSettings(isEffectAnimationOn: false, isAlarmOn: false))
            try timer.start(at: 0)
            try timer.pause(at: 30)
            return TimerDrawing(timer, at: 40)
        case "daterange-valid": return DateRangeDrawing(try validRange())
        case "daterange-invalid": return DateRangeDrawing(try invalidRange())
        case "frames-text":
            return FramesDrawing(
                try playingAnimator(), at: 0.35, content: .text("frame <04> & \"more\"\n  second line\n"))
        case "frames-png":
            return FramesDrawing(try playingAnimator(), at: 0, content: FrameContent(data: checkerboardPNG()))
        case "view-rotated": return ViewScreenDrawing([rotatedView()])
        case "view-midflip": return ViewScreenDrawing([flippingView()])
        case "view-curl": return ViewScreenDrawing([transitioningView(.curlUp, progress: 0.4)])
        case "view-dissolve": return ViewScreenDrawing([transitioningView(.crossDissolve, progress: 0.5)])
        case "view-screen": return ViewScreenDrawing(screenOfViews())
        case "stepper-held-at-maximum":
            // Plus held from 3 with a maximum of 5: it reached 5 at the first repeat, so plus
            // is dimmed and shaded, minus enabled.
            var stepper = try Stepper(value: 3, maximum: 5)
            _ = try stepper.pressDown(.plus, at: 0)
            return StepperDrawing(stepper, at: 0.6)
        default: throw Failure()
        }
    }

    static func rollingOdometer() throws -> Odometer {
        var odometer = try Odometer(digits: 4, value: 1999, rollDuration: 0.5, curve: .linear)
        try odometer.set(2000, at: 0)
        return odometer
    }

    static func spinningWheel() throws -> RotaryWheel {
        var wheel = try RotaryWheel(configuration: WheelConfiguration(sectorCount: 9), sector: 0)
        try wheel.spin(toSector: 4, turns: 1, duration: 1, at: 0)
        return wheel
    }

    /// Card 0 turning face up over 0.75 s from t = 0: at 0.3 s the back is still showing,
    /// squeezed.
    static func memoryMidFlip() throws -> MemoryGame {
        var game = try MemoryGame(pairs: 4, seed: 3)
        _ = try game.flip(0, at: 0)
        return game
    }

    /// A matched pair vanishing: both cards of pair 0 flipped, the vanish under way.
    static func memoryVanishing() throws -> (MemoryGame, Double) {
        var game = try MemoryGame(pairs: 3, seed: 11)
        let pair = game.cards.filter { $0.face == 0 }.map(\.index)
        _ = try game.flip(pair[0], at: 0)
        _ = try game.flip(pair[1], at: 1)
        return (game, 1.75 + 0.375)
    }

    static func runningTimer() throws -> CountdownTimer {
        var timer = try CountdownTimer(duration: 10)
        try timer.start(at: 0)
        return timer
    }

    /// 2026-03-01 to 2026-03-08, the end being edited, with bounds.
    static func validRange() throws -> DateRangeEditor {
        var editor = try DateRangeEditor(
            start: 1_772_323_200, end: 1_772_928_000, minimum: 1_767_225_600, maximum: 1_798_761_600)
        editor.select(.end)
        return editor
    }

    /// The start moved past the end: flagged in red.
    static func invalidRange() throws -> DateRangeEditor {
        var editor = try DateRangeEditor(start: 1_772_323_200, end: 1_772_928_000)
        _ = try editor.set(.start, to: 1_773_532_800)
        return editor
    }

    static func playingAnimator() throws -> FrameAnimator {
        var animator = try FrameAnimator(frames: (1...10).map { "frame\($0 < 10 ? "0" : "")\($0).txt" }, duration: 1)
        _ = try animator.start(at: 0)
        return animator
    }

    /// A 4 × 4 PNG of red and blue squares.
    static func checkerboardPNG() -> Data {
        var rgba: [UInt8] = []
        for y in 0..<4 {
            for x in 0..<4 { rgba += (x + y) % 2 == 0 ? [220, 40, 40, 255] : [40, 60, 220, 255] }
        }
        return PNGImage.encode(width: 4, height: 4, rgba: rgba)
    }

    /// A 48 × 36 PNG, a picture with a distinct colour in every region (sky gradient, sun,
    /// hills), cut into a puzzle at scale 2.
    static func landscapeImage() throws -> PuzzleImage {
        let width = 48
        let height = 36
        var rgba: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let sun = (x - 34) * (x - 34) + (y - 10) * (y - 10) < 40
                let hill = Double(y) > 22 + 4 * sin(Double(x) / 5)
                let sky = [UInt8(40 + 5 * y), UInt8(90 + 3 * y), UInt8(210 - 2 * y), 255]
                rgba += sun ? [250, 210, 60, 255] : hill ? [50, UInt8(180 - 2 * y), 60, 255] : sky
            }
        }
        return try PuzzleImage(
            name: "landscape.png", data: PNGImage.encode(width: width, height: height, rgba: rgba), scale: 2)
    }

    /// A 3 × 3 board that has just had a tap slide two tiles (8 and 7, rightwards) at time 0.
    static func slidingPuzzle() throws -> (SlidingPuzzle, PuzzleSlides) {
        var puzzle = try SlidingPuzzle(rows: 3, columns: 3)
        let moves = try puzzle.tap(at: 6)
        var slides = PuzzleSlides()
        slides.record(moves, at: 0)
        return (puzzle, slides)
    }

    static func rotatedView() -> ViewAppearance {
        ViewAppearance(
            alpha: 0.8, center: Point(x: 100, y: 50), size: Size(width: 120, height: 60),
            color: HSBColor(hue: 0.6, saturation: 0.7, brightness: 0.9),
            transform: AffineTransform(rotationAngle: .degrees(30)).scaledBy(x: 1.2, y: 1.2),
            face: .resting(on: "front"), isHidden: false)
    }

    static func flippingView() -> ViewAppearance {
        ViewAppearance(
            alpha: 1, center: Point(x: 40, y: 40), size: Size(width: 80, height: 80),
            color: HSBColor(hue: 0.1, saturation: 0.8, brightness: 1),
            transform: .identity,
            face: TransitionState(
                outgoing: "front", incoming: "back", frame: TransitionKind.flipFromLeft.frame(progress: 0.7),
                kind: .flipFromLeft, transitionID: nil),
            isHidden: false)
    }

    /// A view at (160, 120) going from its face "front" to "back" by `kind`, `progress` of the way.
    static func transitioningView(_ kind: TransitionKind, progress: Double) -> ViewAppearance {
        ViewAppearance(
            alpha: 1, center: Point(x: 160, y: 120), size: Size(width: 160, height: 200),
            color: HSBColor(hue: 0.55, saturation: 0.6, brightness: 0.95),
            transform: .identity,
            face: TransitionState(
                outgoing: "front", incoming: "back", frame: kind.frame(progress: progress), kind: kind,
                transitionID: nil),
            isHidden: false)
    }

    /// Views on one screen: faces of three kinds, one half transparent over another, a hidden
    /// one, one partly off the screen's edge and one wholly off it (an arrow points at it).
    static func screenOfViews() -> [ViewAppearance] {
        func view(
            _ center: Point, _ size: Size, hue: Double, face: String, alpha: Double = 1, hidden: Bool = false
        ) -> ViewAppearance {
            ViewAppearance(
                alpha: alpha, center: center, size: size, color: HSBColor(hue: hue, saturation: 0.7, brightness: 0.9),
                transform: .identity, face: .resting(on: face), isHidden: hidden)
        }
        return [
            view(Point(x: 80, y: 80), Size(width: 100, height: 80), hue: 0, face: "front"),
            view(Point(x: 220, y: 80), Size(width: 100, height: 80), hue: 0.6, face: "back"),
            view(Point(x: 80, y: 200), Size(width: 100, height: 80), hue: 0.3, face: "menu"),
            view(Point(x: 120, y: 230), Size(width: 100, height: 80), hue: 0.8, face: "front", alpha: 0.5),
            view(Point(x: 240, y: 240), Size(width: 80, height: 60), hue: 0.1, face: "front", hidden: true),
            view(Point(x: 300, y: 400), Size(width: 100, height: 100), hue: 0.15, face: "edge"),
            view(Point(x: 600, y: 300), Size(width: 40, height: 40), hue: 0.45, face: "away"),
        ]
    }

    /// One of each control, as a script host would collect them.
    static func scene() throws -> Scene {
        let (game, _) = try memoryVanishing()
        var puzzle = try SlidingPuzzle(rows: 3, columns: 3)
        _ = puzzle.shuffle(seed: 7)
        return Scene(
            time: 0.25,
            items: [
                SceneItem(id: 1, content: .odometer(try rollingOdometer())),
                SceneItem(id: 2, content: .wheel(try spinningWheel())),
                SceneItem(id: 3, content: .puzzle(puzzle)),
                SceneItem(id: 4, content: .memory(game)),
                SceneItem(id: 5, content: .timer(try runningTimer())),
                SceneItem(id: 6, content: .dateRange(try invalidRange())),
                SceneItem(id: 7, content: .frames(try playingAnimator(), current: .text("frame 03"))),
                SceneItem(id: 8, title: "View <card & \"face\">", content: .view(rotatedView())),
                SceneItem(id: 9, content: .view(transitioningView(.curlDown, progress: 0.5))),
            ])
    }
}
