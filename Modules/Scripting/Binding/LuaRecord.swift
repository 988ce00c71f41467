/// A table with named fields that a binding returns (`wheel:sector(2)` gives
/// `{index = 2, name = "B", min = …, mid = …, max = …}`), built in the order the fields are
/// listed so that every run builds the same table. A record may also have a sequence part
/// (`timer:circles()` gives `{circle1, circle2, cycles = n}`).
///
/// A table whose shape the docs name is made by its ``LuaRecordType``; a literal record is for
/// the small shapes written inline in a type (`{x: number, y: number}`).
struct LuaRecord: LuaResult {
    let items: [any LuaResult]
    let fields: [(name: String, value: any LuaResult)]

    init(items: [any LuaResult] = [], fields: [(name: String, value: any LuaResult)]) {
        self.items = items
        self.fields = fields
    }

    init(items: [any LuaResult] = [], _ fields: KeyValuePairs<String, any LuaResult>) {
        self.init(items: items, fields: fields.map { ($0.key, $0.value) })
    }

    static var luaType: String { "table" }

    func push(onto call: LuaCall) {
        call.pushRecord(fields.count, items: items.count) { call in
            for (offset, item) in items.enumerated() {
                item.push(onto: call)
                call.setItem(offset + 1)
            }
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

/// A new userdata of a declared class holding `object`: what a library function returns when
/// it makes one (`Animation.sequence{…}` gives an `AnimationPlan`).
struct LuaObject: LuaResult {
    let object: AnyObject
    let className: String

    static var luaType: String { "userdata" }

    func push(onto call: LuaCall) {
        call.pushObject(object, className: className)
    }
}
