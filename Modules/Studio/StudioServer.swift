import Files
import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import ServiceLifecycle
import Synchronization

/// The web server of `playground serve`: the page and its two files, and one WebSocket per
/// open tab on `/session`, all of them seeing the same session.
///
/// Loopback only unless told otherwise. A WebSocket whose page came from another origin is
/// refused (a page on some other site must not drive the session), and the page can reach
/// nothing but the session: the server has no other route, and serves no file but its own and
/// the recordings its record button made, each at an address of 128 random bits told only to
/// the page that asked.
public enum StudioServer {
    /// Serves `session` on `host`:`port` (0 picks a free port) until `stop` is requested, and
    /// says how it ended; `onReady` hears the address once the server listens. Throws when the
    /// server cannot start (a port in use).
    public static func run(
        session: StudioSession, host: String, port: Int, stop: ServerStop, onReady: @escaping @Sendable (URL) -> Void
    ) async throws -> ServerStop.Outcome {
        let group = ServiceGroup(
            configuration: .init(
                services: [application(session: session, host: host, port: port, onReady: onReady)], logger: logger))
        return try await stop.run(
            server: {
                do {
                    try await group.run()
                } catch  where Self.errno(of: error) == EADDRINUSE {
                    throw PortInUse(host: host, port: port)
                }
            }, gracefully: { await group.triggerGracefulShutdown() })
    }

    /// The system's error number an error of the server carries (SwiftNIO's `IOError` keeps it
    /// as `error: .errno(code)`), read by reflection, a level or two down, without making
    /// SwiftNIO a dependency of this module's own.
    static func errno(of error: Any, depth: Int = 0) -> Int32? {
        guard depth < 3 else { return nil }
        for child in Mirror(reflecting: error).children {
            if child.label == "errno" || child.label == "errnoCode", let code = child.value as? Int32 { return code }
            if let code = errno(of: child.value, depth: depth + 1) { return code }
        }
        return nil
    }

    /// The port asked for is taken: said so, with what to do about it.
    public struct PortInUse: Error, CustomStringConvertible {
        public let host: String
        public let port: Int

        public var description: String {
            "the port is in use: stop what uses it, or pass --port 0 to take a free one (its address is printed)"
        }
    }

    /// The application ``run(session:host:port:stop:onReady:)`` runs, for a test to run its own way.
    public static func application(
        session: StudioSession, host: String, port: Int, onReady: @escaping @Sendable (URL) -> Void
    ) -> some ApplicationProtocol {
        let router = Router()
        for file in StudioPage.files {
            router.get(RouterPath(stringLiteral: file.path)) { _, _ in
                Response(
                    status: .ok,
                    headers: [.contentType: file.contentType, .cacheControl: "no-store"],
                    body: ResponseBody(byteBuffer: ByteBuffer(bytes: file.bytes)))
            }
        }
        // What the record button made, at the address the page that asked was told: read when
        // it is sent, and counted as the pages' memory while it is held (twice: the file's
        // bytes and the buffer sent), two downloads at a time.
        let downloads = DownloadCount()
        router.get("/recordings/:name") { request, _ in
            guard let recording = session.recordings.recording(at: request.uri.path),
                let size = InputFile.size(at: recording.file), size <= PageRecordings.largestFile
            else {
                return Response(status: .notFound)
            }
            guard downloads.open() else {
                return Response(status: .serviceUnavailable, headers: [.retryAfter: "1"])
            }
            let memory = session.pageMemory
            return Response(
                status: .ok,
                headers: [
                    .contentType: recording.contentType, .cacheControl: "no-store",
                    .contentDisposition: "attachment; filename=\"\(recording.fileName)\"",
                ],
                body: ResponseBody(contentLength: size) { writer in
                    memory.add(2 * size)
                    defer {
                        memory.add(-2 * size)
                        downloads.close()
                    }
                    let bytes = try InputFile.contents(
                        at: recording.file, limit: PageRecordings.largestFile, role: "a recording")
                    try await writer.write(ByteBuffer(bytes: bytes))
                    try await writer.finish(nil)
                })
        }
        let sockets = Router(context: BasicWebSocketRequestContext.self)
        let allowedOrigins = OriginCheck(host: host)
        let pages = PageCount()
        sockets.ws("/session") { request, _ in
            allowedOrigins.allows(request.headers[.origin], host: request.head.authority) ? .upgrade([:]) : .dontUpgrade
        } onUpgrade: { inbound, outbound, _ in
            try await serve(session: session, pages: pages, inbound: inbound, outbound: outbound)
        }
        return Application(
            router: router,
            // Frames as large as the largest message the page may send (a long console line);
            // the default 16 KB would close the connection instead of refusing the message.
            server: .http1WebSocketUpgradeClosingOnCancel(
                webSocketRouter: sockets,
                configuration: .init(ws: .init(maxFrameSize: StudioInput.maximumMessageSize))),
            configuration: .init(address: .hostname(host, port: port), serverName: "playground"),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? port
                allowedOrigins.setPort(bound)
                let shown = host.contains(":") ? "[\(host)]" : host
                if let url = URL(string: "http://\(shown):\(bound)/") { onReady(url) }
            },
            logger: logger
        )
    }

    /// The server's log: warnings and errors only.
    static var logger: Logger {
        var logger = Logger(label: "playground.serve")
        logger.logLevel = .warning
        return logger
    }

    /// The most pages connected at once; one more is told so and closed. With each page's
    /// outbox bounded (``PageOutbox``), this bounds what the pages can make the process hold.
    public static let maximumPages = 16
    /// What one open connection may hold beyond its outbox, not charged to the script: 2 MiB,
    /// for the frames read but not yet handled (the server keeps up to ten, each up to
    /// ``StudioInput/maximumMessageSize``), the one being decoded, and the server's own buffers.
    static let connectionAllowance = 2 << 20

    /// One tab's connection: the session's messages out, the page's inputs in, until either side
    /// closes. A closed tab ends only its own connection.
    private static func serve(
        session: StudioSession, pages: PageCount, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter
    ) async throws {
        guard pages.open() else {
            let refusal = StudioOutput.console(
                "too many pages are open (\(maximumPages) at most): close one, then reload this page", isError: true)
            try await outbound.write(.text(refusal.json))
            return
        }
        defer { pages.close() }
        let uncharged = session.pageMemory
        uncharged.add(connectionAllowance)
        defer { uncharged.add(-connectionAllowance) }
        // A slow tab skips frames rather than holding the session up or piling them up.
        let outbox = PageOutbox(uncharged: uncharged)
        let token = session.subscribe(changes: true) { outbox.push($0) }
        defer {
            session.unsubscribe(token)
            outbox.close()
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                // Ends when the outbox closes: the connection cancelled, or its reading over.
                while true {
                    let messages = await outbox.next()
                    if messages.isEmpty { return }
                    for message in messages { try await outbound.write(.text(message)) }
                }
            }
            // However the reading ends (the page gone, a protocol error), the writer is told to
            // stop before the group waits for it.
            defer { outbox.close() }
            for try await message in inbound.messages(maxSize: StudioInput.maximumMessageSize) {
                guard case .text(let text) = message else { continue }
                do {
                    var input = try StudioInput(json: text)
                    // An answer goes to the page that asked.
                    if case .complete(let word, _) = input { input = .complete(word: word, page: token) }
                    if case .record(let format, _) = input {
                        session.record(format, forPage: token)
                    } else if input == .resync {
                        if let frame = session.latestFrame { outbox.push(frame) }
                    } else if !session.post(input) {
                        outbox.push(
                            StudioOutput.console("too many inputs at once; this one was dropped", isError: true).json)
                    }
                } catch {
                    outbox.push(StudioOutput.console("\(error)", isError: true).json)
                }
            }
            group.cancelAll()
        }
    }
}

/// How many recordings are being downloaded, against ``PageRecordings/concurrentDownloads``.
final class DownloadCount: Sendable {
    private let count = Mutex(0)

    /// Counts one more download; false when as many as allowed are being sent.
    func open() -> Bool {
        count.withLock { count in
            guard count < PageRecordings.concurrentDownloads else { return false }
            count += 1
            return true
        }
    }

    func close() {
        count.withLock { $0 -= 1 }
    }
}

/// How many pages are connected, against ``StudioServer/maximumPages``.
final class PageCount: Sendable {
    private let count = Mutex(0)

    /// Counts one more page; false when as many as allowed are open already.
    func open() -> Bool {
        count.withLock { count in
            guard count < StudioServer.maximumPages else { return false }
            count += 1
            return true
        }
    }

    func close() {
        count.withLock { $0 -= 1 }
    }
}

/// Which pages may open the session's WebSocket: those served by this server. A browser always
/// sends the page's origin; a client that is not a browser sends none, and on loopback it could
/// reach the session anyway.
final class OriginCheck: Sendable {
    private let host: String
    private let port = Mutex(0)

    init(host: String) {
        self.host = host
    }

    func setPort(_ port: Int) {
        self.port.withLock { $0 = port }
    }

    /// Whether a page from `origin` may open the session, asked of the server as `host` (the
    /// request's Host). Bound to every address (`0.0.0.0`, `::`), the server is its own origin
    /// under whichever of its addresses the page used, named by number: a name could be
    /// rebound to this machine by a page elsewhere, a number cannot.
    func allows(_ origin: String?, host requested: String? = nil) -> Bool {
        guard let origin else { return true }
        let port = self.port.withLock { $0 }
        var hosts = [host]
        if host == "127.0.0.1" || host == "::1" || host == "localhost" { hosts += ["127.0.0.1", "localhost", "[::1]"] }
        if host.contains(":") { hosts.append("[\(host)]") }
        if host == "0.0.0.0" || host == "::", let requested, Self.isAddressLiteral(requested, port: port) {
            return origin == "http://\(requested)"
        }
        return hosts.contains { origin == "http://\($0):\(port)" }
    }

    /// Whether `authority` is `number:port`, the number an IPv4 or bracketed IPv6 address.
    static func isAddressLiteral(_ authority: String, port: Int) -> Bool {
        guard authority.hasSuffix(":\(port)") else { return false }
        let address = authority.dropLast(":\(port)".count)
        if address.hasPrefix("[") {
            return address.hasSuffix("]")
                && address.dropFirst().dropLast().allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
        }
        let parts = address.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4
            && parts.allSatisfy { part in
                !part.isEmpty && part.count <= 3 && part.allSatisfy { ("0"..."9").contains($0) }
            }
    }
}
