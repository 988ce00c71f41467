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
    static func attributes(_ pairs: [(String, Any?)]) -> String {
        pairs.compactMap { name, value -> String? in
            switch value {
            case nil: return nil
            case let number as Double: return " \(name)=\"\(SVGNumber.format(number))\""
            case let number as Int: return " \(name)=\"\(number)\""
            case let text as String: return " \(name)=\"\(SVGText.escaped(text))\""
            case let some?: return " \(name)=\"\(SVGText.escaped("\(some)"))\""
            }
        }.joined()
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
            for line in fragment.body.split(separator: "\n", omittingEmptySubsequences: true) {
                builder.raw(String(line))
            }
        }
    }
}
