import Geometry

/// Writes SVG elements line by line into one UTF-8 buffer, formatting every number with
/// ``SVGNumber`` and escaping every text, so drawings never assemble markup by hand.
///
/// A frame of the whole scene writes a few hundred elements and about a thousand numbers, many
/// times a second (a recording, the live view, a served page), so nothing here makes a String
/// per line, per attribute or per number: bytes go straight into ``bytes``.
///
/// A drawing placed in a scene is written at the depth it sits at, into a builder of its own
/// (``init(placedAt:)``), so the scene adds its lines as they are instead of splitting and
/// indenting them again. Text that breaks a line inside a placed drawing starts its next line
/// at the placement's indent, and empty lines are left out, as splitting the standalone
/// fragment into lines and indenting each would (the tests hold the two ways to the same bytes).
struct SVGBuilder {
    /// The elements written so far, one per line, without a final line feed.
    var bytes: [UInt8] = []
    private var depth: Int
    /// The indent of the placement this builder writes for: 0 for a standalone drawing.
    private let placement: Int

    /// A builder for a standalone drawing, at depth 0.
    init() {
        depth = 0
        placement = 0
        bytes.reserveCapacity(4096)
    }

    /// A builder for a drawing that a scene places `depth` levels deep.
    init(placedAt depth: Int) {
        self.depth = depth
        placement = depth
        bytes.reserveCapacity(4096)
    }

    /// The elements written so far, one per line.
    var body: String {
        String(decoding: bytes, as: UTF8.self)
    }

    static func number(_ value: Double) -> String {
        SVGNumber.format(value)
    }

    // MARK: - Lines

    /// Starts a line at the current depth.
    private mutating func newLine() {
        if !bytes.isEmpty { bytes.append(UInt8(ascii: "\n")) }
        for _ in 0..<depth { bytes.append(UInt8(ascii: " ")) }
    }

    mutating func write(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Writes `text` escaped; in a placed drawing a line break in it starts the next line at the
    /// placement's indent, and the empty lines it would make are left out.
    mutating func writeEscaped(_ text: String) {
        // Nearly every text is plain ASCII with no markup character and no line break: one scan
        // of its bytes tells, and they are copied as they are.
        let copied: Bool? = text.utf8.withContiguousStorageIfAvailable { utf8 in
            for byte in utf8 where !Self.isPlain(byte) { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if copied == true { return }
        let escaped = SVGText.escaped(text)
        guard placement > 0 else {
            bytes.append(contentsOf: escaped.utf8)
            return
        }
        // A line feed breaks the line unless a carriage return precedes it (CR LF is one
        // Character, which splitting a String by "\n" does not split).
        var previous = bytes.last ?? 0
        var pendingBreak = false
        for byte in escaped.utf8 {
            defer { previous = byte }
            if byte == UInt8(ascii: "\n"), previous != UInt8(ascii: "\r") {
                pendingBreak = true
                continue
            }
            if pendingBreak {
                pendingBreak = false
                bytes.append(UInt8(ascii: "\n"))
                for _ in 0..<placement { bytes.append(UInt8(ascii: " ")) }
            }
            bytes.append(byte)
        }
        if pendingBreak {
            bytes.append(UInt8(ascii: "\n"))
            for _ in 0..<placement { bytes.append(UInt8(ascii: " ")) }
        }
    }

    /// Whether `byte` is written as it is in any text: printable ASCII but the five markup
    /// characters (a line break, a control character and anything beyond ASCII take the slow way).
    @inline(__always)
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<")
            && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'")
    }

    /// A line of markup written as it is, at the current depth.
    mutating func raw(_ line: String) {
        newLine()
        bytes.append(contentsOf: line.utf8)
    }

    // MARK: - Attributes

    /// ` name="…"`, the value written by `value`.
    mutating func attribute(_ name: StaticString, value: (inout SVGBuilder) -> Void) {
        bytes.append(UInt8(ascii: " "))
        write(name)
        write("=\"")
        value(&self)
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func attribute(_ name: StaticString, _ value: Double) {
        attribute(name) { SVGNumber.write(value, into: &$0.bytes) }
    }

    mutating func attribute(_ name: StaticString, _ value: Double?) {
        if let value { attribute(name, value) }
    }

    mutating func attribute(_ name: StaticString, _ value: Int) {
        attribute(name) { SVGNumber.write(value, into: &$0.bytes) }
    }

    mutating func attribute(_ name: StaticString, _ value: String) {
        attribute(name) { $0.writeEscaped(value) }
    }

    mutating func attribute(_ name: StaticString, _ value: String?) {
        if let value { attribute(name, value) }
    }

    mutating func attributes(_ attributes: [SVGAttribute]) {
        for attribute in attributes {
            switch attribute.value {
            case nil: continue
            case .number(let number): self.attribute(attribute.name, number)
            case .integer(let integer): self.attribute(attribute.name, integer)
            case .text(let text): self.attribute(attribute.name, text)
            }
        }
    }

    /// ` name="value"` pairs as text, as an element writes them.
    static func attributes(_ attributes: [SVGAttribute]) -> String {
        var builder = SVGBuilder()
        builder.attributes(attributes)
        return builder.body
    }

    // MARK: - Elements

    /// Starts `<name` on a new line; attributes follow, then ``endEmpty()`` or `>`.
    mutating func start(_ name: StaticString) {
        newLine()
        bytes.append(UInt8(ascii: "<"))
        write(name)
    }

    /// Ends an element that has no content: `/>`.
    mutating func endEmpty() {
        write("/>")
    }

    mutating func element(_ name: StaticString, _ attributes: [SVGAttribute]) {
        start(name)
        self.attributes(attributes)
        endEmpty()
    }

    mutating func open(_ name: StaticString, _ attributes: [SVGAttribute] = []) {
        start(name)
        self.attributes(attributes)
        bytes.append(UInt8(ascii: ">"))
        depth += 1
    }

    mutating func close(_ name: StaticString) {
        depth = max(0, depth - 1)
        newLine()
        write("</")
        write(name)
        bytes.append(UInt8(ascii: ">"))
    }

    /// One level deeper: what follows is written inside the element just started.
    mutating func deepen() {
        depth += 1
    }

    // MARK: - Transforms

    /// `translate(x y)`, as a transform attribute says it.
    static func translate(_ x: Double, _ y: Double) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        for byte in "translate(".utf8 { bytes.append(byte) }
        SVGNumber.write(x, into: &bytes)
        bytes.append(UInt8(ascii: " "))
        SVGNumber.write(y, into: &bytes)
        bytes.append(UInt8(ascii: ")"))
        return String(decoding: bytes, as: UTF8.self)
    }
}
