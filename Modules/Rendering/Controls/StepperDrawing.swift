import Geometry
import Models

/// A ``Stepper`` at one instant, as UIKit draws a `UIStepper`: a "−" and a "+" segment side by
/// side, the one held down shaded, one that cannot step (at its bound, without wrapping) dimmed,
/// and the value beside them.
public struct StepperDrawing: ControlDrawing {
    /// One segment's size.
    public static let segment = Size(width: 47, height: 29)
    /// Where the value is written, right of the segments.
    public static let labelWidth = 90.0

    public let stepper: Stepper
    public let time: Double

    /// The stepper as it shows at `time`.
    public init(_ stepper: Stepper, at time: Double) {
        self.stepper = stepper
        self.time = time
    }

    /// The value as the drawings write it: whole numbers without a fraction, others as Lua
    /// writes them, to six significant digits at most.
    var valueText: String {
        let value = stepper.value(at: time)
        return NumberText.plain(value, places: 6)
    }

    public func draw() -> Drawing {
        let w = Self.segment.width
        let h = Self.segment.height
        let held = stepper.press.flatMap { time >= $0.time ? $0.button : nil }
        var drawing = Drawing(size: Size(width: 8 + 2 * w + Self.labelWidth, height: h + 8))
        for (offset, button) in Stepper.Button.allCases.enumerated() {
            let x = 4 + Double(offset) * w
            let enabled = stepper.isEnabled(button, at: time)
            drawing.rect(
                x: x, y: 4, width: w, height: h, radius: 6,
                fill: held == button ? "#c7d7f2" : "#ffffff", stroke: "#2f6fdf", strokeWidth: 1)
            drawing.text(
                button == .minus ? "−" : "+", x: x + w / 2, y: 4 + h * 0.74, size: 20, anchor: .middle,
                fill: enabled ? "#2f6fdf" : "#b4c6e8", bold: true)
        }
        drawing.text(valueText, x: 4 + 2 * w + 12, y: 4 + h * 0.7, size: 15, fill: "#222222", family: .monospace)
        return drawing
    }

    /// The segment `point` is on: item 0 for "−", 1 for "+"; nil beside them.
    public func target(at point: Point) -> SceneTarget? {
        let w = Self.segment.width
        guard point.y >= 4, point.y < 4 + Self.segment.height, point.x >= 4, point.x < 4 + 2 * w else { return nil }
        return .item(point.x < 4 + w ? 0 : 1)
    }

    public func textLines() -> [String] {
        let held = stepper.press.flatMap { time >= $0.time ? $0.button : nil }
        func button(_ which: Stepper.Button) -> String {
            let sign = which == .minus ? "-" : "+"
            if held == which { return "(\(sign))" }
            return stepper.isEnabled(which, at: time) ? "[\(sign)]" : " \(sign) "
        }
        var line = "\(button(.minus))\(button(.plus)) \(valueText)"
        if held != nil { line += " held" }
        return [line]
    }
}
