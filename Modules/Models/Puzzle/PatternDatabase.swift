/// An additive pattern database for the 4×4 board (Korf & Felner): for every placement of its
/// pattern tiles, the least number of moves OF THOSE TILES that brings them home, the other
/// tiles being indistinguishable and their moves free. Disjoint databases therefore add up to an
/// admissible heuristic.
///
/// Goal: tile v at index v − 1, free slot at 15. Entries are indexed by the pattern tiles'
/// positions as a partial permutation rank (16 × 15 × … entries, one byte each).
final class PatternDatabase: @unchecked Sendable {
    /// The tiles of the pattern, in index order.
    let tiles: [Int]
    /// Number of entries: 16 × 15 × … × (16 − k + 1).
    let count: Int
    /// The distances; immutable after creation, hence the unchecked Sendable.
    let entries: UnsafeMutablePointer<UInt8>

    static let cells = 16

    static func entryCount(patternSize: Int) -> Int {
        (0..<patternSize).reduce(1) { $0 * (cells - $1) }
    }

    private init(tiles: [Int]) {
        self.tiles = tiles
        count = Self.entryCount(patternSize: tiles.count)
        entries = .allocate(capacity: count)
        entries.initialize(repeating: 0xFF, count: count)
    }

    deinit {
        entries.deallocate()
    }

    /// A database filled from stored bytes, or nil when the byte count is wrong.
    static func fromBytes(tiles: [Int], bytes: some Collection<UInt8>) -> PatternDatabase? {
        let database = PatternDatabase(tiles: tiles)
        guard bytes.count == database.count else { return nil }
        var index = 0
        for byte in bytes {
            database.entries[index] = byte
            index += 1
        }
        return database
    }

    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: entries, count: count)
    }

    /// The rank of a placement: positions of the pattern tiles in order.
    @inline(__always)
    static func rank(_ positions: UnsafePointer<UInt8>, count k: Int) -> Int {
        var used: UInt32 = 0
        var index = 0
        for i in 0..<k {
            let position = UInt32(positions[i])
            let below = used & ((1 << position) &- 1)
            index = index &* (cells - i) &+ Int(position) &- below.nonzeroBitCount
            used |= 1 << position
        }
        return index
    }

    /// The entry for the pattern tiles at the given positions (one per tile, in ``tiles`` order).
    func distance(positions: [Int]) -> Int {
        let bytes = positions.map { UInt8(truncatingIfNeeded: $0) }
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            return Int(entries[Self.rank(base, count: tiles.count)])
        }
    }

    @inline(__always)
    private static func expand(_ mask: UInt32) -> UInt32 {
        ((mask << 1) & 0xEEEE) | ((mask >> 1) & 0x7777) | ((mask << 4) & 0xFFFF) | (mask >> 4)
    }

    /// The cells reachable by the free slot from `start` without moving a pattern tile.
    @inline(__always)
    private static func region(from start: UInt32, free: UInt32) -> UInt32 {
        var region = start
        while true {
            let grown = (expand(region) & free) | region
            if grown == region { return region }
            region = grown
        }
    }

    /// Builds the database by breadth-first search backwards from the goal over (placement,
    /// free-slot region) states, counting only moves of pattern tiles. A build takes seconds, so
    /// it checks `cancellation` every 4,096 states and throws ``PuzzleError/cancelled``.
    static func build(tiles: [Int], cancellation: CancellationToken? = nil) throws(PuzzleError) -> PatternDatabase {
        let database = PatternDatabase(tiles: tiles)
        let k = tiles.count
        let table = database.entries
        var visited = [UInt64](repeating: 0, count: (database.count * cells + 63) / 64)
        var positions = [UInt8](repeating: 0, count: k)
        func encode(_ positions: [UInt8], blank: Int) -> UInt32 {
            var code = UInt32(blank) << 24
            for i in 0..<k { code |= UInt32(positions[i]) << (4 * i) }
            return code
        }
        func occupied(_ positions: [UInt8]) -> UInt32 {
            positions.reduce(0) { $0 | (1 << UInt32($1)) }
        }
        for i in 0..<k { positions[i] = UInt8(tiles[i] - 1) }
        let goalRegion = region(from: 1 << 15, free: ~occupied(positions) & 0xFFFF)
        let goalCanonical = goalRegion.trailingZeroBitCount
        let goalRank = positions.withUnsafeBufferPointer { $0.baseAddress.map { rank($0, count: k) } ?? 0 }
        visited[(goalRank * cells + goalCanonical) >> 6] |= 1 << UInt64((goalRank * cells + goalCanonical) & 63)
        var current: [UInt32] = [encode(positions, blank: goalCanonical)]
        var next: [UInt32] = []
        var depth: UInt8 = 0
        var scratch = [UInt8](repeating: 0, count: k)
        while !current.isEmpty {
            next.removeAll(keepingCapacity: true)
            for (index, code) in current.enumerated() {
                if index & 4_095 == 0, cancellation?.isCancelled == true { throw .cancelled }
                for i in 0..<k { positions[i] = UInt8((code >> (4 * UInt32(i))) & 15) }
                let blank = Int(code >> 24)
                let rankHere = positions.withUnsafeBufferPointer { $0.baseAddress.map { rank($0, count: k) } ?? 0 }
                if table[rankHere] == 0xFF { table[rankHere] = depth }
                let taken = occupied(positions)
                let free = ~taken & 0xFFFF
                let reach = region(from: 1 << UInt32(blank), free: free)
                for j in 0..<k {
                    let from = UInt32(positions[j])
                    var targets = expand(1 << from) & reach
                    while targets != 0 {
                        let to = UInt32(targets.trailingZeroBitCount)
                        targets &= targets - 1
                        for i in 0..<k { scratch[i] = positions[i] }
                        scratch[j] = UInt8(to)
                        let newFree = (free | (1 << from)) & ~(1 << to)
                        let newRegion = region(from: 1 << from, free: newFree)
                        let canonical = newRegion.trailingZeroBitCount
                        let newRank = scratch.withUnsafeBufferPointer { $0.baseAddress.map { rank($0, count: k) } ?? 0 }
                        let bit = newRank * cells + canonical
                        let word = bit >> 6
                        let mask: UInt64 = 1 << UInt64(bit & 63)
                        if visited[word] & mask == 0 {
                            visited[word] |= mask
                            next.append(encode(scratch, blank: canonical))
                        }
                    }
                }
            }
            swap(&current, &next)
            depth &+= 1
        }
        return database
    }
}
