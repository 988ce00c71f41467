/// A table with named fields that a binding returns (`wheel:sector(2)` gives
/// `{index = 2, name = "B", min = …, mid = …, max = …}`), built in the order the fields are
/// listed so that every run builds the same table.
struct LuaRecord: LuaResult {
    let fields: KeyValuePairs<String, any LuaResult>

    init(_ fields: KeyValuePairs<String, any LuaResult>) {
        self.fields = fields
    }

    static var luaType: String { "table" }

    func push(onto call: LuaCall) {
        call.pushRecord(fields.count) { call in
            for (name, value) in fields {
                value.push(onto: call)
                call.setField(name)
            }
        }
    }
}

extension Array: LuaResult where Element: LuaResult {
    /// A sequence: the first element at 1.
    func push(onto call: LuaCall) {
        call.pushSequence(count) { call in
            for (offset, element) in enumerated() {
                element.push(onto: call)
                call.setItem(offset + 1)
            }
        }
    }
}
