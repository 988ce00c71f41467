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

    /// What a browser sends to open the session on `port`.
    public static func upgradeRequest(port: Int) -> String {
        "GET /session HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nOrigin: http://127.0.0.1:\(port)\r\n\r\n"
    }

    /// Connects to the session on `port` and asks for the upgrade; reads nothing yet unless
    /// `awaitingReply`, when it reads the reply's status line and fails unless it is 101.
    public convenience init(port: Int, awaitingReply: Bool = true) throws {
        try self.init(port: port, sending: Array(Self.upgradeRequest(port: port).utf8))
        if awaitingReply {
            var reply = [UInt8](repeating: 0, count: 12)
            _ = recv(descriptor, &reply, reply.count, 0)
            let status = String(decoding: reply, as: UTF8.self)
            guard status == "HTTP/1.1 101" else {
                throw Failure(description: "the upgrade was answered \(status)")
            }
        }
    }

    /// Connects to `port` and sends `request`, whatever it is.
    public init(port: Int, sending request: [UInt8]) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            throw Failure(description: "cannot connect to 127.0.0.1:\(port) (errno \(errno))")
        }
        offer(request)
    }

    /// Whether the socket is still open (``vanish()`` closes it).
    public private(set) var isOpen = true

    deinit {
        if isOpen { close(descriptor) }
    }

    /// Goes away at once, as a tab whose machine lost its network: a reset, no closing handshake.
    public func vanish() {
        guard isOpen else { return }
        var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
        close(descriptor)
        isOpen = false
    }

    /// Stops sending (a half close), still able to read.
    public func halfClose() {
        guard isOpen else { return }
        shutdown(descriptor, Int32(SHUT_WR))
    }

    /// Reads whatever has arrived, without waiting.
    public func drain() {
        guard isOpen else { return }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, Int32(MSG_DONTWAIT))
            if count <= 0 { return }
            received += String(decoding: buffer[..<count], as: UTF8.self)
            if received.utf8.count > 1 << 20 { received = String(received.suffix(64 * 1024)) }
        }
    }

    /// `text` as one masked text frame (the mask is zero, which leaves the bytes as they are).
    public static func frame(_ text: String) -> [UInt8] {
        frame(first: 0x81, payload: Array(text.utf8), masked: true)
    }

    /// A frame whose first byte (FIN, the reserved bits and the opcode) is `first`, masked with
    /// a zero mask or not at all (which a server must refuse from a client).
    public static func frame(first: UInt8, payload: [UInt8], masked: Bool) -> [UInt8] {
        let mask: UInt8 = masked ? 0x80 : 0
        var frame: [UInt8] = [first]
        switch payload.count {
        case ..<126: frame.append(mask | UInt8(payload.count))
        case ..<65536: frame += [mask | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default: frame += [mask | 127] + (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
        }
        return frame + (masked ? [0, 0, 0, 0] : []) + payload
    }

    /// Bytes offered but not yet taken by the socket.
    private var unsent: ArraySlice<UInt8> = []

    /// Sends what the socket takes without waiting, of what is left of the last frame offered,
    /// or else of `frame`: frames are never cut, whatever the socket takes.
    public func offer(_ frame: [UInt8]) {
        guard isOpen else { return }
        if unsent.isEmpty { unsent = frame[...] }
        let sent = unsent.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
        if sent > 0 { unsent = unsent.dropFirst(sent) }
    }

    /// Reads until what was received contains `text`, or `seconds` pass; whether it does.
    public func read(until text: String, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while isOpen, !received.contains(text), Date() < deadline {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received += String(decoding: buffer[..<count], as: UTF8.self)
        }
        return received.contains(text)
    }
}
