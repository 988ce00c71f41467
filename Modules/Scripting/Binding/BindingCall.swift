import Geometry

/// One call of a declared method, property or constructor, as its body sees it: typed
/// arguments, results, errors phrased as `lauxlib` phrases them, and the host's context
/// (``BindingContext``).
///
/// Arguments are numbered as error messages number them: a method's first argument after
/// `self` is 1. A body never sees the Lua stack: what it reads goes through ``LuaArgument``,
/// what it returns through ``push(_:)``, and every failure is a thrown ``LuaCallError``.
struct BindingCall<Context: BindingContext> {
    /// An argument's number as messages give it: a method's first argument after `self` is 1.
    typealias Argument = Int32

    let lua: LuaCall
    /// What the body may touch beyond its object: the time, undoable changes, callbacks, events.
    let context: Context
    /// How many results the body pushed.
    private(set) var resultCount: Int32 = 0

    init(_ lua: LuaCall, context: Context) {
        self.lua = lua
        self.context = context
    }

    /// How many arguments the caller passed (after `self` for a method).
    var argumentCount: Int32 { lua.count - (lua.isMethod ? 1 : 0) }

    /// The stack index of argument `n`.
    private func stackIndex(_ n: Int32) -> Int32 { lua.isMethod ? n + 1 : n }

    /// Runs `body` with each item of the list argument `n` (1 to its raw length, or to
    /// `limit`): its position and where it is, for a reader such as ``ViewValues``'s.
    func forEachItem(
        of n: Argument, limit: Int = .max, _ body: (Int, LuaCall.Index) throws(LuaCallError) -> Void
    ) throws(LuaCallError) {
        try lua.forEachItem(of: stackIndex(n), limit: limit, body)
    }

    // MARK: - Arguments

    /// Argument `n` as a `Value`: "bad argument #n to 'f' (integer expected, got string)" when
    /// it is not one.
    func argument<Value: LuaArgument>(_ n: Int32, as type: Value.Type = Value.self) throws(LuaCallError) -> Value {
        try Value.read(lua, at: stackIndex(n))
    }

    /// Argument `n` as `read` reads the value at a stack index of the call: for a value whose
    /// reading is the control's own (a view's colour, string or table).
    func argument<Value>(_ n: Int32, using read: (LuaCall, Int32) throws(LuaCallError) -> Value) throws(LuaCallError)
        -> Value
    {
        try read(lua, stackIndex(n))
    }

    /// The value assigned to a property, as `read` reads it.
    func value<Value>(using read: (LuaCall, Int32) throws(LuaCallError) -> Value) throws(LuaCallError) -> Value {
        try read(lua, 3)
    }

    /// Argument `n`, a 1-based index into `count` items, returned 0-based; out of range reads
    /// "bad argument #1 to 'position' (digit 9 is out of range 1...8)", naming the items by `noun`.
    func index(_ n: Int32, count: Int, noun: String) throws(LuaCallError) -> Int {
        try lua.index(stackIndex(n), count: count, noun: noun)
    }

    /// Whether argument `n` is a table (a constructor's options rather than positional values).
    func isTable(_ n: Int32) -> Bool { lua.isTable(stackIndex(n)) }

    /// Argument `n` as an options table of `declaration`: unknown fields are an error that
    /// lists the valid names.
    func options(_ n: Int32, _ declaration: OptionsDeclaration) throws(LuaCallError) -> OptionsTable {
        OptionsTable(try LuaOptionsTable(lua, argument: stackIndex(n), allowed: declaration.names), argument: n)
    }

    /// Argument `n`, when given, as an options table of `declaration`; nil when it is nil or
    /// absent, "bad argument #2 to 'spin' (table expected, got number)" when it is neither.
    func optionalOptions(_ n: Int32, _ declaration: OptionsDeclaration) throws(LuaCallError) -> OptionsTable? {
        if lua.isNoneOrNil(stackIndex(n)) { return nil }
        guard isTable(n) else { throw lua.typeError(stackIndex(n), expected: "table") }
        return try options(n, declaration)
    }

    /// A point given as two finite numbers, arguments `n` (x) and `n + 1` (y).
    func point(_ n: Int32) throws(LuaCallError) -> Point {
        Point(x: try lua.finiteNumber(stackIndex(n)), y: try lua.finiteNumber(stackIndex(n + 1)))
    }

    /// Whether argument `n` is a number (not a string that converts to one).
    func isNumber(_ n: Int32) -> Bool { lua.isNumber(stackIndex(n)) }

    /// Whether argument `n` is nil or absent.
    func isNoneOrNil(_ n: Int32) -> Bool { lua.isNoneOrNil(stackIndex(n)) }

    /// Whether argument `n` is a string (not a number that converts to one).
    func isString(_ n: Int32) -> Bool { lua.isString(stackIndex(n)) }

    /// Argument `n` as an error message quotes a number: "1.5", "-inf", "nan".
    func numberText(_ n: Int32) -> String { lua.numberText(stackIndex(n)) }

    /// Argument `n`, a function, held until the reference is released.
    func function(_ n: Int32) throws(LuaCallError) -> LuaReference {
        try lua.function(stackIndex(n), runtime: context.runtime)
    }

    /// The Lua thread (coroutine) the call runs on: the handlers a function runs before it
    /// returns (`clock.advance`'s timers, `history.group`'s body) run on it, and an error one
    /// raises is left on its stack to be raised from the call (``LuaCallError/valueOnStack``).
    var thread: LuaThread { lua.thread }

    /// The value assigned to a property (argument 3 of `__newindex`); a wrong value reads
    /// "bad value for 'duration' (number expected, got string)".
    func value<Value: LuaArgument>(as type: Value.Type = Value.self) throws(LuaCallError) -> Value {
        try Value.read(lua, at: 3)
    }

    /// Argument `n`, a function or nil, held until the reference is released.
    func optionalFunction(_ n: Int32) throws(LuaCallError) -> LuaReference? {
        try lua.optionalFunction(stackIndex(n), runtime: context.runtime)
    }

    /// Argument `n`, whatever value it is, held until the reference is released; nil when it is
    /// nil or absent (a run's context).
    func optionalValue(_ n: Int32) -> LuaReference? {
        lua.isNoneOrNil(stackIndex(n))
            ? nil : LuaReference(runtime: context.runtime, state: lua.state, index: stackIndex(n))
    }

    /// A function or nil assigned to a callback property, held until it is replaced.
    func callbackValue() throws(LuaCallError) -> LuaReference? {
        try lua.optionalFunction(3, runtime: context.runtime)
    }

    // MARK: - Errors

    /// "bad argument #n to 'f' (message)" ("calling 'f' on bad self" for a method's `self`).
    func argumentError(_ n: Int32, _ message: String) -> LuaCallError {
        lua.argumentError(stackIndex(n), message)
    }

    /// "bad argument #n to 'f' (table expected, got number)".
    func typeError(_ n: Int32, expected: String) -> LuaCallError {
        lua.typeError(stackIndex(n), expected: expected)
    }

    /// "bad value for 'name' (message)" in a property's setter.
    func valueError(_ message: String) -> LuaCallError {
        lua.argumentError(3, message)
    }

    /// Runs `body`, a model's throwing call, and reports its error against argument `n`:
    /// "bad argument #1 to 'set' (value 1000 is out of range 0...999 for 3 digits)". The one
    /// bridge from a model's error to a script's.
    func checking<Result, Failure: Error>(
        argument n: Int32, _ body: () throws(Failure) -> Result
    ) throws(LuaCallError) -> Result {
        do {
            return try body()
        } catch {
            throw argumentError(n, "\(error)")
        }
    }

    /// Runs `body`, a model's throwing call, and reports its error as the whole message: for a
    /// call that was well formed but that the control's state refuses ("the timer is already
    /// running; stop or reset it before starting again").
    func checkingState<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(LuaCallError) -> Result {
        do {
            return try body()
        } catch {
            throw LuaCallError("\(error)")
        }
    }

    /// ``checking(argument:_:)`` for the value a setter was given.
    func checkingValue<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(LuaCallError) -> Result {
        do {
            return try body()
        } catch {
            throw valueError("\(error)")
        }
    }

    // MARK: - Calling the script

    /// Calls `function` with `arguments` now and answers whether it asked to go on: false when
    /// it returned `false`, true for anything else. An error it raises is passed on.
    func askToContinue(_ function: LuaReference, _ arguments: Int64...) throws(LuaCallError) -> Bool {
        try lua.askToContinue(function, arguments)
    }

    // MARK: - Results

    /// Pushes `value` as the call's next result.
    mutating func push(_ value: some LuaResult) {
        value.push(onto: lua)
        resultCount += 1
    }
}
