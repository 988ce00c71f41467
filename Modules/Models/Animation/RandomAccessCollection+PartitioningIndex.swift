extension RandomAccessCollection {
    /// The first index whose element satisfies `belongsInSecondPartition`, or `endIndex`, in
    /// O(log n) calls: the collection must be partitioned by it (all elements that do not
    /// satisfy it come first), as a list sorted by time is by "later than t".
    func partitioningIndex(where belongsInSecondPartition: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if try belongsInSecondPartition(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
