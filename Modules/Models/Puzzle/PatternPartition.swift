/// How the 15 tiles of the 4×4 board are split into disjoint pattern databases.
public enum PatternPartition: String, Sendable, Hashable, CaseIterable {
    /// 6-6-3 (Korf & Felner): the left and right halves of the top three rows, and the bottom
    /// row. About 11 MB of tables built in seconds; the default.
    case sixSixThree
    /// 5-5-5: about 1.5 MB, built far faster, with many more nodes per solve. For tests and
    /// small memory.
    case fiveFiveFive

    /// The tile groups (goal: tile v at index v − 1, free slot at 15).
    public var patterns: [[Int]] {
        switch self {
        case .sixSixThree: [[1, 2, 5, 6, 9, 10], [3, 4, 7, 8, 11, 12], [13, 14, 15]]
        case .fiveFiveFive: [[1, 2, 5, 6, 9], [3, 4, 7, 8, 12], [10, 11, 13, 14, 15]]
        }
    }
}
