/// The side of a memory card: its back (the common dot pattern) or its front (the picture that
/// must be paired). The raw values are the names scripts see.
public enum MemoryCardSide: String, Sendable, Hashable, CaseIterable {
    /// The common pattern every card shows when it is face down.
    case back
    /// The picture, shown when the card is face up.
    case front
}
