import Testing

@testable import Models

@Suite struct PartitioningIndexTests {
    @Test(arguments: 0..<12)
    func theIndexIsTheFirstElementOfTheSecondPartition(count: Int) {
        let sorted = (0..<count).map { Double($0) / 2 }
        for cut in stride(from: -1.0, through: Double(count) / 2 + 1, by: 0.25) {
            #expect(
                sorted.partitioningIndex { $0 > cut } == (sorted.firstIndex { $0 > cut } ?? sorted.endIndex),
                "cut \(cut)")
        }
    }

    @Test func aSliceAnswersInItsOwnIndices() {
        let slice = [1, 2, 3, 4, 5, 6][2...]
        #expect(slice.partitioningIndex { $0 >= 5 } == 4)
        #expect(slice.partitioningIndex { _ in false } == slice.endIndex)
        #expect(slice.partitioningIndex { _ in true } == slice.startIndex)
    }
}
