import Foundation
import Geometry
import Models

/// An ``Odometer`` at one instant: a row of digit windows, each showing its wheel's strip of
/// digits shifted by the wheel's fractional position, so a digit mid-roll shows the bottom of
/// one digit and the top of the next, as the seed's in-between images did.
public struct OdometerDrawing: ControlDrawing, SVGDrawing {
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
        let digit = (Int(base.truncatingRemainder(dividingByWhole: 10)) + 10) % 10
        return (digit, (digit + 1) % 10, safe - base)
    }

    /// The width of a separator's slot between two windows (a group separator or the decimal
    /// point).
    public static let separatorWidth = 10.0

    /// What the row holds, left to right: the sign window (signed odometers), then each digit
    /// window, with a separator's slot before a digit where the odometer writes one.
    enum Slot: Equatable {
        case sign
        case digit(Int)
        case separator(String)
    }

    var slots: [Slot] {
        Self.slots(digitCount: odometer.digitCount, options: odometer.options)
    }

    /// The slots of an odometer of `digitCount` digits with `options`.
    static func slots(digitCount: Int, options: OdometerOptions) -> [Slot] {
        let whole = digitCount - options.decimals
        var slots: [Slot] = options.signed ? [.sign] : []
        for index in 0..<digitCount {
            if index == whole, options.decimals > 0 {
                slots.append(.separator(options.decimalSeparator))
            } else if index > 0, index < whole, let separator = options.groupSeparator, (whole - index) % 3 == 0 {
                slots.append(.separator(separator))
            }
            slots.append(.digit(index))
        }
        return slots
    }

    public func svg(idPrefix: String) -> SVGFragment {
        fragment(idPrefix: idPrefix)
    }

    func draw(into svg: inout SVGBuilder, idPrefix: String) -> Size {
        let w = Self.digitWidth
        let h = Self.digitHeight
        let gap = Self.gap
        let positions = odometer.positions(at: time)
        let slots = slots
        let width = slots.reduce(gap) { total, slot in
            if case .separator = slot { return total + Self.separatorWidth }
            return total + w + gap
        }
        let height = h + 2 * gap
        svg.rect(x: 0, y: 0, width: width, height: height, radius: 4, fill: "#30343b")
        var x = gap
        for slot in slots {
            switch slot {
            case .separator(let text):
                svg.text(
                    text, x: x + Self.separatorWidth / 2 - gap / 2, y: gap + h * 0.86, size: 24, anchor: "middle",
                    fill: "#fdfdf8", weight: "bold", family: SVGFont.monospace)
                x += Self.separatorWidth
            case .sign:
                // The sign wheel's strip: blank at 0, "−" at 1.
                drawWindow(
                    at: x, labels: ["", "−"], offset: odometer.signPosition(at: time) ?? 0,
                    id: "\(idPrefix)odometer-sign", into: &svg)
                x += w + gap
            case .digit(let index):
                let (digit, next, offset) = Self.window(forPosition: positions[index])
                drawWindow(
                    at: x, labels: [String(digit), String(next)], offset: offset,
                    id: "\(idPrefix)odometer-digit-\(index)", into: &svg)
                x += w + gap
            }
        }
        return Size(width: width, height: height)
    }

    /// One window at `x` showing a strip of two labels shifted up by `offset` window heights.
    private func drawWindow(at x: Double, labels: [String], offset: Double, id clip: String, into svg: inout SVGBuilder)
    {
        let w = Self.digitWidth
        let h = Self.digitHeight
        let gap = Self.gap
        svg.open("clipPath", [.text("id", clip)])
        svg.rect(x: x, y: gap, width: w, height: h, fill: "#000000")
        svg.close("clipPath")
        svg.rect(x: x, y: gap, width: w, height: h, radius: 2, fill: "#fdfdf8")
        svg.group("clip-path", "url(#\(clip))") { strip in
            strip.group("transform", "translate(0 \(SVGNumber.format(-offset * h)))") { digits in
                for (row, shown) in labels.enumerated() where !shown.isEmpty {
                    digits.text(
                        shown, x: x + w / 2, y: gap + Double(row) * h + h * 0.72, size: 28,
                        anchor: "middle", fill: "#111111", weight: "bold", family: SVGFont.monospace)
                }
            }
        }
        // The shading of a drum: darker towards the window's edges.
        svg.rect(x: x, y: gap, width: w, height: 5, fill: "#000000", opacity: 0.18)
        svg.rect(x: x, y: gap + h - 5, width: w, height: 5, fill: "#000000", opacity: 0.18)
    }
}

extension OdometerDrawing: ShownTextDrawing {
    /// What the text view shows of an odometer: the digit in each window and whether it is
    /// caught between two, the sign, and the value it rolls to or shows.
    struct TextShown: Equatable, Sendable {
        /// Each window's digit, plus 10 when the window is caught between it and the next.
        var windows: [Int]
        /// For a signed odometer: whether the sign window shows "-", and whether it is caught
        /// between the two signs.
        var sign: (negative: Bool, caught: Bool)?
        var isRolling: Bool
        var value: Int64
        var options: OdometerOptions

        static func == (a: TextShown, b: TextShown) -> Bool {
            a.windows == b.windows && a.sign?.negative == b.sign?.negative && a.sign?.caught == b.sign?.caught
                && a.isRolling == b.isRolling && a.value == b.value && a.options == b.options
        }
    }

    var textShown: TextShown {
        let windows = odometer.positions(at: time).map { position in
            let window = Self.window(forPosition: position)
            return window.digit + (window.offset == 0 ? 0 : 10)
        }
        let sign = odometer.signPosition(at: time).map { (negative: $0 >= 0.5, caught: $0 != 0 && $0 != 1) }
        return TextShown(
            windows: windows, sign: odometer.options.signed ? sign ?? (false, false) : nil,
            isRolling: odometer.isRolling(at: time), value: odometer.value, options: odometer.options)
    }

    static func writeLines(of shown: TextShown, over kept: TextShown?, into writer: inout TextLineWriter) {
        let options = shown.options
        // Written as bytes; the separators are the script's, and escaped.
        writer.begin()
        writer.append("[")
        if let sign = shown.sign { writer.append(sign.negative ? "-" : " ") }
        writer.append(named: Odometer.text(digits: shown.windows.map { $0 % 10 }, negative: false, options: options))
        writer.append("]")
        if shown.isRolling {
            writer.append(" rolling to ")
            writer.append(named: Odometer.text(value: shown.value, digitCount: shown.windows.count, options: options))
        } else {
            writer.append(" value ")
            writer.append(named: Odometer.plainText(ofUnits: shown.value, options: options))
        }
        writer.end(asLine: 0)
        // A caret under every digit caught between two numbers (separators get none).
        guard shown.isRolling else {
            writer.keepLines(1)
            return
        }
        var caught = shown.sign?.caught ?? false
        writer.begin()
        writer.append(" ")
        if let sign = shown.sign { writer.append(sign.caught ? "^" : " ") }
        for slot in slots(digitCount: shown.windows.count, options: options) {
            switch slot {
            case .sign: continue
            case .separator(let separator): for _ in 0..<separator.count { writer.append(" ") }
            case .digit(let index):
                let isCaught = shown.windows[index] >= 10
                writer.append(isCaught ? "^" : " ")
                caught = caught || isCaught
            }
        }
        if caught { writer.end(asLine: 1) } else { writer.keepLines(1) }
    }
}
