import Foundation
import Testing

/// `playground serve` as a process: it says where it serves, stops cleanly on Ctrl-C with the
/// touches file it promised, and refuses what it cannot serve.
@Suite struct ServeProcessTests {
    @Test func ctrlCStopsItCleanlyWithTheTouchesSaved() throws {
        let fixture = try ScriptFixture("wheel = Wheel.new{}\n")
        defer { fixture.remove() }
        let serve = try ServeBrowserTests.Running(
            PlaygroundProcess.binary, ["serve", "script.lua", "--port", "0", "--save-touches", "touches.lua", "--seed", "4"],
            in: fixture.directory)
        _ = try serve.wait(for: #"serving script\.lua on (http://127\.0\.0\.1:[0-9]+/)"#)
        serve.process.interrupt()
        let replay = try serve.wait(for: #"replay them with: (playground run --seed 4 --now \S+ touches\.lua)"#)
        serve.process.waitUntilExit()
        #expect(serve.process.terminationReason == .exit)
        #expect(serve.process.terminationStatus == 0)
        #expect(replay.hasPrefix("playground run --seed 4 --now "))
        let touches = try String(contentsOf: fixture.directory.appendingPathComponent("touches.lua"), encoding: .utf8)
        #expect(touches.contains("local touches = {\n}"), "no touch was made")
    }

    /// A WebSocket client that opens the session and then never reads nor answers: it will
    /// not take part in the closing handshake.
    private static func connectSilentClient(port: Int) throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(connected == 0)
        let request = "GET /session HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nOrigin: http://127.0.0.1:\(port)\r\n\r\n"
        _ = request.withCString { send(descriptor, $0, strlen($0), 0) }
        var reply = [UInt8](repeating: 0, count: 12)
        _ = recv(descriptor, &reply, reply.count, 0)
        #expect(String(decoding: reply, as: UTF8.self) == "HTTP/1.1 101")
        return descriptor
    }

    @Test(arguments: [(SIGINT, 1), (SIGTERM, 1), (SIGTERM, 2)])
    func aClientThatNeverClosesDoesNotHoldTheStop(signal: Int32, count: Int) throws {
        let fixture = try ScriptFixture("wheel = Wheel.new{}\n")
        defer { fixture.remove() }
        let serve = try ServeBrowserTests.Running(
            PlaygroundProcess.binary, ["serve", "script.lua", "--port", "0", "--save-touches", "touches.lua"], in: fixture.directory)
        let url = try serve.wait(for: #"serving script\.lua on (http://127\.0\.0\.1:[0-9]+/)"#)
        let port = try #require(Int(url.split(separator: ":").last?.dropLast() ?? ""))
        let client = try Self.connectSilentClient(port: port)
        defer { close(client) }
        Thread.sleep(forTimeInterval: 0.5)
        let start = Date()
        for _ in 0 ..< count {
            kill(serve.process.processIdentifier, signal)
            Thread.sleep(forTimeInterval: 0.2)
        }
        let stopped = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { serve.process.waitUntilExit(); stopped.signal() }
        guard stopped.wait(timeout: .now() + 15) == .success else {
            serve.process.terminate()
            Issue.record("serve did not stop within 15 s of the signal")
            return
        }
        let took = Date().timeIntervalSince(start)
        // The graceful close waits the grace (3 s) for the silent client; a second signal ends it at once.
        #expect(count == 1 ? took < 8 : took < 2, "took \(took) s")
        #expect(serve.process.terminationStatus == 0)
        _ = try serve.wait(for: "(stopped without waiting for it)")
        #expect(FileManager.default.fileExists(atPath: fixture.directory.appendingPathComponent("touches.lua").path))
    }

    @Test func aPortInUseIsAFailureThatSaysSo() throws {
        let fixture = try ScriptFixture("wheel = Wheel.new{}\n")
        defer { fixture.remove() }
        let first = try ServeBrowserTests.Running(PlaygroundProcess.binary, ["serve", "script.lua", "--port", "0"], in: fixture.directory)
        defer { first.stop() }
        let url = try first.wait(for: #"serving script\.lua on (http://127\.0\.0\.1:[0-9]+/)"#)
        let port = try #require(url.split(separator: ":").last.map { String($0.dropLast()) })
        let second = try PlaygroundProcess.run(["serve", "script.lua", "--port", port], currentDirectory: fixture.directory, killAfter: 20)
        #expect(second.status == 1, "\(second.summary)")
        #expect(second.standardError.contains("cannot serve on 127.0.0.1:\(port)"), "\(second.summary)")
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
