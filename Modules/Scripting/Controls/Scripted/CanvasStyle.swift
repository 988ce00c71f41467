import Geometry
import Models
import Rendering

/// The style tables of a canvas's methods (`{fill = "#2f6fdf", stroke = "none", width = 2}`),
/// read into the drawing's values: every field checked, unknown fields named.
struct CanvasStyle {
    var style: DrawingStyle
    var radius: Double?

    // MARK: Fields

    static var fill: OptionsField<String> {
        OptionsField<String>(
            "fill", doc: "the colour inside", luaType: "string", read: CanvasStyle.colour)
    }
    static var stroke: OptionsField<String> {
        OptionsField<String>(
            "stroke", doc: "the outline's colour", luaType: "string", read: CanvasStyle.colour)
    }
    static var width: OptionsField<Double> {
        OptionsField<Double>(
            "width", doc: "the outline's width, ≥ 0 (default 1)", luaType: "number"
        ) { call, index throws(LuaCallError) in try nonNegative(call, index) }
    }
    static var radius: OptionsField<Double> {
        OptionsField<Double>(
            "radius", doc: "a rectangle's corner radius, ≥ 0", luaType: "number"
        ) { call, index throws(LuaCallError) in try nonNegative(call, index) }
    }
    static var opacity: OptionsField<Double> {
        OptionsField<Double>(
            "opacity", doc: "0 (invisible) to 1", luaType: "number"
        ) { call, index throws(LuaCallError) in try fraction(call, index) }
    }
    static var closed: OptionsField<Bool> {
        OptionsField<Bool>("closed", doc: "whether the last point joins the first", default: true)
    }

    static var shape: OptionsDeclaration {
        OptionsDeclaration(fill, stroke, width, radius, opacity).named(
            "CanvasStyle", doc: "How a canvas fills and outlines a shape; every field is optional.")
    }
    static var polygon: OptionsDeclaration {
        OptionsDeclaration(fill, stroke, width, opacity, closed).named(
            "CanvasPolygonStyle", doc: "How a canvas draws a polygon; every field is optional.")
    }

    /// `style` read, with the fill and stroke a shape has when the table gives none.
    init(
        _ table: OptionsTable?, _ fields: CanvasStyleFields, fill defaultFill: String,
        stroke defaultStroke: String? = nil
    ) throws(LuaCallError) {
        let stroke = try table?.readIfPresent(fields.stroke) ?? defaultStroke
        style = DrawingStyle(
            fill: try table?.readIfPresent(fields.fill) ?? defaultFill, stroke: stroke,
            strokeWidth: try table?.readIfPresent(fields.width) ?? (stroke == nil ? nil : 1),
            opacity: try table?.readIfPresent(fields.opacity))
        radius = try table?.readIfPresent(fields.radius)
    }

    // MARK: Text

    /// A text's style.
    struct Text {
        var size: Double
        var fill: String
        var anchor: DrawingText.Anchor
        var bold: Bool
        var family: DrawingText.Family
        var transform: DrawingTransform?

        init(_ table: OptionsTable?, _ fields: CanvasStyleFields) throws(LuaCallError) {
            size = try table?.readIfPresent(fields.size) ?? 14
            fill = try table?.readIfPresent(fields.fill) ?? "#222222"
            anchor = try table?.readIfPresent(fields.anchor) ?? .start
            bold = try table?.readIfPresent(fields.bold) ?? false
            family = try table?.readIfPresent(fields.font) ?? .sans
            transform = nil
        }
    }

    static var size: OptionsField<Double> {
        OptionsField<Double>(
            "size", doc: "the font size, > 0 (default 14)", luaType: "number"
        ) { call, index throws(LuaCallError) in try positive(call, index, "a font size") }
    }
    static var anchor: OptionsField<DrawingText.Anchor> {
        OptionsField<DrawingText.Anchor>(
            "anchor", doc: "where (x, y) is on the text: \"start\" (default), \"middle\" or \"end\"",
            luaType: "\"start\"|\"middle\"|\"end\""
        ) { call, index throws(LuaCallError) in
            let name = try call.string(index)
            guard let anchor = DrawingText.Anchor(rawValue: name) else {
                throw call.argumentError(index, "anchor is \"start\", \"middle\" or \"end\", not \"\(name)\"")
            }
            return anchor
        }
    }
    static var bold: OptionsField<Bool> {
        OptionsField<Bool>("bold", doc: "", default: false)
    }
    static var font: OptionsField<DrawingText.Family> {
        OptionsField<DrawingText.Family>(
            "font", doc: "\"sans\" (default) or \"monospace\"", luaType: "\"sans\"|\"monospace\""
        ) { call, index throws(LuaCallError) in
            switch try call.string(index) {
            case "sans": return .sans
            case "monospace": return .monospace
            case let name: throw call.argumentError(index, "font is \"sans\" or \"monospace\", not \"\(name)\"")
            }
        }
    }
    static var text: OptionsDeclaration {
        OptionsDeclaration(size, fill, anchor, bold, font).named(
            "CanvasTextStyle", doc: "How a canvas writes text; every field is optional.")
    }

    // MARK: Groups

    static var x: OptionsField<Double> {
        OptionsField<Double>("x", doc: "moves the group right", luaType: "number", default: 0) {
            call, index throws(LuaCallError) in try call.finiteNumber(index)
        }
    }
    static var y: OptionsField<Double> {
        OptionsField<Double>("y", doc: "moves the group down", luaType: "number", default: 0) {
            call, index throws(LuaCallError) in try call.finiteNumber(index)
        }
    }
    static var rotate: OptionsField<Double> {
        OptionsField<Double>(
            "rotate", doc: "turns the group clockwise about its origin, in radians", luaType: "number"
        ) { call, index throws(LuaCallError) in try call.finiteNumber(index) }
    }
    static var scale: OptionsField<Double> {
        OptionsField<Double>(
            "scale", doc: "scales the group about its origin, > 0", luaType: "number"
        ) { call, index throws(LuaCallError) in try positive(call, index, "a scale") }
    }
    static var clip: OptionsField<Rect> {
        OptionsField<Rect>(
            "clip", doc: "{x, y, width, height}: nothing of the group shows outside it", luaType: "number[]"
        ) { call, index throws(LuaCallError) in
            guard call.isTable(index), call.length(of: index) == 4 else {
                throw call.argumentError(index, "clip is a list of four numbers {x, y, width, height}")
            }
            var numbers: [Double] = []
            try call.forEachItem(of: index) { _, item throws(LuaCallError) in
                numbers.append(try call.finiteNumber(item))
            }
            guard numbers[2] >= 0, numbers[3] >= 0 else { throw call.argumentError(index, "a clip's size must be ≥ 0") }
            return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
    }
    static var transform: OptionsField<AffineTransform> {
        OptionsField<AffineTransform>(
            "transform", doc: "a Transform applied inside x, y, rotate and scale (a transform field draws so)",
            luaType: "Transform"
        ) { call, index throws(LuaCallError) in
            let matrix = try TransformObject.read(call, at: index).transform
            guard [matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty].allSatisfy(\.isFinite) else {
                throw call.argumentError(index, "a transform's numbers must be finite")
            }
            return matrix
        }
    }
    // MARK: Images

    static var fit: OptionsField<DrawingImage.Fit> {
        OptionsField<DrawingImage.Fit>(
            "fit", doc: "\"fill\" stretches the image to the rectangle, \"fit\" keeps its proportions, centred",
            luaType: "\"fill\"|\"fit\""
        ) { call, index throws(LuaCallError) in
            switch try call.string(index) {
            case "fill": return .fill
            case "fit": return .fit
            case let other: throw call.argumentError(index, "fit is \"fill\" or \"fit\", not \"\(other)\"")
            }
        }
    }
    static var crop: OptionsField<PixelRect> {
        OptionsField<PixelRect>(
            "crop", doc: "{x, y, width, height} in whole pixels: the part of the image shown", luaType: "integer[]"
        ) { call, index throws(LuaCallError) in
            guard call.isTable(index), call.length(of: index) == 4 else {
                throw call.argumentError(index, "crop is a list of four whole numbers {x, y, width, height}")
            }
            var numbers: [Int] = []
            try call.forEachItem(of: index) { _, item throws(LuaCallError) in
                let number = try call.finiteNumber(item)
                guard number >= 0, number <= 1_000_000, number == number.rounded() else {
                    throw call.argumentError(index, "crop's numbers are whole pixels from 0 to 1000000")
                }
                numbers.append(Int(number))
            }
            guard numbers[2] > 0, numbers[3] > 0 else { throw call.argumentError(index, "a crop's size must be > 0") }
            return PixelRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
    }
    static var image: OptionsDeclaration {
        OptionsDeclaration(fit, crop).named("CanvasImage", doc: "How a canvas shows an image; every field is optional.")
    }

    static var group: OptionsDeclaration {
        OptionsDeclaration(x, y, rotate, scale, transform, opacity, clip).named(
            "CanvasGroup", doc: "How a canvas moves, turns, scales, fades and clips a group; every field is optional.")
    }

    /// The group `table` describes (its elements still to draw).
    static func group(_ table: OptionsTable, _ fields: CanvasStyleFields) throws(LuaCallError) -> DrawingGroup {
        var steps: [DrawingTransform.Step] = []
        let (dx, dy) = (try table.read(fields.x), try table.read(fields.y))
        if dx != 0 || dy != 0 { steps.append(.translate(x: dx, y: dy)) }
        if let turn = try table.readIfPresent(fields.rotate), turn != 0 {
            // Whole turns left out: a huge angle stays a finite number of degrees.
            steps.append(.rotate(degrees: turn.truncatingRemainder(dividingBy: 2 * .pi) * 180 / .pi))
        }
        if let factor = try table.readIfPresent(fields.scale), factor != 1 { steps.append(.scale(factor)) }
        if let matrix = try table.readIfPresent(fields.transform), matrix != .identity { steps.append(.matrix(matrix)) }
        return DrawingGroup(
            transform: steps.isEmpty ? nil : DrawingTransform(steps), opacity: try table.readIfPresent(fields.opacity),
            clip: try table.readIfPresent(fields.clip).map { .rect($0, radius: nil) })
    }

    // MARK: Readers

    /// A CSS colour a drawing can carry: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, a colour name
    /// (letters only) or `none`.
    static func colour(_ call: LuaCall, _ index: LuaCall.Index) throws(LuaCallError) -> String {
        let text = try call.string(index)
        let utf8 = Array(text.utf8)
        let isHex = { (byte: UInt8) in
            (48...57).contains(byte) || (65...70).contains(byte) || (97...102).contains(byte)
        }
        if utf8.first == UInt8(ascii: "#"), [4, 5, 7, 9].contains(utf8.count), utf8.dropFirst().allSatisfy(isHex) {
            return text
        }
        if (1...24).contains(utf8.count), utf8.allSatisfy({ (97...122).contains($0) || (65...90).contains($0) }) {
            return text.lowercased()
        }
        throw call.argumentError(
            index, "a colour is \"#rrggbb\", \"#rgb\" (with an optional alpha digit pair), a CSS name or \"none\"")
    }

    /// The rings of a polygon: a flat list of coordinates `{x1, y1, x2, y2, …}` (one ring), or
    /// a list of such lists (several, drawn as one shape: five stars, a ring with a hole). Each
    /// ring has two points at least; all of them together at most ``CanvasObject/elementLimit``.
    static func rings(_ site: ArgumentSite) throws(LuaCallError) -> [[Point]] {
        let call = site.lua
        guard call.isTable(site.index) else { throw call.typeError(site.index, expected: "table") }
        var budget = CanvasObject.elementLimit
        guard call.length(of: site.index) > 0, call.kind(at: site.index) == .table else {
            throw call.argumentError(site.index, "points is a list x1, y1, x2, y2, … or a list of such lists")
        }
        var rings: [[Point]] = []
        var nested = false
        try call.forEachItem(of: site.index, limit: 1) { _, first throws(LuaCallError) in nested = call.isTable(first) }
        guard nested else { return [try ring(call, site.index, budget: &budget, blaming: site.index)] }
        try call.forEachItem(of: site.index) { position, item throws(LuaCallError) in
            guard call.isTable(item) else {
                throw call.argumentError(site.index, "ring \(position) is \(call.typeName(at: item)), not a list")
            }
            rings.append(try ring(call, item, budget: &budget, blaming: site.index))
        }
        return rings
    }

    /// One ring's points from the flat list at `index`.
    private static func ring(
        _ call: LuaCall, _ index: LuaCall.Index, budget: inout Int, blaming argument: LuaCall.Index
    )
        throws(LuaCallError) -> [Point]
    {
        let count = call.length(of: index)
        guard count >= 4, count % 2 == 0, count / 2 <= budget else {
            throw call.argumentError(
                argument,
                "a ring is a list x1, y1, x2, y2, … of 2 points or more, at most \(CanvasObject.elementLimit) in all, not \(count) numbers"
            )
        }
        budget -= count / 2
        var points: [Point] = []
        points.reserveCapacity(count / 2)
        var x = 0.0
        try call.forEachItem(of: index) { position, item throws(LuaCallError) in
            guard call.isNumber(item) else {
                throw call.argumentError(argument, "item \(position) is \(call.typeName(at: item)), not a number")
            }
            let number = try call.finiteNumber(item)
            if position % 2 == 1 { x = number } else { points.append(Point(x: x, y: number)) }
        }
        return points
    }

    private static func positive(_ call: LuaCall, _ index: LuaCall.Index, _ what: String) throws(LuaCallError)
        -> Double
    {
        let number = try call.finiteNumber(index)
        guard number > 0 else { throw call.argumentError(index, "\(what) must be > 0") }
        return number
    }

    private static func nonNegative(_ call: LuaCall, _ index: LuaCall.Index) throws(LuaCallError) -> Double {
        let number = try call.finiteNumber(index)
        guard number >= 0 else { throw call.argumentError(index, "must be ≥ 0") }
        return number
    }

    private static func fraction(_ call: LuaCall, _ index: LuaCall.Index) throws(LuaCallError) -> Double {
        let number = try call.finiteNumber(index)
        guard (0...1).contains(number) else { throw call.argumentError(index, "must be within 0...1") }
        return number
    }
}

/// Every field of the canvas's style tables, made once when the canvas is declared: a canvas
/// method reads a style table at every shape of every frame, and making a field (its reader,
/// its doc with its default) at each read cost more than the shape. A class, so that handing it
/// to a reader copies one reference rather than nineteen fields.
final class CanvasStyleFields {
    let fill = CanvasStyle.fill
    let stroke = CanvasStyle.stroke
    let width = CanvasStyle.width
    let radius = CanvasStyle.radius
    let opacity = CanvasStyle.opacity
    let closed = CanvasStyle.closed
    let size = CanvasStyle.size
    let anchor = CanvasStyle.anchor
    let bold = CanvasStyle.bold
    let font = CanvasStyle.font
    let x = CanvasStyle.x
    let y = CanvasStyle.y
    let rotate = CanvasStyle.rotate
    let scale = CanvasStyle.scale
    let clip = CanvasStyle.clip
    let transform = CanvasStyle.transform
    let fit = CanvasStyle.fit
    let crop = CanvasStyle.crop
    let image = CanvasStyle.image
    let shape = CanvasStyle.shape
    let polygon = CanvasStyle.polygon
    let text = CanvasStyle.text
    let group = CanvasStyle.group
}
