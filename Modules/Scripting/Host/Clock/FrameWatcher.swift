extension ScriptHost {
    /// Something that looks at the controls at fixed steps of virtual time: it is called with the
    /// host (its clock at the frame's instant) and the frame's index on its own grid.
    public typealias FrameWatcher = (ScriptHost, Int) -> Void

    /// Identifies a frame watcher, to stop it.
    public struct FrameWatchID: Hashable, Sendable {
        let value: Int
    }
}
