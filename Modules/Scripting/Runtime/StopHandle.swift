import Foundation
internal import CLua

/// Stops a runtime's script from another thread: a watchdog, a signal handler's queue.
///
/// The script stops at its next Lua instruction, and at every instruction after, so catching
/// the error with `pcall` or inside a coroutine does not keep it running. Stopping a runtime
/// that has been closed does nothing.
public final class StopHandle: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var control: UnsafeMutablePointer<clua_Control>?

    init(control: UnsafeMutablePointer<clua_Control>) {
        self.control = control
    }

    /// Stops the script for `reason`. The first reason given wins until the runtime resets.
    public func stop(_ reason: StopReason) {
        lock.withLock {
            if let control { clua_control_stop(control, reason.code) }
        }
    }

    /// Called by the runtime before it frees the control.
    func close() {
        lock.withLock { control = nil }
    }
}
