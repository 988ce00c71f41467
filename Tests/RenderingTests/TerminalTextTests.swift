import Models
import Testing

@testable import Rendering

@Suite struct TerminalTextTests {
    @Test(arguments: ["plain", "café ─── ✓", "", "tab-free 123"])
    func plainTextIsUnchanged(text: String) {
        #expect(TerminalText.escaped(text) == text)
    }

    @Test func controlCharactersCannotReachTheTerminal() {
        #expect(TerminalText.escaped("a\u{1B}[2Jb") == "a\\x1B[2Jb")
        #expect(TerminalText.escaped("tab\there\r\n") == "tab\\x09here\\x0D\\x0A")
        #expect(TerminalText.escaped("del\u{7F} c1\u{9B}") == "del\\x7F c1\\x9B")
        #expect(TerminalText.escaped("nul\u{0}") == "nul\\x00")
    }

    @Test func bytesThatAreNotUTF8AreShownAsHexEscapes() {
        let name = String(losslessBytes: [0x4F, 0xFE, 0x00, 0xC3, 0xA9])
        #expect(TerminalText.escaped(name) == "O\\xFE\\x00é")
    }

    @Test func theSceneEscapesWhatAScriptNamed() throws {
        let odometer = try Odometer(digits: 1)
        let scene = Scene(time: 0, items: [SceneItem(id: 1, title: "Wheel \u{1B}[31m", content: .odometer(odometer))])
        let lines = scene.textLines()
        #expect(lines.contains("Wheel \\x1B[31m"))
        #expect(!lines.joined().contains("\u{1B}"))
    }

    /// The view's first line: the time to a millisecond and a rule, whatever the time.
    @Test(arguments: [0, 1.25, -3.5, 1e12, .infinity, .nan])
    func theHeaderLineShowsTheTime(time: Double) {
        let scene = Scene(time: time, items: [])
        #expect(scene.textLines().first == "── \(scene.timeLabel) " + String(repeating: "─", count: 24))
        #expect(scene.timeLabel == "t = \(TextFormat.fixed(time, 3)) s")
    }
}
