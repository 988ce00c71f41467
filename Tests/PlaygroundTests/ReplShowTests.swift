import Foundation
import Testing

/// `show()` in the REPL: every live control drawn as text at the current instant, so a roll can
/// be watched step by step.
@Test func showDrawsTheControlsAsTheyAreNow() throws {
    let result = try PlaygroundProcess.run(
        ["repl"],
        input: """
            c = Odometer.new(4)
            c:set(1234)
            advance(0.25)
            show()
            advance(1)
            show()
            undo()
            show()
            """)
    #expect(result.status == 0, "\(result.summary)")
    #expect(
        result.outputLines == [
            "0.25",
            "── t = 0.250 s ────────────────────────",
            "Odometer #1",
            "  [0112] rolling to 1234",
            "   ^ ^ ",
            "1.25",
            "── t = 1.250 s ────────────────────────",
            "Odometer #1",
            "  [1234] value 1234",
            "Set Odometer",
            "── t = 1.250 s ────────────────────────",
            "Odometer #1",
            "  [1234] rolling to 0000",
        ])
}

@Test func aScriptsOwnShowIsKept() throws {
    let script = try PlaygroundProcess.temporaryScript("function show() print('mine') end")
    let result = try PlaygroundProcess.run(["repl", script], input: "show()\n")
    #expect(result.outputLines == ["mine"], "\(result.summary)")
}
