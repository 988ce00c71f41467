/// A double-ended queue stored in a circular array, so that the undo stack can evict its oldest
/// step in O(1) (an `Array.removeFirst` would move every remaining step).
///
/// The buffer never traps: reads outside `0..<count` return `nil` and removals from an empty
/// buffer do nothing, because every caller is driven (indirectly) by user scripts.
/// Copy-on-write comes from the backing `ContiguousArray`.
///
/// Everything is `@inlinable` (and the storage `@usableFromInline`) because the stack's inlinable
/// hot paths call it: unspecialized, every slot access would go through value witnesses.
@usableFromInline
struct RingBuffer<Element> {
    /// The storage; `nil` marks a free slot. Optional slots let us release an evicted element
    /// immediately without any unsafe initialisation tracking.
    @usableFromInline
    var slots: ContiguousArray<Element?> = []
    /// The physical slot of the logical element 0.
    @usableFromInline
    var head = 0
    /// The number of stored elements.
    @usableFromInline
    var count = 0

    /// Creates an empty buffer that owns no storage.
    @inlinable
    init() {}

    /// The number of slots allocated; the stack keeps it at or below its undo limit.
    @inlinable
    var capacity: Int { slots.count }

    /// Whether the buffer holds no element.
    @inlinable
    var isEmpty: Bool { count == 0 }

    /// The physical slot of a logical position known to be in `0..<count`.
    @inlinable
    func slot(of position: Int) -> Int {
        let physical = head + position
        return physical >= slots.count ? physical - slots.count : physical
    }

    /// The element at `position` (0 is the oldest), or `nil` when `position` is out of range.
    @inlinable
    subscript(position: Int) -> Element? {
        guard position >= 0, position < count else { return nil }
        return slots[slot(of: position)]
    }

    /// `body` applied to the element at `position` where it lies, or `nil` when `position` is
    /// out of range.
    ///
    /// Undo and redo go through this rather than the subscript: the subscript returns a copy of
    /// the step, and copying (then destroying) a step costs more than applying it. The element
    /// is moved out of its slot for `body` and moved back after, which copies nothing.
    @inlinable
    mutating func withElement<Result>(at position: Int, _ body: (borrowing Element) -> Result) -> Result? {
        guard position >= 0, position < count else { return nil }
        let physical = slot(of: position)
        // Moved out of its slot's memory and moved back in: neither the element is copied nor
        // the slot's empty value destroyed on the way (a step's `Optional` is destroyed
        // through its type's witnesses, about sixty instructions even when it is nil).
        return slots.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            let slot = base + physical
            guard let element = slot.move() else {
                slot.initialize(to: nil)
                return nil
            }
            let result = body(element)
            slot.initialize(to: consume element)
            return result
        }
    }

    /// Replaces the element at `position`; returns `false` (and changes nothing) when out of range.
    @inlinable
    @discardableResult
    mutating func replace(at position: Int, with element: Element) -> Bool {
        guard position >= 0, position < count else { return false }
        slots[slot(of: position)] = element
        return true
    }

    /// Appends `element` as the newest element.
    ///
    /// When the storage is full it doubles, but never beyond `maximumCapacity` (when given and at
    /// least `count + 1`), so that a stack with an undo limit never allocates more slots than the limit.
    @inlinable
    mutating func append(_ element: consuming Element, maximumCapacity: Int?) {
        if count == slots.count {
            var grown = Swift.max(slots.count * 2, 4)
            if let maximumCapacity { grown = Swift.min(grown, maximumCapacity) }
            reallocate(capacity: Swift.max(grown, count + 1))
        }
        slots[slot(of: count)] = element
        count += 1
    }

    /// Removes and returns the oldest element in O(1), or returns `nil` when empty.
    @inlinable
    @discardableResult
    mutating func removeFirst() -> Element? {
        guard count > 0 else { return nil }
        let element = slots[head]
        slots[head] = nil
        head = head + 1 == slots.count ? 0 : head + 1
        count -= 1
        return element
    }

    /// Removes the newest `k` elements (all of them if `k >= count`; nothing if `k <= 0`).
    @inlinable
    mutating func removeLast(_ k: Int) {
        var remaining = Swift.min(Swift.max(k, 0), count)
        while remaining > 0 {
            slots[slot(of: count - 1)] = nil
            count -= 1
            remaining -= 1
        }
    }

    /// Removes every element and releases the storage.
    @inlinable
    mutating func removeAll() {
        slots = []
        head = 0
        count = 0
    }

    /// Moves the elements into fresh storage of `capacity` slots (at least `count`), oldest first.
    /// Used to grow, and to shrink when the undo limit is lowered so memory stays bounded.
    ///
    /// The elements are moved as memory, in at most two runs (from `head` to the end of the old
    /// storage, then from its start), not one by one: element by element, each move went through
    /// the slot's value witnesses and growing cost more than all the pushes together. The old
    /// slots get `nil` back so the old storage stays valid until it is released. When the storage
    /// is shared with a copy of the buffer, the mutable access copies it first, and the copy
    /// keeps its elements.
    @inlinable
    mutating func reallocate(capacity: Int) {
        let newCapacity = Swift.max(capacity, count)
        let (stored, start) = (count, head)
        let fresh = slots.withUnsafeMutableBufferPointer { old in
            ContiguousArray<Element?>(unsafeUninitializedCapacity: newCapacity) { new, initialized in
                let firstRun = Swift.min(stored, old.count - start)
                let tail = UnsafeMutableBufferPointer(rebasing: old[start..<start + firstRun])
                let wrapped = UnsafeMutableBufferPointer(rebasing: old[0..<stored - firstRun])
                _ = new[0..<firstRun].moveInitialize(fromContentsOf: tail)
                _ = new[firstRun..<stored].moveInitialize(fromContentsOf: wrapped)
                new[stored..<newCapacity].initialize(repeating: nil)
                tail.initialize(repeating: nil)
                wrapped.initialize(repeating: nil)
                initialized = newCapacity
            }
        }
        slots = fresh
        head = 0
    }
}

/// The buffer is as sendable as its elements.
extension RingBuffer: Sendable where Element: Sendable {}
