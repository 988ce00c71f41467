import Foundation
import Testing

/// `playground run --trace FILE.jsonl` end to end: every event at its virtual time, the same
/// bytes in fast and real-time runs, and clear errors for a file it cannot write.
@Suite struct TraceTests {
    private let script = """
        local w = Wheel.new{sectors = 4}
        w.oncross = function(w, from, to) end
        w:spin(3, {duration = 0.3})
        local c = Odometer.new{digits = 2, duration = 0.25}
        c:set(5)
        local g = Memory.new{pairs = 2, seed = 1}
        g.onmatch = function() print("matched") end
        g:flip(1); g:flip(2)
        clock.after(0.5, function() history.undo() end)

        """

    private func lines(_ fixture: ScriptFixture, _ name: String) throws -> [String] {
        try String(contentsOf: fixture.directory.appendingPathComponent(name), encoding: .utf8)
            .split(separator: "\n").map(String.init)
    }

    @Test func everyEventIsALineAtItsVirtualTime() throws {
        let fixture = try ScriptFixture(script)
        defer { fixture.remove() }
        let result = try fixture.run(options: ["--trace", "run.jsonl"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.standardOutput == "matched\n")
        let trace = try lines(fixture, "run.jsonl")
        #expect(
            result.standardError.hasPrefix("playground: traced \(trace.count) events to run.jsonl ("),
            "\(result.summary)")
        #expect(
            trace.contains(#"{"t":0.0,"event":"onmatch","control":"Memory #1","args":[1,2],"callback":true}"#),
            "\(trace)")
        #expect(
            trace.contains(#"{"t":0.25,"event":"onroll","control":"Odometer #1","args":[],"callback":false}"#),
            "\(trace)")
        #expect(
            trace.contains(#"{"t":0.5,"event":"history","change":"undone","name":"Flip Card 2","index":3,"count":4}"#),
            "\(trace)")
        #expect(trace.filter { $0.contains(#""event":"oncross""#) }.count == 2, "\(trace)")
        #expect(trace.contains { $0.hasPrefix(#"{"t":0.5,"event":"timer","id":"#) }, "\(trace)")
        // Lines come in the order of virtual time.
        let times = trace.compactMap { line in line.split(separator: ",").first.flatMap { Double($0.dropFirst(5)) } }
        #expect(times.count == trace.count && times == times.sorted())
    }

    @Test func aRealTimeRunWritesTheSameBytes() throws {
        let fixture = try ScriptFixture(script)
        defer { fixture.remove() }
        let fast = try fixture.run(options: ["--trace", "fast.jsonl"])
        let paced = try fixture.run(options: ["--trace", "paced.jsonl", "--realtime", "--no-view"])
        #expect(fast.status == 0 && paced.status == 0, "\(fast.summary)\n\(paced.summary)")
        #expect(try lines(fixture, "fast.jsonl") == lines(fixture, "paced.jsonl"))
    }

    @Test func aFileThatCannotBeWrittenIsAnError() throws {
        let result = try ScriptFixture.run("print('ran')\n", options: ["--trace", "no/such/folder/t.jsonl"])
        #expect(result.status == 1, "\(result.summary)")
        #expect(result.standardOutput.isEmpty, "nothing runs: \(result.summary)")
        #expect(
            result.standardError.hasPrefix("playground: cannot write the trace 'no/such/folder/t.jsonl': "),
            "\(result.summary)")
        let itself = try ScriptFixture.run("print('ran')\n", options: ["--trace", "script.lua"])
        #expect(itself.status == 64, "\(itself.summary)")
        #expect(
            itself.standardError.contains("--trace 'script.lua' is the script, which this run reads"),
            "\(itself.summary)")
    }
}
