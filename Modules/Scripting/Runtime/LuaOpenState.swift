/// A runtime's Lua state while it is open: what holds a value in the state's registry past the
/// call that gave it (``LuaReference``, ``LuaSideThread``) keeps this, not the runtime, and
/// releases its slot only while the state is open.
///
/// Not a weak reference to the runtime: an object's first weak reference gives it a side table
/// for good, and from then on every retain and release of the runtime — one per argument a
/// binding reads — takes the slow path (a canvas's `rect`, the "Frame: Lua controls" row of
/// `make bench`: an eighth of its time went to counting the runtime).
final class LuaOpenState {
    /// The state, or nil once the runtime has closed it.
    var state: OpaquePointer?

    init(_ state: OpaquePointer) {
        self.state = state
    }
}
