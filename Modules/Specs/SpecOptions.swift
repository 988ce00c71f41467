import Foundation

/// What every test of a `playground test` run gets: the clock's start and the random seed,
/// fixed by default so that a spec that passes once passes every time, on every machine, and
/// the limits each test runs under.
public struct SpecOptions: Sendable, Hashable, Codable {
    /// The instant every test's clock starts at, seconds since 1970: 2026-01-01T00:00:00Z
    /// unless `--now` says otherwise.
    public var origin: Double
    /// The seed of every random choice: 1 unless `--seed` says otherwise.
    public var seed: Int64
    /// Each test's memory limit, in bytes; nil for none.
    public var memoryLimit: Int?
    /// Each test's wall-clock limit, in seconds, which the caller's watch enforces; named in
    /// the message of a test it stops.
    public var timeout: Double?
    /// The folders `require` searches after the spec's own (`PLAYGROUND_PATH`).
    public var libraryDirectories: [String]
    /// Only the tests whose full name matches this Lua pattern (`--filter`).
    public var filter: String?
    /// Only the tests with one of these tags (`--tags`).
    public var tags: [String]
    /// Whether snapshots are written when missing, rewritten when they differ, or only compared.
    public var snapshots: SnapshotMode
    /// How many of a file's tests may run at once, each in its own process.
    public var concurrency: Int
    /// Whether the lines of the files the specs load are counted (`--coverage`).
    public var coverage: Bool

    public static let defaultOrigin = 1_767_225_600.0
    public static let defaultSeed: Int64 = 1

    public init(
        origin: Double = SpecOptions.defaultOrigin, seed: Int64 = SpecOptions.defaultSeed, memoryLimit: Int? = nil,
        timeout: Double? = nil, libraryDirectories: [String] = [], filter: String? = nil, tags: [String] = [],
        snapshots: SnapshotMode = .writeMissing, concurrency: Int = 1, coverage: Bool = false
    ) {
        self.origin = origin
        self.seed = seed
        self.memoryLimit = memoryLimit
        self.timeout = timeout
        self.libraryDirectories = libraryDirectories
        self.filter = filter
        self.tags = tags
        self.snapshots = snapshots
        self.concurrency = concurrency
        self.coverage = coverage
    }
}
