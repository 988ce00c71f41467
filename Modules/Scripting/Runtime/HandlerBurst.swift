internal import CLua
internal import CLuaShim

/// A burst: the clock firing one repeating timer's handler again and again, in C, while that
/// timer stays the earliest on the clock and nothing else needs the clock loop (a tick
/// handler is the busiest path from the host into Lua; see `ClockLoop`).
///
/// While a burst runs, the clock's time and the timer's count of firings live where C writes
/// them: the clock's in the runtime (``LuaRuntime/clockTime``), the count in the burst. Anything
/// that reaches the clock's timers or the loop's state during one takes the count back first
/// (``LuaRuntime/takeBackBurst()``), which also ends the burst after the call in progress.
struct HandlerBurst {
    /// The handler's registry reference, and the message handler's stack index (0 for none).
    var reference: Int32
    var messageHandler: Int32
    /// The timer: its k-th firing (from 0) is due at `first + k × interval`.
    var first: Double
    var interval: Double
    /// Its firings so far: the next is due at `first + firings × interval`.
    var firings: Int
    /// A firing is made only before `before` (the next other timer's time) and not after `last`.
    var before: Double
    var last: Double
    /// At most this many firings are made.
    var most: Int
    /// Firings made.
    private(set) var fired = 0
    /// Whether the count of firings was taken back during the burst (so that ``firings`` is
    /// no longer the caller's to apply).
    private(set) var wasTakenBack = false

    init(
        reference: Int32, messageHandler: Int32, first: Double, interval: Double, firings: Int,
        before: Double, last: Double, most: Int
    ) {
        self.reference = reference
        self.messageHandler = messageHandler
        self.first = first
        self.interval = interval
        self.firings = firings
        self.before = before
        self.last = last
        self.most = most
    }

    /// Fires the burst on `thread`, each firing's dispatch counted against `control`'s
    /// instruction limit. Returns the status of the last call; on failure its error value is
    /// on top of the thread's stack.
    mutating func fire(on thread: LuaThread, control: UnsafeMutablePointer<clua_Control>) -> LuaStatus {
        var burst = clua_Burst(
            reference: reference, msgh: messageHandler, first: first, interval: interval,
            firings: Int64(firings), before: before, last: last, most: Int64(most),
            maximum: VirtualClock.maximumTime, fired: 0)
        let status = withUnsafeMutablePointer(to: &burst) { pointer in
            let status = clua_fire_burst(thread.state, control, pointer)
            // Still the runtime's burst: nothing took it back; it must not outlive this call.
            if control.pointee.burst == pointer {
                control.pointee.burst = nil
            } else {
                wasTakenBack = true
            }
            return status
        }
        firings = Int(burst.firings)
        fired = Int(burst.fired)
        return LuaStatus(rawValue: status)
    }
}

extension LuaRuntime {
    /// Ends the burst under way, if one is: returns its timer's count of firings so far, for
    /// the clock's timers to take back before anything reads or changes them. The burst stops
    /// after the handler call in progress returns.
    func takeBackBurst() -> Int? {
        guard let burst = control.pointee.burst else { return nil }
        control.pointee.burst = nil
        return Int(burst.pointee.firings)
    }

    /// Whether a burst is under way, read inline by every access to the clock's timers.
    var hasBurst: Bool {
        control.pointee.burst != nil
    }
}
