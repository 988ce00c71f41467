extension Array {
    /// Whether this array and `other` are one array: the same buffer, so the same elements
    /// (a kept array is known unchanged without reading it). Arrays with equal elements in two
    /// buffers are not one array.
    func isSameArray(as other: Self) -> Bool {
        count == other.count && withUnsafeBufferPointer { mine in
            other.withUnsafeBufferPointer { mine.baseAddress == $0.baseAddress }
        }
    }
}
