import Models

extension ControlFieldValue: LuaResult {
    static var luaType: String { "number|boolean|string" }

    func push(onto call: LuaCall) {
        switch self {
        case .number(let number): call.push(number)
        case .boolean(let flag): call.push(flag)
        case .string(let text): call.push(text)
        }
    }

    /// The value at `index` as a field of `kind` holds it: a finite number, a boolean or a
    /// string, exactly ("bad value for 'value' (number expected, got string)").
    static func read(_ kind: Kind, _ call: LuaCall, at index: LuaCall.Index) throws(LuaCallError) -> ControlFieldValue {
        switch (kind, call.kind(at: index)) {
        case (.number, .number): return .number(try call.finiteNumber(index))
        case (.boolean, .boolean): return .boolean(try call.boolean(index))
        case (.string, .string): return .string(try call.string(index))
        default: throw call.typeError(index, expected: kind.rawValue)
        }
    }

    /// The default a declaration gives a field (`value = 0.5`): a finite number, a boolean or
    /// a string; nil for any other value.
    static func readDefault(_ call: LuaCall, at index: LuaCall.Index) throws(LuaCallError) -> ControlFieldValue? {
        switch call.kind(at: index) {
        case .number: .number(try call.finiteNumber(index))
        case .boolean: .boolean(try call.boolean(index))
        case .string: .string(try call.string(index))
        default: nil
        }
    }
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
