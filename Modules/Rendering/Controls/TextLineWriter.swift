/// Writes a drawing's finished text lines (see ``TextLineFinish``) over those of an earlier
/// frame. A line written piece by piece is built as bytes in one buffer, kept from line to
/// line and frame to frame: the drawing's own text and numbers never need escaping, and text a
/// script named is escaped as it is appended, so the line needs no other pass. (Built as a
/// String, appending the pieces cost more than checking the bytes as UTF-8 once.)
struct TextLineWriter {
    /// The finished lines.
    private(set) var lines: [String] = [] {
        didSet { revision &+= 1 }
    }
    /// Counts the changes of ``lines``: equal revisions of one writer (and of the writers that
    /// follow it, see ``init(finish:after:)``) are equal lines, so a text view tells unchanged
    /// lines without holding or reading them.
    private(set) var revision: UInt64
    let finish: TextLineFinish
    /// The line being written, from its indent on (or, in ``rewritePiece(ofLine:_:)``, the
    /// piece alone).
    private var bytes = LineBuffer()
    /// Where the piece marked in each line sits in its bytes (nil: none was), by line: a
    /// drawing rewrites only that piece when nothing else in the line changed
    /// (``rewritePiece(ofLine:_:)``).
    private var pieces: [Range<Int>?] = []
    /// Where the piece being marked in the line being written starts, and the marked piece.
    private var pieceStart: Int?
    private var piece: Range<Int>?

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
        pieces.removeAll(keepingCapacity: true)
    }

    /// Sets line `index` (or appends it, when `index` is the end) to `line` finished: a line
    /// written as a whole string.
    mutating func setLine(_ index: Int, to line: String) {
        let finished = finish(line)
        place(finished, asLine: index, piece: nil)
    }

    /// Appends `line` finished.
    mutating func appendLine(_ line: String) {
        setLine(lines.count, to: line)
    }

    /// Keeps only the first `count` lines.
    mutating func keepLines(_ count: Int) {
        if lines.count > count { lines.removeLast(lines.count - count) }
        if pieces.count > count { pieces.removeLast(pieces.count - count) }
    }

    /// Starts a line written piece by piece.
    mutating func begin() {
        bytes.removeAll()
        bytes.append(finish.indent)
        pieceStart = nil
        piece = nil
    }

    /// Marks the start of the line's piece that changes alone (a turning wheel's angle).
    mutating func beginPiece() {
        pieceStart = bytes.count
    }

    /// Marks the end of the piece begun by ``beginPiece()``.
    mutating func endPiece() {
        if let pieceStart { piece = pieceStart..<bytes.count }
    }

    /// Writes line `index` again with only its marked piece written anew by `write`, the rest
    /// of the line kept as it is: returns false (writing nothing) when the line has no marked
    /// piece, so the caller writes the whole line.
    ///
    /// The piece is replaced where it is in the line's string — without a copy when the writer
    /// holds the line alone (a text view lets go of a line in motion before a frame rewrites
    /// it): the line is neither made again nor checked as UTF-8 again, only the piece.
    mutating func rewritePiece(ofLine index: Int, _ write: (inout TextLineWriter) -> Void) -> Bool {
        guard lines.indices.contains(index), pieces.indices.contains(index), let old = pieces[index] else {
            return false
        }
        bytes.removeAll()
        write(&self)
        // The drawing's own text (digits): short, and valid UTF-8 by itself.
        let piece = bytes.withBytes { String(decoding: $0, as: UTF8.self) }
        // Taken out of the array while it changes, so that the array's reference does not
        // make the change a copy.
        var line = ""
        swap(&line, &lines[index])
        let replaced = Self.replace(old, in: &line, with: piece)
        lines[index] = line
        guard replaced else { return false }
        pieces[index] = old.lowerBound..<old.lowerBound + bytes.count
        return true
    }

    /// Replaces the bytes `range` of `line` with `piece`; false (leaving it) when the line is
    /// shorter or the range does not fall between characters.
    @inline(__always)
    private static func replace(_ range: Range<Int>, in line: inout String, with piece: String) -> Bool {
        // Between characters: neither end is a UTF-8 continuation byte. (No view of the line
        // outlives this: it would hold the line's storage, and the change would copy it.)
        let fits = line.withUTF8 { bytes in
            range.upperBound <= bytes.count
                && (range.lowerBound == bytes.count || bytes[range.lowerBound] & 0xC0 != 0x80)
                && (range.upperBound == bytes.count || bytes[range.upperBound] & 0xC0 != 0x80)
        }
        guard fits else { return false }
        let from = line.utf8.index(line.startIndex, offsetBy: range.lowerBound)
        let to = line.utf8.index(from, offsetBy: range.count)
        line.replaceSubrange(from..<to, with: piece)
        return true
    }

    /// Whether line `index` has a marked piece, which ``rewritePiece(ofLine:_:)`` may replace
    /// in place.
    func hasMarkedPiece(_ index: Int) -> Bool {
        pieces.indices.contains(index) && pieces[index] != nil
    }

    /// Appends a literal of the drawing's (never escaped: no control characters).
    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(utf8: $0) }
    }

    /// Appends text the drawing made itself (never escaped: no control characters).
    mutating func append(text: String) {
        bytes.append(text)
    }

    /// Appends a number as the text view shows it.
    mutating func append(_ number: ShownNumber) {
        number.write(into: &bytes)
    }

    /// Appends a whole number.
    mutating func append(_ number: Int) {
        ShownNumber(integer: Int64(number)).write(into: &bytes)
    }

    /// The most characters of one name a line shows; a longer name ends with "…".
    static let nameCharacters = 64

    /// Appends text a script named, at most ``nameCharacters`` of it, escaped when the finish
    /// escapes.
    mutating func append(named name: String) {
        // A line shows a name's first characters only: a script may name a sector with
        // megabytes, and the text view is read, not searched.
        let text = SVGText.truncated(name, to: Self.nameCharacters)
        if finish.escapes, TerminalText.needsEscaping(text) {
            bytes.append(TerminalText.escaped(text))
        } else {
            bytes.append(text)
        }
    }

    /// Appends what `write` writes: numbers written for the SVG and the text view alike.
    mutating func append(writtenBy write: (inout LineBuffer) -> Void) {
        write(&bytes)
    }

    /// Ends the line begun by ``begin()`` as line `index` (or appends it, when `index` is the end).
    mutating func end(asLine index: Int) {
        let line = bytes.withBytes { String(decoding: $0, as: UTF8.self) }
        place(line, asLine: index, piece: piece)
    }

    /// Sets line `index` (or appends it, when `index` is the end) with its marked piece.
    private mutating func place(_ line: String, asLine index: Int, piece: Range<Int>?) {
        let placed = min(max(index, 0), lines.count)
        if placed < lines.count { lines[placed] = line } else { lines.append(line) }
        while pieces.count < lines.count { pieces.append(nil) }
        pieces[placed] = piece
    }
}
