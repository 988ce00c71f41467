import Rendering

/// The scene item a control made at one frame, kept for the next: while the control's
/// ``ScriptControl/drawnRevision`` stays, its content and rest time are the same, so a frame
/// takes the kept item instead of copying the model into a new one and working out its rest
/// time again (a memory game's reads every card's track). Content that changes with time (a
/// view's presented values, a sequence's frame) is reused only over the span the control
/// says it stays the same (``ScriptControl/sceneContentSteadyUntil(after:)``), and between
/// instants at or after its rest time, from which it draws the same.
struct SceneItemMemo {
    let revision: UInt64
    let item: SceneItem?
    /// The instant the item was made at.
    let time: Double
    /// Until when content that changes with time stays as it was made.
    let steadyUntil: Double

    /// The item `control` (registered as `id`, titled `title`) shows at `time`, taken from
    /// `memo` when it still holds, else made and kept in `memo`. Nil when the control draws
    /// nothing.
    static func item(
        of control: any ScriptControl, id: Int, title: String, at time: Double, memo: inout SceneItemMemo?
    ) -> SceneItem? {
        let revision = control.drawnRevision
        let changingWithTime = control.contentChangesWithTime
        // Read in place: binding the memo would copy it.
        if memo?.revision == revision, memo?.holds(at: time, changingWithTime: changingWithTime) == true {
            return memo?.item
        }
        // At the same revision only the content changes with time: the rest time is the
        // model's, and kept.
        let keptRestTime = memo?.revision == revision ? memo?.item?.restTime : nil
        let restTime = keptRestTime ?? control.appearanceRestTime
        let item = control.sceneContent(at: time).map {
            SceneItem(id: id, title: title, content: $0, restTime: restTime, revision: revision)
        }
        let steadyUntil = changingWithTime ? control.sceneContentSteadyUntil(after: time) : .infinity
        memo = SceneItemMemo(revision: revision, item: item, time: time, steadyUntil: steadyUntil)
        return item
    }

    /// Whether the kept item is what the control (at the same revision) shows at `now`.
    private func holds(at now: Double, changingWithTime: Bool) -> Bool {
        guard changingWithTime else { return true }
        if now >= time, now < steadyUntil { return true }
        guard let restTime = item?.restTime else { return false }
        return time >= restTime && now >= restTime
    }
}
