import Rendering
import Testing

/// The live view's bytes: frames replace each other in place, output goes above the view a line
/// at a time, and nothing is cut that fits.
@Suite struct TerminalRedrawTests {
    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func theFirstFrameIsDrawnWithoutErasingAnything() {
        var redraw = TerminalRedraw()
        #expect(text(redraw.frame(["a", "b"])) == "a\nb\n")
    }

    @Test func aLaterFrameRewritesOnlyTheLinesThatChanged() {
        var redraw = TerminalRedraw()
        _ = redraw.frame(["a", "b", "c"])
        // Up to the first line, past "a", "b" erased and rewritten, past "c".
        #expect(text(redraw.frame(["a", "B", "c"])) == "\r\u{1B}[3A\n\u{1B}[2KB\n\n")
        #expect(redraw.view == ["a", "B", "c"])
    }

    @Test func aShorterFrameErasesWhatTheOldOneHadBeyondIt() {
        var redraw = TerminalRedraw()
        _ = redraw.frame(["a", "b"])
        #expect(text(redraw.frame(["c"])) == "\r\u{1B}[2A\u{1B}[2Kc\n\u{1B}[J")
    }

    @Test func aLongerFrameClearsBelowTheOldOneOnceAndWritesOn() {
        var redraw = TerminalRedraw()
        _ = redraw.frame(["c"])
        #expect(text(redraw.frame(["d", "e", "f"])) == "\r\u{1B}[1A\u{1B}[2Kd\n\u{1B}[Je\nf\n")
    }

    @Test func anUnchangedFrameWritesNothing() {
        var redraw = TerminalRedraw()
        _ = redraw.frame(["same", "view"])
        #expect(redraw.frame(["same", "view"]).isEmpty)
        // Cut to the terminal first: a difference beyond the width is no change.
        var narrow = TerminalRedraw(columns: 4, rows: 5)
        _ = narrow.frame(["abcX"])
        #expect(narrow.frame(["abcY"]).isEmpty)
    }

    @Test func outputGoesAboveTheViewWhichIsDrawnAgain() {
        var redraw = TerminalRedraw()
        _ = redraw.frame(["view"])
        #expect(text(redraw.output(Array("hello\n".utf8))) == "\r\u{1B}[1A\u{1B}[Jhello\nview\n")
    }

    @Test func anUnfinishedLineWaitsForItsNewline() {
        var redraw = TerminalRedraw()
        _ = redraw.frame(["view"])
        #expect(redraw.output(Array("par".utf8)).isEmpty)
        #expect(text(redraw.output(Array("tial\nmore".utf8))) == "\r\u{1B}[1A\u{1B}[Jpartial\nview\n")
        #expect(text(redraw.finish()) == "\r\u{1B}[1A\u{1B}[Jmore\nview\n")
        #expect(redraw.finish().isEmpty)
    }

    @Test func outputBeforeAnyFrameIsPassedThroughPlainly() {
        var redraw = TerminalRedraw()
        #expect(text(redraw.output(Array("one\ntwo\n".utf8))) == "one\ntwo\n")
    }

    @Test func linesAreCutToTheTerminalAndControlCharactersDropped() {
        var redraw = TerminalRedraw(columns: 6, rows: 3)
        #expect(text(redraw.frame(["abcdefgh", "x\u{1B}[2Jy", "dropped"])) == "abcde\nx[2Jy\n")
        #expect(redraw.view == ["abcde", "x[2Jy"])
    }

    @Test func bytesOfOutputAreKeptExactly() {
        var redraw = TerminalRedraw()
        let bytes: [UInt8] = [0xFF, 0x00, 0x41, 0x0A]
        #expect(redraw.output(bytes) == bytes, "output is not decoded or re-encoded")
    }
}
