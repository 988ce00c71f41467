/// A control's waiting events: the timers the host scheduled for them, and what was delivered
/// at the latest instant, so that rescheduling at that instant does not deliver it again.
final class EventTimers<Event: Hashable> {
    var timers: [Scheduler<ScriptHost.TimerAction>.TimerID] = []
    var deliveredAt: (time: Double, events: Set<Event>) = (-.infinity, [])

    /// Records `event` as delivered at `time`.
    func markDelivered(_ event: Event, at time: Double) {
        if deliveredAt.time == time {
            deliveredAt.events.insert(event)
        } else {
            deliveredAt = (time, [event])
        }
    }

    /// Whether `event` was delivered at `time` already.
    func wasDelivered(_ event: Event, at time: Double) -> Bool {
        deliveredAt.time == time && deliveredAt.events.contains(event)
    }
}
