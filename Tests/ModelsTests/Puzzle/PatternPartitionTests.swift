import Models
import Testing

@Test(arguments: PatternPartition.allCases)
func partitionsCoverEveryTileOnce(partition: PatternPartition) {
    let tiles = partition.patterns.flatMap { $0 }
    #expect(tiles.sorted() == Array(1...15))
    #expect(partition.patterns.allSatisfy { $0.count <= 6 })
}

@Test func defaultPartitionIsSixSixThree() {
    #expect(PatternPartition.sixSixThree.patterns.map(\.count) == [6, 6, 3])
    #expect(PuzzleSolver().partition == .sixSixThree)
}
