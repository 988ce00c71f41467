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
        payload = .message(message)
    }

    static let valueOnStack = LuaCallError(payload: .valueOnStack)

    /// A binding outlived the host whose state it reads.
    static let hostGone = LuaCallError("the playground host has been closed")

    private init(payload: Payload) {
        self.payload = payload
    }
}
