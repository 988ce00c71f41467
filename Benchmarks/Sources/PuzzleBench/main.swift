import Foundation
import Models

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

let arguments = CommandLine.arguments
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
    print(String(format: "tables: %.2f s, %d built, %d loaded, %.1f MB (cache: %@)",
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
        print(String(format: "%3d  length %2d (published %2d) %@  nodes %10d  %.3f s",
            instance.id, solution.length, instance.length, ok ? "ok" : "MISMATCH",
            solution.nodesExpanded, seconds(since: start)))
    } catch {
        mismatches += 1
        print("\(instance.id): \(error)")
    }
}
let solveTime = seconds(since: solveStart)
print(String(format: "solved %d in %.2f s; nodes %d (mean %d); total length %d; mismatches %d",
    instances.count, solveTime, totalNodes, totalNodes / max(1, instances.count), totalLength, mismatches))
print("peak memory (VmHWM): \(peakMemoryKB() ?? -1) kB")

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
    print(String(format: "%d×%d: 5 shuffles, lengths %@, %.3f s total", rows, columns,
        lengths.map(String.init).joined(separator: " "), seconds(since: start)))
}
exit(mismatches == 0 ? 0 : 1)
