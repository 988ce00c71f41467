import Foundation

/// A value passed between Swift and Lua.
///
/// Integers and floats stay apart, as they do in Lua 5.4: `3` is `.integer(3)` and `3.0` is
/// `.number(3.0)`. Strings are bytes, zeros included. Tables are copied (see ``LuaTable``);
/// functions are held by reference (see ``LuaFunction``).
public enum LuaValue: Hashable {
    case `nil`
    case boolean(Bool)
    case integer(Int64)
    case number(Double)
    case string(LuaString)
    /// A copy of a table's contents.
    case table(LuaTable)
    /// A Lua function, held until the last Swift reference to it goes.
    case function(LuaFunction)
    /// A value that has no Swift form (userdata, a thread, or a table met again inside its own
    /// copy), described by its Lua type name and what `tostring` gives for it.
    case reference(typeName: String, description: String)
}

extension LuaValue: CustomStringConvertible {
    /// What Lua's `tostring` prints for the value (floats keep their `.0`, as `%.14g` does).
    public var description: String {
        switch self {
        case .nil: "nil"
        case .boolean(let value): value ? "true" : "false"
        case .integer(let value): String(value)
        case .number(let value): LuaValue.format(value)
        case .string(let value): value.description
        case .table(let table): "table with \(table.entries.count) entr\(table.entries.count == 1 ? "y" : "ies")"
        case .function(let function): function.description
        case .reference(_, let description): description
        }
    }

    /// Lua's `LUAI_NUMFFORMAT` ("%.14g"), plus ".0" when the result looks like an integer.
    static func format(_ value: Double) -> String {
        if value.isNaN { return value.sign == .minus ? "-nan" : "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        let text = String(decoding: formatted(value).prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let looksLikeInteger = text.allSatisfy { $0 == "-" || $0.isNumber }
        return looksLikeInteger ? text + ".0" : text
    }

    private static func formatted(_ value: Double) -> [CChar] {
        var buffer = [CChar](repeating: 0, count: 64)
        _ = withVaList([value]) { arguments in
            vsnprintf(&buffer, buffer.count, "%.14g", arguments)
        }
        return buffer
    }
}
