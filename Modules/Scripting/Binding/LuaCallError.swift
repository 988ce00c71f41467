/// An error a binding reports to the script that called it.
///
/// The trampoline raises it as a Lua error once the Swift frame has returned: a plain message
/// gets the caller's position in front (`script.lua:3: bad argument #1 to 'set' (...)`), as
/// `luaL_error` does; an error that came out of a Lua callback is raised unchanged.
struct LuaCallError: Error {
    enum Payload {
        /// A message; the caller's position goes in front.
        case message(String)
        /// The error value is already on top of the Lua stack, as a callback left it.
        case valueOnStack
    }

    var payload: Payload

    init(_ message: String) {
        payload = .message(LuaCallError.bounded(message))
    }

    /// The most characters of a message; the longest the bindings write themselves (a list of
    /// valid names) are a few hundred.
    static let messageLimit = 1_000

    /// `message`, with its middle left out when it is longer than `messageLimit`: a message
    /// quotes what the script passed, and a megabyte-long name must not make a megabyte-long
    /// error. Both ends are kept: the start says what was wrong, the end often what is valid.
    static func bounded(_ message: String) -> String {
        guard message.utf8.count > messageLimit, message.count > messageLimit else { return message }
        let head = message.prefix(messageLimit * 6 / 10)
        let tail = message.suffix(messageLimit * 3 / 10)
        let omitted = message.count - head.count - tail.count
        return head + " … [\(omitted) characters left out] … " + tail
    }

    static let valueOnStack = LuaCallError(payload: .valueOnStack)

    /// A binding outlived the host whose state it reads.
    static let hostGone = LuaCallError("the playground host has been closed")

    private init(payload: Payload) {
        self.payload = payload
    }
}
