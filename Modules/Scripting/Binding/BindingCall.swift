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

    // MARK: - Arguments

    /// The value of the declared argument `argument`, as its declaration reads it.
    subscript<Value>(_ argument: DeclaredArgument<Value>) -> Value {
        get throws(LuaCallError) {
            try argument.read(
                ArgumentSite(
                    lua: lua, index: stackIndex(argument.position), position: argument.position,
                    runtime: context.runtime))
        }
    }

    /// A point given as two declared finite numbers.
    func point(_ x: DeclaredArgument<Double>, _ y: DeclaredArgument<Double>) throws(LuaCallError) -> Point {
        Point(x: try self[x], y: try self[y])
    }

    /// The declared argument `argument`, a 1-based index into `count` items, returned 0-based;
    /// out of range reads "bad argument #1 to 'position' (digit 9 is out of range 1...8)",
    /// naming the items by `noun`.
    func index(_ argument: DeclaredArgument<Int64>, count: Int, noun: String) throws(LuaCallError) -> Int {
        try lua.index(stackIndex(argument.position), count: count, noun: noun)
    }

    /// Runs `body` with each item of the declared list argument `argument` (1 to its raw
    /// length, or to `limit`): its position and where it is.
    func forEachItem<Value>(
        of argument: DeclaredArgument<Value>, limit: Int = .max,
        _ body: (Int, LuaCall.Index) throws(LuaCallError) -> Void
    ) throws(LuaCallError) {
        try lua.forEachItem(of: stackIndex(argument.position), limit: limit, body)
    }

    /// Whether the declared argument `argument` is a table (an options table rather than
    /// positional values), a number (not a string that converts), a string (not a number), or
    /// nil or absent.
    func isTable<Value>(_ argument: DeclaredArgument<Value>) -> Bool { lua.isTable(stackIndex(argument.position)) }
    func isNumber<Value>(_ argument: DeclaredArgument<Value>) -> Bool { lua.isNumber(stackIndex(argument.position)) }
    func isString<Value>(_ argument: DeclaredArgument<Value>) -> Bool { lua.isString(stackIndex(argument.position)) }
    func isNoneOrNil<Value>(_ argument: DeclaredArgument<Value>) -> Bool {
        lua.isNoneOrNil(stackIndex(argument.position))
    }

    /// The declared argument `argument` as an error message quotes a number: "1.5", "-inf".
    func numberText<Value>(_ argument: DeclaredArgument<Value>) -> String {
        lua.numberText(stackIndex(argument.position))
    }

    /// "bad argument #n to 'f' (message)" against the declared argument `argument`.
    func argumentError(_ argument: some ArgumentDeclaration, _ message: String) -> LuaCallError {
        argumentError(argument.position, message)
    }

    /// ``argumentError(_:_:)`` against one of several arguments, chosen at run time.
    func argumentError(blaming argument: any ArgumentDeclaration, _ message: String) -> LuaCallError {
        argumentError(argument.position, message)
    }

    /// "bad argument #n to 'f' (table expected, got number)" against `argument`.
    func typeError(_ argument: some ArgumentDeclaration, expected: String) -> LuaCallError {
        typeError(argument.position, expected: expected)
    }

    /// Runs `body`, a model's throwing call, and reports its error against `argument`:
    /// "bad argument #1 to 'set' (value 1000 is out of range 0...999 for 3 digits)". The one
    /// bridge from a model's error to a script's.
    func checking<Result, Failure: Error>(
        _ argument: any ArgumentDeclaration, _ body: () throws(Failure) -> Result
    ) throws(LuaCallError) -> Result {
        do {
            return try body()
        } catch {
            throw argumentError(argument.position, "\(error)")
        }
    }

    /// Which of `candidates` argument `argument` is, by identity (`rawequal`): each is pushed
    /// by `push` onto the call's thread (false when it is gone) and compared. Nil for none.
    func which<Value>(
        _ argument: DeclaredArgument<Value>, among candidates: [Int], push: (Int, LuaThread) -> Bool
    ) -> Int? {
        let index = stackIndex(argument.position)
        for candidate in candidates where push(candidate, lua.thread) {
            let same = lua.rawEqual(index, -1)
            lua.thread.pop()
            if same { return candidate }
        }
        return nil
    }

    /// The value assigned to a property, as `read` reads it.
    func value<Value>(using read: (LuaCall, Int32) throws(LuaCallError) -> Value) throws(LuaCallError) -> Value {
        try read(lua, 3)
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

    /// A function or nil assigned to a callback property, held until it is replaced.
    func callbackValue() throws(LuaCallError) -> LuaReference? {
        try lua.optionalFunction(3, runtime: context.runtime)
    }

    // MARK: - Errors

    /// "bad argument #n to 'f' (message)" ("calling 'f' on bad self" for a method's `self`).
    private func argumentError(_ n: Int32, _ message: String) -> LuaCallError {
        lua.argumentError(stackIndex(n), message)
    }

    /// "bad argument #n to 'f' (table expected, got number)".
    private func typeError(_ n: Int32, expected: String) -> LuaCallError {
        lua.typeError(stackIndex(n), expected: expected)
    }

    /// "bad value for 'name' (message)" in a property's setter.
    func valueError(_ message: String) -> LuaCallError {
        lua.argumentError(3, message)
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

    /// ``checking(_:_:)`` for the value a setter was given.
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

    /// Calls the Lua function `reference` holds with this call's values (`self` first, for a
    /// method), and returns whatever it returns: a method a script wrote, reached through a
    /// binding that does what the script's function does not (an undo step around it).
    mutating func forward(to reference: LuaReference) throws(LuaCallError) {
        resultCount += try lua.forward(to: reference)
    }

    /// Calls the Lua function as ``forward(to:)`` does and answers whether it accepted: its
    /// first result is anything but `false`. Its results are dropped.
    func forwardForAnswer(to reference: LuaReference) throws(LuaCallError) -> Bool {
        try lua.forwardForAnswer(to: reference)
    }
}
