import Foundation
import Geometry
import Models
import Testing

@testable import Rendering

/// A text view drawn frame after frame keeps the lines whose values did not change; each frame
/// must still read exactly as the drawing written anew.
@Suite struct ShownTextDrawingTests {
    /// The scene's finishing of a line (indented, escaped), so that kept lines are seen to be finished ones.
    static let finish = TextLineFinish.scene

    /// Draws `drawings` in order, each from the lines kept of the one before, checks every
    /// frame against the drawing's own lines and returns how many frames kept all their lines.
    @discardableResult
    static func framesKeptWhole<Drawing: ShownTextDrawing>(
        _ drawings: [Drawing], sourceLocation: SourceLocation = #_sourceLocation
    ) -> Int {
        var kept = KeptText(finish: finish)
        var whole = 0
        for (frame, drawing) in drawings.enumerated() {
            let before = kept
            drawing.updateText(&kept, finish: finish)
            #expect(
                kept.lines == drawing.textLines().map { finish($0) }, "frame \(frame)", sourceLocation: sourceLocation)
            if frame > 0, before.lines == kept.lines,
                KeptValues<Drawing.TextShown>.values(in: before.shown) == drawing.textShown
            {
                whole += 1
            }
        }
        return whole
    }

    /// `kept` brought up to `drawing`'s lines, as the scene's text view does.
    static func updated(_ drawing: some ShownTextDrawing, after kept: KeptText = KeptText(finish: finish)) -> KeptText {
        var text = kept
        drawing.updateText(&text, finish: finish)
        return text
    }

    static func frames(from start: Double, to end: Double, fps: Double = 60) -> [Double] {
        stride(from: start, through: end, by: 1 / fps).map { $0 }
    }

    @Test func aTimerRewritesTheLinesWhoseValuesChanged() throws {
        var timer = try CountdownTimer(duration: 3)
        try timer.start(at: 0)
        // Counting down with its effect, then run down and stopped; then a longer timer at the same instant.
        var drawings = Self.frames(from: 0, to: 4).map { TimerDrawing(timer, at: $0) }
        try timer.setDuration(90)
        try timer.start(at: 4)
        drawings += Self.frames(from: 4, to: 5).map { TimerDrawing(timer, at: $0) }
        let quiet = try CountdownTimer(duration: 7_300, settings: CountdownSettings(isEffectAnimationOn: false))
        drawings += [TimerDrawing(quiet, at: 5), TimerDrawing(quiet, at: 5.01)]
        // Stopped for the last second: every frame the same.
        #expect(Self.framesKeptWhole(drawings) >= 59)
    }

    @Test func aTurningWheelRewritesItsAngleAndKeepsItsRing() throws {
        var wheel = try RotaryWheel(configuration: WheelConfiguration(sectorCount: 9), sector: 0)
        try wheel.spin(toSector: 4, turns: 1, duration: 1, at: 0)
        var drawings = Self.frames(from: 0, to: 1.5).map { WheelDrawing(wheel, at: $0) }
        // Another wheel's names at the same instant and angle: both lines change, and the
        // selected name, which would clear a terminal, is escaped on both.
        let renamed = try RotaryWheel(
            configuration: WheelConfiguration(
                sectorCount: 9, names: (1...9).map { $0 == 5 ? "\u{1B}[2J" : "Sector \($0)" }),
            sector: 4)
        drawings += [WheelDrawing(renamed, at: 1.5), WheelDrawing(renamed, at: 1.6)]
        var held = renamed
        _ = try held.beginTouch(at: Point(x: 60, y: 0), time: 2)
        drawings += [WheelDrawing(held, at: 2), WheelDrawing(held, at: 2.1)]
        #expect(Self.framesKeptWhole(drawings) >= 30)
        let escaped = Self.updated(WheelDrawing(renamed, at: 2)).lines
        #expect(escaped[0].hasPrefix("  ▶ 5: \\x1B[2J  angle "))
        #expect(escaped[1].contains("[\\x1B[2J]") && !escaped[1].contains("\u{1B}"))

        // Late in the turn, between two frames on one sector, the ring of names is the kept
        // line itself, not a copy written again.
        try #require(wheel.selectedIndex(at: 0.9) == wheel.selectedIndex(at: 0.9 + 1 / 60))
        let before = Self.updated(WheelDrawing(wheel, at: 0.9))
        let after = Self.updated(WheelDrawing(wheel, at: 0.9 + 1 / 60), after: before)
        #expect(before.lines[0] != after.lines[0])
        #expect(
            after.lines[1].utf8.withContiguousStorageIfAvailable { $0.baseAddress }
                == before.lines[1].utf8.withContiguousStorageIfAvailable { $0.baseAddress })
    }

    @Test func aRollingOdometerRewritesItsWindowsAndReading() throws {
        var drawings: [OdometerDrawing] = []
        for options in [
            OdometerOptions(),
            OdometerOptions(signed: true, decimals: 2, groupSeparator: ",", decimalSeparator: "."),
            OdometerOptions(signed: true, decimals: 1, groupSeparator: " ", decimalSeparator: ","),
        ] {
            var odometer = try Odometer(digits: 6, value: 1999, rollDuration: 0.5, curve: .linear, options: options)
            try odometer.set(options.signed ? -2_001 : 2_000, at: 0)
            drawings += Self.frames(from: 0, to: 0.7).map { OdometerDrawing(odometer, at: $0) }
        }
        // At rest after each roll: the same lines frame after frame.
        #expect(Self.framesKeptWhole(drawings) >= 3 * 10)
    }

    @Test func aViewRewritesItsCaptionWhenARoundedValueChanges() {
        var views: [ViewAppearance] = []
        for step in 0...60 {
            var view = ViewAppearance(
                alpha: 1 - Double(step) / 120, center: Point(x: 40, y: 30), size: Size(width: 80, height: 60),
                color: HSBColor(hue: 0.5, saturation: 0.5, brightness: 0.5), transform: .identity,
                face: .resting(on: "front"), isHidden: false)
            // Fading, then moved, then a face a script named (escaped), then fading again.
            if (10...12).contains(step) { view.center.x += Double(step) }
            if step >= 20 { view.face = .resting(on: "b\u{1B}[2J") }
            if step > 30 { view.transform = AffineTransform(rotationAngle: .degrees(Double(step))) }
            if step > 50 { view.isHidden = true }
            views.append(view)
        }
        views.append(Fixtures.flippingView())
        views.append(Fixtures.rotatedView())
        #expect(Self.framesKeptWhole(views.map(ViewDrawing.init)) >= 1)
    }

    @Test func framesRewriteTheirCaptionAndContentWhenTheyChange() throws {
        let animator = try Fixtures.playingAnimator()
        var drawings = Self.frames(from: 0, to: 1.2).map { time in
            FramesDrawing(animator, at: time, content: .text("frame \(animator.index(at: time))\nline\tsecond\r\n"))
        }
        // The same frame with other content: a file changed, or a picture in its place.
        drawings += [
            FramesDrawing(animator, at: 1.2, content: .text("edited")),
            FramesDrawing(animator, at: 1.2, content: .png(Data([1, 2]), width: 4, height: 3)),
            FramesDrawing(animator, at: 1.2, content: .binary(byteCount: 12)),
            FramesDrawing(animator, at: 1.2, content: .unavailable("gone")),
            FramesDrawing(animator, at: 1.2, content: .unavailable("gone")),
        ]
        #expect(Self.framesKeptWhole(drawings) >= 50)
    }

    /// Lines kept from another kind of control are not taken for this one's.
    @Test func linesKeptForAnotherControlAreNotReused() throws {
        let timer = Self.updated(TimerDrawing(try Fixtures.runningTimer(), at: 1))
        let wheel = WheelDrawing(try Fixtures.spinningWheel(), at: 0.5)
        #expect(Self.updated(wheel, after: timer).lines == wheel.textLines().map { Self.finish($0) })
    }
}
