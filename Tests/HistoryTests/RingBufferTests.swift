import Testing

@testable import History

@Suite("RingBuffer")
struct RingBufferTests {
    @Test("reads are in insertion order and out-of-range reads are nil, not traps")
    func readsInOrder() {
        var buffer = RingBuffer<Int>()
        for value in 1...5 { buffer.append(value, maximumCapacity: nil) }
        #expect(buffer.count == 5)
        #expect((0..<5).map { buffer[$0] } == [1, 2, 3, 4, 5])
        #expect(buffer[-1] == nil)
        #expect(buffer[5] == nil)
    }

    @Test("removeFirst returns the oldest and keeps order across the wrap-around")
    func removeFirstWrapsAround() {
        var buffer = RingBuffer<Int>()
        for value in 0..<4 { buffer.append(value, maximumCapacity: 4) }
        #expect(buffer.removeFirst() == 0)
        #expect(buffer.removeFirst() == 1)
        buffer.append(4, maximumCapacity: 4)
        buffer.append(5, maximumCapacity: 4)  // wraps into the freed slots
        #expect(buffer.capacity == 4)
        #expect((0..<buffer.count).map { buffer[$0] } == [2, 3, 4, 5])
    }

    @Test("removals on an empty buffer do nothing")
    func emptyRemovals() {
        var buffer = RingBuffer<String>()
        #expect(buffer.removeFirst() == nil)
        buffer.removeLast(3)
        #expect(buffer.isEmpty)
    }

    @Test("removeLast drops the newest elements, clamped to the count")
    func removeLastClamps() {
        var buffer = RingBuffer<Int>()
        for value in 0..<6 { buffer.append(value, maximumCapacity: nil) }
        buffer.removeLast(2)
        #expect((0..<buffer.count).map { buffer[$0] } == [0, 1, 2, 3])
        buffer.removeLast(-1)
        #expect(buffer.count == 4)
        buffer.removeLast(99)
        #expect(buffer.isEmpty)
    }

    @Test("growth never exceeds the maximum capacity")
    func growthIsCapped() {
        var buffer = RingBuffer<Int>()
        for value in 0..<3 {
            buffer.append(value, maximumCapacity: 3)
            #expect(buffer.capacity <= 3)
        }
        #expect(buffer.capacity == 3)
    }

    @Test("replace changes one element and refuses out-of-range positions")
    func replace() {
        var buffer = RingBuffer<Int>()
        buffer.append(1, maximumCapacity: nil)
        let replacedInside = buffer.replace(at: 0, with: 9)
        let replacedOutside = buffer.replace(at: 1, with: 7)
        #expect(replacedInside)
        #expect(buffer[0] == 9)
        #expect(!replacedOutside)
        #expect(buffer.count == 1)
    }

    @Test("reallocate keeps the order and can shrink to the count")
    func reallocateKeepsOrder() {
        var buffer = RingBuffer<Int>()
        for value in 0..<8 { buffer.append(value, maximumCapacity: nil) }
        buffer.removeFirst()
        buffer.removeFirst()
        buffer.reallocate(capacity: 1)  // below count: clamped to count
        #expect(buffer.capacity == 6)
        #expect((0..<buffer.count).map { buffer[$0] } == [2, 3, 4, 5, 6, 7])
    }

    @Test("removeAll releases the storage")
    func removeAllReleases() {
        var buffer = RingBuffer<Int>()
        for value in 0..<10 { buffer.append(value, maximumCapacity: nil) }
        buffer.removeAll()
        #expect(buffer.isEmpty)
        #expect(buffer.capacity == 0)
    }

    @Test("copies are independent (copy-on-write)")
    func copiesAreIndependent() {
        var original = RingBuffer<Int>()
        for value in 0..<3 { original.append(value, maximumCapacity: nil) }
        var copy = original
        copy.removeFirst()
        copy.append(99, maximumCapacity: nil)
        #expect((0..<original.count).map { original[$0] } == [0, 1, 2])
        #expect((0..<copy.count).map { copy[$0] } == [1, 2, 99])
    }

    @Test("agrees with an array under seeded random operations", arguments: [1, 2, 3, 42] as [UInt64])
    func matchesArray(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        var buffer = RingBuffer<Int>()
        var reference: [Int] = []
        for step in 0..<2_000 {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0, 1:
                buffer.append(step, maximumCapacity: 16)
                reference.append(step)
            case 2:
                #expect(buffer.removeFirst() == reference.first)
                if !reference.isEmpty { reference.removeFirst() }
            default:
                let k = Int.random(in: 0...2, using: &rng)
                buffer.removeLast(k)
                reference.removeLast(min(k, reference.count))
            }
            #expect(buffer.count == reference.count)
        }
        #expect((0..<buffer.count).map { buffer[$0] } == reference.map { Optional($0) })
    }

    @Test("growing a wrapped-around buffer keeps the order, and a copy keeps its elements")
    func growingWrappedBuffer() {
        var buffer = RingBuffer<String>()
        for value in 0..<4 { buffer.append("v\(value)", maximumCapacity: nil) }
        buffer.removeFirst()
        buffer.removeFirst()
        buffer.append("v4", maximumCapacity: nil)
        buffer.append("v5", maximumCapacity: nil)  // wraps: the head is in the middle of the storage
        let copy = buffer
        buffer.append("v6", maximumCapacity: nil)  // grows, moving both runs
        #expect((0..<buffer.count).map { buffer[$0] } == ["v2", "v3", "v4", "v5", "v6"])
        #expect((0..<copy.count).map { copy[$0] } == ["v2", "v3", "v4", "v5"])
        #expect(buffer.capacity == 8)
    }

    @Test("withElement reads in place, leaves the element there, and is nil out of range")
    func withElement() {
        var buffer = RingBuffer<[Int]>()
        buffer.append([1, 2], maximumCapacity: nil)
        buffer.append([3], maximumCapacity: nil)
        #expect(buffer.withElement(at: 1) { $0.count } == 1)
        #expect(buffer.withElement(at: 0) { $0.reduce(0, +) } == 3)
        #expect(buffer.withElement(at: 2) { $0.count } == nil)
        #expect(buffer.withElement(at: -1) { $0.count } == nil)
        #expect(buffer[0] == [1, 2])
        #expect(buffer[1] == [3])
        #expect(buffer.count == 2)
    }

    /// Counts the instances alive, so that a test sees every element destroyed exactly once.
    final class Tracked {
        nonisolated(unsafe) static var alive = 0
        let value: Int
        init(_ value: Int) {
            self.value = value
            Tracked.alive += 1
        }
        deinit { Tracked.alive -= 1 }
    }

    @Test("every element is destroyed once: removed, replaced, moved, copied or left in a dropped buffer")
    func elementsAreDestroyedOnce() {
        let before = Tracked.alive
        do {
            var buffer = RingBuffer<Tracked>()
            for value in 0..<6 { buffer.append(Tracked(value), maximumCapacity: 6) }
            #expect(buffer.removeFirst()?.value == 0)
            #expect(buffer.removeFirst()?.value == 1)
            buffer.append(Tracked(6), maximumCapacity: 6)  // wraps round
            buffer.replace(at: 0, with: Tracked(20))
            buffer.removeLast(1)
            #expect(Tracked.alive - before == 4)
            var copy = buffer
            copy.append(Tracked(7), maximumCapacity: nil)  // copies the shared storage, then grows
            #expect(Tracked.alive - before == 5)
            buffer.reallocate(capacity: 10)  // moves what it alone holds
            #expect((0..<buffer.count).map { buffer[$0]?.value } == [20, 3, 4, 5])
            #expect((0..<copy.count).map { copy[$0]?.value } == [20, 3, 4, 5, 7])
            copy.removeAll()
            #expect(Tracked.alive - before == 4)
        }
        #expect(Tracked.alive == before)
    }

    @Test(
        "withElement moves the element out and back: a wrapped slot, a copy sharing the storage, nothing made or lost")
    func withElementKeepsEveryElementOnce() {
        let before = Tracked.alive
        do {
            var buffer = RingBuffer<Tracked>()
            for value in 0..<4 { buffer.append(Tracked(value), maximumCapacity: 4) }
            _ = buffer.removeFirst()
            buffer.append(Tracked(4), maximumCapacity: 4)  // in the first slot: wrapped
            #expect(buffer.withElement(at: 3) { $0.value } == 4)
            let copy = buffer
            // The storage is shared: the buffer takes a copy before it moves anything.
            #expect(buffer.withElement(at: 0) { $0.value } == 1)
            #expect(Tracked.alive - before == 4)
            #expect((0..<buffer.count).map { buffer[$0]?.value } == [1, 2, 3, 4])
            #expect((0..<copy.count).map { copy[$0]?.value } == [1, 2, 3, 4])
            #expect(buffer.withElement(at: 4) { $0.value } == nil)
        }
        #expect(Tracked.alive == before)
    }
}
