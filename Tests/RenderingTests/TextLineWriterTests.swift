import Models
import Testing

@testable import Rendering

/// A drawing's lines written piece by piece, over an earlier frame's: indented and escaped as
/// the finish says, each line where the drawing puts it.
@Suite struct TextLineWriterTests {
    static func line(_ finish: TextLineFinish, _ write: (inout TextLineWriter) -> Void) -> String {
        var writer = TextLineWriter(finish: finish)
        writer.begin()
        write(&writer)
        writer.end(asLine: 0)
        return writer.lines.first ?? ""
    }

    @Test func aLineIsItsPiecesAfterTheIndent() {
        let line = Self.line(.scene) {
            $0.append("▶ ")
            $0.append(3)
            $0.append(": ")
            $0.append(named: "Sector 3")
            $0.append("  angle ")
            $0.append(ShownNumber(-22.5, decimals: 1))
            $0.append("°  ")
            $0.append(text: "turning")
            $0.append { $0.append(" (caption)") }
        }
        #expect(line == "  ▶ 3: Sector 3  angle -22.5°  turning (caption)")
    }

    /// What a script named is escaped in the scene's view and kept as it is in a drawing's own
    /// lines; a name that is not UTF-8 keeps its bytes visible.
    @Test func namedTextIsEscapedWhenTheFinishEscapes() {
        let name = "\u{1B}[2J" + String(losslessBytes: [0xFE]) + "é"
        #expect(Self.line(.scene) { $0.append(named: name) } == "  \\x1B[2J\\xFEé")
        #expect(Self.line(.plain) { $0.append(named: name) } == name)
        #expect(Self.line(.scene) { $0.append(named: "plain ─ text") } == "  plain ─ text")
    }

    @Test func linesAreSetInPlaceAppendedAndCut() {
        var writer = TextLineWriter(finish: .scene)
        writer.appendLine("first")
        writer.appendLine("second\u{7}")
        writer.begin()
        writer.append("third")
        writer.end(asLine: 2)
        #expect(writer.lines == ["  first", "  second\\x07", "  third"])
        writer.setLine(0, to: "again")
        writer.begin()
        writer.append(ShownNumber(1.25, decimals: 2))
        writer.end(asLine: 1)
        #expect(writer.lines == ["  again", "  1.25", "  third"])
        writer.keepLines(1)
        #expect(writer.lines == ["  again"])
        writer.removeAll()
        #expect(writer.lines.isEmpty)
    }

    /// The buffer a line is written in is kept from line to line: a shorter line after a longer
    /// one has nothing of it.
    @Test func eachLineStartsAfresh() {
        var writer = TextLineWriter(finish: .plain)
        writer.begin()
        writer.append("a long first line")
        writer.end(asLine: 0)
        writer.begin()
        writer.append("b")
        writer.end(asLine: 1)
        #expect(writer.lines == ["a long first line", "b"])
    }

    /// A line's marked piece is written again alone, the rest of the line kept as it is (what a
    /// script named stays escaped); a line without one, or cut, or set whole, is not rewritten.
    @Test func aMarkedPieceIsRewrittenAlone() {
        var writer = TextLineWriter(finish: .scene)
        writer.begin()
        writer.append("▶ ")
        writer.append(named: "a\u{1B}b")
        writer.append("  angle ")
        writer.beginPiece()
        writer.append(ShownNumber(9.5, decimals: 1))
        writer.endPiece()
        writer.append("°  → ")
        writer.append(named: "Süd")
        writer.end(asLine: 0)
        writer.appendLine("plain")
        #expect(writer.lines == ["  ▶ a\\x1Bb  angle 9.5°  → Süd", "  plain"])
        let before = writer.revision
        #expect(writer.rewritePiece(ofLine: 0) { $0.append(ShownNumber(-123.25, decimals: 2)) })
        #expect(writer.lines == ["  ▶ a\\x1Bb  angle -123.25°  → Süd", "  plain"])
        #expect(writer.revision != before)
        // The piece's new bounds are kept: a shorter number next.
        #expect(writer.rewritePiece(ofLine: 0) { $0.append(0) })
        #expect(writer.lines == ["  ▶ a\\x1Bb  angle 0°  → Süd", "  plain"])
        // No piece: the caller writes the whole line.
        #expect(!writer.rewritePiece(ofLine: 1) { $0.append("x") })
        #expect(!writer.rewritePiece(ofLine: 2) { $0.append("x") })
        writer.setLine(0, to: "whole")
        #expect(!writer.rewritePiece(ofLine: 0) { $0.append("x") })
        #expect(writer.lines == ["  whole", "  plain"])
        // A line written without marking has no piece either, and a cut line loses its own.
        writer.begin()
        writer.append("unmarked")
        writer.end(asLine: 0)
        #expect(!writer.rewritePiece(ofLine: 0) { $0.append("x") })
        writer.begin()
        writer.beginPiece()
        writer.append("7")
        writer.endPiece()
        writer.end(asLine: 1)
        writer.keepLines(1)
        writer.appendLine("again")
        #expect(!writer.rewritePiece(ofLine: 1) { $0.append("x") })
        #expect(writer.lines == ["  unmarked", "  again"])
    }

    /// A piece is replaced in the line's string where it is: lines another holder kept from
    /// before stay as they were, and only marked lines say they have a piece.
    @Test func aRewrittenPieceLeavesCopiesOfTheLineAsTheyWere() {
        var writer = TextLineWriter(finish: .scene)
        writer.begin()
        writer.append("α ")
        writer.beginPiece()
        writer.append(ShownNumber(1, decimals: 2))
        writer.endPiece()
        writer.append(" · ω")
        writer.end(asLine: 0)
        writer.appendLine("plain")
        #expect(writer.hasMarkedPiece(0) && !writer.hasMarkedPiece(1) && !writer.hasMarkedPiece(2))
        let held = writer.lines
        let heldLine = writer.lines[0]
        for value in [0.5, -10.25, 100.0, 0.0] {
            #expect(writer.rewritePiece(ofLine: 0) { $0.append(ShownNumber(value, decimals: 2)) })
            #expect(writer.lines[0] == "  α " + ShownNumber(value, decimals: 2).text + " · ω")
        }
        #expect(held == ["  α 1.00 · ω", "  plain"])
        #expect(heldLine == "  α 1.00 · ω")
    }

    /// The revision names the lines: it moves with every change of them and with nothing else,
    /// and a writer that takes another's place goes on from its revision.
    @Test func theRevisionMovesWithTheLines() {
        var writer = TextLineWriter(finish: .scene)
        var seen: Set<UInt64> = [writer.revision]
        func changed(_ change: (inout TextLineWriter) -> Void) -> Bool {
            let before = writer.revision
            change(&writer)
            return writer.revision != before && seen.insert(writer.revision).inserted
        }
        #expect(changed { $0.appendLine("one") })
        #expect(changed { $0.setLine(0, to: "two") })
        #expect(
            changed {
                $0.begin()
                $0.append("three")
                $0.end(asLine: 1)
            })
        #expect(changed { $0.keepLines(1) })
        #expect(changed { $0.removeAll() })
        // Writing a line's bytes is not a change of the lines until the line ends.
        let before = writer.revision
        writer.begin()
        writer.append("unfinished")
        #expect(writer.revision == before)
        let next = TextLineWriter(finish: .plain, after: writer)
        #expect(next.lines.isEmpty && !seen.contains(next.revision))
    }
}
