/// A Lua function held from Swift. The function stays alive in Lua until the last Swift
/// reference to this object goes; calling it after its runtime has closed is an error.
public final class LuaFunction {
    let reference: LuaReference
    private weak var runtime: LuaRuntime?

    init(reference: LuaReference, runtime: LuaRuntime) {
        self.reference = reference
        self.runtime = runtime
    }

    /// Calls the function with `arguments` under the traceback handler and returns its results.
    @discardableResult
    public func call(_ arguments: LuaValue...) throws(LuaError) -> [LuaValue] {
        try call(arguments: arguments)
    }

    /// Calls the function with `arguments` under the traceback handler and returns its results.
    @discardableResult
    public func call(arguments: [LuaValue]) throws(LuaError) -> [LuaValue] {
        guard let runtime else {
            throw LuaError(kind: .runtime, message: "cannot call a Lua function after its runtime was closed")
        }
        reference.push(onto: runtime.state)
        return try runtime.callTop(arguments: arguments)
    }
}

extension LuaFunction: Hashable {
    /// Two values are equal when they hold the same Lua function.
    public static func == (lhs: LuaFunction, rhs: LuaFunction) -> Bool {
        lhs.identity == rhs.identity
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
    }

    /// The function's address in Lua, which identifies it while it is alive.
    private var identity: UnsafeRawPointer? { reference.identity }
}

extension LuaFunction: CustomStringConvertible {
    public var description: String {
        "function: " + (reference.identity.map { String(describing: $0) } ?? "?")
    }
}
