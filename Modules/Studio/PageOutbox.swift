import Scripting
import Synchronization

/// What waits to be sent to one page, bounded: a page that reads slowly, or not at all, holds
/// at most ``maximumMessages`` messages and ``maximumBytes`` bytes here. Past either, the
/// oldest are dropped: a frame missed makes the page ask for the latest whole (`resync`), and
/// the page is told how many messages it missed. The bytes held are counted in `uncharged`,
/// so that they are the pages' and not the script's (``UnchargedHeap``).
final class PageOutbox: Sendable {
    /// The most messages waiting for one page: more than the console lines a page that
    /// connects is sent at once (``StudioSession/keptConsoleLines``) with its first frame.
    static let maximumMessages = 1_024
    /// The most bytes waiting for one page: 1 MiB.
    static let maximumBytes = 1 << 20

    private struct State {
        var messages: [String] = []
        var bytes = 0
        var dropped = 0
        var waiter: CheckedContinuation<Void, Never>?
        var closed = false
    }

    private let state = Mutex(State())
    private let uncharged: UnchargedHeap?

    init(uncharged: UnchargedHeap?) {
        self.uncharged = uncharged
    }

    /// Queues `message`, dropping the oldest past the bounds; nothing after ``close()``.
    func push(_ message: String) {
        let size = message.utf8.count
        let (waiter, change) = state.withLock { state -> (CheckedContinuation<Void, Never>?, Int) in
            guard !state.closed else { return (nil, 0) }
            let before = state.bytes
            state.messages.append(message)
            state.bytes += size
            var dropCount = 0
            while state.messages.count - dropCount > 1,
                state.messages.count - dropCount > Self.maximumMessages || state.bytes > Self.maximumBytes
            {
                state.bytes -= state.messages[dropCount].utf8.count
                dropCount += 1
            }
            if dropCount > 0 {
                state.messages.removeFirst(dropCount)
                state.dropped += dropCount
            }
            let waiter = state.waiter
            state.waiter = nil
            return (waiter, state.bytes - before)
        }
        uncharged?.add(change)
        waiter?.resume()
    }

    /// The messages waiting, oldest first, after a note of how many were dropped since the
    /// last time; waits for one when none is. Empty once closed — and a cancelled reader closes
    /// the outbox, since a wait on a continuation is not ended by cancellation by itself.
    func next() async -> [String] {
        await withTaskCancellationHandler {
            while true {
                if let taken = take() { return taken }
                await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                    let ready = state.withLock { state -> Bool in
                        if state.closed || !state.messages.isEmpty { return true }
                        state.waiter = continuation
                        return false
                    }
                    if ready { continuation.resume() }
                }
            }
        } onCancel: {
            close()
        }
    }

    private func take() -> [String]? {
        let (messages, bytes, dropped, closed) = state.withLock { state in
            defer {
                state.messages = []
                state.bytes = 0
                state.dropped = 0
            }
            return (state.messages, state.bytes, state.dropped, state.closed)
        }
        uncharged?.add(-bytes)
        if closed { return [] }
        if messages.isEmpty { return nil }
        guard dropped > 0 else { return messages }
        let note = StudioOutput.console(
            "this page fell behind: \(dropped) message\(dropped == 1 ? " was" : "s were") dropped", isError: true
        ).json
        return [note] + messages
    }

    /// Drops what waits and wakes the reader; later messages are not kept.
    func close() {
        let (waiter, bytes) = state.withLock { state -> (CheckedContinuation<Void, Never>?, Int) in
            state.closed = true
            defer {
                state.waiter = nil
                state.messages = []
                state.bytes = 0
            }
            return (state.waiter, state.bytes)
        }
        uncharged?.add(-bytes)
        waiter?.resume()
    }
}
