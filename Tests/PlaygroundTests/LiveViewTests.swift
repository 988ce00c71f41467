import Foundation
import Testing

/// The live view of `run --realtime`: drawn in place on a terminal with the script's output
/// above it; never an escape code without a terminal.
@Suite struct LiveViewTests {
    private let script = """
        local counter = Odometer.new(3)
        clock.after(0.1, function() print("first"); counter:set(5) end)
        clock.after(0.3, function() io.write("partial "); print("second") end)
        clock.after(0.5, function() print("third") end)
        """

    @Test func withoutATerminalNoEscapeCodeIsWritten() throws {
        let plain = try ScriptFixture.run(script, options: ["--allow-io"])
        let realtime = try ScriptFixture.run(script, options: ["--allow-io", "--realtime"])
        #expect(realtime.status == 0, "\(realtime.summary)")
        #expect(!realtime.outputData.contains(0x1B))
        #expect(!realtime.standardError.contains("\u{1B}"))
        #expect(realtime.standardOutput == plain.standardOutput)
        #expect(realtime.outputLines == ["first", "partial second", "third"])
    }

    /// Runs the script under `script(1)`, which gives it a pseudo-terminal, and returns what the
    /// terminal received.
    private func runOnATerminal(_ options: [String]) throws -> String {
        try runOnATerminal(script, options).screen
    }

    /// Runs `source` on a pseudo-terminal; returns what the terminal received and the wall
    /// time (seconds since the start) at which each redraw (the cursor going up over the view) arrived.
    private func runOnATerminal(_ source: String, _ options: [String]) throws -> (screen: String, redraws: [Double]) {
        let fixture = try ScriptFixture(source)
        defer { fixture.remove() }
        let command = ([PlaygroundProcess.binary.path, "run", "--allow-io"] + options + [fixture.scriptName])
            .map { "'" + $0 + "'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-q", "-e", "-c", command, "/dev/null"]
        process.currentDirectoryURL = fixture.directory
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        let start = Date()
        try process.run()
        // Read as it arrives, noting when each redraw (the cursor going up over the view; a
        // redraw rewrites only the lines that changed, so it need not erase anything) comes.
        var data = Data()
        var redraws: [Double] = []
        let redrawStart = Data("\r\u{1B}[".utf8)
        let reader = output.fileHandleForReading
        while true {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            let arrival = Date().timeIntervalSince(start)
            // A redraw's start split across two chunks counts where it completes.
            let searchFrom = data.count >= redrawStart.count - 1 ? data.count - (redrawStart.count - 1) : 0
            data.append(chunk)
            var range = searchFrom..<data.count
            while let found = data.range(of: redrawStart, in: range) {
                redraws.append(arrival)
                range = found.upperBound..<data.count
            }
        }
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(String(decoding: data, as: UTF8.self))")
        return (String(decoding: data, as: UTF8.self), redraws)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func onATerminalTheViewIsRedrawnInPlaceBelowTheOutput() throws {
        let screen = try runOnATerminal(["--realtime", "--fps", "20"])
        // Redrawn in place: the cursor goes up over the previous frame, and changed lines are
        // erased and written again.
        #expect(screen.contains("\u{1B}[2K"))
        #expect(screen.range(of: "\u{1B}\\[[0-9]+A", options: .regularExpression) != nil)
        // The output comes out whole and in order, each line above the view drawn after it.
        let first = try #require(screen.range(of: "first\r\n"))
        let second = try #require(screen.range(of: "partial second\r\n"))
        let third = try #require(screen.range(of: "third\r\n"))
        #expect(first.upperBound <= second.lowerBound && second.upperBound <= third.lowerBound)
        // The last thing on screen is the view of the final state.
        let tail = screen[third.upperBound...]
        #expect(tail.contains("Odometer"), "\(tail)")
        #expect(!tail.contains("\u{1B}[?"), "no mode is left switched")
    }

    /// The view is redrawn at its frame rate, evenly in wall time, while the controls move and
    /// no script timer is due: a wheel's 1.5 s spin at 10 frames a second is about fifteen
    /// redraws a tenth of a second apart, not a pile written when the next timer fires.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func redrawsAreSpacedInWallTimeBetweenTimers() throws {
        let source = """
            local wheel = Wheel.new{sectors = 8}
            wheel:spin(5, {duration = 1.5})
            clock.after(1.5, function() print("landed", wheel.value) end)
            """
        let (screen, redraws) = try runOnATerminal(source, ["--realtime", "--fps", "10"])
        #expect(screen.contains("landed\t5"), "\(screen)")
        // Frames at 0, 0.1, …, 1.5 s and the final one: about seventeen redraws.
        try #require(redraws.count >= 12, "\(redraws)")
        let span = redraws[redraws.count - 2] - redraws[0]
        #expect(span >= 1.0, "the redraws span \(span) s: \(redraws)")
        // Evenly: no three redraws inside 30 ms (a pile arrives within a millisecond), and the
        // middle gap near a tenth of a second.
        for index in 2..<redraws.count - 1 {
            #expect(
                redraws[index] - redraws[index - 2] >= 0.03, "redraws piled up near \(redraws[index]) s: \(redraws)")
        }
        let gaps = zip(redraws.dropFirst(), redraws).map { $0 - $1 }.sorted()
        let median = gaps[gaps.count / 2]
        #expect(median > 0.05 && median < 0.2, "median gap \(median) s: \(redraws)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func noViewLeavesTheTerminalAlone() throws {
        let screen = try runOnATerminal(["--realtime", "--no-view"])
        #expect(!screen.contains("\u{1B}"))
        #expect(screen.contains("first\r\npartial second\r\nthird\r\n"))
    }
}
