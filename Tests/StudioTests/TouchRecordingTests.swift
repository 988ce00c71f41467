@testable import Studio
import Testing

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
        var recording = TouchRecording(scriptName: "wheel.lua", source: Array("w = Wheel.new{}".utf8), seed: 7, origin: 1_800_000_000)
        recording.add(.init(time: 0.5, control: "Wheel #1", method: "touch", arguments: [.number(-70), .number(0)]))
        recording.add(.init(time: 0.75, control: nil, method: "undo", arguments: []))
        let script = recording.script(path: "touches.lua")
        #expect(script.contains("--   playground run --seed 7 --now 2027-01-15T08:00:00Z touches.lua"))
        #expect(script.contains(#"local source = "w = Wheel.new{}""#))
        #expect(script.contains(#"  {0.5, "Wheel #1", "touch", -70.0, 0.0},"#))
        #expect(script.contains(#"  {0.75, false, "undo"},"#))
        #expect(script.hasSuffix("run(...)\n"))
    }
}
