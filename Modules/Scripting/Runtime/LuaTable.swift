/// A copy of a Lua table's contents: its keys and values, without its metatable.
///
/// Copying out of Lua goes through raw access only (no metamethods run). A table met again
/// while it is being copied (a cycle) becomes a ``LuaValue/reference(typeName:description:)``.
/// Pushing a table into Lua skips entries Lua cannot hold: nil and NaN keys, and nil values.
public struct LuaTable: Hashable {
    /// Every key with its value.
    public var entries: [LuaValue: LuaValue]

    /// Creates a table from its entries.
    public init(_ entries: [LuaValue: LuaValue] = [:]) {
        self.entries = entries
    }

    /// Creates a sequence: `values[0]` at key 1, and so on.
    public init(sequence values: [LuaValue]) {
        var entries: [LuaValue: LuaValue] = [:]
        for (offset, value) in values.enumerated() {
            entries[.integer(Int64(offset + 1))] = value
        }
        self.entries = entries
    }

    /// The value at `key`, `.nil` when absent, as in Lua.
    public subscript(key: LuaValue) -> LuaValue {
        get { entries[key] ?? .nil }
        set { entries[key] = newValue == .nil ? nil : newValue }
    }

    /// The values at 1, 2, … up to the first absent key (Lua's sequence).
    public var sequence: [LuaValue] {
        var values: [LuaValue] = []
        var index: Int64 = 1
        while let value = entries[.integer(index)] {
            values.append(value)
            index += 1
        }
        return values
    }
}
