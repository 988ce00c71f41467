import Foundation
import Scripting
import Testing

@testable import Studio

@Suite struct TouchRecordingTests {
    @Test func numbersAreWrittenSoLuaReadsBackTheSameDouble() {
        #expect(TouchRecording.number(0.1) == "0.10000000000000001")
        #expect(TouchRecording.number(-70) == "-70.0")
        #expect(TouchRecording.number(1.0 / 3) == "0.33333333333333331")
    }

    @Test func bytesAreQuotedSoThatAnyScriptSurvives() {
        #expect(TouchRecording.quoted(Array("say \"hi\"\\\n".utf8)) == #"say \"hi\"\\\010"#)
        #expect(TouchRecording.quoted([0, 0xFF, 0x41]) == #"\000\255A"#)
    }

    @Test func theScriptRunsTheSourceThenTheTouchesAtTheirTimes() {
        var recording = TouchRecording(
            scriptName: "wheel.lua", source: Array("w = Wheel.new{}".utf8), seed: 7, origin: 1_800_000_000)
        recording.add(.init(time: 0.5, control: "Wheel #1", method: "touch", arguments: [.number(-70), .number(0)]))
        recording.add(.init(time: 0.75, control: nil, method: "undo", arguments: []))
        let script = recording.script(path: "touches.lua")
        #expect(script.contains("--   playground run --seed 7 --now 2027-01-15T08:00:00Z touches.lua"))
        #expect(script.contains(#"local source = "w = Wheel.new{}""#))
        #expect(script.contains(#"  {0.5, "Wheel #1", "touch", -70.0, 0.0},"#))
        #expect(script.contains(#"  {0.75, false, "undo"},"#))
        // It ends by running the script, then saying when the last touch was made (for specs).
        #expect(script.contains("\nrun(...)\n"))
        #expect(script.hasSuffix("\nreturn touches[#touches] and touches[#touches][1] or 0\n"))
    }

    /// A console line that clears globals the replay uses does not break the replay: it
    /// takes what it calls before the script or any line runs.
    @Test func consoleLinesThatClearGlobalsDoNotBreakTheReplay() throws {
        var recording = TouchRecording(
            scriptName: "counter.lua", source: Array("o = Odometer.new(3)".utf8), seed: 1, origin: 0)
        let line = "load, clock, history, scene, table, assert, pcall, ipairs = nil, nil, nil, nil, nil, nil, nil, nil"
        recording.add(.init(time: 0.25, control: nil, method: "eval", arguments: [.string(Array(line.utf8))]))
        recording.add(.init(time: 0.5, control: "Odometer #1", method: "set", arguments: [.integer(42)]))
        recording.add(.init(time: 0.75, control: nil, method: "undo", arguments: []))
        recording.add(.init(time: 1, control: nil, method: "eval", arguments: [.string(Array("o:set(7)".utf8))]))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "touches-\(UUID().uuidString.prefix(8)).lua")
        try recording.script(path: file.path).write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let host = try ScriptHost(options: .init(origin: 0, seed: 1))
        try host.run(scriptAtPath: file.path)
        #expect(try host.runtime.execute("return o.value", chunkName: "check").map(\.description) == ["7"])
    }

    /// A console line that used the REPL's shorthands on the page replays with them; a global
    /// of the script's with the same name wins, as on the page.
    @Test func consoleLinesReplayWithTheREPLsShorthands() throws {
        var recording = TouchRecording(
            scriptName: "counter.lua", source: Array("o = Odometer.new(3)\nfunction show() shown = true end".utf8),
            seed: 1, origin: 0)
        for (time, line) in [
            (0.25, "o:set(5)"), (0.5, "o:set(9)"), (0.75, "undo()"), (1.0, "advance(2)"), (1.5, "show()"),
        ] {
            recording.add(.init(time: time, control: nil, method: "eval", arguments: [.string(Array(line.utf8))]))
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "touches-\(UUID().uuidString.prefix(8)).lua")
        try recording.script(path: file.path).write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let host = try ScriptHost(options: .init(origin: 0, seed: 1))
        try host.run(scriptAtPath: file.path)
        let values = try host.runtime.execute("return o.value, shown, clock.now() >= 3", chunkName: "check")
        #expect(values.map(\.description) == ["5", "true", "true"])
    }
}
