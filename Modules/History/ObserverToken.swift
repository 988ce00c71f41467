/// Identifies an observer added with `UndoStack.addObserver(_:)`, to remove it later.
///
/// Tokens are only meaningful for the stack (and copies of the stack) that issued them.
public struct ObserverToken: Hashable, Sendable {
    /// A number unique within the issuing stack.
    let id: Int
}
