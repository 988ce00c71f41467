internal import CLua
internal import CLuaShim
import Models

/// One call from Lua into a Swift binding: its arguments, its results, and errors phrased the
/// way `lauxlib` phrases them.
///
/// Nothing here raises a Lua error: every check throws a ``LuaCallError`` instead, which the
/// trampoline raises after the Swift frame has returned.
struct LuaCall {
    /// A value's place on the call's stack, as the readers take it: 1 is the first value the
    /// caller passed (`self`, for a method); negative counts from the top.
    typealias Index = Int32

    let state: OpaquePointer
    /// The binding called. Borrowed: the runtime keeps every box alive as long as its state
    /// (retainedBoxes), longer than any call. Holding the box rather than copies of its name and
    /// class spares two string retains and releases on every call, and reading it without a
    /// retain spares counting the box itself. `make bench`, row "Lua → Swift calls" (target
    /// 1.3×), reads 1.10–1.17× so; held strongly, 1.52–1.70× (2026-11-29); held
    /// `unowned(unsafe)`, which retains at each read, 1.3–1.5×.
    private let box: Unmanaged<LuaFunctionBox>
    /// Methods count their arguments after `self`, as `luaL_argerror` does.
    let isMethod: Bool

    /// A call of the binding in `box`.
    init(state: OpaquePointer, box: LuaFunctionBox) {
        self.init(state: state, box: Unmanaged.passUnretained(box), isMethod: box.isMethod)
    }

    private init(state: OpaquePointer, box: Unmanaged<LuaFunctionBox>, isMethod: Bool) {
        self.state = state
        self.box = box
        self.isMethod = isMethod
    }

    /// The same call counting its arguments as a plain function's: for checks of a value that
    /// is not an argument of the call (a field of an options table, an entry of a list).
    var plain: LuaCall { LuaCall(state: state, box: box, isMethod: false) }

    /// The function's name as error messages give it (`'set'`).
    var function: String { box._withUnsafeGuaranteedRef { $0.name } }

    /// How many values the caller passed, `self` included.
    var count: Int32 { lua_gettop(state) }

    // MARK: - Errors

    /// "bad argument #n to 'f' (message)", or "calling 'f' on bad self (message)".
    func argumentError(_ index: Int32, _ message: String) -> LuaCallError {
        if isMethod {
            if index == 1 { return LuaCallError("calling '\(function)' on bad self (\(message))") }
            return LuaCallError("bad argument #\(index - 1) to '\(function)' (\(message))")
        }
        return LuaCallError("bad argument #\(index) to '\(function)' (\(message))")
    }

    /// "bad argument #n to 'f' (number expected, got string)".
    func typeError(_ index: Int32, expected: String) -> LuaCallError {
        argumentError(index, "\(expected) expected, got \(typeName(at: index))")
    }

    /// The type name `luaL_typeerror` uses: `__name` for userdata and tables that have one.
    func typeName(at index: Int32) -> String {
        if lua_type(state, index) == LUA_TNONE { return "no value" }
        if luaL_getmetafield(state, index, "__name") == LUA_TSTRING {
            let name = String(cString: lua_tolstring(state, -1, nil))
            lua_settop(state, -2)
            return name
        }
        if lua_type(state, index) == LUA_TLIGHTUSERDATA { return "light userdata" }
        return String(cString: luaL_typename(state, index))
    }

    // MARK: - Arguments

    /// Whether the values at `first` and `second` are the same, without metamethods.
    func rawEqual(_ first: Index, _ second: Index) -> Bool {
        lua_rawequal(state, first, second) != 0
    }

    func isNoneOrNil(_ index: Int32) -> Bool {
        lua_type(state, index) <= 0
    }

    /// Whether the argument is a number (not a string that converts to one).
    func isNumber(_ index: Int32) -> Bool {
        lua_type(state, index) == LUA_TNUMBER
    }

    /// The thread the call runs on, for the host to run work on it.
    var thread: LuaThread {
        LuaThread(state: state)
    }

    /// Whether the argument is a string (not a number that converts to one).
    func isString(_ index: Int32) -> Bool {
        lua_type(state, index) == LUA_TSTRING
    }

    /// The Lua type of the value at `index`, for a reader that accepts several.
    func kind(at index: Int32) -> LuaKind {
        Self.kind(in: state, at: index)
    }

    /// The Lua type of the value at `index` of `state`.
    static func kind(in state: OpaquePointer, at index: Int32) -> LuaKind {
        switch lua_type(state, index) {
        case LUA_TNONE: .none
        case LUA_TNIL: .nil
        case LUA_TBOOLEAN: .boolean
        case LUA_TNUMBER: .number
        case LUA_TSTRING: .string
        case LUA_TTABLE: .table
        case LUA_TFUNCTION: .function
        case LUA_TUSERDATA, LUA_TLIGHTUSERDATA: .userdata
        default: .other
        }
    }

    /// A number read raw from field `name` (or, with `position`, item `position` first) of the
    /// table at `index`: nothing, the number, or the type name of what is there instead.
    func number(inTable index: Int32, position: Int? = nil, field name: String) -> TableNumber {
        guard lua_checkstack(state, 2) != 0 else { return .other("no value") }
        var type = LUA_TNIL
        if let position { type = lua_rawgeti(state, index, Int64(position)) }
        if type == LUA_TNIL {
            if position != nil { lua_settop(state, -2) }
            lua_pushstring(state, name)
            type = lua_rawget(state, index)
        }
        defer { lua_settop(state, -2) }
        switch type {
        case LUA_TNIL: return .absent
        case LUA_TNUMBER: return .number(lua_tonumberx(state, -1, nil))
        default: return .other(typeName(at: -1))
        }
    }

    /// Runs `body` with each item of the sequence at `index` (1 to its raw length, or to
    /// `limit`) pushed on top: its position and stack index. The item is popped after. The one
    /// loop over a list argument's items: the list readers below are built on it.
    func forEachItem(
        of index: Int32, limit: Int = .max, _ body: (Int, Int32) throws(LuaCallError) -> Void
    ) throws(LuaCallError) {
        let count = min(Int(clamping: lua_rawlen(state, index)), limit)
        for position in stride(from: 1, through: count, by: 1) {
            // A list is as long as a script makes it, and each item may cost a check that
            // reaches the file system: the walk looks at the stop (--timeout, Ctrl-C, the
            // memory meter) as Lua's own loops do, every 1,024 items.
            if position & 1023 == 0 { try checkStop() }
            guard lua_checkstack(state, 8) != 0 else { throw LuaCallError("stack overflow") }
            _ = lua_rawgeti(state, index, Int64(position))
            let top = lua_gettop(state)
            defer { lua_settop(state, top - 1) }
            try body(position, top)
        }
    }

    /// Raises the run's stop message when the run was told to stop, so that a long Swift loop
    /// over a script's data ends as promptly as a Lua loop does.
    func checkStop() throws(LuaCallError) {
        guard let control = clua_control(state), clua_control_is_stopped(control) != 0 else { return }
        throw LuaCallError(
            LuaRuntime.stopMessage(in: control, for: StopReason(code: clua_control_reason(control)) ?? .interrupt))
    }

    /// Pushes items 1 to `count` of the table at `index` and returns their stack indices; they
    /// stay until the caller's frame is popped (see ``forEachItem(of:_:)``).
    func pushItems(of index: Int32, count: Int) -> [Int32] {
        guard lua_checkstack(state, Int32(clamping: count + 2)) != 0 else { return [] }
        return (0..<max(count, 0)).map { offset in
            _ = lua_rawgeti(state, index, Int64(offset + 1))
            return lua_gettop(state)
        }
    }

    /// The raw length of the table at `index`.
    func length(of index: Int32) -> Int {
        Int(clamping: lua_rawlen(state, index))
    }

    /// Holds the value at `index` until the reference is released.
    func reference(at index: Int32, runtime: LuaRuntime) -> LuaReference {
        LuaReference(runtime: runtime, state: state, index: index)
    }

    func isTable(_ index: Int32) -> Bool {
        lua_type(state, index) == LUA_TTABLE
    }

    /// An integer argument; floats with an exact integer value and numeric strings convert,
    /// as in `luaL_checkinteger`.
    func integer(_ index: Int32) throws(LuaCallError) -> Int64 {
        var isInteger: Int32 = 0
        let value = lua_tointegerx(state, index, &isInteger)
        if isInteger != 0 { return value }
        if lua_isnumber(state, index) != 0 {
            throw argumentError(index, "number has no integer representation")
        }
        throw typeError(index, expected: "integer")
    }

    func optionalInteger(_ index: Int32) throws(LuaCallError) -> Int64? {
        isNoneOrNil(index) ? nil : try integer(index)
    }

    /// A 1-based index argument into `count` items, returned 0-based; out of range reads
    /// "bad argument #1 to 'spin' (sector 9 is out of range 1...8)", naming the items by `noun`.
    func index(_ index: Int32, count: Int, noun: String) throws(LuaCallError) -> Int {
        let value = try integer(index)
        guard value >= 1, value <= Int64(count) else {
            throw argumentError(index, "\(noun) \(value) is out of range 1...\(count)")
        }
        return Int(value - 1)
    }

    /// A number argument; numeric strings convert, as in `luaL_checknumber`.
    func number(_ index: Int32) throws(LuaCallError) -> Double {
        var isNumber: Int32 = 0
        let value = lua_tonumberx(state, index, &isNumber)
        guard isNumber != 0 else { throw typeError(index, expected: "number") }
        return value
    }

    /// A number argument that keeps whether it is an integer (`1`) or a float (`1.0`), as
    /// `math.type` tells them apart; numeric strings convert as in `luaL_checknumber`. Anything
    /// else is a type error naming `expected`.
    func exactNumber(_ index: Int32, expected: String = "number") throws(LuaCallError) -> ExactNumber {
        if lua_isinteger(state, index) != 0 { return .integer(lua_tointegerx(state, index, nil)) }
        var isNumber: Int32 = 0
        let value = lua_tonumberx(state, index, &isNumber)
        guard isNumber != 0 else { throw typeError(index, expected: expected) }
        return .real(value)
    }

    /// A number that must be finite (no NaN, no infinity).
    func finiteNumber(_ index: Int32) throws(LuaCallError) -> Double {
        let value = try number(index)
        guard value.isFinite else { throw argumentError(index, "finite number expected, got \(numberText(index))") }
        return value
    }

    /// The argument as Lua's `tostring` shows a number: `0` for the integer, `0.0` for the
    /// float, so messages repeat what the script wrote.
    func numberText(_ index: Int32) -> String {
        var isInteger: Int32 = 0
        let integer = lua_tointegerx(state, index, &isInteger)
        if isInteger != 0, lua_isinteger(state, index) != 0 { return String(integer) }
        return LuaValue.format(lua_tonumberx(state, index, nil))
    }

    func optionalNumber(_ index: Int32) throws(LuaCallError) -> Double? {
        isNoneOrNil(index) ? nil : try number(index)
    }

    /// A string argument; numbers convert, as in `luaL_checklstring`.
    func bytes(_ index: Int32) throws(LuaCallError) -> [UInt8] {
        Array(try stringBuffer(index))
    }

    /// A string argument as text, byte for byte (`String(losslessBytes:)`: bytes that are not
    /// UTF-8 survive the trip into Swift and back), sharing its buffer with an equal string
    /// handed over recently (``SharedStrings``). Numbers convert, as in `luaL_checklstring`.
    func string(_ index: Int32) throws(LuaCallError) -> String {
        SharedStrings.string(try stringBuffer(index))
    }

    /// The bytes of a string argument, where Lua holds them (valid while the argument is on
    /// the stack); a number is converted in place, as `luaL_checklstring` does.
    private func stringBuffer(_ index: Int32) throws(LuaCallError) -> UnsafeRawBufferPointer {
        let type = lua_type(state, index)
        guard type == LUA_TSTRING || type == LUA_TNUMBER else {
            throw typeError(index, expected: "string")
        }
        var length = 0
        guard let pointer = lua_tolstring(state, index, &length) else {
            throw typeError(index, expected: "string")
        }
        return UnsafeRawBufferPointer(start: pointer, count: length)
    }

    func optionalString(_ index: Int32) throws(LuaCallError) -> String? {
        isNoneOrNil(index) ? nil : try string(index)
    }

    /// A boolean argument: only `true` and `false` are accepted.
    func boolean(_ index: Int32) throws(LuaCallError) -> Bool {
        guard lua_type(state, index) == LUA_TBOOLEAN else { throw typeError(index, expected: "boolean") }
        return lua_toboolean(state, index) != 0
    }

    /// A function argument, held in the registry until the reference is released.
    func function(_ index: Int32, runtime: LuaRuntime) throws(LuaCallError) -> LuaReference {
        guard isCallable(index) else { throw typeError(index, expected: "function") }
        return LuaReference(runtime: runtime, state: state, index: index)
    }

    /// Whether the value at `index` can be called: a function, or a table whose metatable's
    /// `__call` is one (a luassert spy set as a callback). Read raw: nothing of the script's runs.
    func isCallable(_ index: Int32) -> Bool {
        switch lua_type(state, index) {
        case LUA_TFUNCTION:
            return true
        case LUA_TTABLE:
            guard lua_checkstack(state, 2) != 0 else { return false }
            let kind = luaL_getmetafield(state, index, "__call")
            if kind != LUA_TNIL { lua_settop(state, -2) }
            return kind == LUA_TFUNCTION
        default:
            return false
        }
    }

    /// A function argument or nil.
    func optionalFunction(_ index: Int32, runtime: LuaRuntime) throws(LuaCallError) -> LuaReference? {
        isNoneOrNil(index) ? nil : try function(index, runtime: runtime)
    }

    /// ``BindingCall/askToContinue(_:_:)``.
    func askToContinue(_ function: LuaReference, _ arguments: [Int64]) throws(LuaCallError) -> Bool {
        guard lua_checkstack(state, Int32(clamping: arguments.count + 2)) != 0 else {
            throw LuaCallError("stack overflow")
        }
        let base = lua_gettop(state)
        function.push(onto: state)
        for argument in arguments { lua_pushinteger(state, argument) }
        guard clua_pcall_from_binding(state, Int32(clamping: arguments.count), 1, 0) == LUA_OK else {
            throw .valueOnStack
        }
        let answeredFalse = lua_type(state, -1) == LUA_TBOOLEAN && lua_toboolean(state, -1) == 0
        lua_settop(state, base)
        return !answeredFalse
    }

    /// The whole sequence at `index`, each item read as `Element` (a wrong item reads "integer
    /// expected, got string"). A list is read whole or refused: one longer than `limit` is
    /// refused before an item is read ("at most 64 tiles, not 65"), never cut to its first
    /// `limit` items.
    func sequence<Element: LuaArgument>(
        _ index: Int32, limit: Int, noun: String, of type: Element.Type = Element.self
    ) throws(LuaCallError) -> [Element] {
        guard lua_type(state, index) == LUA_TTABLE else { throw typeError(index, expected: "table") }
        let count = length(of: index)
        guard count <= limit else { throw argumentError(index, "at most \(limit) \(noun)s, not \(count)") }
        var items: [Element] = []
        items.reserveCapacity(min(length(of: index), limit))
        try forEachItem(of: index, limit: limit) { _, item throws(LuaCallError) in
            items.append(try Element.read(self, at: item))
        }
        return items
    }

    /// A non-empty list of strings (numbers are not names here), each shared with an equal
    /// string handed over recently (a million-frame list of a few names holds a few strings);
    /// `item` names one in messages ("frame 2 is number, not a string"), `empty` is the
    /// message for an empty list, and `problem` says why a name is refused (nil when it is not).
    func names(
        _ index: Int32, item: String, empty: String, problem: (String) -> String? = { _ in nil }
    ) throws(LuaCallError) -> [String] {
        guard lua_type(state, index) == LUA_TTABLE else { throw typeError(index, expected: "table") }
        let count = length(of: index)
        guard count > 0 else { throw argumentError(index, empty) }
        var names: [String] = []
        names.reserveCapacity(count)
        try forEachItem(of: index) { position, entry throws(LuaCallError) in
            guard lua_type(state, entry) == LUA_TSTRING else {
                throw argumentError(index, "\(item) \(position) is \(typeName(at: entry)), not a string")
            }
            var size = 0
            let pointer = lua_tolstring(state, entry, &size)
            let name = SharedStrings.string(UnsafeRawBufferPointer(start: pointer, count: size))
            if let problem = problem(name) { throw argumentError(index, problem) }
            names.append(name)
        }
        return names
    }

    /// Pushes a new userdata of the registered class `className` holding `object`.
    func pushObject(_ object: AnyObject, className: String) {
        LuaClass.pushObject(object, className: className, onto: state)
    }

    /// Pushes bytes as a Lua string, or an empty one when the budget refuses them (the call then
    /// ends with the memory error, so the empty string never reaches the script).
    func push(bytes: UnsafeRawBufferPointer) {
        guard budget.admits(MemoryBudget.stringCost(bytes.count)) else {
            lua_pushstring(state, "")
            return
        }
        _ = lua_pushlstring(state, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count)
    }

    /// The budget every push asks first (``MemoryBudget``).
    var budget: MemoryBudget { MemoryBudget(state: state) }

    /// `count` strings given as a list of exactly that many, or as a function called with each
    /// 1-based index; `item` names one ("name": "3 names for 4 sectors", "name 2 is boolean,
    /// not a string", "the names function returned nil for sector 2, not a string"). An error
    /// the function raises is passed on as it is.
    func strings(_ index: Int32, count: Int, item: String, per noun: String) throws(LuaCallError) -> [String] {
        var strings: [String] = []
        strings.reserveCapacity(count)
        if lua_type(state, index) == LUA_TFUNCTION {
            for position in stride(from: 1, through: count, by: 1) {
                guard lua_checkstack(state, 3) != 0 else { throw LuaCallError("stack overflow") }
                lua_pushvalue(state, index)
                lua_pushinteger(state, Int64(position))
                guard clua_pcall_from_binding(state, 1, 1, 0) == LUA_OK else { throw .valueOnStack }
                defer { lua_settop(state, -2) }
                guard lua_type(state, -1) == LUA_TSTRING || lua_type(state, -1) == LUA_TNUMBER else {
                    throw argumentError(
                        index,
                        "the \(item)s function returned \(typeName(at: -1)) for \(noun) \(position), not a string")
                }
                // Every byte, NUL included (String(cString:) would stop at the first NUL).
                strings.append(try string(-1))
            }
            return strings
        }
        guard lua_type(state, index) == LUA_TTABLE else { throw typeError(index, expected: "table or function") }
        let length = lua_rawlen(state, index)
        guard length == count else {
            throw argumentError(index, "\(length) \(item)s for \(count) \(noun)s")
        }
        try forEachItem(of: index) { position, entry throws(LuaCallError) in
            guard lua_type(state, entry) == LUA_TSTRING || lua_type(state, entry) == LUA_TNUMBER else {
                throw argumentError(index, "\(item) \(position) is \(typeName(at: entry)), not a string")
            }
            strings.append(try string(entry))
        }
        return strings
    }

    /// The Swift object behind a userdata of the class named `className`.
    func object<Object: AnyObject>(
        _ index: Int32, of className: String, as type: Object.Type = Object.self
    ) throws(LuaCallError) -> Object {
        let block: UnsafeMutableRawPointer?
        if let tag = box._withUnsafeGuaranteedRef({ $0.ownClassTag(named: className) }) {
            // The binding's own class (a method checking self): the object's class tag
            // compared by address, without looking the class up in the registry by name.
            block = clua_testobject(state, index, tag)
        } else {
            // withCString hands a small name over from a stack buffer; passing the String
            // itself would copy it into a fresh heap array on every call.
            block = className.withCString { clua_testobject_named(state, index, $0) }
        }
        guard let block else {
            throw typeError(index, expected: className)
        }
        guard let object = LuaObjectSlot.object(in: block) as? Object else {
            throw argumentError(index, "\(className) was already destroyed")
        }
        return object
    }

    /// The key of an `__index` or `__newindex` call (argument 2), which must be a string.
    func key() throws(LuaCallError) -> String {
        guard lua_type(state, 2) == LUA_TSTRING else {
            throw LuaCallError("\(typeName(at: 1)) has no member named by a \(typeName(at: 2))")
        }
        // The whole key, NUL bytes included: `control["value\0"]` is no member, not `value`.
        var length = 0
        guard let pointer = lua_tolstring(state, 2, &length) else {
            throw LuaCallError("\(typeName(at: 1)) has no member named by a \(typeName(at: 2))")
        }
        return String(losslessBytes: UnsafeRawBufferPointer(start: pointer, count: length))
    }

    // MARK: - Results

    func push(_ value: Int64) { lua_pushinteger(state, value) }
    func push(_ value: Int) { lua_pushinteger(state, Int64(value)) }
    func push(_ value: Double) { lua_pushnumber(state, value) }
    func push(_ value: Bool) { lua_pushboolean(state, value ? 1 : 0) }
    /// Pushes `value`'s bytes: its UTF-8, with raw-byte scalars as the bytes they stand for.
    /// The budget is asked before the bytes are made: a name may be megabytes, and a list of a
    /// thousand of them would otherwise be converted whole after the budget was spent.
    func push(_ value: String) {
        guard budget.admits(MemoryBudget.stringCost(value.utf8.count)) else {
            push(bytes: UnsafeRawBufferPointer(start: nil, count: 0))
            return
        }
        value.losslessBytes.withUnsafeBytes { push(bytes: $0) }
    }
    func pushNil() { lua_pushnil(state) }

    /// Pushes an array of numbers as a sequence.
    func push(_ values: [Double]) {
        guard budget.admits(MemoryBudget.tableCost(items: values.count, fields: 0)) else {
            lua_createtable(state, 0, 0)
            return
        }
        lua_createtable(state, Int32(clamping: values.count), 0)
        for (offset, value) in values.enumerated() {
            lua_pushnumber(state, value)
            lua_rawseti(state, -2, Int64(offset + 1))
        }
    }

    /// Pushes a new table sized for `count` named fields and `items` sequence items, which
    /// `fill` sets (``setField(_:)``, ``setItem(_:)``). Room on the stack for a nested value is
    /// made first: a binding never raises.
    func pushRecord(_ count: Int, items: Int = 0, _ fill: (LuaCall) -> Void) {
        _ = lua_checkstack(state, 4)
        let admitted = budget.admits(MemoryBudget.tableCost(items: items, fields: count))
        lua_createtable(state, admitted ? Int32(clamping: items) : 0, admitted ? Int32(clamping: count) : 0)
        fill(self)
    }

    /// Pushes a new sequence sized for `count` items, which `fill` sets (``setItem(_:)``).
    func pushSequence(_ count: Int, _ fill: (LuaCall) -> Void) {
        _ = lua_checkstack(state, 4)
        let admitted = budget.admits(MemoryBudget.tableCost(items: count, fields: 0))
        lua_createtable(state, admitted ? Int32(clamping: count) : 0, 0)
        fill(self)
    }

    /// Pops the value on top into field `name` of the table below it (raw: no metamethod runs).
    func setField(_ name: String) {
        push(name)
        lua_rotate(state, -2, 1)
        lua_rawset(state, -3)
    }

    /// Pops the value on top into item `index` of the table below it.
    func setItem(_ index: Int) {
        lua_rawseti(state, -2, Int64(index))
    }
}

/// A Lua number as the script wrote it: an integer or a float (``LuaCall/exactNumber(_:expected:)``).
enum ExactNumber: Equatable, LuaResult, LuaArgument {
    case integer(Int64)
    case real(Double)

    static var luaType: String { "number" }

    static func read(_ call: LuaCall, at index: Int32) throws(LuaCallError) -> ExactNumber {
        try call.exactNumber(index)
    }

    func push(onto call: LuaCall) {
        switch self {
        case .integer(let whole): call.push(whole)
        case .real(let real): call.push(real)
        }
    }
}
