import Geometry

/// A Swift type a declared binding reads from a Lua value, with `lauxlib`'s checks and
/// messages ("bad argument #1 to 'set' (integer expected, got string)").
///
/// Declarations read their arguments through ``BindingCall/argument(_:as:)``, options through
/// ``OptionsField``, assigned values through ``BindingCall/value(as:)``: the type decides the
/// check, once, here.
protocol LuaArgument: LuaTyped {
    /// Reads the value at stack `index` of `call`; a wrong value throws the error an argument
    /// check of `call` gives.
    static func read(_ call: LuaCall, at index: Int32) throws(LuaCallError) -> Self
}

extension Int64: LuaArgument {
    static var luaType: String { "integer" }
    /// Floats with an exact integer value and numeric strings convert, as in `luaL_checkinteger`.
    static func read(_ call: LuaCall, at index: Int32) throws(LuaCallError) -> Int64 {
        try call.integer(index)
    }
}

extension Double: LuaArgument {
    static var luaType: String { "number" }
    /// Numeric strings convert, as in `luaL_checknumber`.
    static func read(_ call: LuaCall, at index: Int32) throws(LuaCallError) -> Double {
        try call.number(index)
    }
}

extension String: LuaArgument {
    static var luaType: String { "string" }
    /// Byte for byte; numbers convert, as in `luaL_checklstring`.
    static func read(_ call: LuaCall, at index: Int32) throws(LuaCallError) -> String {
        try call.string(index)
    }
}

extension Bool: LuaArgument {
    static var luaType: String { "boolean" }
    /// Only `true` and `false`: a truthy number is a mistake, not a boolean.
    static func read(_ call: LuaCall, at index: Int32) throws(LuaCallError) -> Bool {
        try call.boolean(index)
    }
}

extension Optional: LuaArgument where Wrapped: LuaArgument {
    /// Nil for nil or a missing argument, else the wrapped type's reading.
    static func read(_ call: LuaCall, at index: Int32) throws(LuaCallError) -> Wrapped? {
        call.isNoneOrNil(index) ? nil : try Wrapped.read(call, at: index)
    }
}

/// A timing curve named as the Lua API names them (`"linear"`, `"easeInEaseOut"`,
/// `"cubic-bezier(…)"`): the curve and the name the script gave, which the control shows back.
struct NamedCurve: LuaArgument {
    let name: String
    let curve: TimingCurve

    static var luaType: String { "Curve" }

    static func read(_ call: LuaCall, at index: Int32) throws(LuaCallError) -> NamedCurve {
        let name = try call.string(index)
        do {
            return NamedCurve(name: name, curve: try TimingCurve(named: name))
        } catch {
            throw call.argumentError(index, "\(error)")
        }
    }
}

/// A number that must be finite: NaN and infinities read
/// "bad argument #1 to 'move' (finite number expected, got inf)".
struct FiniteNumber: LuaArgument {
    let value: Double

    static var luaType: String { "number" }

    static func read(_ call: LuaCall, at index: Int32) throws(LuaCallError) -> FiniteNumber {
        FiniteNumber(value: try call.finiteNumber(index))
    }
}

/// A value a script names by a string (`"clockwise"`, `"top"`): the model's own parser decides,
/// and its error (which lists the valid names) is the argument's error.
protocol LuaNamedArgument: LuaArgument {
    associatedtype NamingError: Error
    /// The value named `name`, or the model's error listing the names it accepts.
    static func luaNamed(_ name: String) throws(NamingError) -> Self
}

extension LuaNamedArgument {
    static var luaType: String { "string" }

    static func read(_ call: LuaCall, at index: Int32) throws(LuaCallError) -> Self {
        let name = try call.string(index)
        do {
            return try luaNamed(name)
        } catch {
            throw call.argumentError(index, "\(error)")
        }
    }
}
