/// What the pages showed lately, for the page's record button: each frame the session sent
/// and the instant it was sent (seconds on a clock that only goes forward), as far back as
/// ``span`` seconds and the frame already showing when they began — PICO-8's "the last eight
/// seconds" rather than a recording started beforehand: what just happened on screen is what
/// a person wants to keep. At most ``maximumBytes`` of documents besides the one on screen:
/// the oldest go first.
struct ScreenHistory {
    /// How far back a recording reaches, in seconds.
    static let span = 10.0
    /// The most bytes of documents kept.
    static let maximumBytes = 32 << 20

    private var frames: [(time: Double, svg: String)] = []
    /// The first frame still kept: the ones before it are dropped in batches.
    private var first = 0
    /// The bytes of the documents kept.
    private(set) var bytes = 0

    /// Keeps `svg`, shown from `time` on, and drops what is now too old or too much; returns
    /// how many bytes more are held (fewer when negative).
    @discardableResult
    mutating func record(_ svg: String, at time: Double) -> Int {
        let before = bytes
        if let last = frames.last, time < last.time {
            // A clock that went back (it cannot): start again rather than keep frames out of order.
            frames.removeAll()
            first = 0
            bytes = 0
        }
        frames.append((time, svg))
        bytes += svg.utf8.count
        // The frame showing when the span began stays: the recording starts with it.
        while first + 1 < frames.count, frames[first + 1].time <= time - Self.span || bytes > Self.maximumBytes {
            bytes -= frames[first].svg.utf8.count
            first += 1
        }
        if first > 64, first * 2 > frames.count {
            frames.removeFirst(first)
            first = 0
        }
        return bytes - before
    }

    /// Forgets everything kept; returns the bytes no longer held (as a negative count).
    mutating func clear() -> Int {
        let held = bytes
        frames.removeAll()
        first = 0
        bytes = 0
        return -held
    }

    /// The documents shown from ``span`` seconds before `now` (or the first frame kept, if
    /// later) to `now`, one every 1/`fps` seconds: each the frame on screen at that instant.
    func frames(endingAt now: Double, fps: Double) -> [String] {
        guard first < frames.count, fps > 0, fps <= 1000, now.isFinite else { return [] }
        let start = max(frames[first].time, now - Self.span)
        guard now >= start else { return [] }
        let count = Int(((now - start) * fps).rounded(.down)) + 1
        var documents: [String] = []
        documents.reserveCapacity(count)
        var shown = first
        for k in 0..<count {
            let instant = start + Double(k) / fps
            while shown + 1 < frames.count, frames[shown + 1].time <= instant { shown += 1 }
            documents.append(frames[shown].svg)
        }
        return documents
    }
}
