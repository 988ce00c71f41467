import Geometry

/// Writes SVG elements line by line, formatting every number with ``SVGNumber`` and escaping
/// every text, so drawings never assemble markup by hand.
struct SVGBuilder {
    private(set) var lines: [String] = []
    private var depth = 0

    /// The elements written so far, one per line.
    var body: String {
        lines.joined(separator: "\n")
    }

    static func number(_ value: Double) -> String {
        SVGNumber.format(value)
    }

    /// ` name="value"` pairs; numbers are formatted, strings escaped, nil values left out.
    ///
    /// Appends to one string rather than joining an interpolated string per pair: a scene
    /// writes thousands of attributes per frame, and this is where drawing spends its time.
    static func attributes(_ pairs: [(String, Any?)]) -> String {
        var result = ""
        for (name, value) in pairs {
            guard let value else { continue }
            result += " "
            result += name
            result += "=\""
            switch value {
            case let number as Double: result += SVGNumber.format(number)
            case let number as Int: result += String(number)
            case let text as String: result += SVGText.escaped(text)
            default: result += SVGText.escaped("\(value)")
            }
            result += "\""
        }
        return result
    }

    mutating func raw(_ line: String) {
        lines.append(String(repeating: " ", count: depth) + line)
    }

    mutating func element(_ name: String, _ pairs: [(String, Any?)]) {
        raw("<\(name)\(Self.attributes(pairs))/>")
    }

    mutating func open(_ name: String, _ pairs: [(String, Any?)] = []) {
        raw("<\(name)\(Self.attributes(pairs))>")
        depth += 1
    }

    mutating func close(_ name: String) {
        depth = max(0, depth - 1)
        raw("</\(name)>")
    }

    /// A group, its children written by `body`.
    mutating func group(_ pairs: [(String, Any?)] = [], _ body: (inout SVGBuilder) -> Void) {
        open("g", pairs)
        body(&self)
        close("g")
    }

    mutating func rect(
        x: Double, y: Double, width: Double, height: Double, radius: Double? = nil,
        fill: String = "none", stroke: String? = nil, strokeWidth: Double? = nil,
        opacity: Double? = nil, extra: [(String, Any?)] = []
    ) {
        element("rect", [
            ("x", x), ("y", y), ("width", max(0, width)), ("height", max(0, height)),
            ("rx", radius), ("fill", fill), ("stroke", stroke), ("stroke-width", strokeWidth),
            ("opacity", opacity),
        ] + extra)
    }

    mutating func circle(
        cx: Double, cy: Double, r: Double, fill: String = "none", stroke: String? = nil,
        strokeWidth: Double? = nil, opacity: Double? = nil, extra: [(String, Any?)] = []
    ) {
        element("circle", [
            ("cx", cx), ("cy", cy), ("r", max(0, r)), ("fill", fill), ("stroke", stroke),
            ("stroke-width", strokeWidth), ("opacity", opacity),
        ] + extra)
    }

    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, width: Double = 1) {
        element("line", [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2), ("stroke", stroke), ("stroke-width", width)])
    }

    mutating func path(_ data: String, fill: String = "none", stroke: String? = nil, strokeWidth: Double? = nil,
                       opacity: Double? = nil, extra: [(String, Any?)] = []) {
        element("path", [
            ("d", data), ("fill", fill), ("stroke", stroke), ("stroke-width", strokeWidth), ("opacity", opacity),
        ] + extra)
    }

    /// Text at (x, y) (the baseline), anchored `start`, `middle` or `end`.
    mutating func text(
        _ text: String, x: Double, y: Double, size: Double, anchor: String = "start",
        fill: String = "#222222", weight: String? = nil, family: String = SVGFont.sans,
        extra: [(String, Any?)] = []
    ) {
        raw("<text\(Self.attributes([("x", x), ("y", y), ("font-family", family), ("font-size", size), ("font-weight", weight), ("text-anchor", anchor), ("fill", fill)] + extra))>\(SVGText.escaped(text))</text>")
    }

    /// Adds the lines of another builder, indented at the current depth.
    mutating func append(_ other: SVGBuilder) {
        for line in other.lines { raw(line) }
    }

    /// Adds a fragment's body translated to (x, y).
    mutating func place(_ fragment: SVGFragment, x: Double, y: Double) {
        group([("transform", "translate(\(Self.number(x)) \(Self.number(y)))")]) { builder in
            for line in Self.lines(of: fragment.body) {
                builder.raw(String(line))
            }
        }
    }

    /// The non-empty lines of `text`, split where `split(separator: "\n")` splits a String:
    /// at every line feed that is its own Character, that is, not one preceded by a carriage
    /// return (CR LF is one Character). Done on UTF-8 bytes, because splitting by Character
    /// breaks graphemes across the whole body and was half the cost of drawing a scene.
    static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        let bytes = text.utf8
        var start = bytes.startIndex
        var previous: UInt8 = 0
        var index = start
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n"), previous != UInt8(ascii: "\r") {
                if index != start { lines.append(text[start ..< index]) }
                start = bytes.index(after: index)
            }
            previous = byte
            index = bytes.index(after: index)
        }
        if start != bytes.endIndex { lines.append(text[start ..< bytes.endIndex]) }
        return lines
    }
}
