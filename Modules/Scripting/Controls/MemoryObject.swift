import Models

/// What a Lua `Memory` userdata holds: the game and its script-side state.
final class MemoryObject: ScriptControl {
    var id = 0
    var tether: ScriptHost.WeakControl.Tether?
    var model: MemoryGame
    /// Callbacks by the model's event name ("flipped", "matched", …).
    var callbacks: [String: LuaReference] = [:]
    /// The timers that deliver the game's scheduled events.
    var eventTimers: [Int] = []
    /// Events delivered at the latest delivery time, so rescheduling at that instant does not
    /// deliver them twice.
    var deliveredAt: (time: Double, events: Set<MemoryEvent>) = (-.infinity, [])

    init(model: MemoryGame) {
        self.model = model
    }
}
