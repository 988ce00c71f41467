/// A snapshot of everything a user interface shows about an ``UndoStack``.
///
/// Observers receive it with every event because they cannot read the stack itself: it is a value
/// being mutated when they are called.
public struct UndoStatus: Sendable, Equatable {
    /// The number of applied steps (0 when everything is undone).
    public var index: Int
    /// The number of recorded steps, applied or undone.
    public var count: Int
    /// The maximum number of steps kept, or `nil` for unlimited.
    public var limit: Int?
    /// Whether the current state is the one marked clean (saved).
    public var isClean: Bool
    /// Whether `undo` would succeed.
    public var canUndo: Bool
    /// Whether `redo` would succeed.
    public var canRedo: Bool
    /// The name of the step `undo` would revert ("" when none, or while a group is open).
    public var undoActionName: String
    /// The name of the step `redo` would re-apply ("" when none, or while a group is open).
    public var redoActionName: String
    /// The name of the innermost open group, or `nil` when no group is open.
    public var openGroupName: String?

    /// "Undo Rotate", or "Undo" when the name is empty.
    public var undoMenuTitle: String { Self.menuTitle(verb: "Undo", actionName: undoActionName) }

    /// "Redo Rotate", or "Redo" when the name is empty.
    public var redoMenuTitle: String { Self.menuTitle(verb: "Redo", actionName: redoActionName) }

    /// Joins a verb and an action name the way menus show them: "Undo Rotate", or "Undo" alone.
    public static func menuTitle(verb: String, actionName: String) -> String {
        actionName.isEmpty ? verb : "\(verb) \(actionName)"
    }
}
