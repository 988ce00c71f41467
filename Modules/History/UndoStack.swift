/// An undo/redo history of commands that change a `Context`.
///
/// A value type, like the models it serves: keep it next to the model (`stack.undo(on: &model)`),
/// or inside a runtime that passes its registry of controls as the context. Copies are independent
/// histories (the steps are shared copy-on-write), and they keep the observers of the original.
///
/// ```swift
/// var wheel = Wheel()
/// var history = UndoStack<PropertyChange<Wheel, Double>>(limit: 100)
/// history.perform(PropertyChange("Rotate", \.angle, in: wheel, to: 30), on: &wheel)
/// history.undoMenuTitle          // "Undo Rotate"
/// try history.undo(on: &wheel)   // wheel.angle is back to 0
/// ```
///
/// Nothing here traps: misuse (undo with nothing to undo, ending a group that is not open, ...)
/// throws an ``UndoError`` whose description tells the user what to do.
///
/// The hot paths (perform, push, undo, redo and what they call) are `@inlinable`, with the state
/// they touch `@usableFromInline`: a module that uses `UndoStack<MyCommand>` then compiles them
/// specialized for its command, instead of calling generic code that looks up metadata and
/// value witnesses for every copy of a step.
public struct UndoStack<Command: UndoableCommand> {
    /// What the commands mutate, passed to `perform`, `undo`, `redo` and `setIndex`.
    public typealias Context = Command.Context

    /// The recorded steps, oldest first, in a ring buffer so evicting the oldest is O(1).
    @usableFromInline
    var steps = RingBuffer<UndoStep<Command>>()
    /// The number of applied steps: `steps[0..<appliedCount]` are applied, the rest are undone.
    @usableFromInline
    var appliedCount = 0
    /// The index at which the context was marked clean, or `nil` when that state is unreachable.
    /// A new stack is clean at 0: an untouched model is considered saved.
    @usableFromInline
    var cleanMarker: Int? = 0
    /// The maximum number of steps, or `nil` for unlimited (never 0 or negative).
    @usableFromInline
    var undoLimit: Int?
    /// Whether the next command may merge into the previous one: only right after recording one,
    /// so any undo, redo, jump, group boundary, clear or `endMerging()` breaks merging.
    @usableFromInline
    var mergeIsOpen = false
    /// The open groups, outermost first.
    @usableFromInline
    var groups: [GroupFrame] = []
    /// The commands recorded while groups are open; they become one step when the outermost closes.
    @usableFromInline
    var pending: [Command] = []
    /// Who is notified of changes.
    @usableFromInline
    var observers: [ObserverRegistration] = []
    /// The id of the next observer token.
    @usableFromInline
    var nextObserverID = 0

    /// Creates an empty history.
    ///
    /// - Parameter limit: The maximum number of steps kept; the oldest is dropped when a new one
    ///   would exceed it. `nil`, `0` (or a negative value, which cannot be thrown from here) mean
    ///   unlimited; use ``setLimit(_:)`` to have negative values rejected.
    @inlinable
    public init(limit: Int? = nil) {
        if let limit, limit > 0 { undoLimit = limit }
    }

    /// The number of recorded steps (applied plus undone); always `<= limit` when there is a limit.
    @inlinable
    public var count: Int { steps.count }

    /// The number of applied steps: 0 when everything is undone, ``count`` when everything is applied.
    @inlinable
    public var index: Int { appliedCount }

    /// The maximum number of steps kept, or `nil` when unlimited.
    public var limit: Int? { undoLimit }

    /// Whether a group is open (commands are being collected into one step).
    @inlinable
    public var isGroupOpen: Bool { !groups.isEmpty }

    /// The name of the innermost open group, or `nil`.
    @inlinable
    public var openGroupName: String? { groups.last?.name }

    /// How many groups are open (nested groups count one each).
    public var groupDepth: Int { groups.count }

    /// Whether ``undo(on:)`` would succeed: a step is applied and no group is open.
    @inlinable
    public var canUndo: Bool { groups.isEmpty && appliedCount > 0 }

    /// Whether ``redo(on:)`` would succeed: a step is undone and no group is open.
    @inlinable
    public var canRedo: Bool { groups.isEmpty && appliedCount < steps.count }

    /// The name of the step ``undo(on:)`` would revert; "" when there is none or a group is open.
    public var undoActionName: String {
        canUndo ? steps[appliedCount - 1]?.actionName ?? "" : ""
    }

    /// The name of the step ``redo(on:)`` would re-apply; "" when there is none or a group is open.
    public var redoActionName: String {
        canRedo ? steps[appliedCount]?.actionName ?? "" : ""
    }

    /// "Undo Rotate", or "Undo" when the action name is empty.
    public var undoMenuTitle: String {
        UndoStatus.menuTitle(verb: "Undo", actionName: undoActionName)
    }

    /// "Redo Rotate", or "Redo" when the action name is empty.
    public var redoMenuTitle: String {
        UndoStatus.menuTitle(verb: "Redo", actionName: redoActionName)
    }

    /// The names of all recorded steps, oldest first (for a history list); the first ``index`` of
    /// them are applied.
    public var actionNames: [String] {
        (0..<steps.count).map { steps[$0]?.actionName ?? "" }
    }

    /// Everything a user interface shows, in one value.
    public var status: UndoStatus {
        UndoStatus(
            index: appliedCount,
            count: steps.count,
            limit: undoLimit,
            isClean: isClean,
            canUndo: canUndo,
            canRedo: canRedo,
            undoActionName: undoActionName,
            redoActionName: redoActionName,
            openGroupName: openGroupName
        )
    }
}

/// A stack is as sendable as its commands (observers are always `@Sendable`), so a `Sendable`
/// model can hold its own history.
extension UndoStack: Sendable where Command: Sendable {}
