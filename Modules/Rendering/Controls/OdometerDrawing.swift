import Foundation
import Geometry
import Models

/// An ``Odometer`` at one instant: a row of digit windows, each showing its wheel's strip of
/// digits shifted by the wheel's fractional position, so a digit mid-roll shows the bottom of
/// one digit and the top of the next, as the seed's in-between images did.
public struct OdometerDrawing: ControlDrawing {
    /// The width of one digit window.
    public static let digitWidth = 30.0
    /// The height of one digit window; the strip moves by this much per digit.
    public static let digitHeight = 44.0
    /// The gap between windows and around the row.
    public static let gap = 4.0

    public let odometer: Odometer
    public let time: Double

    /// The odometer as it shows at `time`.
    public init(_ odometer: Odometer, at time: Double) {
        self.odometer = odometer
        self.time = time
    }

    /// The digits a window shows at wheel position `position` (in [0, 10)) and how far the
    /// strip is shifted up, in window heights: position 3.25 shows the 3 shifted up by a
    /// quarter with the 4 coming in below it; 9.5 shows the 9 half gone and the 0 half in.
    public static func window(forPosition position: Double) -> (digit: Int, next: Int, offset: Double) {
        let safe = position.isFinite ? position : 0
        let base = safe.rounded(.down)
        // Reduced before the conversion, so a huge position cannot trap.
        let digit = (Int(base.truncatingRemainder(dividingBy: 10)) + 10) % 10
        return (digit, (digit + 1) % 10, safe - base)
    }

    public func svg(idPrefix: String) -> SVGFragment {
        let w = Self.digitWidth, h = Self.digitHeight, gap = Self.gap
        let positions = odometer.positions(at: time)
        let width = gap + Double(positions.count) * (w + gap)
        let height = h + 2 * gap
        var svg = SVGBuilder()
        svg.rect(x: 0, y: 0, width: width, height: height, radius: 4, fill: "#30343b")
        for (index, position) in positions.enumerated() {
            let x = gap + Double(index) * (w + gap)
            let (digit, next, offset) = Self.window(forPosition: position)
            let clip = "\(idPrefix)odometer-digit-\(index)"
            svg.open("clipPath", [("id", clip)])
            svg.rect(x: x, y: gap, width: w, height: h, fill: "#000000")
            svg.close("clipPath")
            svg.rect(x: x, y: gap, width: w, height: h, radius: 2, fill: "#fdfdf8")
            svg.group([("clip-path", "url(#\(clip))")]) { strip in
                strip.group([("transform", "translate(0 \(SVGNumber.format(-offset * h)))")]) { digits in
                    for (row, shown) in [digit, next].enumerated() {
                        digits.text(
                            String(shown), x: x + w / 2, y: gap + Double(row) * h + h * 0.72, size: 28,
                            anchor: "middle", fill: "#111111", weight: "bold", family: SVGFont.monospace)
                    }
                }
            }
            // The shading of a drum: darker towards the window's edges.
            svg.rect(x: x, y: gap, width: w, height: 5, fill: "#000000", opacity: 0.18)
            svg.rect(x: x, y: gap + h - 5, width: w, height: 5, fill: "#000000", opacity: 0.18)
        }
        return SVGFragment(size: Size(width: width, height: height), body: svg.body)
    }

    public func textLines() -> [String] {
        let positions = odometer.positions(at: time)
        let shown = positions.map { String(Self.window(forPosition: $0).digit) }.joined()
        let rolling = odometer.isRolling(at: time)
        // A caret under every digit caught between two numbers.
        let marks = positions.map { Self.window(forPosition: $0).offset == 0 ? " " : "^" }.joined()
        var lines = ["[\(shown)]" + (rolling ? " rolling to \(odometer.description)" : " value \(odometer.value)")]
        if rolling, marks.contains("^") { lines.append(" \(marks)") }
        return lines
    }
}
