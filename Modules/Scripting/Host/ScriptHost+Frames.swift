extension ScriptHost {
    /// Something that looks at the controls at fixed steps of virtual time: it is called with the
    /// host (its clock at the frame's instant) and the frame's index on its own grid.
    public typealias FrameWatcher = (ScriptHost, Int) -> Void

    /// Identifies a frame watcher, to stop it.
    public struct FrameWatchID: Hashable, Sendable {
        let value: Int
    }

    /// Calls `watcher` every `step` virtual seconds (at 0, step, 2·step, …, from the first of
    /// them not before now) while the clock moves. The clock stops at each frame's instant
    /// first, so the controls are seen exactly there, and in real-time mode the frame waits for
    /// the wall clock. A frame due at the same instant as a handler is taken before the handler
    /// runs; frames of several watchers due at one instant are taken in the order the watchers
    /// were added. Watchers are called while the clock moves, which may be inside a script's
    /// `clock.advance`: they should read the controls, not run Lua. After `limit` frames the
    /// watcher is not called again (``frameWatchIsExhausted(_:)`` tells), so a run that lasts
    /// far longer than expected does not write billions of frames. Returns nil, and watches
    /// nothing, unless `step` is a positive, finite number and `limit` is not negative.
    @discardableResult
    public func watchFrames(every step: Double, limit: Int = .max, _ watcher: @escaping FrameWatcher) -> FrameWatchID? {
        guard let schedule = FrameSchedule(step: step, from: clock.now, limit: limit) else { return nil }
        nextFrameWatchID += 1
        let id = FrameWatchID(value: nextFrameWatchID)
        frameWatches.append(FrameWatch(id: id, schedule: schedule, watcher: watcher))
        return id
    }

    /// Whether the watcher `id` has been given its limit of frames.
    public func frameWatchIsExhausted(_ id: FrameWatchID) -> Bool {
        frameWatches.first { $0.id == id }?.schedule.isExhausted ?? false
    }

    /// Stops calling the watcher `id`.
    public func stopWatchingFrames(_ id: FrameWatchID) {
        frameWatches.removeAll { $0.id == id }
    }

    /// A frame watcher and where it has got to.
    struct FrameWatch {
        let id: FrameWatchID
        var schedule: FrameSchedule
        let watcher: FrameWatcher
    }

    /// Takes the frames due up to `time` in time order, moving the clock to each one first.
    func takeFrames(through time: Double) {
        // The clock loop calls this on every tick, and most runs watch no frames.
        while !frameWatches.isEmpty, runtime.stopReason == nil {
            // The earliest due frame; the first-added watcher wins a tie.
            var earliest: Int?
            for (offset, watch) in frameWatches.enumerated() where watch.schedule.nextTime <= time {
                if let best = earliest, frameWatches[best].schedule.nextTime <= watch.schedule.nextTime { continue }
                earliest = offset
            }
            guard let offset = earliest else { return }
            let watch = frameWatches[offset]
            let instant = watch.schedule.nextTime
            frameWatches[offset].schedule.advance()
            pace(to: instant)
            if runtime.stopReason != nil { return }
            setClock(to: instant)
            watch.watcher(self, watch.schedule.taken)
        }
    }
}
