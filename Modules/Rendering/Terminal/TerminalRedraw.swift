/// The bytes that keep a live view at the bottom of a terminal while a program's own output
/// scrolls above it: each frame replaces the previous one in place (ANSI cursor-up, then only
/// the lines that changed are erased and written again), and output that arrives between frames
/// is written above the view, which is then drawn again.
///
/// It only computes bytes; whoever owns the terminal writes them. Output is passed through a
/// line at a time: a line still being written (no newline yet) waits until it is complete, or
/// until `finish()`, so the view never lands in the middle of it.
public struct TerminalRedraw: Sendable {
    /// The terminal's size in character cells; lines wider than it are cut (a wrapped line would
    /// throw off the cursor-up count), and a view taller than it loses its last lines.
    public var columns: Int
    public var rows: Int
    /// The view as last drawn (already cut to size).
    public private(set) var view: [String] = []
    private var pendingLine: [UInt8] = []

    public init(columns: Int = 80, rows: Int = 24) {
        self.columns = columns
        self.rows = rows
    }

    /// The bytes that replace the current view with `lines`: nothing when they are what is
    /// shown; else the cursor goes up to the view's first line and moves down over every line
    /// that stays, rewriting only those that changed (a clock ticking in a header line is one
    /// line a frame, not the whole view), and what the old view had beyond the new is erased.
    public mutating func frame(_ lines: [String]) -> [UInt8] {
        let new = fitted(lines)
        guard !view.isEmpty else {
            view = new
            return draw()
        }
        guard new != view else { return [] }
        var bytes = Array("\r\u{1B}[\(view.count)A".utf8)
        for (index, line) in new.enumerated() {
            if index < view.count {
                if view[index] != line {
                    bytes += "\u{1B}[2K".utf8
                    bytes += line.utf8
                }
            } else if index == view.count {
                // Below the old view: clear what may be there, once.
                bytes += "\u{1B}[J".utf8
                bytes += line.utf8
            } else {
                bytes += line.utf8
            }
            bytes.append(UInt8(ascii: "\n"))
        }
        if new.count < view.count { bytes += "\u{1B}[J".utf8 }
        view = new
        return bytes
    }

    /// The bytes that put the complete lines of `output` above the view and draw it again.
    public mutating func output(_ output: some Sequence<UInt8>) -> [UInt8] {
        pendingLine.append(contentsOf: output)
        guard let lastNewline = pendingLine.lastIndex(of: UInt8(ascii: "\n")) else { return [] }
        let complete = pendingLine[...lastNewline]
        var bytes = erase()
        bytes += complete
        pendingLine.removeSubrange(...lastNewline)
        bytes += draw()
        return bytes
    }

    /// The bytes that end the live view: a line still pending is written above the view (ended
    /// with a newline); the view stays on screen, with the cursor on the line below it.
    public mutating func finish() -> [UInt8] {
        guard !pendingLine.isEmpty else { return [] }
        var bytes = erase()
        bytes += pendingLine
        bytes.append(UInt8(ascii: "\n"))
        pendingLine.removeAll()
        bytes += draw()
        return bytes
    }

    /// Moves the cursor to the view's first line and erases to the end of the screen.
    private func erase() -> [UInt8] {
        guard !view.isEmpty else { return [] }
        return Array("\r\u{1B}[\(view.count)A\u{1B}[J".utf8)
    }

    private func draw() -> [UInt8] {
        var bytes: [UInt8] = []
        for line in view {
            bytes += line.utf8
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }

    /// `lines` cut to the terminal: at most `rows - 1` lines (one row is left for the cursor)
    /// of at most `columns - 1` characters, with no control characters (they would move the
    /// cursor behind our back).
    private func fitted(_ lines: [String]) -> [String] {
        let width = max(1, columns - 1)
        let height = max(1, rows - 1)
        return lines.prefix(height).map { line in
            var result = ""
            var count = 0
            for character in line where !(character.isASCII && (character.asciiValue ?? 32) < 32) {
                guard count < width else { break }
                result.append(character)
                count += 1
            }
            return result
        }
    }
}
