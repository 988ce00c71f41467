/// What preparing the 4×4 pattern databases did.
public struct PatternDatabaseReport: Sendable, Hashable {
    /// The partition of the tiles into databases.
    public let partition: PatternPartition
    /// How many databases were built (the rest were loaded from the cache directory).
    public let built: Int
    /// How many were loaded from valid cache files.
    public let loaded: Int
    /// Bytes of tables held in memory for the search (16^k per pattern of k tiles; the cache
    /// files hold the ranked tables, 16!/(16 − k)! bytes each).
    public let bytes: Int
}
