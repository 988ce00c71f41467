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

    init?(code: Int32) {
        switch code {
        case Int32(CLUA_STOP_TIMEOUT.rawValue): self = .timeout
        case Int32(CLUA_STOP_INSTRUCTIONS.rawValue): self = .instructions
        case Int32(CLUA_STOP_MEMORY.rawValue): self = .memory
        case Int32(CLUA_STOP_INTERRUPT.rawValue): self = .interrupt
        case Int32(CLUA_STOP_TERMINATE.rawValue): self = .terminate
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
        }
    }
}
