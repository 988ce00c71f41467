/// The bytes of a text line being written: a buffer kept from line to line and frame to frame,
/// grown as needed and appended to through a pointer. A frame of the text view appends some
/// thirty pieces; an array's append made each one several calls (a check, a copy, a count),
/// which cost more than the copy itself.
///
/// A value, as an array is: a copy shares the bytes until either appends, and the one that
/// appends first gets its own.
struct LineBuffer: UTF8Sink {
    private final class Storage {
        let base: UnsafeMutablePointer<UInt8>
        let capacity: Int

        init(capacity: Int) {
            base = .allocate(capacity: capacity)
            self.capacity = capacity
        }

        deinit {
            base.deallocate()
        }
    }

    private var storage = Storage(capacity: 128)
    /// How many bytes the buffer holds.
    private(set) var count = 0

    /// Empties the buffer, keeping its room.
    mutating func removeAll() {
        count = 0
    }

    mutating func append(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let end = count + bytes.count
        reserve(end)
        (storage.base + count).initialize(from: source, count: bytes.count)
        count = end
    }

    mutating func append(byte: UInt8) {
        reserve(count + 1)
        (storage.base + count).initialize(to: byte)
        count += 1
    }

    /// Appends `text`'s bytes.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append(utf8: $0) }
    }

    /// How many bytes the buffer has room for before it grows.
    var capacity: Int {
        storage.capacity
    }

    /// Calls `body` with the bytes.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: storage.base, count: count))
    }

    /// Makes the storage this buffer's own, with room for `needed` bytes.
    // The common case inlined (a call an append cost a sixth of the append); the rest not.
    @inline(__always)
    private mutating func reserve(_ needed: Int) {
        if needed <= storage.capacity, isKnownUniquelyReferenced(&storage) { return }
        makeRoom(for: needed)
    }

    /// Copies the bytes into storage of this buffer's own with room for `needed`.
    @inline(never)
    private mutating func makeRoom(for needed: Int) {
        let fits = needed <= storage.capacity
        // A shared buffer is copied at its size; a full one doubles.
        let grown = Storage(capacity: fits ? storage.capacity : max(needed, 2 * storage.capacity))
        grown.base.initialize(from: storage.base, count: count)
        storage = grown
    }
}
