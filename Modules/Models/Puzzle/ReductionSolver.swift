/// A fast non-optimal solver for any board: it solves the top row, then the next, until two rows
/// are left, then the left column, then the next, until a 2×2 corner is left. Each step places
/// one tile, or the last two of a line together, by a breadth-first search over the positions of
/// just those tiles and the free slot (earlier tiles of the line included), so every step is the
/// shortest one for its sub-goal while solved lines stay locked.
struct ReductionSolver {
    let rows: Int
    let columns: Int

    /// The free-slot positions after each move.
    func solve(_ start: [Int], control: inout SearchControl) throws(PuzzleError) -> [Int] {
        var board = start
        var locked = [Bool](repeating: false, count: rows * columns)
        var top = 0
        var left = 0
        var path: [Int] = []
        var stage = 0
        func cell(_ row: Int, _ column: Int) -> Int { row * columns + column }
        func place(_ cells: [Int]) throws(PuzzleError) {
            stage += 1
            let moves = try search(board: board, locked: locked, targets: cells, control: &control, stage: stage)
            var blank = board.firstIndex(of: 0) ?? 0
            for next in moves {
                board[blank] = board[next]
                board[next] = 0
                blank = next
            }
            path += moves
        }
        while rows - top > 2 || columns - left > 2 {
            if rows - top > 2 {
                for column in left..<(columns - 2) {
                    try place([cell(top, column)])
                    locked[cell(top, column)] = true
                }
                try place([cell(top, columns - 2), cell(top, columns - 1)])
                for column in (columns - 2)..<columns { locked[cell(top, column)] = true }
                top += 1
            } else {
                try place([cell(top, left), cell(top + 1, left)])
                locked[cell(top, left)] = true
                locked[cell(top + 1, left)] = true
                left += 1
            }
        }
        try place([cell(top, left), cell(top, left + 1), cell(top + 1, left)])
        return path
    }

    /// The shortest free-slot path that brings the tiles belonging at `targets` there, moving
    /// only through unlocked cells.
    private func search(
        board: [Int], locked: [Bool], targets: [Int], control: inout SearchControl, stage: Int
    ) throws(PuzzleError) -> [Int] {
        let n = board.count
        let k = targets.count
        var start = [Int](repeating: 0, count: k + 1)
        start[0] = board.firstIndex(of: 0) ?? 0
        for (i, target) in targets.enumerated() {
            start[i + 1] = board.firstIndex(of: target + 1) ?? 0
        }
        func encode(_ state: [Int]) -> Int {
            state.reversed().reduce(0) { $0 * n + $1 }
        }
        func decode(_ code: Int) -> [Int] {
            var code = code
            return (0...k).map { _ in
                defer { code /= n }
                return code % n
            }
        }
        func isGoal(_ state: [Int]) -> Bool {
            (0..<k).allSatisfy { state[$0 + 1] == targets[$0] }
        }
        let startCode = encode(start)
        var parent: [Int: Int] = [startCode: -1]
        var queue = [startCode]
        var head = 0
        var goal: Int?
        if isGoal(start) { goal = startCode }
        while goal == nil, head < queue.count {
            let code = queue[head]
            head += 1
            try control.count(bound: stage)
            let state = decode(code)
            let blank = state[0]
            let row = blank / columns
            let column = blank % columns
            var options: [Int] = []
            if row > 0 { options.append(blank - columns) }
            if row < rows - 1 { options.append(blank + columns) }
            if column > 0 { options.append(blank - 1) }
            if column < columns - 1 { options.append(blank + 1) }
            for next in options where !locked[next] {
                var moved = state
                moved[0] = next
                for i in 1...k where moved[i] == next { moved[i] = blank }
                let nextCode = encode(moved)
                guard parent[nextCode] == nil else { continue }
                parent[nextCode] = code
                if isGoal(moved) {
                    goal = nextCode
                    break
                }
                queue.append(nextCode)
            }
        }
        guard var code = goal else { throw .unsolvable }
        var blanks: [Int] = []
        while code != startCode, let previous = parent[code] {
            blanks.append(code % n)
            code = previous
        }
        return blanks.reversed()
    }
}
