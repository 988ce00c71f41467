import Foundation

/// A WebSocket client of `playground serve` made of a bare socket, so that a test can be the
/// page a browser never is: one that never reads, never answers the closing handshake, or
/// sends junk as fast as the server takes it.
public final class RawPageClient {
    /// The client could not connect.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public let descriptor: Int32
    /// What the server has sent, as read so far (the upgrade's reply included).
    public private(set) var received = ""

    /// Connects to the session on `port` and asks for the upgrade; reads nothing yet unless
    /// `awaitingReply`, when it reads the reply's status line and fails unless it is 101.
    public init(port: Int, awaitingReply: Bool = true) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            throw Failure(description: "cannot connect to 127.0.0.1:\(port) (errno \(errno))")
        }
        let request = "GET /session HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nOrigin: http://127.0.0.1:\(port)\r\n\r\n"
        _ = request.withCString { send(descriptor, $0, strlen($0), 0) }
        if awaitingReply {
            var reply = [UInt8](repeating: 0, count: 12)
            _ = recv(descriptor, &reply, reply.count, 0)
            let status = String(decoding: reply, as: UTF8.self)
            guard status == "HTTP/1.1 101" else {
                close(descriptor)
                throw Failure(description: "the upgrade was answered \(status)")
            }
        }
    }

    deinit {
        close(descriptor)
    }

    /// `text` as one masked text frame (the mask is zero, which leaves the bytes as they are).
    public static func frame(_ text: String) -> [UInt8] {
        let payload = Array(text.utf8)
        var frame: [UInt8] = [0x81]
        switch payload.count {
        case ..<126: frame.append(0x80 | UInt8(payload.count))
        case ..<65536: frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default: frame += [0x80 | 127] + (0 ..< 8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
        }
        return frame + [0, 0, 0, 0] + payload
    }

    /// Bytes offered but not yet taken by the socket.
    private var unsent: ArraySlice<UInt8> = []

    /// Sends what the socket takes without waiting, of what is left of the last frame offered,
    /// or else of `frame`: frames are never cut, whatever the socket takes.
    public func offer(_ frame: [UInt8]) {
        if unsent.isEmpty { unsent = frame[...] }
        let sent = unsent.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
        if sent > 0 { unsent = unsent.dropFirst(sent) }
    }

    /// Reads until what was received contains `text`, or `seconds` pass; whether it does.
    public func read(until text: String, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !received.contains(text), Date() < deadline {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received += String(decoding: buffer[..<count], as: UTF8.self)
        }
        return received.contains(text)
    }
}
