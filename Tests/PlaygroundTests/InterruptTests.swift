import Foundation
import Testing

/// Ctrl-C (SIGINT) stops a running script: "interrupted!" as `lua` says it, exit status 130.
struct InterruptCase: Sendable, CustomTestStringConvertible {
    var label: String
    var source: String
    var testDescription: String { label }
}

private let interruptCases: [InterruptCase] = [
    InterruptCase(label: "plain infinite loop", source: "while true do end\n"),
    InterruptCase(
        label: "infinite loop in pcall in a loop",
        source: "while true do pcall(function() while true do end end) end\n"),
    InterruptCase(
        label: "infinite loop in a coroutine",
        source: """
            local co = coroutine.create(function() while true do end end)
            print(coroutine.resume(co))
            print("after")

            """),
    InterruptCase(
        label: "infinite loop in a clock handler",
        source: "clock.every(1, function() while true do end end)\n"),
]

@Test(arguments: interruptCases)
func sigintInterruptsTheScript(_ interrupt: InterruptCase) throws {
    let result = try ScriptFixture.run(interrupt.source, interruptAfter: 0.5, killAfter: 10)
    #expect(!result.wasKilled, "the run hung until the test killed it\n\(result.summary)")
    #expect(!result.endedBySignal, "SIGINT killed the process instead of stopping the script\n\(result.summary)")
    #expect(result.status == 130, "\(result.summary)")
    #expect(result.errorMessage == "playground: interrupted!", "\(result.summary)")
    #expect(result.standardError.contains("stack traceback:"))
    #expect(!result.standardOutput.contains("after"))
    #expect(result.duration < 10)
}

@Test func sigintStopsARealtimeRunWaitingForItsNextHandler() throws {
    let result = try ScriptFixture.run(
        "print('start')\nclock.after(100, function() print('late') end)\n",
        options: ["--realtime"], interruptAfter: 0.5, killAfter: 10)
    #expect(!result.wasKilled, "the run hung until the test killed it\n\(result.summary)")
    #expect(!result.endedBySignal, "\(result.summary)")
    #expect(result.status == 130, "\(result.summary)")
    #expect(result.errorMessage == "playground: interrupted!", "\(result.summary)")
    #expect(result.standardOutput == "start\n")
    #expect(result.duration < 10)
}

/// SIGTERM (`kill`, a service manager) stops the script like Ctrl-C, with status 143, and the
/// run still writes the outputs it promised and says what it wrote.
@Test func sigtermStopsTheRunAndTheOutputsAreStillWritten() throws {
    let fixture = try ScriptFixture(
        """
        print('start')
        local w = Wheel.new{sectors = 4}
        clock.every(0.25, function() w:spin(w.selected % 4 + 1) end)
        """)
    defer { fixture.remove() }
    let result = try fixture.run(
        options: ["--realtime", "--no-view", "--record", "run.html", "--svg", "out"],
        interruptAfter: 1, signal: SIGTERM, killAfter: 10)
    #expect(!result.wasKilled, "the run hung until the test killed it\n\(result.summary)")
    #expect(!result.endedBySignal, "SIGTERM killed the process instead of stopping the script\n\(result.summary)")
    #expect(result.status == 143, "\(result.summary)")
    let lines = result.standardError.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("playground: wrote scene.svg to out (") == true, "\(result.summary)")
    #expect(lines.dropFirst().first?.hasPrefix("playground: recorded ") == true, "\(result.summary)")
    #expect(lines.dropFirst(2).first == "playground: terminated (SIGTERM)", "\(result.summary)")
    let page = try String(contentsOf: fixture.directory.appendingPathComponent("run.html"), encoding: .utf8)
    #expect(page.hasSuffix("</html>\n"))
    #expect(FileManager.default.fileExists(atPath: fixture.directory.appendingPathComponent("out/scene.svg").path))
}
