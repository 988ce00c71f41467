/// The result of a shuffle: the state before and after, so a History command can undo and redo
/// the shuffle as one step by restoring either snapshot.
public struct PuzzleShuffle: Sendable, Hashable {
    public let before: PuzzleSnapshot
    public let after: PuzzleSnapshot
}
