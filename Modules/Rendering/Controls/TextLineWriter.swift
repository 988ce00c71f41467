/// Writes a drawing's finished text lines (see ``TextLineFinish``) over those of an earlier
/// frame. A line written piece by piece is built as bytes in one buffer, kept from line to
/// line and frame to frame: the drawing's own text and numbers never need escaping, and text a
/// script named is escaped as it is appended, so the line needs no other pass. (Built as a
/// String, appending the pieces cost more than checking the bytes as UTF-8 once.)
struct TextLineWriter: Sendable {
    /// The finished lines.
    private(set) var lines: [String] = [] {
        didSet { revision &+= 1 }
    }
    /// Counts the changes of ``lines``: equal revisions of one writer (and of the writers that
    /// follow it, see ``init(finish:after:)``) are equal lines, so a text view tells unchanged
    /// lines without holding or reading them.
    private(set) var revision: UInt64
    let finish: TextLineFinish
    /// The line being written, from its indent on.
    private var bytes: [UInt8] = []

    init(finish: TextLineFinish) {
        self.finish = finish
        revision = 0
    }

    /// A writer with no lines that takes the place of `earlier`: its revisions go on from the
    /// earlier one's, so that none of them names the earlier lines.
    init(finish: TextLineFinish, after earlier: TextLineWriter) {
        self.finish = finish
        revision = earlier.revision &+ 1
    }

    /// Forgets every line.
    mutating func removeAll() {
        lines.removeAll(keepingCapacity: true)
    }

    /// Sets line `index` (or appends it, when `index` is the end) to `line` finished: a line
    /// written as a whole string.
    mutating func setLine(_ index: Int, to line: String) {
        let finished = finish(line)
        if index < lines.count { lines[index] = finished } else { lines.append(finished) }
    }

    /// Appends `line` finished.
    mutating func appendLine(_ line: String) {
        setLine(lines.count, to: line)
    }

    /// Keeps only the first `count` lines.
    mutating func keepLines(_ count: Int) {
        if lines.count > count { lines.removeLast(lines.count - count) }
    }

    /// Starts a line written piece by piece.
    mutating func begin() {
        bytes.removeAll(keepingCapacity: true)
        bytes += finish.indent.utf8
    }

    /// Appends a literal of the drawing's (never escaped: no control characters).
    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends text the drawing made itself (never escaped: no control characters).
    mutating func append(text: String) {
        append(contentsOf: text)
    }

    /// Appends a number as the text view shows it.
    mutating func append(_ number: ShownNumber) {
        number.write(into: &bytes)
    }

    /// Appends a whole number.
    mutating func append(_ number: Int) {
        ShownNumber(integer: Int64(number)).write(into: &bytes)
    }

    /// Appends text a script named, escaped when the finish escapes.
    mutating func append(named text: String) {
        if finish.escapes, TerminalText.needsEscaping(text) {
            append(contentsOf: TerminalText.escaped(text))
        } else {
            append(contentsOf: text)
        }
    }

    /// Appends what `write` writes: numbers written for the SVG and the text view alike.
    mutating func append(writtenBy write: (inout [UInt8]) -> Void) {
        write(&bytes)
    }

    /// Ends the line begun by ``begin()`` as line `index` (or appends it, when `index` is the end).
    mutating func end(asLine index: Int) {
        let line = String(decoding: bytes, as: UTF8.self)
        if index < lines.count { lines[index] = line } else { lines.append(line) }
    }

    private mutating func append(contentsOf text: String) {
        if let appended: Void = text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) { return appended }
        bytes += text.utf8
    }
}
