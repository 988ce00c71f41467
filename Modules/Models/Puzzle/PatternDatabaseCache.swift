import Foundation

/// Pattern databases stored on disk, one file per pattern, each with a header naming the pattern
/// and a 64-bit FNV-1a checksum over header and entries. A missing, truncated, corrupt or
/// mismatched file is rebuilt and rewritten, never trusted.
struct PatternDatabaseCache {
    /// The directory of the files; nil keeps databases in memory only.
    let directory: String?

    static let magic: [UInt8] = Array("PZPDB01\n".utf8)

    /// The file name for a pattern, e.g. `pdb4x4-1-2-5-6-9-10.bin`.
    static func fileName(tiles: [Int]) -> String {
        "pdb4x4-" + tiles.map(String.init).joined(separator: "-") + ".bin"
    }

    func path(tiles: [Int]) -> String? {
        directory.map { ($0 as NSString).appendingPathComponent(Self.fileName(tiles: tiles)) }
    }

    static func checksum(_ bytes: some Sequence<UInt8>, seed: UInt64 = 0xCBF2_9CE4_8422_2325) -> UInt64 {
        var hash = seed
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }

    static func header(tiles: [Int], count: Int) -> [UInt8] {
        var header = magic
        header.append(UInt8(tiles.count))
        header += tiles.map { UInt8(truncatingIfNeeded: $0) }
        withUnsafeBytes(of: UInt64(count).littleEndian) { header += $0 }
        return header
    }

    /// The file's contents for a database.
    static func encode(_ database: PatternDatabase) -> Data {
        let head = header(tiles: database.tiles, count: database.count)
        var data = Data(head)
        data.append(database.bytes)
        let sum = checksum(database.bytes, seed: checksum(head))
        withUnsafeBytes(of: sum.littleEndian) { data.append(contentsOf: $0) }
        return data
    }

    /// A database read back from file contents, or nil when anything does not match.
    static func decode(_ data: Data, tiles: [Int]) -> PatternDatabase? {
        let count = PatternDatabase.entryCount(patternSize: tiles.count)
        let head = header(tiles: tiles, count: count)
        guard data.count == head.count + count + 8 else { return nil }
        let bytes = [UInt8](data)
        guard Array(bytes[0..<head.count]) == head else { return nil }
        let body = bytes[head.count..<(head.count + count)]
        var stored: UInt64 = 0
        for (shift, byte) in bytes[(head.count + count)...].enumerated() {
            stored |= UInt64(byte) << (8 * UInt64(shift))
        }
        guard checksum(body, seed: checksum(head)) == stored else { return nil }
        return PatternDatabase.fromBytes(tiles: tiles, bytes: body)
    }

    /// How a database was obtained.
    enum Source { case loaded, built }

    /// Loads the database for `tiles`, or builds it (and writes the file when there is a
    /// directory).
    func database(tiles: [Int], cancellation: CancellationToken? = nil) throws(PuzzleError) -> (PatternDatabase, Source)
    {
        if let path = path(tiles: tiles),
            let data = FileManager.default.contents(atPath: path),
            let database = Self.decode(data, tiles: tiles)
        {
            return (database, .loaded)
        }
        let database = try PatternDatabase.build(tiles: tiles, cancellation: cancellation)
        if let directory, let path = path(tiles: tiles) {
            do {
                try FileManager.default.createDirectory(
                    atPath: directory, withIntermediateDirectories: true)
                try Self.encode(database).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw .cacheWriteFailed(path: path)
            }
        }
        return (database, .built)
    }
}
