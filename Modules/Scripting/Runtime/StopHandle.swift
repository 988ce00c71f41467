internal import CLua
internal import CLuaShim
import Foundation

/// Stops a runtime's script from another thread: a watchdog, a signal handler's queue.
///
/// The script stops at its next Lua instruction, and at every instruction after, so catching
/// the error with `pcall` or inside a coroutine does not keep it running. Stopping a runtime
/// that has been closed does nothing.
public final class StopHandle: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var control: UnsafeMutablePointer<clua_Control>?
    nonisolated(unsafe) private var reasonWhenClosed: StopReason?

    init(control: UnsafeMutablePointer<clua_Control>) {
        self.control = control
    }

    /// Stops the script for `reason`. The first reason given wins until the runtime resets.
    public func stop(_ reason: StopReason) {
        lock.withLock {
            if let control { clua_control_stop(control, reason.code) }
        }
    }

    /// Why the runtime's last script was stopped, if it was: while the runtime lives, its
    /// current stop; once it has closed, the stop in force when it did (a finalizer that Lua
    /// runs while closing the state can still be stopped).
    public var reason: StopReason? {
        lock.withLock {
            if let control { return StopReason(code: clua_control_reason(control)) }
            return reasonWhenClosed
        }
    }

    /// What the process's heap holds beyond Lua's blocks, in bytes (nil once closed): the
    /// baseline ``meterHeap(baseline:)`` measures from.
    func heapBeyondLua() -> Int? {
        lock.withLock {
            control.map { Int(clamping: clua_control_heap($0)) }
        }
    }

    /// Counts what the heap holds beyond Lua's blocks and beyond `baseline` against the memory
    /// limit, and stops the script for memory when the two together pass it.
    func meterHeap(baseline: Int) {
        lock.withLock {
            if let control { clua_control_meter(control, max(0, baseline)) }
        }
    }

    /// Called by the runtime after its state has closed, before it frees the control.
    func close() {
        lock.withLock {
            if let control { reasonWhenClosed = StopReason(code: clua_control_reason(control)) }
            control = nil
        }
    }
}
