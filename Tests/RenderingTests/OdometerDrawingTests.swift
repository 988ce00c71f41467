import Models
import Testing

@testable import Rendering

@Suite struct OdometerDrawingTests {
    @Test(arguments: [
        (3.0, 3, 4, 0.0), (3.25, 3, 4, 0.25), (9.5, 9, 0, 0.5), (0.0, 0, 1, 0.0), (9.999, 9, 0, 0.999),
    ])
    func aWindowShowsTheDigitAndTheNextShiftedByTheFraction(position: Double, digit: Int, next: Int, offset: Double) {
        let window = OdometerDrawing.window(forPosition: position)
        #expect(window.digit == digit)
        #expect(window.next == next)
        #expect(abs(window.offset - offset) < 1e-9)
    }

    /// Positions past Int's range are reduced before they are converted, so they cannot trap.
    @Test(arguments: [(1e19, 0), (-1e19, 0), (12.5, 2), (-0.5, 9), (.infinity, 0), (.nan, 0)])
    func aWindowOfAnyPositionShowsADigit(position: Double, digit: Int) {
        #expect(OdometerDrawing.window(forPosition: position).digit == digit)
    }

    @Test func aRollingDigitsStripIsTranslatedByItsFraction() throws {
        let svg = OdometerDrawing(try Fixtures.rollingOdometer(), at: 0.25).svg().body
        // Half way from 1999 to 2000 (linear, 0.5 s): each strip up by half a window.
        #expect(svg.components(separatedBy: "translate(0 -22)").count - 1 == 4)
        #expect(svg.components(separatedBy: "clip-path=\"url(#clip-").count - 1 == 4, "one clip per window")
    }

    @Test func theTextMarksEveryDigitCaughtMidRoll() throws {
        var odometer = try Odometer(digits: 4, value: 1998, rollDuration: 0.5, curve: .linear)
        try odometer.set(1999, at: 0)
        #expect(OdometerDrawing(odometer, at: 0.25).textLines() == ["[1998] rolling to 1999", "    ^"])
        #expect(OdometerDrawing(odometer, at: 1).textLines() == ["[1999] value 1999"])
    }

    /// Separators a script chose are escaped in the scene's view, and each counts as many
    /// blanks under the carets as it has characters; a signed odometer marks its sign.
    @Test func separatorsAreEscapedInTheSceneAndSpacedUnderTheCarets() throws {
        let options = OdometerOptions(signed: true, decimals: 1, groupSeparator: "\u{1B}", decimalSeparator: "·")
        var odometer = try Odometer(digits: 5, value: 9999, rollDuration: 0.5, curve: .linear, options: options)
        try odometer.set(10_000, at: 0)
        #expect(
            OdometerDrawing(odometer, at: 0.25).textLines() == ["[ 0\u{1B}999·9] rolling to 1\u{1B}000·0", "  ^ ^^^ ^"])
        func sceneLines(at time: Double) -> [String] {
            Array(Scene(time: time, items: [SceneItem(id: 1, content: .odometer(odometer))]).textLines().dropFirst(2))
        }
        #expect(sceneLines(at: 0.25) == ["  [ 0\\x1B999·9] rolling to 1\\x1B000·0", "    ^ ^^^ ^"])
        #expect(sceneLines(at: 1) == ["  [ 1\\x1B000·0] value 1000·0"])
    }
}
