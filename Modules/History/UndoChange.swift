/// What changed in an ``UndoStack``; delivered to observers inside an ``UndoEvent``.
///
/// One operation may produce several changes, delivered in the order they happened: a push gives
/// `.redoDiscarded` (if steps had been undone) or `.evicted` (if the limit was reached), then
/// `.pushed`, then `.cleanChanged` (if the clean state flipped). `.cleanChanged` always comes last.
public enum UndoChange: Sendable, Equatable {
    /// A new step named `name` was recorded on top (a push outside groups, or the outermost group
    /// closing with at least one command).
    case pushed(name: String)
    /// A command was coalesced into the previous one (the top step, or the last command of the open
    /// group); `name` is the merged command's name.
    case merged(name: String)
    /// A command named `command` was recorded into the open group named `group`.
    case addedToGroup(group: String, command: String)
    /// A group named `name` was opened.
    case groupBegan(name: String)
    /// The group named `name` was closed (for the outermost group, `.pushed` follows if it recorded
    /// anything).
    case groupEnded(name: String)
    /// The group named `name` was cancelled: its commands were reverted and forgotten.
    case groupCancelled(name: String)
    /// The step named `name` was undone.
    case undone(name: String)
    /// The step named `name` was redone.
    case redone(name: String)
    /// The index jumped from `from` to `to` (`setIndex`), undoing or redoing the steps between.
    case jumped(from: Int, to: Int)
    /// `isClean` flipped to the given value.
    case cleanChanged(isClean: Bool)
    /// The `count` oldest steps were dropped to respect the undo limit.
    case evicted(count: Int)
    /// `count` undone steps were dropped (a push after undoing, or a lowered limit).
    case redoDiscarded(count: Int)
    /// The undo limit changed (`nil` is unlimited).
    case limitChanged(limit: Int?)
    /// Every step was forgotten.
    case cleared
}
