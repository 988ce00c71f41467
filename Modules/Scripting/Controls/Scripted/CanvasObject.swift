import Foundation
import Geometry
import Models
import Rendering

/// What a `draw` function of a control written in Lua draws on: each method adds one shape,
/// text or group to the control's ``Drawing`` for the frame, in the control's own coordinates.
/// One canvas serves every drawing of a host, handed to each `draw` in turn; outside a `draw`
/// it refuses to draw.
///
/// A frame's drawing is bounded: at most ``elementLimit`` elements (a group counts as one) and
/// ``depthLimit`` nested groups, each charged to the memory budget as it is added, so a `draw`
/// that loops for ever or draws a million shapes fails with a message that names the control.
final class CanvasObject {
    /// The most elements one control's drawing may hold at one frame.
    static let elementLimit = 10_000
    /// The class's name, as scripts see it.
    static let className = "Canvas"
    /// The deepest groups may nest.
    static let depthLimit = 32
    /// What an element costs the memory budget beside its text: a generous size of the enum
    /// and its style.
    static let elementCost = 160

    /// The most images one run's canvas reads, and the largest file each may be: every
    /// drawing that shows an image embeds it (every frame of a recording).
    static let imageLimit = 32
    static let imageByteLimit = PuzzleImage.maximumByteCount

    /// The images read so far, by name: a file is read once a run, at the first frame that
    /// draws it.
    private var images: [String: DrawingImage.Source] = [:]

    /// The image file `name` from the script's folder, read the first time it is drawn.
    private func image(named name: String, _ call: CanvasCall) throws(LuaCallError) -> DrawingImage.Source {
        if let image = images[name] { return image }
        guard images.count < Self.imageLimit else {
            throw LuaCallError("a run's controls may draw at most \(Self.imageLimit) different images")
        }
        let reader = ImageFileReader(call.context.runtime.configuration)
        let data: Data
        do throws(ImageFileReader.Failure) {
            data = try reader.read(named: name, byteLimit: Self.imageByteLimit) { size in
                "image '\(name)' is \(size) bytes; a canvas image may have at most \(Self.imageByteLimit) (every drawing of it embeds it)"
            }
        } catch {
            throw LuaCallError(error.message)
        }
        let header: ImageHeader
        do throws(ImageHeaderError) {
            header = try ImageHeader(reading: data)
            try header.checkData(data)
        } catch {
            throw LuaCallError("image '\(name)' is \(error)")
        }
        // The file and its base64 text, held for the run.
        guard call.lua.budget.admits(data.count * 2 + name.utf8.count) else { throw LuaCallError("not enough memory") }
        let source = DrawingImage.Source(
            dataURI: "data:\(header.format.mediaType);base64,\(data.base64EncodedString())", pixelWidth: header.width,
            pixelHeight: header.height)
        images[name] = source
        return source
    }

    /// The drawing being made, and the groups open inside it (innermost last).
    private var levels: [[DrawingElement]] = []
    private(set) var size = Size.zero
    /// How many elements the drawing holds so far.
    private var count = 0
    /// Whose drawing it is, for messages: told only when one is written ("Slider #1").
    private var owner: () -> String = { "a control" }

    /// Starts a drawing of `size` for the control `owner` names.
    func begin(size: Size, owner: @escaping () -> String) {
        levels = [[]]
        self.size = size
        count = 0
        self.owner = owner
    }

    /// Ends the drawing and returns it.
    func finish() -> Drawing {
        let elements = levels.first ?? []
        levels = []
        owner = { "a control" }
        return Drawing(size: size, elements: elements)
    }

    /// Whether a `draw` is under way.
    var isDrawing: Bool { !levels.isEmpty }

    /// Adds `element`, charging `extraBytes` (its text) to the budget.
    private func add(_ element: DrawingElement, extraBytes: Int = 0, _ call: CanvasCall) throws(LuaCallError) {
        guard isDrawing else { throw LuaCallError("the canvas draws only inside a control's draw function") }
        guard count < Self.elementLimit else {
            throw LuaCallError(
                "\(owner()) drew more than \(Self.elementLimit) shapes in one frame (the most one control may draw)")
        }
        guard call.lua.budget.admits(Self.elementCost + extraBytes) else { throw LuaCallError("not enough memory") }
        count += 1
        levels[levels.count - 1].append(element)
    }

    /// Draws what `body` (a Lua function given the canvas) draws, as one group.
    private func group(
        _ group: DrawingGroup, drawing body: LuaReference, _ call: inout CanvasCall
    ) throws(LuaCallError) {
        guard isDrawing else { throw LuaCallError("the canvas draws only inside a control's draw function") }
        guard levels.count <= Self.depthLimit else {
            throw LuaCallError("\(owner()) nested groups more than \(Self.depthLimit) deep")
        }
        levels.append([])
        do throws(LuaCallError) {
            try call.lua.call(body, passing: 1)
        } catch {
            levels.removeLast()
            throw error
        }
        var finished = group
        finished.elements = levels.removeLast()
        try add(.group(finished), call)
    }

    typealias CanvasCall = BindingCall<ControlContext>

    /// The canvas as Lua reaches it.
    static var declaration: ControlDeclaration<CanvasObject> {
        var canvas = ControlDeclaration<CanvasObject>(className)
        let styles = CanvasStyleFields()
        canvas.doc = """
            What a control's `draw` function draws on, in the control's own coordinates (y down), \
            back to front. Colours are CSS hex colours ("#2f6fdf", "#fff", "#2f6fdf80") or "none".
            """
        let style = DeclaredArgument.optionalOptions(5, styles.shape, name: "style")
        let (x, y) = (DeclaredArgument<Double>.finite(1, "x"), DeclaredArgument<Double>.finite(2, "y"))
        let width = DeclaredArgument<Double>.finite(3, "width", "≥ 0")
        let height = DeclaredArgument<Double>.finite(4, "height", "≥ 0")
        canvas.method(
            "rect", doc: "A rectangle, its corners rounded by `style.radius`.", x, y, width, height, style
        ) { canvas, call throws(LuaCallError) in
            let frame = Rect(x: try call[x], y: try call[y], width: try call[width], height: try call[height])
            guard frame.width >= 0, frame.height >= 0 else {
                throw call.argumentError(frame.width < 0 ? width : height, "a size must be ≥ 0")
            }
            let read = try CanvasStyle(call[style], styles, fill: "#000000")
            try canvas.add(.rect(frame, radius: read.radius, style: read.style), call)
        }
        let radius = DeclaredArgument<Double>.finite(3, "radius", "≥ 0")
        let circleStyle = DeclaredArgument.optionalOptions(4, styles.shape, name: "style")
        canvas.method(
            "circle", doc: "A circle around (`x`, `y`).", x, y, radius, circleStyle
        ) { canvas, call throws(LuaCallError) in
            let r = try call[radius]
            guard r >= 0 else { throw call.argumentError(radius, "a radius must be ≥ 0") }
            let read = try CanvasStyle(call[circleStyle], styles, fill: "#000000")
            try canvas.add(.circle(center: try call.point(x, y), radius: r, style: read.style), call)
        }
        let (x2, y2) = (DeclaredArgument<Double>.finite(3, "x2"), DeclaredArgument<Double>.finite(4, "y2"))
        canvas.method(
            "line", doc: "A straight stroke from (`x`, `y`) to (`x2`, `y2`).", x, y, x2, y2, style
        ) { canvas, call throws(LuaCallError) in
            let read = try CanvasStyle(call[style], styles, fill: "none", stroke: "#222222")
            try canvas.add(
                .line(
                    from: try call.point(x, y), to: try call.point(x2, y2), stroke: read.style.stroke ?? "#222222",
                    width: read.style.strokeWidth ?? 1), call)
        }
        let points = DeclaredArgument<[[Point]]>(
            1, "points", type: "number[]|number[][]",
            "x1, y1, x2, y2, … (two points at least), or a list of such lists drawn as one shape"
        ) { site throws(LuaCallError) in try CanvasStyle.rings(site) }
        let polygonStyle = DeclaredArgument.optionalOptions(2, styles.polygon, name: "style")
        canvas.method(
            "polygon",
            doc: """
                Straight lines through the points, closed unless `style.closed` is false; several \
                rings are one shape (where they overlap, the even-odd rule leaves holes).
                """, points, polygonStyle
        ) { canvas, call throws(LuaCallError) in
            let rings = try call[points]
            let table = try call[polygonStyle]
            let closed = try table?.readIfPresent(styles.closed) ?? true
            var read = try CanvasStyle(
                table, styles, fill: closed ? "#000000" : "none", stroke: closed ? nil : "#222222")
            var path = DrawingPath()
            for ring in rings {
                var piece = DrawingPath.polygon(ring)
                if !closed { piece.commands.removeLast() }
                path.commands += piece.commands
            }
            if rings.count > 1 { read.style.fillRule = .evenOdd }
            let count = rings.reduce(0) { $0 + $1.count }
            try canvas.add(.path(path, style: read.style), extraBytes: count * 24, call)
        }
        let inner = DeclaredArgument<Double>.finite(4, "inner", "the hole's radius, ≥ 0 and below `radius`")
        let start = DeclaredArgument<Double>.finite(5, "from", "radians, clockwise from +x")
        let end = DeclaredArgument<Double>.finite(6, "to", "radians, after `from`")
        let wedgeStyle = DeclaredArgument.optionalOptions(7, styles.shape, name: "style")
        let wedgeRadius = DeclaredArgument<Double>.finite(3, "radius", "≥ 0")
        canvas.method(
            "wedge", doc: "A slice of a disc (or of a ring, with a hole of `inner`) from angle `from` to `to`.",
            x, y, wedgeRadius, inner, start, end, wedgeStyle
        ) { canvas, call throws(LuaCallError) in
            let (r, hole) = (try call[wedgeRadius], try call[inner])
            guard r >= 0 else { throw call.argumentError(wedgeRadius, "a radius must be ≥ 0") }
            guard hole >= 0, hole < r || r == 0 else {
                throw call.argumentError(inner, "the hole must be ≥ 0 and smaller than the radius")
            }
            let (from, to) = (try call[start], try call[end])
            guard to > from else { throw call.argumentError(end, "the end angle must come after the start") }
            let read = try CanvasStyle(call[wedgeStyle], styles, fill: "#000000")
            let path = DrawingPath.wedge(
                center: try call.point(x, y), radius: r, innerRadius: hole, from: from, to: min(to, from + 2 * .pi))
            try canvas.add(.path(path, style: read.style), call)
        }
        let string = DeclaredArgument<String>(1, "text")
        let (textX, textY) = (DeclaredArgument<Double>.finite(2, "x"), DeclaredArgument<Double>.finite(3, "y"))
        let textStyle = DeclaredArgument.optionalOptions(4, styles.text, name: "style")
        canvas.method(
            "text", doc: "One line of text whose baseline starts (or centres, or ends: `style.anchor`) at (`x`, `y`).",
            string, textX, textY, textStyle
        ) { canvas, call throws(LuaCallError) in
            let text = try call[string]
            let read = try CanvasStyle.Text(call[textStyle], styles)
            try canvas.add(
                .text(
                    DrawingText(
                        text, at: try call.point(textX, textY), size: read.size, anchor: read.anchor, fill: read.fill,
                        isBold: read.bold, family: read.family, transform: read.transform)),
                extraBytes: text.utf8.count, call)
        }
        declareImage(&canvas, styles)
        let groupOptions = DeclaredArgument.options(1, styles.group, name: "options")
        let body = DeclaredArgument.function(
            2, "draw", type: "fun(canvas: Canvas)", "called with the canvas; what it draws is the group")
        canvas.method(
            "group",
            doc: """
                Draws what `draw` draws as one group: moved by `x`, `y`, turned by `rotate` radians \
                and scaled by `scale` about its origin, faded by `opacity`, cut to `clip`.
                """, groupOptions, body
        ) { canvas, call throws(LuaCallError) in
            let group = try CanvasStyle.group(try call[groupOptions], styles)
            try canvas.group(group, drawing: try call[body], &call)
        }
        canvas.readOnly("width", doc: "the control's width") { canvas, _ in canvas.size.width }
        canvas.readOnly("height", doc: "the control's height") { canvas, _ in canvas.size.height }
        canvas.readOnlyHint = "a control's size is declared with Control.declare"
        return canvas
    }
}

extension CanvasObject {
    /// `canvas:image(name, x, y [, width, height] [, style])`.
    fileprivate static func declareImage(_ canvas: inout ControlDeclaration<CanvasObject>, _ styles: CanvasStyleFields)
    {
        let name = DeclaredArgument<String>(
            1, "name", "a PNG or JPEG file in the script's folder (\"star.png\", \"images/knob.png\")")
        let (x, y) = (DeclaredArgument<Double>.finite(2, "x"), DeclaredArgument<Double>.finite(3, "y"))
        func side(_ position: DeclaredArgument<Double?>.Position, _ label: String) -> DeclaredArgument<Double?> {
            DeclaredArgument<Double?>(position, label, type: "number?", "≥ 0; default the image's own, in pixels") {
                site throws(LuaCallError) in
                if site.lua.isNoneOrNil(site.index) { return nil }
                let value = try site.lua.finiteNumber(site.index)
                guard value >= 0 else { throw site.lua.argumentError(site.index, "a size must be ≥ 0") }
                return value
            }
        }
        let (width, height) = (side(4, "width"), side(5, "height"))
        let style = DeclaredArgument.optionalOptions(6, styles.image, name: "style")
        canvas.method(
            "image",
            doc: """
                The image file `name` from the script's folder (read once, at the first frame that draws \
                it), in the rectangle at (`x`, `y`) of `width` × `height` (the image's size in pixels \
                when left out); `style.fit` "fill" stretches it, "fit" keeps its proportions; \
                `style.crop` {x, y, width, height} in pixels shows a part (a sprite of a sheet).
                """, name, x, y, width, height, style
        ) { canvas, call throws(LuaCallError) in
            let source = try canvas.image(named: try call[name], call)
            let table = try call[style]
            let crop = try table?.readIfPresent(styles.crop)
            if let crop, crop.x + crop.width > source.pixelWidth || crop.y + crop.height > source.pixelHeight {
                throw call.argumentError(
                    style, "the crop goes outside the image (\(source.pixelWidth)×\(source.pixelHeight) pixels)")
            }
            let natural = (Double(crop?.width ?? source.pixelWidth), Double(crop?.height ?? source.pixelHeight))
            let frame = Rect(
                x: try call[x], y: try call[y], width: try call[width] ?? natural.0,
                height: try call[height] ?? natural.1)
            let fit = try table?.readIfPresent(styles.fit) ?? .fill
            try canvas.add(.image(DrawingImage(source, in: frame, crop: crop, fit: fit)), call)
        }
    }
}
