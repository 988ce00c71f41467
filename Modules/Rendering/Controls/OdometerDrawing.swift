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

    public func draw() -> Drawing {
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
        var drawing = Drawing(size: Size(width: width, height: height))
        drawing.rect(x: 0, y: 0, width: width, height: height, radius: 4, fill: "#30343b")
        var x = gap
        for slot in slots {
            switch slot {
            case .separator(let text):
                drawing.text(
                    text, x: x + Self.separatorWidth / 2 - gap / 2, y: gap + h * 0.86, size: 24, anchor: .middle,
                    fill: "#fdfdf8", bold: true, family: .monospace)
                x += Self.separatorWidth
            case .sign:
                // The sign wheel's strip: blank at 0, "−" at 1.
                drawWindow(at: x, labels: ["", "−"], offset: odometer.signPosition(at: time) ?? 0, into: &drawing)
                x += w + gap
            case .digit(let index):
                let (digit, next, offset) = Self.window(forPosition: positions[index])
                drawWindow(at: x, labels: [String(digit), String(next)], offset: offset, into: &drawing)
                x += w + gap
            }
        }
        return drawing
    }

    /// One window at `x` showing a strip of two labels shifted up by `offset` window heights.
    private func drawWindow(at x: Double, labels: [String], offset: Double, into drawing: inout Drawing) {
        let w = Self.digitWidth
        let h = Self.digitHeight
        let gap = Self.gap
        drawing.rect(x: x, y: gap, width: w, height: h, radius: 2, fill: "#fdfdf8")
        drawing.group(clip: .rect(Rect(x: x, y: gap, width: w, height: h), radius: nil)) { strip in
            strip.group(transform: .translate(0, -offset * h)) { digits in
                for (row, shown) in labels.enumerated() where !shown.isEmpty {
                    digits.text(
                        shown, x: x + w / 2, y: gap + Double(row) * h + h * 0.72, size: 28,
                        anchor: .middle, fill: "#111111", bold: true, family: .monospace)
                }
            }
        }
        // The shading of a drum: darker towards the window's edges.
        drawing.rect(x: x, y: gap, width: w, height: 5, fill: "#000000", opacity: 0.18)
        drawing.rect(x: x, y: gap + h - 5, width: w, height: 5, fill: "#000000", opacity: 0.18)
    }
}

extension OdometerDrawing {
    /// The windows' digits between brackets (a sign window first when signed) and the value it
    /// rolls to or shows; while rolling, a caret under every window caught between two digits.
    public func textLines() -> [String] {
        let options = odometer.options
        let windows = odometer.positions(at: time).map(Self.window(forPosition:))
        let sign = odometer.options.signed ? odometer.signPosition(at: time) ?? 0 : nil
        let digits = Odometer.text(digits: windows.map(\.digit), negative: false, options: options)
        var first = "[" + (sign.map { $0 >= 0.5 ? "-" : " " } ?? "") + TextFormat.name(digits) + "]"
        let isRolling = odometer.isRolling(at: time)
        if isRolling {
            first +=
                " rolling to "
                + TextFormat.name(Odometer.text(value: odometer.value, digitCount: windows.count, options: options))
        } else {
            first += " value " + TextFormat.name(Odometer.plainText(ofUnits: odometer.value, options: options))
        }
        guard isRolling else { return [first] }
        let signCaught = sign.map { $0 != 0 && $0 != 1 }
        var carets = " " + (signCaught.map { $0 ? "^" : " " } ?? "")
        var caught = signCaught ?? false
        for slot in slots {
            switch slot {
            case .sign: continue
            case .separator(let separator): carets += String(repeating: " ", count: separator.count)
            case .digit(let index):
                let isCaught = windows[index].offset != 0
                carets += isCaught ? "^" : " "
                caught = caught || isCaught
            }
        }
        return caught ? [first, carets] : [first]
    }
}
