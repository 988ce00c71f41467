import Export
import Foundation
import HummingbirdTesting
import HummingbirdWSTesting
import Studio
import Synchronization
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
            for path in [
                "/etc/passwd", "/../Package.swift", "/live.lua", "/Page/index.html",
                "/recordings/\(String(repeating: "0", count: 32)).gif", "/recordings/../live.lua",
            ] {
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

    /// The record button's file: made from what the session showed, told to the page that
    /// asked, and served at its address as an attachment.
    @Test(.enabled(if: VideoEncoder.locateFFmpeg() != nil, "ffmpeg is installed by make"))
    func aRecordingIsToldToThePageThatAskedAndServedAsADownload() async throws {
        let (session, directory) = try session()
        defer {
            session.stop()
            try? FileManager.default.removeItem(at: directory)
        }
        let messages = Mutex<[String]>([])
        let token = session.subscribe { message in messages.withLock { $0.append(message) } }
        // The first frame shown, then the recording.
        for _ in 0..<200 where session.recentScreen().isEmpty { try await Task.sleep(nanoseconds: 20_000_000) }
        session.record(.gif, forPage: token)
        var url: String?
        for _ in 0..<500 where url == nil {
            try await Task.sleep(nanoseconds: 20_000_000)
            url =
                messages.withLock { $0 }.lazy.compactMap { message -> String? in
                    guard message.contains(#""type":"recording""#),
                        let range = message.range(of: #"/recordings/[0-9a-f]+\.gif"#, options: .regularExpression)
                    else { return nil }
                    return String(message[range])
                }.first
        }
        let path = try #require(url)
        let app = StudioServer.application(session: session, host: "127.0.0.1", port: 0) { _ in }
        try await app.test(.live) { client in
            try await client.execute(uri: path, method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/gif")
                #expect(response.headers[.contentDisposition]?.hasPrefix(#"attachment; filename="playground-"#) == true)
                #expect(Array(response.body.readableBytesView.prefix(6)) == Array("GIF89a".utf8))
            }
        }
    }
}
