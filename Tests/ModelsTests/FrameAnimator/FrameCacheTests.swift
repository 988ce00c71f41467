import Foundation
import Models
import Testing

@Suite struct FrameCacheTests {
    // Members, not file-level constants, so they cannot collide with other test files'.
    /// Four frames of 100 bytes each, every byte the frame's number.
    private let loader = InMemoryFrameLoader(
        Dictionary(uniqueKeysWithValues: (0..<4).map { ("f\($0)", Data(repeating: UInt8($0), count: 100)) })
    )
    private let frames = ["f0", "f1", "f2", "f3"]

    @Test func framesAreLoadedOnlyWhenShown() throws {
        var animator = try FrameAnimator(frames: frames, duration: 4)
        try animator.start(at: 0)
        #expect(animator.cache.loads == 0)
        #expect(animator.cache.bytes == 0)
        let shown = try animator.frame(at: 1.5, using: loader)
        #expect(shown == Data(repeating: 1, count: 100))
        #expect(animator.cache.names == ["f1"])
        #expect((animator.cache.hits, animator.cache.misses, animator.cache.bytes) == (0, 1, 100))
        _ = try animator.frame(at: 1.9, using: loader)
        #expect((animator.cache.hits, animator.cache.misses, animator.cache.loads) == (1, 1, 1))
    }

    @Test func theBudgetEvictsTheLeastRecentlyUsed() throws {
        var animator = try FrameAnimator(frames: frames, duration: 4, cacheBudget: 250)
        try animator.start(at: 0)
        _ = try animator.frame(at: 0, using: loader)  // f0
        _ = try animator.frame(at: 1, using: loader)  // f1
        _ = try animator.frame(at: 0.5, using: loader)  // f0 again: now f1 is the oldest
        _ = try animator.frame(at: 2, using: loader)  // f2 evicts f1
        #expect(animator.cache.names == ["f0", "f2"])
        #expect(animator.cache.bytes == 200)
        #expect(animator.cache.evictions == 1)
        #expect((animator.cache.hits, animator.cache.misses) == (1, 3))
        _ = try animator.frame(at: 1, using: loader)  // f1 is a miss again and evicts f0
        #expect(animator.cache.names == ["f2", "f1"])
        #expect(animator.cache.misses == 4)
    }

    @Test func aLowerBudgetEvictsAtOnce() throws {
        var animator = try FrameAnimator(frames: frames, duration: 4)
        try animator.precache(using: loader)
        try animator.setCacheBudget(150)
        #expect(animator.cache.bytes == 100)
        #expect(animator.cache.names == ["f3"])
        #expect(animator.cache.evictions == 3)
        #expect(throws: FrameAnimatorError.invalidCacheBudget(0)) { try animator.setCacheBudget(0) }
        #expect(animator.cache.budget == 150)
    }

    @Test func aFrameLargerThanTheBudgetIsShownButNotKept() throws {
        var cache = try FrameCache(budget: 50)
        let data = try cache.frame(named: "f2", using: loader)
        #expect(data.count == 100)
        #expect(cache.bytes == 0)
        #expect(cache.count == 0)
        _ = try cache.frame(named: "f2", using: loader)
        #expect(cache.misses == 2)
    }

    @Test func precachingLoadsEverythingUpFrontSoPlayingOnlyHits() throws {
        var animator = try FrameAnimator(frames: frames + ["f0"], duration: 5)
        try animator.precache(using: loader)
        #expect(animator.cache.loads == 4)  // f0 appears twice but is one file
        #expect(animator.cache.bytes == 400)
        #expect((animator.cache.hits, animator.cache.misses) == (0, 0))
        try animator.start(at: 0)
        for step in 0..<50 { _ = try animator.frame(at: Double(step) * 0.25, using: loader) }
        #expect(animator.cache.hits == 50)
        #expect(animator.cache.misses == 0)
        #expect(animator.cache.loads == 4)
    }

    @Test func precachingWhatDoesNotFitIsRefusedAndChangesNothing() throws {
        var animator = try FrameAnimator(frames: frames, duration: 4, cacheBudget: 350)
        try animator.start(at: 0)
        _ = try animator.frame(at: 0, using: loader)
        let before = animator
        #expect(throws: FrameAnimatorError.precacheExceedsBudget(needed: 400, budget: 350)) {
            try animator.precache(using: loader)
        }
        #expect(animator == before)
    }

    @Test func precachingKeepsWhatIsAlreadyCachedAndEvictsTheRest() throws {
        var cache = try FrameCache(budget: 300)
        _ = try cache.frame(named: "f3", using: loader)
        _ = try cache.frame(named: "f0", using: loader)
        try cache.preload(["f0", "f1", "f2"], using: loader)
        #expect(Set(cache.names) == ["f0", "f1", "f2"])
        #expect(cache.loads == 4)
        #expect(cache.evictions == 1)
    }

    @Test func aMissingFrameIsAClearErrorNotACrash() throws {
        var animator = try FrameAnimator(frames: ["f0", "nope"], duration: 2)
        try animator.start(at: 0)
        #expect(throws: FrameAnimatorError.frameLoadFailed(.notFound(name: "nope", location: "memory"))) {
            try animator.frame(at: 1.5, using: loader)
        }
        #expect(
            FrameAnimatorError.frameLoadFailed(.notFound(name: "nope", location: "memory")).description
                == "frame 'nope' not found (looked in memory)")
        // The animation goes on, and the other frame still loads.
        #expect(animator.isAnimating(at: 2))
        #expect(try animator.frame(at: 2, using: loader).count == 100)
        // Precaching is all or nothing.
        animator.clearCache()
        let before = animator
        #expect(throws: FrameAnimatorError.self) { try animator.precache(using: loader) }
        #expect(animator == before)
    }

    @Test func budgetsMustBePositive() {
        #expect(throws: FrameAnimatorError.invalidCacheBudget(0)) { try FrameCache(budget: 0) }
        #expect(throws: FrameAnimatorError.invalidCacheBudget(-1)) { try FrameCache(budget: -1) }
    }

    @Test func clearingAndResettingAreSeparate() throws {
        var cache = try FrameCache()
        #expect(cache.budget == 32 * 1024 * 1024)
        _ = try cache.frame(named: "f0", using: loader)
        _ = try cache.frame(named: "f0", using: loader)
        cache.removeAll()
        #expect(cache.bytes == 0)
        #expect(!cache.contains("f0"))
        #expect(cache.hits == 1)
        cache.resetStatistics()
        #expect((cache.hits, cache.misses, cache.evictions, cache.loads) == (0, 0, 0, 0))
    }

    @Test func copiesCountIndependently() throws {
        var original = try FrameCache()
        _ = try original.frame(named: "f0", using: loader)
        var copy = original
        _ = try copy.frame(named: "f0", using: loader)
        #expect(copy.hits == 1)
        #expect(original.hits == 0)
    }
}
