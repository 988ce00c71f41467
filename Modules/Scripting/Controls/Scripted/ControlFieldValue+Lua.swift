import Geometry
import Models

extension ControlFieldValue: LuaResult {
    static var luaType: String { "number|boolean|string|ViewPoint|Transform" }

    /// The value as a script reads it: a point as `{x = , y = }`, a colour as `"#rrggbb"`
    /// (`"#rrggbbaa"` when translucent, what a canvas takes), a transform as a `Transform`.
    /// (+ 0 turns -0.0 into 0.0.)
    func push(onto call: LuaCall) {
        switch self {
        case .number(let number): call.push(number)
        case .boolean(let flag): call.push(flag)
        case .string(let text): call.push(text)
        case .point(let point): LuaRecord(["x": point.x + 0, "y": point.y + 0]).push(onto: call)
        case .color(let color): call.push(Color(color).hex)
        case .transform(let parts): TransformObject(AffineTransform(parts)).push(onto: call)
        }
    }

    /// The value at `index` as a field of `kind` holds it: a finite number, a boolean, a
    /// string, a point (`{x, y}` or `{x = , y = }`), a colour (`"#rrggbb"`, `"#rrggbbaa"` or
    /// `{h = , s = , b = , a = }`) or a `Transform` ("bad value for 'value' (number expected,
    /// got string)").
    static func read(_ kind: Kind, _ call: LuaCall, at index: LuaCall.Index) throws(LuaCallError) -> ControlFieldValue {
        switch (kind, call.kind(at: index)) {
        case (.number, .number): return .number(try call.finiteNumber(index))
        case (.boolean, .boolean): return .boolean(try call.boolean(index))
        case (.string, .string): return .string(try call.string(index))
        case (.point, _): return .point(try ViewValues.point(call, index))
        case (.color, _): return .color(try ViewValues.color(call, index))
        case (.transform, _): return .transform(try transformParts(call, index))
        default: throw call.typeError(index, expected: kind.rawValue)
        }
    }

    /// A `Transform` as a field keeps it: its parts, which must be finite (a transform that
    /// collapses the plane has none to animate).
    private static func transformParts(_ call: LuaCall, _ index: LuaCall.Index) throws(LuaCallError)
        -> AffineTransform.Decomposition
    {
        let parts = try TransformObject.read(call, at: index).transform.decomposed()
        guard ControlFieldValue.transform(parts).isFinite, parts.scaleX != 0, parts.scaleY != 0 else {
            throw call.argumentError(
                index, "a transform field needs a transform that keeps the plane (its matrix has no inverse)")
        }
        return parts
    }

    /// The kinds a declaration names in a one-field table (`{color = "#34c759"}`).
    static let declaredKinds: [Kind] = [.number, .boolean, .string, .point, .color, .transform]

    /// The default a declaration gives a field: a finite number, a boolean or a string as it
    /// is (`value = 0.5`), or any kind as a table of one field naming it (`tint = {color =
    /// "#34c759"}`, `offset = {point = {0, 0}}`, `turn = {transform = Transform.identity()}`);
    /// nil for any other value.
    static func readDefault(_ call: LuaCall, at index: LuaCall.Index, field: String) throws(LuaCallError)
        -> ControlFieldValue?
    {
        let usage = "field '\(field)': \(typedDefaultUsage)"
        switch call.kind(at: index) {
        case .number: return .number(try call.finiteNumber(index))
        case .boolean: return .boolean(try call.boolean(index))
        case .string: return .string(try call.string(index))
        case .table:
            var found: ControlFieldValue?
            try call.forEachField(
                of: index, limit: 1,
                describe: { _ in call.argumentError(index, usage) }
            ) { name, value throws(LuaCallError) in
                guard let kind = Kind(rawValue: name) else {
                    throw call.argumentError(
                        index, "field '\(field)': '\(name)' is not a kind of field (\(typedDefaultUsage))")
                }
                found = try read(kind, call, at: value)
            }
            guard let found else { throw call.argumentError(index, usage) }
            return found
        default: return nil
        }
    }

    /// How a declaration gives a field of a kind a plain value cannot show.
    static let typedDefaultUsage =
        "a table default names its kind in one field: {point = {x, y}}, {color = \"#rrggbb\"}, {transform = Transform.identity()}"
}

/// A field's value as a script reads it: a number declared with an integer default is an
/// integer while it is whole (`sectors` reads 8, not 8.0), as Lua keeps a number's subtype.
struct FieldReading: LuaResult {
    static var luaType: String { ControlFieldValue.luaType }
    let value: ControlFieldValue
    let whole: Bool

    func push(onto call: LuaCall) {
        if whole, case .number(let number) = value, let integer = Int64(exactly: number) {
            call.push(integer)
        } else {
            value.push(onto: call)
        }
    }
}
