/// What a declared body may reach beyond its object and its arguments, as the binding layer
/// knows it: the layer is written against this protocol, and the host supplies the real
/// context (the virtual time, undoable changes, a control's events and callbacks), made from
/// the host at every call. So the layer names no type of the host.
protocol BindingContext {
    /// What the context is made from at each call: the host the bindings are registered with.
    associatedtype Host: AnyObject

    /// The context of a call made through bindings registered with `host`.
    init(_ host: Host)

    /// The runtime in which the call's arguments are held as references (a callback, a value).
    var runtime: LuaRuntime { get }
}
