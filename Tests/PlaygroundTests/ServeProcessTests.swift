import Foundation
import PageClients
import Testing

/// `playground serve` as a process: it says where it serves, stops cleanly on Ctrl-C with the
/// touches file it promised, and refuses what it cannot serve.
@Suite struct ServeProcessTests {
    /// `source` served with its touches saved to touches.lua (seed 4), once it says where.
    static func serveSavingTouches(_ source: String) throws -> (ScriptFixture, ServeBrowserTests.Running) {
        let fixture = try ScriptFixture(source)
        do {
            let serve = try ServeBrowserTests.Running(
                PlaygroundProcess.binary,
                ["serve", "script.lua", "--port", "0", "--save-touches", "touches.lua", "--seed", "4"],
                in: fixture.directory)
            _ = try serve.wait(for: #"serving script\.lua on (http://127\.0\.0\.1:[0-9]+/)"#)
            return (fixture, serve)
        } catch {
            fixture.remove()
            throw error
        }
    }

    @Test func ctrlCStopsItCleanlyWithTheTouchesSaved() throws {
        let (fixture, serve) = try Self.serveSavingTouches("wheel = Wheel.new{}\n")
        defer { fixture.remove() }
        serve.process.interrupt()
        let replay = try serve.wait(for: #"replay them with: (playground run --seed 4 --now \S+ touches\.lua)"#)
        serve.process.waitUntilExit()
        #expect(serve.process.terminationReason == .exit)
        #expect(serve.process.terminationStatus == 0)
        #expect(replay.hasPrefix("playground run --seed 4 --now "))
        let touches = try String(contentsOf: fixture.directory.appendingPathComponent("touches.lua"), encoding: .utf8)
        #expect(touches.contains("local touches = {\n}"), "no touch was made")
    }

    /// Ctrl-C while the script's main chunk still runs stops it, and the touches file the stop
    /// names is written all the same, with no touches.
    @Test func ctrlCWhileTheScriptLoadsStillLeavesTheTouchesFile() throws {
        let (fixture, serve) = try Self.serveSavingTouches(
            "local t = os.clock()\nwhile os.clock() - t < 30 do end\nwheel = Wheel.new{}\n")
        defer { fixture.remove() }
        Thread.sleep(forTimeInterval: 0.5)
        serve.process.interrupt()
        _ = try serve.wait(for: #"replay them with: (playground run --seed 4 --now \S+ touches\.lua)"#)
        serve.process.waitUntilExit()
        #expect(serve.process.terminationStatus == 0)
        let touches = try String(contentsOf: fixture.directory.appendingPathComponent("touches.lua"), encoding: .utf8)
        #expect(touches.contains("local touches = {\n}"), "no touch was made")
    }

    /// The clients a stop must not wait for: a page that never reads nor answers (it takes no
    /// part in the closing handshake), one that sent half its request, one that sent bytes that
    /// are no request at all.
    enum StuckClient: CaseIterable, Sendable {
        case silentPage, halfARequest, noRequest

        func connect(port: Int) throws -> RawPageClient {
            switch self {
            case .silentPage: try RawPageClient(port: port)
            case .halfARequest:
                try RawPageClient(port: port, sending: Array(RawPageClient.upgradeRequest(port: port).utf8.prefix(40)))
            case .noRequest: try RawPageClient(port: port, sending: Array("\u{16}\u{03}\u{01}junk\r\n\r\n".utf8))
            }
        }
    }

    @Test(arguments: [
        (SIGINT, 1, StuckClient.silentPage), (SIGTERM, 1, .silentPage), (SIGTERM, 2, .silentPage),
        (SIGINT, 1, .halfARequest), (SIGINT, 1, .noRequest),
    ])
    func aClientThatNeverClosesDoesNotHoldTheStop(signal: Int32, count: Int, client kind: StuckClient) throws {
        let fixture = try ScriptFixture("wheel = Wheel.new{}\n")
        defer { fixture.remove() }
        let serve = try ServeBrowserTests.Running(
            PlaygroundProcess.binary, ["serve", "script.lua", "--port", "0", "--save-touches", "touches.lua"],
            in: fixture.directory)
        let url = try serve.wait(for: #"serving script\.lua on (http://127\.0\.0\.1:[0-9]+/)"#)
        let port = try #require(Int(url.split(separator: ":").last?.dropLast() ?? ""))
        let client = try kind.connect(port: port)
        defer { withExtendedLifetime(client) {} }
        Thread.sleep(forTimeInterval: 0.5)
        let start = Date()
        for _ in 0..<count {
            kill(serve.process.processIdentifier, signal)
            Thread.sleep(forTimeInterval: 0.2)
        }
        let stopped = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            serve.process.waitUntilExit()
            stopped.signal()
        }
        guard stopped.wait(timeout: .now() + 15) == .success else {
            serve.process.terminate()
            Issue.record("serve did not stop within 15 s of the signal")
            return
        }
        let took = Date().timeIntervalSince(start)
        // The graceful close waits the grace (3 s) for the silent client; a second signal ends it at once.
        #expect(count == 1 ? took < 8 : took < 2, "took \(took) s")
        #expect(serve.process.terminationStatus == 0)
        if kind == .silentPage { _ = try serve.wait(for: "(stopped without waiting for it)") }
        Thread.sleep(forTimeInterval: 0.2)
        #expect(!serve.standardError.contains("did not end when it was cancelled"), "\(serve.standardError)")
        #expect(FileManager.default.fileExists(atPath: fixture.directory.appendingPathComponent("touches.lua").path))
    }

    @Test func pagesThatSendJunkAndNeverReadCannotMakeTheScriptFailForMemory() throws {
        // Six wheels whose frames change all the time, under a small memory limit.
        let fixture = try ScriptFixture(
            """
            local wheels = {}
            for k = 1, 6 do wheels[k] = Wheel.new{sectors = 24} end
            local function again()
              for _, wheel in ipairs(wheels) do wheel:spin(10, {turns = 50, duration = 5}) end
              clock.after(5, again)
            end
            again()
            """)
        defer { fixture.remove() }
        let serve = try ServeBrowserTests.Running(
            PlaygroundProcess.binary, ["serve", "script.lua", "--port", "0", "--memory", "16"], in: fixture.directory)
        defer { serve.stop() }
        let url = try serve.wait(for: #"serving script\.lua on (http://127\.0\.0\.1:[0-9]+/)"#)
        let port = try #require(Int(url.split(separator: ":").last?.dropLast() ?? ""))
        // As many pages as may be open, each sending 60 KB messages of junk (every one answered
        // with an error) as fast as the server takes them, and reading nothing.
        let flooding = try (0..<16).map { _ in try RawPageClient(port: port) }
        let junk = RawPageClient.frame(#"{"type":""# + String(repeating: "y", count: 60_000) + #""}"#)
        let flood = Date().addingTimeInterval(10)
        while Date() < flood {
            for page in flooding { page.offer(junk) }
            Thread.sleep(forTimeInterval: 0.01)
        }
        // One more page is told that too many are open.
        let extra = try RawPageClient(port: port)
        #expect(extra.read(until: "too many pages are open (16 at most)", seconds: 20), "\(extra.received.suffix(300))")
        Thread.sleep(forTimeInterval: 1)
        for page in flooding { shutdown(page.descriptor, Int32(SHUT_RDWR)) }
        Thread.sleep(forTimeInterval: 1)
        // The script still runs: a page that connects now is sent its frames, and its console
        // (the lines kept for late pages) has no memory error.
        let reader = try RawPageClient(port: port)
        #expect(reader.read(until: #""svg":"#, seconds: 30), "\(reader.received.suffix(300))")
        let failedForMemory = reader.received.contains("not enough memory")
        #expect(!failedForMemory, "\(reader.received.suffix(600))")
    }

    @Test func aPortInUseIsAFailureThatSaysSo() throws {
        let fixture = try ScriptFixture("wheel = Wheel.new{}\n")
        defer { fixture.remove() }
        let first = try ServeBrowserTests.Running(
            PlaygroundProcess.binary, ["serve", "script.lua", "--port", "0"], in: fixture.directory)
        defer { first.stop() }
        let url = try first.wait(for: #"serving script\.lua on (http://127\.0\.0\.1:[0-9]+/)"#)
        let port = try #require(url.split(separator: ":").last.map { String($0.dropLast()) })
        let second = try PlaygroundProcess.run(
            ["serve", "script.lua", "--port", port], currentDirectory: fixture.directory, killAfter: 20)
        #expect(second.status == 1, "\(second.summary)")
        #expect(
            second.standardError.contains(
                "cannot serve on 127.0.0.1:\(port): the port is in use: stop what uses it, or pass --port 0 to take a free one"
            ), "\(second.summary)")
        #expect(!second.standardError.contains("errno"), "\(second.summary)")
    }

    /// What the script prints reaches a pipe while the session runs, line by line, not when it
    /// stops; a script that is not there is said so.
    @Test func outputIsFlushedLineByLineAndAMissingScriptIsSaidSo() throws {
        let fixture = try ScriptFixture("clock.every(0.2, function() print('tick') end)\n")
        defer { fixture.remove() }
        let serve = try ServeBrowserTests.Running(
            PlaygroundProcess.binary, ["serve", "script.lua", "--port", "0"], in: fixture.directory,
            withStandardOutput: true)
        defer { serve.stop() }
        _ = try serve.wait(for: #"(tick)"#, seconds: 10)
        let missing = try PlaygroundProcess.run(["serve", "nothere.lua"], currentDirectory: fixture.directory)
        #expect(missing.status == 1, "\(missing.summary)")
        #expect(
            missing.standardError.hasPrefix("playground: cannot serve nothere.lua: there is no such file"),
            "\(missing.summary)")
    }

    @Test(arguments: [
        (["serve"], "Missing expected argument '<script>'"),
        (["serve", "x.lua", "--port", "70000"], "--port must be a port number from 0 to 65535, not 70000"),
        (["serve", "x.lua", "--fps", "0"], "--fps must be a number of frames a second from 1 to 120, not 0"),
    ])
    func badCommandLinesAreUsageErrors(arguments: [String], message: String) throws {
        let result = try PlaygroundProcess.run(arguments)
        #expect(result.status == 64, "\(result.summary)")
        #expect(result.standardError.contains(message), "\(result.summary)")
    }
}
