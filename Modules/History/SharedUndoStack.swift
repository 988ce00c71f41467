/// One ``UndoStack`` shared by reference, for an owner that calls back into scripts from its
/// commands (the Lua runtime).
///
/// With a plain `UndoStack` stored in an object, a command that makes a script run, which in turn
/// calls `undo` on the same history, is an overlapping access that Swift stops with a crash. This
/// wrapper moves the stack out while it works, so such a re-entrant call throws
/// ``UndoError/busy(attempted:running:)`` instead, and reads during the operation see the
/// ``status`` from before it began.
///
/// Not `Sendable`: it is meant for one owner on one thread (a Lua state is single-threaded too),
/// and a lock would turn the re-entrant call into a deadlock rather than an error. Use `UndoStack`
/// itself when the history must cross concurrency domains.
///
/// ```swift
/// final class Runtime { let history = SharedUndoStack<AnyUndoCommand<Runtime>>(limit: 200); ... }
/// try runtime.history.perform(command, on: runtime)
/// try runtime.history.undo(on: runtime)   // a script calling history:undo() inside a command throws
/// ```
public final class SharedUndoStack<Command: UndoableCommand> {
    /// What the commands mutate.
    public typealias Context = Command.Context

    /// The wrapped stack; an empty placeholder while an operation runs.
    @usableFromInline
    var stack: UndoStack<Command>
    /// What is running ("undo", "perform a command", ...), or `nil` when idle.
    @usableFromInline
    var runningOperation: String?
    /// The status from before the running operation, served to readers meanwhile.
    @usableFromInline
    var statusBeforeOperation: UndoStatus?

    /// Creates an empty shared history; see ``UndoStack/init(limit:)`` for `limit`.
    public init(limit: Int? = nil) {
        stack = UndoStack(limit: limit)
    }

    /// Shares an existing history (its steps, clean marker, limit and observers).
    public init(_ stack: UndoStack<Command>) {
        self.stack = stack
    }

    /// Whether an operation is running (so any other operation would throw `busy`).
    public var isBusy: Bool { runningOperation != nil }

    /// Everything a user interface shows; during an operation, the state from before it.
    public var status: UndoStatus { statusBeforeOperation ?? stack.status }

    /// The number of recorded steps (see ``UndoStack/count``).
    public var count: Int { status.count }

    /// The number of applied steps (see ``UndoStack/index``).
    public var index: Int { status.index }

    /// Whether ``undo(on:)`` would succeed (see ``UndoStack/canUndo``); `false` while busy.
    public var canUndo: Bool { !isBusy && status.canUndo }

    /// Whether ``redo(on:)`` would succeed (see ``UndoStack/canRedo``); `false` while busy.
    public var canRedo: Bool { !isBusy && status.canRedo }

    /// Whether the current state is the one marked clean (see ``UndoStack/isClean``).
    public var isClean: Bool { status.isClean }

    /// "Undo Rotate", or "Undo" (see ``UndoStack/undoMenuTitle``).
    public var undoMenuTitle: String { status.undoMenuTitle }

    /// "Redo Rotate", or "Redo" (see ``UndoStack/redoMenuTitle``).
    public var redoMenuTitle: String { status.redoMenuTitle }

    /// A copy of the shared history, e.g. to save it with a document.
    /// - Throws: ``UndoError/busy(attempted:running:)`` during an operation.
    public func snapshot() throws(UndoError) -> UndoStack<Command> {
        try run("copy the history") { $0 }
    }

    /// ``UndoStack/perform(_:on:)``: applies and records `command`.
    /// - Throws: ``UndoError/busy(attempted:running:)`` during another operation (nothing is applied).
    @inlinable
    public func perform(_ command: Command, on context: inout Context) throws(UndoError) {
        try run("perform an action") { $0.perform(command, on: &context) }
    }

    /// ``UndoStack/push(_:)``: records an already applied `command`.
    /// - Throws: ``UndoError/busy(attempted:running:)`` during another operation.
    @inlinable
    public func push(_ command: Command) throws(UndoError) {
        try run("record an action") { $0.push(command) }
    }

    /// ``UndoStack/undo(on:)``.
    /// - Throws: `busy` during another operation, or what ``UndoStack/undo(on:)`` throws.
    @inlinable
    @discardableResult
    public func undo(on context: inout Context) throws(UndoError) -> String {
        try run("undo") { stack throws(UndoError) in try stack.undo(on: &context) }
    }

    /// ``UndoStack/redo(on:)``.
    /// - Throws: `busy` during another operation, or what ``UndoStack/redo(on:)`` throws.
    @inlinable
    @discardableResult
    public func redo(on context: inout Context) throws(UndoError) -> String {
        try run("redo") { stack throws(UndoError) in try stack.redo(on: &context) }
    }

    /// ``UndoStack/setIndex(_:on:)``.
    /// - Throws: `busy` during another operation, or what ``UndoStack/setIndex(_:on:)`` throws.
    public func setIndex(_ newIndex: Int, on context: inout Context) throws(UndoError) {
        try run("jump to another step") { stack throws(UndoError) in try stack.setIndex(newIndex, on: &context) }
    }

    /// ``UndoStack/beginGroup(named:)``.
    /// - Throws: `busy` during another operation.
    public func beginGroup(named name: String) throws(UndoError) {
        try run("begin a group") { $0.beginGroup(named: name) }
    }

    /// ``UndoStack/endGroup()``.
    /// - Throws: `busy` during another operation, or ``UndoError/noOpenGroup``.
    public func endGroup() throws(UndoError) {
        try run("end a group") { stack throws(UndoError) in try stack.endGroup() }
    }

    /// ``UndoStack/cancelGroup(on:)``.
    /// - Throws: `busy` during another operation, or ``UndoError/noOpenGroup``.
    public func cancelGroup(on context: inout Context) throws(UndoError) {
        try run("cancel a group") { stack throws(UndoError) in try stack.cancelGroup(on: &context) }
    }

    /// ``UndoStack/endMerging()``.
    /// - Throws: `busy` during another operation.
    public func endMerging() throws(UndoError) {
        try run("end merging") { $0.endMerging() }
    }

    /// ``UndoStack/setClean()``.
    /// - Throws: `busy` during another operation, or ``UndoError/setCleanWhileGroupOpen(group:)``.
    public func setClean() throws(UndoError) {
        try run("mark the history clean") { stack throws(UndoError) in try stack.setClean() }
    }

    /// ``UndoStack/resetClean()``.
    /// - Throws: `busy` during another operation.
    public func resetClean() throws(UndoError) {
        try run("forget the clean state") { $0.resetClean() }
    }

    /// ``UndoStack/setLimit(_:)``.
    /// - Throws: `busy` during another operation, or ``UndoError/negativeLimit(_:)``.
    public func setLimit(_ newLimit: Int?) throws(UndoError) {
        try run("change the undo limit") { stack throws(UndoError) in try stack.setLimit(newLimit) }
    }

    /// ``UndoStack/clear()``.
    /// - Throws: `busy` during another operation.
    public func clear() throws(UndoError) {
        try run("clear the history") { $0.clear() }
    }

    /// ``UndoStack/addObserver(_:)``.
    /// - Throws: `busy` during another operation.
    @discardableResult
    public func addObserver(_ observer: @escaping @Sendable (UndoEvent) -> Void) throws(UndoError) -> ObserverToken {
        try run("add an observer") { $0.addObserver(observer) }
    }

    /// ``UndoStack/removeObserver(_:)``.
    /// - Throws: `busy` during another operation.
    @discardableResult
    public func removeObserver(_ token: ObserverToken) throws(UndoError) -> Bool {
        try run("remove an observer") { $0.removeObserver(token) }
    }

    /// Runs `body` on the stack moved out of `self`, so that a re-entrant call throws `busy` instead
    /// of overlapping an access to `stack`. Moving (not copying) keeps the steps uniquely
    /// referenced, so no copy-on-write copy happens. Inlinable with the operations that call it, so
    /// they run the stack specialized for the caller's command type.
    @inlinable
    func run<Result>(
        _ operation: String,
        _ body: (inout UndoStack<Command>) throws(UndoError) -> Result
    ) throws(UndoError) -> Result {
        if let running = runningOperation { throw .busy(attempted: operation, running: running) }
        runningOperation = operation
        statusBeforeOperation = stack.status
        var working = UndoStack<Command>()
        swap(&working, &stack)
        defer {
            swap(&working, &stack)
            runningOperation = nil
            statusBeforeOperation = nil
        }
        return try body(&working)
    }
}
