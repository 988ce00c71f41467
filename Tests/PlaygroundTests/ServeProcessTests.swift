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
