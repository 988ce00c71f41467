/// What preparing the 4×4 pattern databases did.
public struct PatternDatabaseReport: Sendable, Hashable {
    /// The partition of the tiles into databases.
    public let partition: PatternPartition
    /// How many databases were built (the rest were loaded from the cache directory).
    public let built: Int
    /// How many were loaded from valid cache files.
    public let loaded: Int
    /// Total table size in bytes.
    public let bytes: Int
}
