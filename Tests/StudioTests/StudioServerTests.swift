import Foundation
import HummingbirdTesting
import HummingbirdWSTesting
import Studio
import Testing

/// The server over a live session, through a real socket: the page's files, the WebSocket, and
/// what it refuses.
@Suite struct StudioServerTests {
    private func session() throws -> (StudioSession, URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let script = directory.appendingPathComponent("live.lua")
        try "counter = Odometer.new(2)\ncounter:set(7)\n".write(to: script, atomically: true, encoding: .utf8)
        let session = StudioSession(.init(script: script.path, options: .init(origin: 0, seed: 1), fps: 30))
        session.start()
        return (session, directory)
    }

    @Test func thePageAndItsTwoFilesAreServedAndNothingElse() async throws {
        let (session, directory) = try session()
        defer {
            session.stop()
            try? FileManager.default.removeItem(at: directory)
        }
        let app = StudioServer.application(session: session, host: "127.0.0.1", port: 0) { _ in }
        try await app.test(.live) { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                #expect(String(buffer: response.body).contains("<title>playground</title>"))
            }
            try await client.execute(uri: "/studio.js", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("new WebSocket"))
            }
            for path in ["/etc/passwd", "/../Package.swift", "/live.lua", "/Page/index.html"] {
                try await client.execute(uri: path, method: .get) { response in
                    #expect(response.status == .notFound, "\(path)")
                }
            }
        }
    }

    /// This client names its origin without the server's port (`http://localhost`), as a page
    /// served from another port would: the upgrade is refused. (A tab of the page itself, whose
    /// origin is the server's, is driven by the browser test.)
    @Test func aPageFromAnotherOriginCannotOpenTheSession() async throws {
        let (session, directory) = try session()
        defer {
            session.stop()
            try? FileManager.default.removeItem(at: directory)
        }
        let app = StudioServer.application(session: session, host: "127.0.0.1", port: 0) { _ in }
        try await app.test(.live) { client in
            await #expect(throws: (any Error).self) {
                try await client.ws("/session") { _, _, _ in
                    Issue.record("the WebSocket was opened")
                }
            }
        }
    }
}
