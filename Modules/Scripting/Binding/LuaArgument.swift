import Geometry
import Models

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

/// A timing curve as the Lua API takes one: text (`"easeInEaseOut"`, `"cubic-bezier(…)"`,
/// `"steps(4, jump-end)"`, `"linear(…)"`, `"spring(0.5, 0.4)"`, read by
/// ``TimingCurve/init(text:)``) or a table of a cubic Bézier's control points `{x1, y1, x2, y2}`
/// (also as fields `x1 =`…). The name is what the control shows back: the script's text, or
/// the table as `cubic-bezier(…)`.
struct NamedCurve: LuaArgument {
    let name: String
    let curve: TimingCurve

    static var luaType: String { "Curve" }

    /// `Curve` and the names it may be, for the LuaCATS file.
    static let luaTypeDefinitions: [LuaTypeDefinition] = [
        .alias(
            "TimingCurveName",
            """

            | "linear"         # constant speed
            | "easeIn"         # cubic Bézier (0.42, 0), (1, 1)
            | "easeOut"        # cubic Bézier (0, 0), (0.58, 1)
            | "easeInEaseOut"  # cubic Bézier (0.42, 0), (0.58, 1); the default
            | "easeInOut"      # same as "easeInEaseOut"
            | "default"        # cubic Bézier (0.25, 0.1), (0.25, 1), Core Animation's default
            | "ease"           # same as "default"
            | "spring"         # SwiftUI's default spring: damping ratio 0.825, response 0.55 s
            """,
            doc: """
                A timing curve's name (case-sensitive). `"easeInOut"` and `"ease-in-out"` are other names \
                for `"easeInEaseOut"`, `"ease"` for `"default"`; CSS's `"ease-in"`, `"ease-out"`, \
                `"step-start"` and `"step-end"` are accepted too.
                """),
        .alias(
            "Curve",
            "TimingCurveName|string|{[1]: number, [2]: number, [3]: number, [4]: number}|{x1: number, y1: number, x2: number, y2: number}",
            doc: """
                A timing curve, as every control that animates takes one (docs/lua-api.md, "Curves"): a \
                name; text `"cubic-bezier(x1, y1, x2, y2)"`, `"steps(n, jump-end)"` (jump-start, jump-none, \
                jump-both), `"linear(0, 0.9 60%, 1)"` or `"spring(dampingRatio, response)"`; or a Bézier's \
                control points `{x1, y1, x2, y2}`.
                """),
    ]

    static let controlPointNames = ["x1", "y1", "x2", "y2"]

    static func read(_ call: LuaCall, at index: Int32) throws(LuaCallError) -> NamedCurve {
        if call.isTable(index) {
            var numbers: [Double] = []
            for (offset, field) in controlPointNames.enumerated() {
                switch call.number(inTable: index, position: offset + 1, field: field) {
                case .number(let value): numbers.append(value)
                case .absent:
                    throw call.argumentError(
                        index, "a curve table holds 4 numbers {x1, y1, x2, y2}, and \(field) is missing")
                case .other(let type):
                    throw call.argumentError(
                        index, "a curve table holds 4 numbers {x1, y1, x2, y2}, and \(field) is a \(type)")
                }
            }
            do {
                let curve = try TimingCurve(controlPoints: numbers[0], numbers[1], numbers[2], numbers[3])
                return NamedCurve(
                    name: "cubic-bezier(\(numbers.map { NumberText.plain($0) }.joined(separator: ", ")))", curve: curve)
            } catch {
                throw call.argumentError(index, "\(error)")
            }
        }
        guard call.isString(index) else {
            throw call.typeError(index, expected: "curve (a name, text or {x1, y1, x2, y2})")
        }
        let text = try call.string(index)
        do {
            return NamedCurve(name: text, curve: try TimingCurve(text: text))
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

/// An ISO 8601 date-time with a time zone (`"2026-12-24T18:00:00Z"`), as seconds since 1970,
/// read from the string's bytes by the one reader; its error names the field at fault.
struct ISODateTime: LuaArgument {
    let secondsSince1970: Double

    static var luaType: String { "string" }

    static func read(_ call: LuaCall, at index: Int32) throws(LuaCallError) -> ISODateTime {
        ISODateTime(secondsSince1970: try call.iso8601Seconds(index))
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

extension LuaNamedArgument where Self: CaseIterable & RawRepresentable, RawValue == String {
    /// Every name the value may have, as a LuaCATS union: `"clockwise"|"counterClockwise"`.
    static var luaType: String { allCases.map { "\"\($0.rawValue)\"" }.joined(separator: "|") }
}

/// A Swift class that a declared Lua class wraps (a `Transform`), passed as an argument and
/// returned as a result by its class name: read back from its userdata, pushed as one.
protocol LuaObjectArgument: AnyObject, LuaArgument, LuaResult {
    /// The declared class's name (`"Transform"`).
    static var luaClassName: String { get }
}

extension LuaObjectArgument {
    static var luaType: String { luaClassName }

    static func read(_ call: LuaCall, at index: Int32) throws(LuaCallError) -> Self {
        try call.object(index, of: luaClassName)
    }

    func push(onto call: LuaCall) {
        call.pushObject(self, className: Self.luaClassName)
    }
}
