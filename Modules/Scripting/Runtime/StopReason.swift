internal import CLua
internal import CLuaShim

/// Why the runtime stopped a script before it finished.
public enum StopReason: Sendable, Hashable, CaseIterable {
    /// The wall-clock limit (`--timeout`) passed.
    case timeout
    /// The instruction limit (`--instructions`) was reached.
    case instructions
    /// The script needed more memory than the limit (`--memory`).
    case memory
    /// The user pressed Ctrl-C.
    case interrupt
    /// The process was asked to end (SIGTERM), as a service manager or `kill` does.
    case terminate
    /// A control written in Lua failed where no script could catch the error: its `draw` or
    /// `text` raised while a frame was made. The host keeps the whole error
    /// (``ScriptHost/controlFailure``), which the run ends with.
    case controlFailed

    init?(code: Int32) {
        switch code {
        case Int32(CLUA_STOP_TIMEOUT.rawValue): self = .timeout
        case Int32(CLUA_STOP_INSTRUCTIONS.rawValue): self = .instructions
        case Int32(CLUA_STOP_MEMORY.rawValue): self = .memory
        case Int32(CLUA_STOP_INTERRUPT.rawValue): self = .interrupt
        case Int32(CLUA_STOP_TERMINATE.rawValue): self = .terminate
        case Int32(CLUA_STOP_CONTROL.rawValue): self = .controlFailed
        default: return nil
        }
    }

    var code: Int32 {
        switch self {
        case .timeout: Int32(CLUA_STOP_TIMEOUT.rawValue)
        case .instructions: Int32(CLUA_STOP_INSTRUCTIONS.rawValue)
        case .memory: Int32(CLUA_STOP_MEMORY.rawValue)
        case .interrupt: Int32(CLUA_STOP_INTERRUPT.rawValue)
        case .terminate: Int32(CLUA_STOP_TERMINATE.rawValue)
        case .controlFailed: Int32(CLUA_STOP_CONTROL.rawValue)
        }
    }
}
