import Geometry

/// How one face of a view looks, so that two faces never pass for each other mid-transition:
/// the face named `front` (a view's face unless a script names another) is the view's colour,
/// plain; every other face is the colour darkened under a pattern — `back` dots, as a card's
/// back, and any other name one of four patterns picked by the name (the same name always the
/// same). The face's name is written across it when it fits.
struct ViewFacePicture {
    /// A face's pattern.
    enum Pattern: CaseIterable {
        case plain, dots, stripes, checks, rings
    }

    let name: String
    let color: HSBColor
    /// The view's size (finite, not negative).
    let size: Size

    /// The pattern of the face named `name`.
    static func pattern(of name: String) -> Pattern {
        switch name {
        case "front": return .plain
        case "back": return .dots
        default:
            // FNV-1a of the name's bytes: stable from run to run (Hasher is not).
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in name.utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            let patterned: [Pattern] = [.dots, .stripes, .checks, .rings]
            return patterned[Int(hash % UInt64(patterned.count))]
        }
    }

    /// The face centred on the origin.
    func draw(into drawing: inout Drawing) {
        let w = size.width
        let h = size.height
        let pattern = Self.pattern(of: name)
        var base = HSBColor(hue: color.hue, saturation: color.saturation, brightness: color.brightness)
        if pattern != .plain { base.brightness *= 0.6 }
        drawing.rect(
            x: -w / 2, y: -h / 2, width: w, height: h, fill: SVGColor.hex(base), stroke: "#333333", strokeWidth: 1,
            fillOpacity: color.alpha < 1 ? color.alpha : nil)
        if pattern != .plain, w > 0, h > 0 {
            // White marks: the darkened colour under them is never lighter than 60 % brightness.
            let face = Rect(x: -w / 2, y: -h / 2, width: w, height: h)
            drawing.group(opacity: 0.45 * color.alpha, clip: .rect(face, radius: nil)) { marks in
                Self.drawPattern(pattern, size: size, into: &marks)
            }
        }
        if h >= 12, w >= 20 {
            drawing.text(
                SVGText.truncated(name, to: 16), x: 0, y: 4, size: min(12, h * 0.6), anchor: .middle,
                fill: pattern == .plain && base.brightness > 0.6 ? "#111111" : "#ffffff")
        }
    }

    /// The marks of `pattern` over a face of `size`, at most about eight across its longer side
    /// however large the view is.
    private static func drawPattern(_ pattern: Pattern, size: Size, into drawing: inout Drawing) {
        let ink = "#ffffff"
        let w = size.width
        let h = size.height
        let step = max(10, max(w, h) / 8)
        let columns = Int((w / step).rounded(.up))
        let rows = Int((h / step).rounded(.up))
        let left = -w / 2
        let top = -h / 2
        switch pattern {
        case .plain:
            return
        case .dots:
            for row in 0..<rows {
                for column in 0..<columns {
                    drawing.circle(
                        center: Point(x: left + (Double(column) + 0.5) * step, y: top + (Double(row) + 0.5) * step),
                        radius: step * 0.18, fill: ink)
                }
            }
        case .stripes:
            // Diagonals from the top edge down to the left, one every step along the top.
            for k in 0...(columns + rows) {
                let x = left + Double(k) * step
                drawing.line(
                    from: Point(x: x, y: top), to: Point(x: x - h, y: top + h), stroke: ink, width: step * 0.25)
            }
        case .checks:
            for row in 0..<rows {
                for column in 0..<columns where (row + column) % 2 == 0 {
                    drawing.rect(
                        x: left + Double(column) * step, y: top + Double(row) * step, width: step, height: step,
                        fill: ink)
                }
            }
        case .rings:
            let rings = Int((min(w, h) / 2 / step).rounded(.up))
            for k in 0..<max(rings, 1) {
                let inset = Double(k) * step + step / 2
                guard w - 2 * inset > 0, h - 2 * inset > 0 else { break }
                drawing.rect(
                    x: left + inset, y: top + inset, width: w - 2 * inset, height: h - 2 * inset, stroke: ink,
                    strokeWidth: step * 0.2)
            }
        }
    }
}
