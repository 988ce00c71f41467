import Foundation
import Models

/// Seeded test data comes from the model's SplitMix64 (checked against reference values in
/// Randomness/SplitMix64Tests).
typealias TestRandom = SplitMix64

enum PuzzleTestKit {
    /// Breadth-first distance from `tiles` to the goal (tile v at v − 1, free slot last).
    static func bfsDistance(rows: Int, columns: Int, tiles: [Int]) -> Int? {
        let goal = Array(1..<(rows * columns)) + [0]
        var seen: Set<[Int]> = [tiles]
        var frontier = [tiles]
        var depth = 0
        while !frontier.isEmpty {
            var next: [[Int]] = []
            for board in frontier {
                if board == goal { return depth }
                guard let blank = board.firstIndex(of: 0) else { return nil }
                var options: [Int] = []
                if blank >= columns { options.append(blank - columns) }
                if blank < (rows - 1) * columns { options.append(blank + columns) }
                if blank % columns > 0 { options.append(blank - 1) }
                if blank % columns < columns - 1 { options.append(blank + 1) }
                for option in options {
                    var moved = board
                    moved.swapAt(blank, option)
                    if seen.insert(moved).inserted { next.append(moved) }
                }
            }
            frontier = next
            depth += 1
        }
        return nil
    }

    /// A board scrambled from the goal by `moves` seeded random tilts.
    static func scrambled(rows: Int, columns: Int, moves: Int, seed: UInt64) throws -> (SlidingPuzzle, Int) {
        var puzzle = try SlidingPuzzle(rows: rows, columns: columns)
        let made = puzzle.scramble(moves: moves, seed: seed)
        return (try SlidingPuzzle(rows: rows, columns: columns, tiles: puzzle.tiles), made.count)
    }

    /// Applies every move to a copy and tells whether the result is solved.
    static func solves(_ moves: [PuzzleMove], _ puzzle: SlidingPuzzle) -> Bool {
        var copy = puzzle
        for move in moves {
            guard (try? copy.apply(move)) != nil else { return false }
        }
        return copy.isSolved
    }

    /// A fresh empty directory for cache files, unique to the test (by name) and the process.
    static func temporaryDirectory(_ name: String) -> String {
        let path =
            NSTemporaryDirectory() + "playground-puzzle-tests-\(name)-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.removeItem(atPath: path)
        return path
    }
}

extension PuzzleTestKit {
    /// The one cache directory of the 5-5-5 databases for the whole test run. Made (and emptied)
    /// once: each suite emptying it itself raced with another suite writing a database there.
    static let sharedFiveFiveFiveDirectory = temporaryDirectory("shared-555")

    /// A 4×4 solver with the small 5-5-5 databases (quick to build in debug), cached on disk for
    /// the test run.
    static let fifteenSolver = PuzzleSolver(
        cacheDirectory: sharedFiveFiveFiveDirectory, partition: .fiveFiveFive)
}
