import Foundation
import Models
import Synchronization

// Korf's instances use the goal 0 1 2 … 15 (free slot top left); ours is 1 … 15 then the free
// slot. Rotating by 180° (position p → 15 − p) and relabelling (v → 16 − v) maps one onto the
// other without changing solution lengths.
func boardFromKorf(_ korf: [Int]) -> [Int] {
    (0..<16).map { position in
        let tile = korf[15 - position]
        return tile == 0 ? 0 : 16 - tile
    }
}

/// Peak resident memory in kB, from /proc/self/status.
func peakMemoryKB() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    }
    return nil
}

func seconds(since start: ContinuousClock.Instant) -> Double {
    let duration = ContinuousClock.now - start
    return Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

// PuzzleBench [korf100.txt] [cache directory] [--threads N]: with N > 1, the whole set is also
// solved by N threads sharing one solver (its tables are read-only), reported separately.
var arguments = CommandLine.arguments
var threads = 1
if let flag = arguments.firstIndex(of: "--threads") {
    guard flag + 1 < arguments.count, let count = Int(arguments[flag + 1]), (1...64).contains(count) else {
        print("PuzzleBench: --threads takes a whole number from 1 to 64")
        exit(2)
    }
    threads = count
    arguments.removeSubrange(flag...(flag + 1))
}
// The benchmark data sits in the shared folder beside the repository (run from this package).
let dataPath = arguments.count > 1 ? arguments[1] : "../../../shared/data/korf100.txt"
let cacheDirectory: String? = arguments.count > 2 ? arguments[2] : nil

guard let text = try? String(contentsOfFile: dataPath, encoding: .utf8) else {
    print("PuzzleBench: cannot read \(dataPath); pass the path of korf100.txt as the first argument")
    exit(2)
}
var instances: [(id: Int, length: Int, tiles: [Int])] = []
for line in text.split(separator: "\n") where !line.hasPrefix("#") {
    let numbers = line.split(separator: " ").compactMap { Int($0) }
    guard numbers.count == 18 else { continue }
    instances.append((numbers[0], numbers[1], Array(numbers[2...])))
}
print("instances: \(instances.count) from \(dataPath)")

let solver = PuzzleSolver(cacheDirectory: cacheDirectory)
let tableStart = ContinuousClock.now
do {
    let report = try solver.prepareDatabases()
    print(
        String(
            format: "tables: %.2f s, %d built, %d loaded, %.1f MB (cache: %@)",
            seconds(since: tableStart), report.built, report.loaded, Double(report.bytes) / 1_048_576,
            cacheDirectory ?? "none"))
} catch {
    print("tables failed: \(error)")
    exit(1)
}
print("peak memory after tables: \(peakMemoryKB() ?? -1) kB")

var totalNodes = 0
var totalLength = 0
var mismatches = 0
let solveStart = ContinuousClock.now
for instance in instances {
    let start = ContinuousClock.now
    do {
        let puzzle = try SlidingPuzzle(rows: 4, columns: 4, tiles: boardFromKorf(instance.tiles))
        let solution = try solver.solve(puzzle)
        var check = puzzle
        for move in solution.moves { try check.apply(move) }
        let ok = solution.length == instance.length && check.isSolved
        if !ok { mismatches += 1 }
        totalNodes += solution.nodesExpanded
        totalLength += solution.length
        print(
            String(
                format: "%3d  length %2d (published %2d) %@  nodes %10d  %.3f s",
                instance.id, solution.length, instance.length, ok ? "ok" : "MISMATCH",
                solution.nodesExpanded, seconds(since: start)))
    } catch {
        mismatches += 1
        print("\(instance.id): \(error)")
    }
}
let solveTime = seconds(since: solveStart)
print(
    String(
        format: "solved %d in %.2f s; nodes %d (mean %d); total length %d; mismatches %d",
        instances.count, solveTime, totalNodes, totalNodes / max(1, instances.count), totalLength, mismatches))
print("peak memory (VmHWM): \(peakMemoryKB() ?? -1) kB")

// The same set by several threads, each taking the next unsolved instance.
if threads > 1 {
    let next = Mutex(0)
    let results = Mutex((nodes: 0, length: 0, mismatches: 0))
    let work = instances
    let sharedSolver = solver
    let parallelStart = ContinuousClock.now
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
        while true {
            let index = next.withLock { (value: inout Int) -> Int in
                defer { value += 1 }
                return value
            }
            guard index < work.count else { return }
            let instance = work[index]
            guard let puzzle = try? SlidingPuzzle(rows: 4, columns: 4, tiles: boardFromKorf(instance.tiles)),
                let solution = try? sharedSolver.solve(puzzle)
            else {
                results.withLock { $0.mismatches += 1 }
                continue
            }
            results.withLock {
                $0.nodes += solution.nodesExpanded
                $0.length += solution.length
                if solution.length != instance.length { $0.mismatches += 1 }
            }
        }
    }
    let totals = results.withLock { $0 }
    mismatches += totals.mismatches
    print(
        String(
            format: "solved %d in %.2f s with %d threads; nodes %d; total length %d; mismatches %d",
            instances.count, seconds(since: parallelStart), threads, totals.nodes, totals.length, totals.mismatches))
}

// Larger boards: the fast line-by-line solver (not optimal), on seeded shuffles.
for (rows, columns) in [(5, 5), (6, 6), (7, 7), (8, 8)] {
    var lengths: [Int] = []
    let start = ContinuousClock.now
    for seed: UInt64 in 0..<5 {
        guard var puzzle = try? SlidingPuzzle(rows: rows, columns: columns) else { continue }
        puzzle.shuffle(seed: seed)
        guard let solution = try? solver.solve(puzzle) else {
            mismatches += 1
            continue
        }
        var check = puzzle
        for move in solution.moves { try? check.apply(move) }
        if !check.isSolved { mismatches += 1 }
        lengths.append(solution.length)
    }
    print(
        String(
            format: "%d×%d: 5 shuffles, lengths %@, %.3f s total", rows, columns,
            lengths.map(String.init).joined(separator: " "), seconds(since: start)))
}
exit(mismatches == 0 ? 0 : 1)
