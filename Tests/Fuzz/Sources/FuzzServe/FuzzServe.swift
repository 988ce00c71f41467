import Dispatch
import Foundation
import FuzzHeap
import FuzzSupport
import Scripting
import Studio

/// A live session: a wheel that never stops spinning (so frames keep coming), a stepper and a
/// puzzle for the buttons, under a memory limit of 32 MiB counted as `playground serve` counts it.
func startSession() -> StudioSession {
    let folder = NSTemporaryDirectory() + "playground-fuzz-serve-\(getpid())"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let script = folder + "/live.lua"
    let source = """
        wheel = Wheel.new{sectors = 8}
        wheel.oncross = function() end
        stepper = Stepper.new{value = 1, min = 0, max = 10}
        puzzle = Puzzle.new{rows = 3, columns = 3}
        local function spin() wheel:spin(4, {turns = 3, duration = 2}) end
        spin()
        clock.every(2, spin)
        """
    _ = FileManager.default.createFile(atPath: script, contents: Data(source.utf8))
    let runtime = LuaRuntime.Configuration(memoryLimit: memoryLimit, moduleDirectory: folder, countsProcessHeap: true)
    let session = StudioSession(
        .init(script: script, options: .init(runtime: runtime, origin: 1_798_135_200, seed: 1), fps: 30))
    session.start()
    return session
}

/// The session the inputs are served from, and the process's heap when it started.
///
/// The session's meter counts the whole process's heap beyond what it held when the session
/// started, as `playground serve` counts it; but here the process is the fuzzer too, and
/// libFuzzer keeps every new input with its features (tens of kilobytes each, and nearly every
/// input of a server's noisy coverage is new). One session for a whole run counted that corpus
/// against its script: after about 600 inputs "not enough memory", though the script's own
/// heap had not grown (measured: the process grew 67 KB an input while fuzzing, 10 KB while
/// replaying the same corpus). A fresh session is started once the process has grown by
/// ``sessionRenewal`` since the current one started, so the fuzzer's share stays well inside
/// the 32 MiB.
nonisolated(unsafe) var live: (session: StudioSession, heapAtStart: Int64)?

/// How far the process's heap may grow under one session before the next input gets a new one.
let sessionRenewal: Int64 = 8 << 20

/// The session for the next input, renewed as ``live`` says.
func currentSession(countsHeap: Bool) -> StudioSession {
    let heap = countsHeap ? fuzz_heap_in_use() : 0
    if let live, !countsHeap || heap - live.heapAtStart < sessionRenewal { return live.session }
    live?.session.stopAndWait()
    let session = startSession()
    live = (session, countsHeap ? fuzz_heap_in_use() : 0)
    return session
}

/// The script's memory limit.
let memoryLimit = 32 << 20
/// How long a graceful stop may wait for the pages here (`serve` waits 3 s; the rule is the same).
let grace = Duration.milliseconds(250)
/// What the process's heap may grow by during one input: every page's bound (its outbox and
/// its connection's allowance) for as many pages as may be open, and the slack of FuzzScripts
/// (AddressSanitizer's bookkeeping, what the session's script allocates while it runs).
let heapBound = Int64(StudioServer.maximumPages * (3 << 20) + (64 << 20))

/// Junk, slow and vanishing WebSocket clients (docs/hostile-input.md): each input is a short
/// program of client actions (connect with a good or a broken request, send messages the page
/// sends and messages it never would, raw bytes, frames of every opcode, 60 KB of junk, read or
/// not, vanish with a reset or a half close) against a fresh server over the live session; then
/// a page that reads connects, and the server is asked to stop with every client left as it was.
/// - the session lives: the reading page is sent a frame within 8 s (a console line may hold
///   the session for its limit of 5 s), and no line it is sent says the script ran out of memory;
/// - the server always stops: gracefully or cancelled at the grace's end, never left behind,
///   within the grace and 2 s;
/// - nothing is left held for the pages once it has stopped (`pageMemory` back to zero: every
///   connection's outbox closed and its allowance returned);
/// - the process's heap grows during the input by at most the pages' bounds and the slack.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzServe(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var bytes = ByteReader(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    let countsHeap = fuzz_heap_start() != 0
    let session = currentSession(countsHeap: countsHeap)
    let heapBefore = fuzz_heap_in_use()
    fuzz_heap_reset_peak()
    let stop = ServerStop(grace: grace)
    let served = Served(session: session, stop: stop)
    guard let port = served.port() else { broken("the server did not start within 20 s") }

    var clients: [Client] = []
    while let action = bytes.next() {
        let which = Int(bytes.next() ?? 0)
        let target = clients.isEmpty ? nil : clients[which % clients.count]
        switch action % 12 {
        case 0 where clients.count < 24:
            if let client = Client(port: port, request: bytes.next() ?? 0) { clients.append(client) }
        case 1: target?.sendText(Messages.one(&bytes))
        case 2: target?.sendRaw(bytes.take(Int(bytes.next() ?? 0)))
        case 3:
            target?.sendFrame(
                opcodeAndFlags: bytes.next() ?? 0, masked: (bytes.next() ?? 0) & 1 == 0,
                payload: bytes.take(Int(bytes.next() ?? 0)))
        case 4: target?.drain()
        case 5: target?.vanish()
        case 6: target?.halfClose()
        case 7: target?.sendFrame(opcodeAndFlags: 0x88, masked: true, payload: [0x03, 0xE8])
        case 8: Thread.sleep(forTimeInterval: Double((bytes.next() ?? 0) % 50) / 1000)
        case 9: target?.sendText(#"{"type":""# + String(repeating: "y", count: 60_000) + #""}"#)
        case 10: target?.sendText(#"{"type":"stop"}"#)
        case 11:
            target?.sendFrame(opcodeAndFlags: 0x89, masked: true, payload: bytes.take(Int((bytes.next() ?? 0) % 126)))
        default: break
        }
    }

    // A page that reads: the session still sends frames, and never said it ran out of memory.
    if let reader = try? RawPageClient(port: port, awaitingReply: false) {
        if !reader.read(until: #""svg":"#, seconds: 8) {
            if reader.received.contains("too many pages are open") {
                // Every page the input opened is still open: the refusal is the answer.
            } else {
                broken("a page that connected was sent no frame within 8 s: \(reader.received.suffix(400))")
            }
        }
        if let range = reader.received.range(of: "not enough memory") {
            let around =
                reader.received[..<range.lowerBound].suffix(600) + reader.received[range.lowerBound...].prefix(400)
            broken("the script ran out of memory: \(around)")
        }
        clients.append(Client(keeping: reader))
    }

    let stopping = Date()
    stop.request()
    let outcome = served.outcome(within: 10)
    let took = Date().timeIntervalSince(stopping)
    switch outcome {
    case nil: broken("the server had not stopped 10 s after it was asked")
    case .failure(let error)?: broken("the server failed: \(error)")
    case .success(.abandoned)?: broken("the server did not end when it was cancelled, and was left behind")
    case .success?: break
    }
    guard took < 2.25 else { broken("the server took \(took) s to stop, past the grace of \(grace) and 2 s") }
    clients.removeAll()
    // The connections' tasks finish their clean-up as the server ends.
    let settled = Date().addingTimeInterval(2)
    // What the session holds for the record button (the frames shown lately) stays with it.
    func heldForConnections() -> Int { session.pageMemory.bytes - session.heldForRecordings }
    var left = heldForConnections()
    while left != 0, Date() < settled {
        Thread.sleep(forTimeInterval: 0.01)
        left = heldForConnections()
    }
    guard left == 0 else {
        broken("\(left) bytes are still counted as held for pages after the server stopped")
    }
    if countsHeap {
        let grew = fuzz_heap_peak() - heapBefore
        guard grew <= heapBound else {
            broken("the process's heap grew by \(grew) bytes during one input, past \(heapBound)")
        }
    }
    guard !session.isFinished else { broken("the session's thread ended") }
    return 0
}

/// One run of the server on a free port, on its own task, until its stop.
final class Served: @unchecked Sendable {
    private let lock = NSLock()
    private var boundPort: Int?
    private var result: Result<ServerStop.Outcome, any Error>?
    private var failedToStart = false

    init(session: StudioSession, stop: ServerStop) {
        Task.detached { [self] in
            do {
                let outcome = try await StudioServer.run(session: session, host: "127.0.0.1", port: 0, stop: stop) {
                    url in
                    self.lock.withLock { self.boundPort = url.port }
                }
                lock.withLock { result = .success(outcome) }
            } catch {
                lock.withLock {
                    result = .failure(error)
                    failedToStart = true
                }
            }
        }
    }

    /// The port, once the server listens (nil if it has not within 20 s).
    func port() -> Int? {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            let (port, failed) = lock.withLock { (boundPort, failedToStart) }
            if let port { return port }
            if failed { return nil }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return nil
    }

    /// How the run ended, waiting up to `seconds` for it to.
    func outcome(within seconds: Double) -> Result<ServerStop.Outcome, any Error>? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let result = lock.withLock({ result }) { return result }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return nil
    }
}

/// The fuzzer's bytes, read front to back.
struct ByteReader {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func next() -> UInt8? {
        guard offset < bytes.count else { return nil }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func take(_ count: Int) -> [UInt8] {
        let end = min(bytes.count, offset + count)
        defer { offset = end }
        return Array(bytes[offset..<end])
    }
}

/// An invariant broke: say which and stop (libFuzzer saves the input).
func broken(_ what: String) -> Never {
    invariantBroken(harness: "FuzzServe", what)
}

#if !FUZZING
@main enum Replay {
    static func main() { replayFiles(harness: "FuzzServe", fuzzServe) }
}
#endif
