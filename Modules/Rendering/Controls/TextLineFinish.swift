/// How a text view finishes the lines of a drawing: the scene's view indents them under the
/// item's title and escapes what a script named (``TerminalText/escaped(_:)``); a drawing's own
/// ``ControlDrawing/textLines()`` leaves them as they are.
struct TextLineFinish: Sendable, Equatable {
    /// What every finished line starts with.
    let indent: String
    let escapes: Bool

    /// Lines as the drawing writes them.
    static let plain = TextLineFinish(indent: "", escapes: false)
    /// Lines as the scene's text view shows them: indented by two spaces, escaped.
    static let scene = TextLineFinish(indent: "  ", escapes: true)

    /// `line` finished.
    func callAsFunction(_ line: String) -> String {
        guard escapes || !indent.isEmpty else { return line }
        return indent + (escapes ? TerminalText.escaped(line) : line)
    }
}
