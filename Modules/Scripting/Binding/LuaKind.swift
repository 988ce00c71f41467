/// The Lua type of a value, for readers that accept several (`LuaCall.kind(at:)`).
enum LuaKind {
    case none, `nil`, boolean, number, string, table, function, userdata, other
}

/// A number read from a table's field (`LuaCall.number(inTable:position:field:)`).
enum TableNumber {
    case absent
    case number(Double)
    /// Something else, named by its type.
    case other(String)
}
