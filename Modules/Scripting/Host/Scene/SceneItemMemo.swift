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

    /// Puts the item `control` (registered as `id`, titled `title`) shows at `time` at `index`
    /// in `items` (appended when `index` is the end): the item kept in `memo` when it still
    /// holds — left where it is when that very item is there already — else one made and kept
    /// in `memo`. False, leaving `items`, when the control draws nothing.
    static func placeItem<Control: ScriptControl>(
        of control: Control, id: Int, title: String, at time: Double, memo: inout SceneItemMemo?,
        in items: inout [SceneItem], at index: Int
    ) -> Bool {
        let revision = control.drawnRevision
        let changingWithTime = control.contentChangesWithTime
        // Read in place: binding the memo, or its item, would copy it.
        if memo?.revision == revision, memo?.holds(at: time, changingWithTime: changingWithTime) == true {
            if index < items.count, memo?.item?.isSameItem(as: items[index]) == true { return true }
            guard let item = memo?.item else { return false }
            place(item, in: &items, at: index)
            return true
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
        guard let item else { return false }
        place(item, in: &items, at: index)
        return true
    }

    /// Sets `items[index]` to `item`, or appends it when `index` is the end.
    private static func place(_ item: SceneItem, in items: inout [SceneItem], at index: Int) {
        if index < items.count { items[index] = item } else { items.append(item) }
    }

    /// Whether the kept item is what the control (at the same revision) shows at `now`.
    private func holds(at now: Double, changingWithTime: Bool) -> Bool {
        guard changingWithTime else { return true }
        if now >= time, now < steadyUntil { return true }
        guard let restTime = item?.restTime else { return false }
        return time >= restTime && now >= restTime
    }
}
