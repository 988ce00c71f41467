import Foundation

/// Draws SVG documents to pixels on worker threads, several at once, and hands the pictures
/// back in the order they were given. The caller's thread gives a document and receives what
/// is ready; it waits only when `capacity` documents are in flight, so memory stays bounded
/// (capacity × one picture, and a few pictures kept) however long the run.
///
/// A document may come with a layer drawn over it (``Scene/layers()``: the time label). The
/// pictures of the last few documents under their layers are kept, so a run of frames that
/// differ only in their layer (a scene at rest, its clock ticking) draws the document once and
/// only the small layer for each frame: librsvg's text is most of an export's time.
public final class FrameRasterPool: @unchecked Sendable {
    /// What a document becomes: its pixels, or why librsvg could not draw it.
    public typealias Outcome = Result<PixelFrame, ExportError>

    private struct Job {
        var index: Int
        var svg: String
        var layer: String?
        var width: Int
        var height: Int
    }

    /// Pictures of documents drawn lately, newest last, for documents that come again.
    private var kept: [(svg: String, frame: PixelFrame)] = []
    /// How many pictures are kept: 4, or fewer so that they take at most 64 MiB.
    private func keptLimit(_ frame: PixelFrame) -> Int {
        max(1, min(4, (64 << 20) / max(1, frame.bytes.count)))
    }

    private let condition = NSCondition()
    private var jobs: [Job] = []
    private var firstJob = 0
    private var done: [Int: Outcome] = [:]
    private var submitted = 0
    private var delivered = 0
    private var closing = false
    private var running = 0
    private let capacity: Int
    private let background: UInt32

    /// Starts `workers` threads; at most `capacity` documents wait or are drawn at once.
    public init(workers: Int, capacity: Int, background: UInt32) {
        self.capacity = max(1, capacity)
        self.background = background
        running = max(1, workers)
        for _ in 0..<running {
            let thread = Thread { [self] in work() }
            thread.name = "playground export"
            thread.start()
        }
    }

    /// Ends the worker threads once the documents given are drawn, and waits for them. The
    /// threads hold the pool: it lives until this is called.
    public func close() {
        condition.lock()
        closing = true
        condition.broadcast()
        while running > 0 { condition.wait() }
        kept = []
        condition.unlock()
    }

    /// Queues `svg` to be drawn at `width` × `height`, with `layer` (if any) over it, then
    /// calls `deliver` with every picture ready in order (on this thread).
    public func submit(
        _ svg: String, layer: String? = nil, width: Int, height: Int, deliver: (Outcome) -> Void
    ) {
        condition.lock()
        deliverInOrder(while: { submitted - delivered >= capacity }, deliver)
        jobs.append(Job(index: submitted, svg: svg, layer: layer, width: width, height: height))
        submitted += 1
        condition.broadcast()
        let ready = takeReady()
        condition.unlock()
        for outcome in ready { deliver(outcome) }
    }

    /// Waits for every document given so far and calls `deliver` with each remaining picture,
    /// in order.
    public func drain(deliver: (Outcome) -> Void) {
        condition.lock()
        deliverInOrder(while: { delivered < submitted }, deliver)
        condition.unlock()
    }

    /// While `waiting` holds, hands on the next picture in order when it is ready (the lock
    /// let go meanwhile), or waits for a worker; called with the lock held.
    private func deliverInOrder(while waiting: () -> Bool, _ deliver: (Outcome) -> Void) {
        while waiting() {
            if let outcome = done.removeValue(forKey: delivered) {
                delivered += 1
                condition.unlock()
                deliver(outcome)
                condition.lock()
            } else {
                condition.wait()
            }
        }
    }

    /// The pictures ready in order; called with the lock held.
    private func takeReady() -> [Outcome] {
        var ready: [Outcome] = []
        while let outcome = done.removeValue(forKey: delivered) {
            delivered += 1
            ready.append(outcome)
        }
        return ready
    }

    /// The job's picture: its document's (kept, or drawn and kept), with its layer over it.
    private func draw(_ job: Job) -> Outcome {
        do {
            condition.lock()
            let earlier = kept.last {
                $0.svg == job.svg && $0.frame.width == job.width && $0.frame.height == job.height
            }
            condition.unlock()
            var frame: PixelFrame
            if let earlier {
                frame = earlier.frame
            } else {
                frame = try SVGRasterizer.render(job.svg, width: job.width, height: job.height, background: background)
                condition.lock()
                kept.append((job.svg, frame))
                if kept.count > keptLimit(frame) { kept.removeFirst(kept.count - keptLimit(frame)) }
                condition.unlock()
            }
            if let layer = job.layer { try SVGRasterizer.draw(layer, over: &frame) }
            return .success(frame)
        } catch {
            return .failure(error)
        }
    }

    private func work() {
        condition.lock()
        while true {
            if firstJob < jobs.count {
                let job = jobs[firstJob]
                firstJob += 1
                if firstJob > 64, firstJob * 2 > jobs.count {
                    jobs.removeFirst(firstJob)
                    firstJob = 0
                }
                condition.unlock()
                let outcome = draw(job)
                condition.lock()
                done[job.index] = outcome
                condition.broadcast()
            } else if closing {
                break
            } else {
                condition.wait()
            }
        }
        running -= 1
        condition.broadcast()
        condition.unlock()
    }
}
