/// How a text view finishes the lines of a drawing: the scene's view indents them under the
/// item's title and escapes what a script named (``TerminalText/escaped(_:)``); a drawing's own
/// ``ControlDrawing/textLines()`` leaves them as they are.
///
/// A line written as bytes starts with the indent (``start(reserving:)``), so finishing it
/// makes one string and, for the plain line nearly every line is, copies nothing else.
struct TextLineFinish: Sendable {
    /// The bytes every finished line starts with.
    let indent: [UInt8]
    let escapes: Bool

    /// Lines as the drawing writes them.
    static let plain = TextLineFinish(indent: [], escapes: false)
    /// Lines as the scene's text view shows them: indented by two spaces, escaped.
    static let scene = TextLineFinish(indent: Array("  ".utf8), escapes: true)

    /// `line` finished.
    func callAsFunction(_ line: String) -> String {
        guard escapes || !indent.isEmpty else { return line }
        return String(decoding: indent, as: UTF8.self) + (escapes ? TerminalText.escaped(line) : line)
    }

    /// The bytes of a new line: the indent, with room for `capacity` more.
    func start(reserving capacity: Int = 64) -> [UInt8] {
        var line = indent
        line.reserveCapacity(indent.count + capacity)
        return line
    }

    /// The line whose bytes `line` holds (begun by ``start(reserving:)``), finished.
    func callAsFunction(bytes line: [UInt8]) -> String {
        let body = line[indent.count...]
        guard escapes, TerminalText.needsEscaping(body) else { return String(decoding: line, as: UTF8.self) }
        return self(String(decoding: body, as: UTF8.self))
    }
}
