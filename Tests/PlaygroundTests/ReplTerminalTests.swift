import Foundation
import Testing

/// `playground repl` at a real (pseudo-)terminal, through `script(1)`: libedit's line editing,
/// Tab completion and the history file, and Ctrl-C interrupting a running chunk without ending
/// the session. Keys are typed with pauses, as a person would.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
struct ReplTerminalTests {
    /// Types `keys` (each entry after the pause before it) into a REPL on a pseudo-terminal, and
    /// returns what the terminal showed and the home folder (for the history file).
    private func session(_ keys: [(pause: Double, text: String)], home: URL, command: String = "repl") throws -> String
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-q", "-e", "-c", "'\(PlaygroundProcess.binary.path)' \(command)", "/dev/null"]
        process.currentDirectoryURL = home
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.path
        environment["TERM"] = "xterm"
        process.environment = environment
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        nonisolated(unsafe) var screen = Data()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            screen = output.fileHandleForReading.readDataToEndOfFile()
            done.signal()
        }
        for key in keys {
            Thread.sleep(forTimeInterval: key.pause)
            input.fileHandleForWriting.write(Data(key.text.utf8))
        }
        if done.wait(timeout: .now() + 20) == .timedOut {
            process.terminate()
            Issue.record("the session did not end")
        }
        process.waitUntilExit()
        try? input.fileHandleForWriting.close()
        return String(decoding: screen, as: UTF8.self)
    }

    private func makeHome() throws -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pg-home-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        return home
    }

    @Test func linesAreEditedAndKeptInTheHistoryFile() throws {
        let home = try makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        // "print(6*8)", then Backspace twice and "7)": the line as edited is what runs.
        let screen = try session([(0.8, "print(6*8)\u{7F}\u{7F}7)\r"), (0.5, "\u{4}")], home: home)
        #expect(screen.contains("42"), "\(screen)")
        #expect(screen.contains("> "), "a prompt at a terminal")
        let history = try String(contentsOf: home.appendingPathComponent(".playground_history"), encoding: .utf8)
        #expect(history.contains("print(6*7)"), "\(history)")
        // A second session finds the line again with the up arrow.
        let again = try session([(0.8, "\u{1B}[A\r"), (0.5, "\u{4}")], home: home)
        #expect(again.components(separatedBy: "42").count >= 2, "\(again)")
    }

    @Test func tabCompletesGlobalsAndMethods() throws {
        let home = try makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let screen = try session(
            [
                (0.8, "counter = Odometer.n\t(3)\r"),
                (0.4, "counter:se\t(12); print(counter.value)\r"),
                (0.5, "\u{4}"),
            ], home: home)
        // libedit redraws the completed word in place ("Odometer.n" + "ew"); what proves both
        // completions is that the lines ran: no error, and the counter reads 12.
        #expect(screen.contains("ew(3)"), "\(screen)")
        #expect(screen.contains("t(12)"), "\(screen)")
        #expect(screen.contains("\r\n12\r\n"), "\(screen)")
        #expect(!screen.contains("attempt to"), "\(screen)")
    }

    @Test func ctrlCInterruptsARunningChunkAndTheSessionGoesOn() throws {
        let home = try makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let screen = try session(
            [
                (0.8, "while true do end\r"),
                (0.8, "\u{3}"),
                (0.8, "print('still here')\r"),
                (0.5, "\u{4}"),
            ], home: home)
        #expect(screen.contains("interrupted"), "\(screen)")
        #expect(screen.contains("still here\r\n"), "\(screen)")
    }

    @Test func aTerminalSessionStartsWithItsBannerAndAChunkOverLinesIsOneHistoryEntry() throws {
        let home = try makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let screen = try session(
            [
                (0.8, "function f()\r"), (0.3, "return 7\r"), (0.3, "end\r"), (0.5, "\u{4}"),
            ], home: home)
        #expect(screen.hasPrefix("playground "), "\(screen)")
        #expect(screen.contains("help() shows what there is, Ctrl-D leaves"), "\(screen)")
        // One Up brings the whole function back; Enter runs it, and f is defined again.
        let again = try session([(0.8, "\u{1B}[A\r"), (0.4, "print(f())\r"), (0.4, "\u{4}")], home: home)
        #expect(again.contains("\r\n7\r\n"), "\(again)")
    }

    @Test func runInteractiveContinuesInTheReplWithTheRunsControls() throws {
        let home = try makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        try "w = Wheel.new{sectors = 4}; w:spin(2)\n".write(
            to: home.appendingPathComponent("s.lua"), atomically: true, encoding: .utf8)
        let screen = try session(
            [(1.0, "w.selected, w.moving\r"), (0.5, "\u{4}")], home: home, command: "run -i s.lua")
        #expect(screen.hasPrefix("playground "), "the banner: \(screen)")
        #expect(screen.contains("2\tfalse"), "the wheel came to rest on 2 before the prompt: \(screen)")
    }
}
