extension LuaError: CustomStringConvertible {
    /// The message followed by the traceback, as `lua` prints an uncaught error.
    public var description: String {
        traceback.isEmpty ? message : message + "\n" + traceback
    }
}
