/// IDA* with the Manhattan distance plus linear conflicts, for boards of any size: optimal, and
/// fast enough for up to about 12 cells. Goal: tiles 1… row-major, free slot last.
final class ManhattanSearch {
    private let rows: Int
    private let columns: Int
    private var board: [Int]
    private var neighbours: [[Int]] = []
    private var path: [Int] = []
    private var control: SearchControl
    private var nextBound = Int.max

    init(rows: Int, columns: Int, control: SearchControl) {
        self.rows = rows
        self.columns = columns
        self.control = control
        board = []
        neighbours = (0..<(rows * columns)).map { cell in
            var list: [Int] = []
            if cell >= columns { list.append(cell - columns) }
            if cell < (rows - 1) * columns { list.append(cell + columns) }
            if cell % columns > 0 { list.append(cell - 1) }
            if cell % columns < columns - 1 { list.append(cell + 1) }
            return list
        }
    }

    var nodes: Int { control.nodes }

    @inline(__always)
    private func distance(tile: Int, at position: Int) -> Int {
        let home = tile - 1
        return abs(home / columns - position / columns) + abs(home % columns - position % columns)
    }

    /// Manhattan distance plus two moves per tile that must leave its line to let another pass
    /// (linear conflicts, counted greedily per row and column: admissible).
    func heuristic() -> Int {
        var total = 0
        for (position, tile) in board.enumerated() where tile != 0 {
            total += distance(tile: tile, at: position)
        }
        return total + 2
            * (conflicts(lines: rows, length: columns, rowWise: true)
                + conflicts(lines: columns, length: rows, rowWise: false))
    }

    private func conflicts(lines: Int, length: Int, rowWise: Bool) -> Int {
        var total = 0
        for line in 0..<lines {
            // The goal offsets, along the line, of the tiles that belong to this line.
            var offsets: [Int] = []
            for step in 0..<length {
                let position = rowWise ? line * columns + step : step * columns + line
                let tile = board[position]
                guard tile != 0 else { continue }
                let home = tile - 1
                if rowWise, home / columns == line { offsets.append(home % columns) }
                if !rowWise, home % columns == line { offsets.append(home / columns) }
            }
            // Tiles to remove so the rest is increasing: count − longest increasing subsequence.
            var best = [Int](repeating: 1, count: offsets.count)
            for i in 0..<offsets.count {
                for j in 0..<i where offsets[j] < offsets[i] { best[i] = max(best[i], best[j] + 1) }
            }
            total += offsets.count - (best.max() ?? 0)
        }
        return total
    }

    func solve(_ start: [Int]) throws(PuzzleError) -> [Int] {
        board = start
        let blank = start.firstIndex(of: 0) ?? 0
        var bound = heuristic()
        while true {
            path = [blank]
            nextBound = Int.max
            if bound == 0 { return [] }
            if try search(blank: blank, previous: -1, cost: 0, bound: bound) {
                return Array(path.dropFirst())
            }
            guard nextBound != Int.max else { throw .unsolvable }
            bound = nextBound
            try control.check(bound: bound)
        }
    }

    private func search(blank: Int, previous: Int, cost: Int, bound: Int) throws(PuzzleError) -> Bool {
        try control.count(bound: bound)
        for next in neighbours[blank] where next != previous {
            let tile = board[next]
            board[blank] = tile
            board[next] = 0
            let h = heuristic()
            let f = cost + 1 + h
            if f <= bound {
                path.append(next)
                if h == 0 { return true }
                if try search(blank: next, previous: blank, cost: cost + 1, bound: bound) { return true }
                path.removeLast()
            } else if f < nextBound {
                nextBound = f
            }
            board[next] = tile
            board[blank] = 0
        }
        return false
    }
}
