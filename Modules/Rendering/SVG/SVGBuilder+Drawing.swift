import Geometry

/// Writing a ``Drawing`` as SVG: each element as one SVG element, a group as `<g>`, a clip as a
/// `<clipPath>` written just before the group it cuts, and an image shown in parts (a puzzle's
/// tiles) embedded once in `<defs>` at the start of the drawing and shown through nested
/// `<svg>` view boxes, so every renderer clips it alike. (At the start, the image's long line
/// stays in its place from frame to frame however the parts move, so a recording stores it
/// once.)
extension SVGBuilder {
    /// Writes the elements of `drawing` at the builder's depth. Every id it declares starts
    /// with `idPrefix`, so that several drawings can share one document.
    mutating func draw(_ drawing: Drawing, idPrefix: String) {
        var ids = DrawingIDs(prefix: idPrefix)
        embedCroppedImages(of: drawing.elements, ids: &ids)
        for element in drawing.elements { draw(element, ids: &ids) }
    }

    /// Writes the `<defs>` of every image that `elements` show in parts, once each, in the
    /// order they first appear.
    private mutating func embedCroppedImages(of elements: [DrawingElement], ids: inout DrawingIDs) {
        for element in elements {
            switch element {
            case .image(let image) where image.crop != nil:
                guard !ids.images.contains(where: { $0.source == image.source }) else { continue }
                let id = ids.prefix + "image-" + String(ids.images.count + 1)
                ids.images.append((image.source, id))
                open("defs")
                self.element(
                    "image",
                    [
                        .text("id", id), .integer("x", 0), .integer("y", 0),
                        .integer("width", image.source.pixelWidth), .integer("height", image.source.pixelHeight),
                        .text("preserveAspectRatio", "none"), .text("xlink:href", image.source.dataURI),
                    ])
                close("defs")
            case .group(let group):
                embedCroppedImages(of: group.elements, ids: &ids)
            default:
                continue
            }
        }
    }

    /// The ids one drawing declares: clip paths numbered in order, one per embedded image.
    private struct DrawingIDs {
        let prefix: String
        var clipCount = 0
        var images: [(source: DrawingImage.Source, id: String)] = []

        init(prefix: String) {
            self.prefix = prefix
        }

        mutating func nextClip() -> String {
            clipCount += 1
            return prefix + "clip-" + String(clipCount)
        }
    }

    private mutating func draw(_ element: DrawingElement, ids: inout DrawingIDs) {
        switch element {
        case .rect(let rect, let radius, let style):
            start("rect")
            attribute("x", rect.origin.x)
            attribute("y", rect.origin.y)
            attribute("width", max(0, rect.size.width))
            attribute("height", max(0, rect.size.height))
            attribute("rx", radius)
            paint(style)
        case .circle(let center, let radius, let style):
            start("circle")
            attribute("cx", center.x)
            attribute("cy", center.y)
            attribute("r", max(0, radius))
            paint(style)
        case .line(let from, let to, let stroke, let width):
            start("line")
            attribute("x1", from.x)
            attribute("y1", from.y)
            attribute("x2", to.x)
            attribute("y2", to.y)
            attribute("stroke", stroke)
            attribute("stroke-width", width)
            endEmpty()
        case .path(let path, let style):
            start("path")
            attribute("d") { SVGPath.write(path, into: &$0.bytes) }
            paint(style)
        case .text(let text):
            draw(text)
        case .image(let image):
            draw(image, ids: &ids)
        case .group(let group):
            var clipID: String?
            if let clip = group.clip {
                let id = ids.nextClip()
                clipID = id
                open("clipPath", [.text("id", id)])
                switch clip {
                case .rect(let rect, let radius):
                    draw(.rect(rect, radius: radius, style: DrawingStyle(fill: "#000000")), ids: &ids)
                case .path(let path):
                    draw(.path(path, style: DrawingStyle(fill: "#000000")), ids: &ids)
                }
                close("clipPath")
            }
            start("g")
            if let transform = group.transform { attribute("transform") { $0.write(transform) } }
            attribute("opacity", group.opacity)
            if let clipID { attribute("clip-path", "url(#" + clipID + ")") }
            bytes.append(UInt8(ascii: ">"))
            deepen()
            for child in group.elements { draw(child, ids: &ids) }
            close("g")
        }
    }

    /// How a shape is painted, and the end of its element.
    private mutating func paint(_ style: DrawingStyle) {
        attribute("fill", style.fill)
        attribute("stroke", style.stroke)
        attribute("stroke-width", style.strokeWidth)
        attribute("opacity", style.opacity)
        attribute("fill-opacity", style.fillOpacity)
        attribute("fill-rule", style.fillRule?.rawValue)
        if let dash = style.dash {
            attribute("stroke-dasharray") { builder in
                for (index, length) in dash.enumerated() {
                    if index > 0 { builder.bytes.append(UInt8(ascii: " ")) }
                    SVGNumber.write(length, into: &builder.bytes)
                }
            }
        }
        attribute("stroke-linecap", style.lineCap?.rawValue)
        if let transform = style.transform { attribute("transform") { $0.write(transform) } }
        endEmpty()
    }

    private mutating func draw(_ text: DrawingText) {
        start("text")
        attribute("x", text.position.x)
        attribute("y", text.position.y)
        attribute("font-family", text.family == .monospace ? SVGFont.monospace : SVGFont.sans)
        attribute("font-size", text.size)
        if text.isBold { attribute("font-weight", "bold") }
        attribute("text-anchor", text.anchor.rawValue)
        attribute("fill", text.fill)
        if let transform = text.transform { attribute("transform") { $0.write(transform) } }
        if text.keepsSpaces { attribute("xml:space", "preserve") }
        bytes.append(UInt8(ascii: ">"))
        writeEscaped(text.string)
        write("</text>")
    }

    private mutating func draw(_ image: DrawingImage, ids: inout DrawingIDs) {
        let frame = image.frame
        let aspect = image.fit == .fit ? "xMidYMid meet" : "none"
        guard let crop = image.crop else {
            element(
                "image",
                [
                    .number("x", frame.origin.x), .number("y", frame.origin.y), .number("width", frame.size.width),
                    .number("height", frame.size.height), .text("preserveAspectRatio", aspect),
                    .text("xlink:href", image.source.dataURI),
                ])
            return
        }
        // A part of an image, embedded at the drawing's start, shown through a view box.
        guard let id = ids.images.first(where: { $0.source == image.source })?.id else { return }
        let viewBox = [crop.x, crop.y, crop.width, crop.height].map(String.init).joined(separator: " ")
        open(
            "svg",
            [
                .number("x", frame.origin.x), .number("y", frame.origin.y), .number("width", frame.size.width),
                .number("height", frame.size.height), .text("viewBox", viewBox), .text("preserveAspectRatio", aspect),
            ])
        element("use", [.text("xlink:href", "#" + id)])
        close("svg")
    }

    /// Writes `transform` as SVG's transform list: "translate(10 20) rotate(45)".
    private mutating func write(_ transform: DrawingTransform) {
        for (index, step) in transform.steps.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: " ")) }
            switch step {
            case .translate(let x, let y): function("translate", [x, y])
            case .scale(let s): function("scale", [s])
            case .scaleAxes(let x, let y): function("scale", [x, y])
            case .rotate(let degrees): function("rotate", [degrees])
            case .matrix(let m): function("matrix", [m.a, m.b, m.c, m.d, m.tx, m.ty])
            }
        }
    }

    /// "name(a b c)".
    private mutating func function(_ name: StaticString, _ arguments: [Double]) {
        write(name)
        bytes.append(UInt8(ascii: "("))
        for (index, argument) in arguments.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: " ")) }
            SVGNumber.write(argument, into: &bytes)
        }
        bytes.append(UInt8(ascii: ")"))
    }
}
