import Foundation
import Testing

/// `playground run` ends when the controls are at rest, says why with `--verbose`, and, without
/// `--realtime`, ends with a note when only endless motion is left.
@Suite struct RunEndProcessTests {
    @Test func aSpinIsDrawnToItsEndAndVerboseSaysWhenTheRunEnded() throws {
        let fixture = try ScriptFixture("local w = Wheel.new{sectors = 8}\nw:spin(3, {duration = 2})\n")
        defer { fixture.remove() }
        let result = try fixture.run(options: ["--verbose", "--svg", "out", "--svg-every", "0.25"])
        #expect(result.status == 0, "\(result.summary)")
        let lines = result.standardError.split(separator: "\n")
        #expect(
            lines.first
                == "playground: the run ended at t = 2 s: the script had finished, nothing was scheduled and every control was at rest"
        )
        // Frames at 0, 0.25, …, 2: nine, the last with the wheel at rest.
        let frames = try FileManager.default.contentsOfDirectory(
            atPath: fixture.directory.appendingPathComponent("out").path
        )
        .filter { $0.hasPrefix("frame-") }
        #expect(frames.count == 9)
    }

    @Test func withoutVerboseAQuietRunSaysNothing() throws {
        let result = try ScriptFixture.run("local m = Memory.new{pairs = 2, seed = 1}\nm:flip(1)\n")
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty, "\(result.summary)")
    }

    @Test func clockStopAndDurationAreNamed() throws {
        let stopped = try ScriptFixture.run("clock.after(1.5, clock.stop)\n", options: ["--verbose"])
        #expect(stopped.standardError == "playground: the run ended at t = 1.5 s: the script called clock.stop()\n")
        let timed = try ScriptFixture.run("View.new{}:wobble()\n", options: ["--verbose", "--duration", "3"])
        #expect(timed.standardError == "playground: the run ended at t = 3 s, the --duration\n")
    }

    @Test func onlyEndlessMotionLeftEndsARunWithoutRealtimeThereWithANote() throws {
        let result = try ScriptFixture.run(
            "local v = View.new{}\nv:animate({alpha = 0}, {duration = 1, repeats = 'forever'})\nprint('started')\n",
            options: ["--verbose"], killAfter: 20)
        #expect(result.status == 0, "\(result.summary)")
        #expect(!result.wasKilled)
        #expect(result.duration < 10, "\(result.summary)")
        #expect(result.standardOutput == "started\n")
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(result.summary)")
        #expect(
            lines.first == "playground: at t = 0 s only work that never ends by itself is left: "
                + "a View animating without end (repeats = \"forever\", or a wobble); "
                + "nothing can change it any more, so the run ends here (--duration watches it longer, --realtime until Ctrl-C)"
        )
        #expect(
            lines.last == "playground: the run ended at t = 0 s: the script had finished, nothing was scheduled "
                + "and only motion that never ends by itself was left (a View animating without end (repeats = \"forever\", or a wobble))"
        )
    }

    @Test func theNoteComesAtTheInstantTheWorkBecameEndless() throws {
        // The wheel's spin ends at 2.5 s; the wobble is all that is left from then on.
        let result = try ScriptFixture.run(
            "View.new{}:wobble()\nWheel.new{sectors = 8}:spin(3, {duration = 2.5})\n", killAfter: 20)
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.errorMessage.hasPrefix("playground: at t = 2.5 s only work that never ends by itself is left: "))
    }

    @Test func withInteractiveTheReplStartsAfterTheRunEnds() throws {
        let fixture = try ScriptFixture("v = View.new{}\nv:wobble()\n")
        defer { fixture.remove() }
        let result = try PlaygroundProcess.run(
            ["run", "-i", fixture.scriptName], input: "print('in the repl at', clock.now())\n",
            currentDirectory: fixture.directory, killAfter: 20)
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.standardOutput.contains("in the repl at\t0.0"), "\(result.summary)")
        #expect(result.standardError.contains("only work that never ends by itself is left"))
    }

    @Test func withRealtimeEndlessMotionGoesOnUntilTheDuration() throws {
        let result = try ScriptFixture.run(
            "View.new{}:wobble()\n", options: ["--realtime", "--verbose", "--duration", "0.5"], killAfter: 20)
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.standardError == "playground: the run ended at t = 0.5 s, the --duration\n")
    }

    @Test func withRealtimeEndlessMotionGoesOnUntilStopped() throws {
        let result = try ScriptFixture.run(
            "View.new{}:wobble()\n", options: ["--realtime", "--timeout", "1"], killAfter: 20)
        #expect(result.status == 3, "\(result.summary)")
        #expect(result.standardError.contains("--timeout"))
        #expect(!result.standardError.contains("only work that never ends"))
    }

    @Test func theHelpStatesTheRule() throws {
        let result = try PlaygroundProcess.run(["run", "--help"])
        let help = result.standardOutput.replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "  ", with: " ")
        #expect(help.contains("every control is at rest"), "\(result.standardOutput)")
        #expect(help.contains("--verbose"))
        #expect(help.contains("without --realtime the run ends there"), "\(result.standardOutput)")
    }
}
