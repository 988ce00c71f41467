import Foundation

/// One client of the fuzzed server: a bare socket (``RawPageClient``) that opens with the
/// request the input chooses and then does what the input says, never waiting on the server.
final class Client {
    let page: RawPageClient

    /// Connects with one of the requests a client may make: a browser's upgrade, an upgrade
    /// from another origin, one without its key, the page itself, a request cut off in its
    /// headers, or bytes that are no request at all.
    init?(port: Int, request choice: UInt8) {
        let upgrade = RawPageClient.upgradeRequest(port: port)
        let request: String
        switch choice % 6 {
        case 0: request = upgrade
        case 1:
            request = upgrade.replacingOccurrences(
                of: "Origin: http://127.0.0.1:\(port)", with: "Origin: http://evil.example")
        case 2: request = upgrade.replacingOccurrences(of: "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n", with: "")
        case 3: request = "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
        case 4: request = String(upgrade.prefix(40))
        default: request = "\u{16}\u{03}\u{01}\u{00}junk\r\n\r\n"
        }
        guard let page = try? RawPageClient(port: port, sending: Array(request.utf8)) else { return nil }
        self.page = page
    }

    init(keeping page: RawPageClient) {
        self.page = page
    }

    func sendText(_ text: String) { page.offer(RawPageClient.frame(text)) }
    func sendRaw(_ bytes: [UInt8]) { page.offer(bytes) }
    func sendFrame(opcodeAndFlags first: UInt8, masked: Bool, payload: [UInt8]) {
        page.offer(RawPageClient.frame(first: first, payload: payload, masked: masked))
    }
    func drain() { page.drain() }
    func vanish() { page.vanish() }
    func halfClose() { page.halfClose() }
}

/// Messages a page sends, and near misses, with fields chosen by the input.
enum Messages {
    static let numbers = [
        "0", "1", "-1", "2.5", "1e308", "-1e308", "1e-320", "3", "99999999999", "0.25", "4", "\"x\"", "null", "[]",
    ]
    static let phases = ["down", "move", "up", "cancel", "hover"]
    static let keys = ["left", "right", "up", "down", "sideways"]
    static let methods = [
        "start", "stop", "increment", "decrement", "shuffle", "hint", "save", "cancel", "solve", "__gc",
    ]
    static let lines = [
        "return 1 + 1", "print(('x'):rep(100))", "error('fuzz')", "wheel:spin(3)", "stepper:increment()",
        "while true do end", "clock.advance(1e308)", "undo()", "return wheel", "load = nil",
        "for i = 1, 1e6 do local t = {} end", "collectgarbage()", "puzzle:shuffle()",
    ]

    static func one(_ bytes: inout ByteReader) -> String {
        func pick(_ list: [String]) -> String { list[Int(bytes.next() ?? 0) % list.count] }
        let control = pick(["1", "2", "3", "4", "0", "-1", "1e9"])
        switch (bytes.next() ?? 0) % 17 {
        case 0:
            return
                #"{"type":"pointer","phase":"\#(pick(phases))","control":\#(control),"x":\#(pick(numbers)),"y":\#(pick(numbers))}"#
        case 1: return #"{"type":"key","key":"\#(pick(keys))"}"#
        case 2: return #"{"type":"button","control":\#(control),"method":"\#(pick(methods))"}"#
        case 3: return #"{"type":"undo"}"#
        case 4: return #"{"type":"redo"}"#
        case 5: return #"{"type":"eval","line":"\#(pick(lines))"}"#
        case 6: return #"{"type":"resync"}"#
        case 7: return #"{"type":"pause"}"#
        case 8: return #"{"type":"play","speed":\#(pick(numbers))}"#
        case 9: return #"{"type":"step"}"#
        case 10: return #"{"type":"seek","time":\#(pick(numbers))}"#
        case 11:
            return
                #"{"type":"date","control":\#(control),"field":"\#(pick(["start", "finish", "middle"]))","date":"\#(pick(["2026-12-01", "9999-12-31T23:59:59Z", "yesterday"]))"}"#
        case 12: return #"{"type":"stop"}"#
        case 13: return "{\"type\":\"pointer\""
        case 14: return "[1,2,3]"
        case 15: return #"{"type":"record","format":"\#(pick(["gif", "webm", "mp4", "avi", ""]))"}"#
        default: return String(decoding: bytes.take(Int((bytes.next() ?? 0) % 64)), as: UTF8.self)
        }
    }
}
