import Scripting

/// The exit statuses of `playground run`, documented in its help.
enum RunExitStatus {
    /// The script raised an error.
    static let scriptError: Int32 = 1
    /// A limit (--timeout, --memory, --instructions) stopped the script.
    static let limitExceeded: Int32 = 3
    /// Ctrl-C interrupted the script (128 + SIGINT, as shells report it).
    static let interrupted: Int32 = 130
    /// SIGTERM ended the script (128 + SIGTERM).
    static let terminated: Int32 = 143

    static func status(for error: LuaError) -> Int32 {
        switch error.kind {
        case .stopped(let reason): status(for: reason)
        default: scriptError
        }
    }

    static func status(for reason: StopReason) -> Int32 {
        switch reason {
        case .interrupt: interrupted
        case .terminate: terminated
        case .controlFailed: scriptError
        case .timeout, .instructions, .memory: limitExceeded
        }
    }
}
