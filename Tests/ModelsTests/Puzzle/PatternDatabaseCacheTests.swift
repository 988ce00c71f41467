import Foundation
import Testing

@testable import Models

@Test func encodedDatabaseDecodesToTheSameEntries() throws {
    let database = try PatternDatabase.build(tiles: [13, 14, 15])
    let data = PatternDatabaseCache.encode(database)
    let decoded = try #require(PatternDatabaseCache.decode(data, tiles: [13, 14, 15]))
    #expect(Array(decoded.bytes) == Array(database.bytes))
}

@Test func corruptTruncatedOrMismatchedFilesAreNotTrusted() throws {
    let database = try PatternDatabase.build(tiles: [13, 14, 15])
    let data = PatternDatabaseCache.encode(database)
    var flipped = data
    flipped[100] ^= 0x01
    #expect(PatternDatabaseCache.decode(flipped, tiles: [13, 14, 15]) == nil)
    var badSum = data
    badSum[badSum.count - 1] ^= 0x80
    #expect(PatternDatabaseCache.decode(badSum, tiles: [13, 14, 15]) == nil)
    #expect(PatternDatabaseCache.decode(data.dropLast(), tiles: [13, 14, 15]) == nil)
    #expect(PatternDatabaseCache.decode(data, tiles: [12, 14, 15]) == nil)
    #expect(PatternDatabaseCache.decode(Data(), tiles: [13, 14, 15]) == nil)
}

@Test func cacheBuildsWritesLoadsAndRebuildsACorruptFile() throws {
    let directory = PuzzleTestKit.temporaryDirectory("cache")
    let cache = PatternDatabaseCache(directory: directory)
    let (built, firstSource) = try cache.database(tiles: [13, 14, 15])
    #expect(firstSource == .built)
    let path = try #require(cache.path(tiles: [13, 14, 15]))
    #expect(FileManager.default.fileExists(atPath: path))
    let (loaded, secondSource) = try cache.database(tiles: [13, 14, 15])
    #expect(secondSource == .loaded)
    #expect(Array(loaded.bytes) == Array(built.bytes))
    // Corrupt one entry: the file is rebuilt and rewritten, and then loads again.
    var data = try #require(FileManager.default.contents(atPath: path))
    data[200] ^= 0x07
    try data.write(to: URL(fileURLWithPath: path))
    let (rebuilt, thirdSource) = try cache.database(tiles: [13, 14, 15])
    #expect(thirdSource == .built)
    #expect(Array(rebuilt.bytes) == Array(built.bytes))
    #expect(try cache.database(tiles: [13, 14, 15]).1 == .loaded)
    try? FileManager.default.removeItem(atPath: directory)
}

@Test func checksumIsFNV1a() {
    #expect(PatternDatabaseCache.checksum([UInt8]()) == 0xCBF2_9CE4_8422_2325)
    #expect(PatternDatabaseCache.checksum(Array("a".utf8)) == 0xAF63_DC4C_8601_EC8C)
}

@Test func memoryOnlyCacheHasNoPath() {
    #expect(PatternDatabaseCache(directory: nil).path(tiles: [1]) == nil)
    #expect(PatternDatabaseCache.fileName(tiles: [13, 14, 15]) == "pdb4x4-13-14-15.bin")
}
