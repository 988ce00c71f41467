import Foundation

/// The frames a ``FrameAnimator`` has loaded, kept within a byte budget by evicting the least
/// recently used, with counters a script can watch.
///
/// The seed chose between UIKit's `imageNamed:` cache (which the OS flushes when it likes) and no
/// cache at all, and wished for "a better way". This is that way: an explicit budget, LRU
/// eviction, and ``hits``, ``misses`` and ``bytes`` that say how it is doing.
///
/// ## Why a value type
///
/// The cache is a struct owned by the animator, not a shared class: the animator stays a
/// `Hashable`, `Sendable` value with no reference inside, copies (an undo snapshot, a script's
/// copy) never change each other's counters behind their backs, and there is no lock to take.
/// The price is that reading a frame through the cache is a `mutating` call (it updates the
/// recency and the counters). The frames' bytes are `Data`, copy-on-write, so copying a cache
/// copies references, not images; each copy counts the bytes it holds, even where two copies
/// share the same storage.
///
/// A frame larger than the whole budget is loaded and returned but not kept (a miss every
/// time), so ``bytes`` never exceeds ``budget``.
public struct FrameCache: Sendable, Hashable {
    /// The budget when none is given: 32 MiB, a few dozen full-screen frames.
    public static let defaultBudget = 32 * 1024 * 1024

    /// The most bytes the cache keeps.
    public private(set) var budget: Int
    /// The bytes the cache holds now, never more than ``budget``.
    public private(set) var bytes: Int = 0
    /// Frames served from the cache.
    public private(set) var hits: Int = 0
    /// Frames that were not in the cache when asked for, so had to be loaded.
    public private(set) var misses: Int = 0
    /// Frames dropped to make room.
    public private(set) var evictions: Int = 0
    /// Calls made to a loader, by ``frame(named:using:)`` and ``preload(_:using:)`` together.
    public private(set) var loads: Int = 0

    private struct Entry: Sendable, Hashable {
        var data: Data
        var lastUse: UInt64
    }

    private var entries: [String: Entry] = [:]
    /// Counts uses, to order entries by recency; a use counter rather than a time keeps the cache
    /// independent of any clock.
    private var useCounter: UInt64 = 0

    /// Creates an empty cache.
    ///
    /// - Throws: ``FrameAnimatorError/invalidCacheBudget(_:)`` unless `budget` is more than 0.
    public init(budget: Int = FrameCache.defaultBudget) throws(FrameAnimatorError) {
        guard budget > 0 else { throw .invalidCacheBudget(budget) }
        self.budget = budget
    }

    /// The names of the cached frames, least recently used first (the next to be evicted first).
    public var names: [String] {
        entries.sorted { $0.value.lastUse < $1.value.lastUse }.map(\.key)
    }

    /// The number of cached frames.
    public var count: Int {
        entries.count
    }

    /// Whether the frame called `name` is cached.
    public func contains(_ name: String) -> Bool {
        entries[name] != nil
    }

    /// The bytes of the frame `name`: from the cache (a hit), or from `loader` (a miss), then
    /// kept, evicting the least recently used frames to stay within the budget.
    ///
    /// - Throws: ``FrameAnimatorError/frameLoadFailed(_:)`` when the loader fails; the cache then
    ///   counts the miss and load but is otherwise unchanged.
    public mutating func frame(
        named name: String, using loader: some FrameLoader
    ) throws(FrameAnimatorError) -> Data {
        useCounter += 1
        if let entry = entries[name] {
            hits += 1
            entries[name]?.lastUse = useCounter
            return entry.data
        }
        misses += 1
        loads += 1
        let data: Data
        do {
            data = try loader.loadFrame(named: name)
        } catch {
            throw .frameLoadFailed(error)
        }
        insert(name, data)
        return data
    }

    /// Loads every frame in `names` that is not cached yet and marks them all most recently used,
    /// evicting others as needed: the seed's `precache`. Preloading does not count as hits or
    /// misses, which measure frames shown; it counts ``loads``.
    ///
    /// All or nothing: if a frame fails to load, or the frames together need more than the
    /// budget, the cache is left exactly as it was.
    ///
    /// - Throws: ``FrameAnimatorError/precacheExceedsBudget(needed:budget:)`` when the distinct
    ///   frames need more than ``budget`` bytes; ``FrameAnimatorError/frameLoadFailed(_:)`` when a
    ///   frame cannot be loaded.
    public mutating func preload(_ names: [String], using loader: some FrameLoader) throws(FrameAnimatorError) {
        var updated = self
        var loaded: [(String, Data)] = []
        var seen: Set<String> = []
        var needed = 0
        for name in names where seen.insert(name).inserted {
            if let entry = entries[name] {
                needed += entry.data.count
                continue
            }
            updated.loads += 1
            do {
                let data = try loader.loadFrame(named: name)
                loaded.append((name, data))
                needed += data.count
            } catch {
                throw .frameLoadFailed(error)
            }
            // Past the budget, the frames left are not read: the answer is already known.
            guard needed <= budget else { throw .precacheExceedsBudget(needed: needed, budget: budget) }
        }
        guard needed <= budget else { throw .precacheExceedsBudget(needed: needed, budget: budget) }
        // Touch the ones already cached first, so the new ones never evict them.
        for name in names where updated.entries[name] != nil {
            updated.useCounter += 1
            updated.entries[name]?.lastUse = updated.useCounter
        }
        for (name, data) in loaded {
            updated.useCounter += 1
            updated.insert(name, data)
        }
        self = updated
    }

    /// Changes the budget, evicting the least recently used frames until the rest fit.
    ///
    /// - Throws: ``FrameAnimatorError/invalidCacheBudget(_:)`` unless `budget` is more than 0.
    public mutating func setBudget(_ newBudget: Int) throws(FrameAnimatorError) {
        guard newBudget > 0 else { throw .invalidCacheBudget(newBudget) }
        budget = newBudget
        evict(toFit: 0)
    }

    /// Drops every frame; the counters keep counting.
    public mutating func removeAll() {
        entries.removeAll()
        bytes = 0
    }

    /// Sets ``hits``, ``misses``, ``evictions`` and ``loads`` back to 0.
    public mutating func resetStatistics() {
        hits = 0
        misses = 0
        evictions = 0
        loads = 0
    }

    /// Keeps `data` under `name` as the most recent entry, unless it alone exceeds the budget.
    private mutating func insert(_ name: String, _ data: Data) {
        guard data.count <= budget else { return }
        evict(toFit: data.count)
        entries[name] = Entry(data: data, lastUse: useCounter)
        bytes += data.count
    }

    /// Evicts least recently used entries until `extra` more bytes fit in the budget.
    private mutating func evict(toFit extra: Int) {
        while bytes + extra > budget,
            let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })
        {
            entries[oldest.key] = nil
            bytes -= oldest.value.data.count
            evictions += 1
        }
    }
}
