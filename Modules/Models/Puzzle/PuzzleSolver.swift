import Synchronization

/// Solves sliding puzzles and gives hints.
///
/// - 4×4: optimal, IDA* with additive 6-6-3 pattern databases (or another ``PatternPartition``)
///   and their diagonal reflection (Korf & Felner). The databases (11 MB ranked for 6-6-3, held
///   as 32 MB of sparse tables for the search) are built on first use (seconds in release) and,
///   when a cache
///   directory is given, stored there with a checksum and loaded on later runs; a corrupt or
///   mismatched file is rebuilt.
/// - Other boards of at most 12 cells (3×3, 2×n, 3×4, 4×3): optimal, IDA* with Manhattan
///   distance and linear conflicts.
/// - Larger boards: fast, not optimal (line by line, see ``PuzzleSolution/isOptimal``).
///
/// A solve checks its ``CancellationToken`` regularly and reports ``SolveProgress`` every
/// `progressInterval` nodes.
public final class PuzzleSolver: Sendable {
    /// A solver keeping its databases in memory only.
    public static let shared = PuzzleSolver()

    /// Where the pattern database files live; nil keeps them in memory only.
    public let cacheDirectory: String?
    /// The pattern databases used for 4×4 boards.
    public let partition: PatternPartition
    private let databases = Mutex<FifteenPuzzleDatabases?>(nil)

    public init(cacheDirectory: String? = nil, partition: PatternPartition = .sixSixThree) {
        self.cacheDirectory = cacheDirectory
        self.partition = partition
    }

    /// Builds or loads the 4×4 pattern databases now instead of at the first 4×4 solve.
    @discardableResult
    public func prepareDatabases() throws(PuzzleError) -> PatternDatabaseReport {
        try fifteenDatabases().report
    }

    func fifteenDatabases(cancellation: CancellationToken? = nil) throws(PuzzleError) -> FifteenPuzzleDatabases {
        let directory = cacheDirectory
        let partition = partition
        return try databases.withLock {
            (stored: inout FifteenPuzzleDatabases?) throws(PuzzleError) -> FifteenPuzzleDatabases in
            if let stored { return stored }
            let made = try FifteenPuzzleDatabases(
                partition: partition, cache: PatternDatabaseCache(directory: directory), cancellation: cancellation)
            stored = made
            return made
        }
    }

    /// Whether a board of this size gets a proven shortest solution.
    public static func solvesOptimally(rows: Int, columns: Int) -> Bool {
        (rows == 4 && columns == 4) || rows * columns <= 12
    }

    /// The moves that solve `puzzle`, shortest for boards where ``solvesOptimally(rows:columns:)``.
    ///
    /// - Throws: ``PuzzleError/unsolvable`` for a board of the wrong parity,
    ///   ``PuzzleError/cancelled`` when the token is cancelled, and cache errors.
    public func solve(
        _ puzzle: SlidingPuzzle, cancellation: CancellationToken? = nil,
        progressInterval: Int = 1_000_000, progress: ((SolveProgress) -> Void)? = nil
    ) throws(PuzzleError) -> PuzzleSolution {
        guard puzzle.isSolvable else { throw .unsolvable }
        if cancellation?.isCancelled == true { throw .cancelled }
        var control = SearchControl(
            cancellation: cancellation, progressInterval: progressInterval, progress: progress)
        let blanks: [Int]
        let nodes: Int
        let optimal = Self.solvesOptimally(rows: puzzle.rows, columns: puzzle.columns)
        if puzzle.isSolved {
            blanks = []
            nodes = 0
        } else if puzzle.rows == 4, puzzle.columns == 4 {
            let search = FifteenPuzzleSearch(
                databases: try fifteenDatabases(cancellation: cancellation), control: control)
            blanks = try search.solve(puzzle.tiles)
            nodes = search.nodes
        } else if optimal {
            let search = ManhattanSearch(rows: puzzle.rows, columns: puzzle.columns, control: control)
            blanks = try search.solve(puzzle.tiles)
            nodes = search.nodes
        } else {
            blanks = try ReductionSolver(rows: puzzle.rows, columns: puzzle.columns)
                .solve(puzzle.tiles, control: &control)
            nodes = control.nodes
        }
        var board = puzzle.tiles
        var blank = puzzle.blankIndex
        var moves: [PuzzleMove] = []
        moves.reserveCapacity(blanks.count)
        for next in blanks {
            moves.append(PuzzleMove(tile: board[next], from: next, to: blank))
            board[blank] = board[next]
            board[next] = 0
            blank = next
        }
        return PuzzleSolution(moves: moves, isOptimal: optimal, nodesExpanded: nodes)
    }

    /// The next move of a solution (of a shortest one where the board size allows), or nil
    /// when the board is already solved.
    public func hint(
        for puzzle: SlidingPuzzle, cancellation: CancellationToken? = nil,
        progressInterval: Int = 1_000_000, progress: ((SolveProgress) -> Void)? = nil
    ) throws(PuzzleError) -> PuzzleMove? {
        try solve(puzzle, cancellation: cancellation, progressInterval: progressInterval, progress: progress)
            .moves.first
    }
}
