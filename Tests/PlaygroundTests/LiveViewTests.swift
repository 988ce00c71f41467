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
        let fixture = try ScriptFixture(script)
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
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(String(decoding: data, as: UTF8.self))")
        return String(decoding: data, as: UTF8.self)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func onATerminalTheViewIsRedrawnInPlaceBelowTheOutput() throws {
        let screen = try runOnATerminal(["--realtime", "--fps", "20"])
        // Redrawn in place: the cursor goes up over the previous frame and erases it.
        #expect(screen.contains("\u{1B}[J"))
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

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func noViewLeavesTheTerminalAlone() throws {
        let screen = try runOnATerminal(["--realtime", "--no-view"])
        #expect(!screen.contains("\u{1B}"))
        #expect(screen.contains("first\r\npartial second\r\nthird\r\n"))
    }
}
