import Foundation

/// An error raised by Lua code, or met while loading it.
///
/// `message` is what Lua reported (`"counter.lua:3: attempt to call a nil value"`);
/// `traceback` is the stack traceback the message handler appended, when there is one.
public struct LuaError: Error, Sendable, Equatable {
    /// Why the error happened.
    public enum Kind: Sendable, Equatable {
        /// The chunk did not compile.
        case syntax
        /// The code raised an error while running.
        case runtime
        /// Lua ran out of memory.
        case memory
        /// The message handler itself failed.
        case handler
        /// A script file could not be read.
        case file
        /// The runtime stopped the script: a limit was exceeded or the user interrupted it.
        case stopped(StopReason)
    }

    /// Why the error happened.
    public var kind: Kind
    /// The error message, without the traceback.
    public var message: String
    /// The traceback lines (`stack traceback:` and what follows), or an empty string.
    public var traceback: String

    /// Creates an error.
    public init(kind: Kind, message: String, traceback: String = "") {
        self.kind = kind
        self.message = message
        self.traceback = traceback
    }

    /// Splits what the traceback message handler produced into the message and the traceback.
    init(kind: Kind, handlerOutput: String) {
        let marker = "\nstack traceback:"
        if let range = handlerOutput.range(of: marker) {
            self.init(
                kind: kind,
                message: String(handlerOutput[..<range.lowerBound]),
                traceback: String(handlerOutput[handlerOutput.index(after: range.lowerBound)...])
            )
        } else {
            self.init(kind: kind, message: handlerOutput)
        }
    }
}
