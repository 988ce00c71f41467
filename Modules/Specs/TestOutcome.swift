/// How one test ended.
public enum TestOutcome: Sendable, Hashable, Codable {
    case passed
    /// An assertion failed or the test raised: the message (luassert's, with its diff) and the
    /// Lua traceback.
    case failed(message: String, traceback: String)
    /// A hook (setup, before_each, after_each, teardown, finally) raised, or the test could not
    /// be run at all.
    case error(message: String, traceback: String)
    /// Declared without a body, or ended by `pending(reason)`.
    case pending(reason: String)
    /// Skipped by `--filter` or `--tags`.
    case skipped

    /// Whether the run fails for it.
    public var fails: Bool {
        switch self {
        case .failed, .error: true
        case .passed, .pending, .skipped: false
        }
    }
}

/// One test and how it ended, with how long it took on the wall clock.
public struct TestResult: Sendable, Hashable, Codable {
    public let test: PlannedTest
    public let outcome: TestOutcome
    public let seconds: Double
    /// What the test did besides passing or failing that its run should tell: the snapshot
    /// files it wrote.
    public var notes: [String]

    public init(test: PlannedTest, outcome: TestOutcome, seconds: Double, notes: [String] = []) {
        self.test = test
        self.outcome = outcome
        self.seconds = seconds
        self.notes = notes
    }
}

/// A spec file's results: each test's, or why the file could not be planned (it is not Lua, an
/// error outside any test).
public struct FileResult: Sendable, Hashable, Codable {
    public let path: String
    public var results: [TestResult]
    /// What went wrong outside every test; the file's tests did not run.
    public var failure: String?
    /// The lines its run counted (`--coverage`): by file, each line's count (0: never ran).
    public var coverage: [String: [Int: Int]]
    /// What the file's own run did that its report should tell (a setup's snapshots written).
    public var notes: [String] = []

    public init(path: String, results: [TestResult] = [], failure: String? = nil, coverage: [String: [Int: Int]] = [:])
    {
        self.path = path
        self.results = results
        self.failure = failure
        self.coverage = coverage
    }
}
