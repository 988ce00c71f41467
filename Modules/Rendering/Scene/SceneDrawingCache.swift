import Foundation
import Geometry

/// What a scene drew of each item at the frame before, kept so that the next frame draws again
/// only what changed: a run draws a frame per tick for its recording, live view or page, and
/// most controls are still most of the time.
///
/// Kept by place in the scene (an item's SVG ids are numbered by its place), for the item
/// that was there:
/// - its drawings at rest, reused while its content equals the content they were drawn from
///   (or, when the host counts its controls' changes, its ``SceneItem/revision`` is the
///   same) and both instants are at or after the item's ``SceneItem/restTime`` (from then on
///   the content draws the same at every time);
/// - its text lines of the last frame, at rest or not, with the values they show, which the
///   next frame keeps line by line where those values did not change (``ShownTextDrawing``);
/// - its title as the text view writes it.
///
/// An item at another place, or another item at the place, is drawn anew. Only the last
/// frame's items are kept, so the cache holds at most one frame's drawings.
///
/// A host keeps one and hands it to every ``Scene`` it makes; a scene without one draws
/// everything, with the same bytes.
public final class SceneDrawingCache: @unchecked Sendable {
    /// What is kept of the item at one place.
    struct Slot {
        var id: Int
        /// What the drawings at rest were drawn from (nil: none kept).
        var rest: Rest?
        var svg: (size: Size, body: String)?
        var restText: [String]?
        /// The revision of the text writer ``restText`` was taken from.
        var restTextRevision: UInt64?
        /// The text lines of the last frame that drew them, with the values they show (none
        /// until one did; a text of another finish is written anew).
        var text = KeptText(finish: .plain)
        /// The title, and its line in the text view.
        var title: (text: String, line: String)?
        /// The revision of the text writer whose lines the last text view showed (kept lines
        /// at rest are a revision's lines too): the next frame tells unchanged lines by it.
        var shownRevision: UInt64?
        /// Whether the lines the last text view showed are ``restText`` (else ``text``'s).
        var showsRestText = false
        /// The item ``text`` was last written from, the instant it was, and until when its
        /// content draws the same (``SceneContent/sameDrawingUntil(after:)``): the very item
        /// at a later instant before then shows the same lines (a frame sequence between two
        /// frames).
        var textSpan: (item: SceneItem, from: Double, until: Double)?
        /// The item the last text view showed, and how many lines it showed of it.
        var shown: (item: SceneItem, lineCount: Int)?

        init(id: Int) {
            self.id = id
        }
    }

    /// The item the drawings at rest of a slot were drawn from.
    struct Rest {
        var content: SceneContent
        var restTime: Double
        var revision: UInt64?

        init(_ item: SceneItem) {
            content = item.content
            restTime = item.restTime
            revision = item.revision
        }

        /// Whether `item` (of the same id) draws what this one drew, at rest: the same
        /// revision when the host counts them, else the same content.
        func drawsAsAtRest(_ item: SceneItem) -> Bool {
            guard restTime == item.restTime else { return false }
            if let revision, let other = item.revision { return revision == other }
            return content == item.content
        }
    }

    // Frames may be drawn from another thread than the one that ran the last (a page's
    // server), so every access holds the lock; the lock makes the accesses exclusive, so the
    // run-time check of each (a seventh of a text view's instructions) is left out.
    private let lock = NSLock()
    @exclusivity(unchecked) private var slots: [Slot] = []
    /// The text view's lines of the last frame, how many of them came before the items, and
    /// how many each item's took, by place.
    @exclusivity(unchecked) private var frameLines: [String] = []
    @exclusivity(unchecked) private var frameHeadingCount = 0
    /// The header of the last frame's lines (their first).
    @exclusivity(unchecked) private var frameHeader: SceneHeader?
    @exclusivity(unchecked) private var frameLineCounts: [Int] = []
    /// How many drawings were reused, for tests.
    @exclusivity(unchecked) private(set) var reuses = 0

    public init() {}

    /// The drawing of `item` at `place` in the scene at `time`: the kept one when it still
    /// holds, else the one `draw` makes, kept for the next frame.
    func svg(
        of item: SceneItem, at place: Int, time: Double, _ draw: () -> (size: Size, body: String)
    ) -> (size: Size, body: String) {
        let kept = lock.withLock { () -> (size: Size, body: String)? in
            guard keepsRest(of: item, at: place, time: time), let svg = slots[place].svg else { return nil }
            reuses += 1
            return svg
        }
        if let kept { return kept }
        let drawing = draw()
        if time >= item.restTime {
            lock.withLock { updateRestSlot(of: item, at: place) { $0.svg = drawing } }
        }
        return drawing
    }

    /// The text view of `items` at `time`: `header` and the lines of `subheading`, then each item's title,
    /// escaped, and its drawing's lines, each passed through `finish`. An item at rest whose
    /// content is unchanged gives its kept lines; any other is drawn from its lines of the
    /// frame before, kept where they show the same values. Forgets the items of the frame
    /// before that are not in `items`.
    ///
    /// The lines are those of the frame before, changed where they differ: when the caller has
    /// let the last frame's array go (a terminal view compares its own copy), this one is that
    /// array, changed in place, and a line that stays is not even retained again.
    func textLines(
        header: SceneHeader, subheading: [String], of items: [SceneItem], time: Double, finish: TextLineFinish
    ) -> [String] {
        // One frame holds the lock throughout: it is drawn from one thread at a time.
        lock.withLock {
            var lines = frameLines
            frameLines = []
            var position = 0
            // Puts the `count` lines `first` and `rest` give where the `oldCount` lines of the
            // same part of the last frame were: over them, when the count is the same, only
            // what changed (an unchanged part is not even read).
            func put(
                count: Int, over oldCount: Int, _ first: () -> String, changed firstChanged: Bool,
                _ rest: () -> [String], changed restChanged: Bool
            ) {
                let oldCount = min(oldCount, lines.count - position)
                if oldCount == count {
                    if firstChanged { lines[position] = first() }
                    if restChanged {
                        for (offset, line) in rest().enumerated() { lines[position + 1 + offset] = line }
                    }
                } else {
                    lines.replaceSubrange(position..<position + oldCount, with: [first()] + rest())
                }
                position += count
            }
            // The last frame's header, taken out of the lines so that its digits are
            // rewritten in place when the caller let that frame go.
            var headerLine = ""
            if let last = frameHeader, frameHeadingCount > 0, !lines.isEmpty {
                swap(&headerLine, &lines[0])
                header.rewrite(&headerLine, from: last)
            } else {
                headerLine = header.line
            }
            put(
                count: 1 + subheading.count, over: frameHeadingCount, { headerLine }, changed: true, { subheading },
                changed: true)
            frameHeadingCount = 1 + subheading.count
            frameHeader = header
            for place in items.indices {
                let oldCount = frameLineCounts.indices.contains(place) ? frameLineCounts[place] : 0
                if place == slots.count { slots.append(Slot(id: items[place].id)) }
                // The very item of the last frame, whose kept lines still hold: its lines stay
                // as they are, not even looked at (most of a scene is still most of the time).
                if oldCount > 0, position + oldCount <= lines.count,
                    slots[place].showsUnchanged(items[place], at: time, finish: finish, lineCount: oldCount - 1)
                {
                    reuses += 1
                    position += oldCount
                    continue
                }
                // A line in motion whose piece alone changes (a wheel's angle) is rewritten in
                // place when its kept text holds it alone: the frame lets go of it first, and
                // puts it back below.
                var letGo = false
                if time < items[place].restTime, oldCount > 1, position + oldCount <= lines.count {
                    letGo = slots[place].letGoOfMarkedLines(in: &lines, from: position + 1, count: oldCount - 1)
                }
                let shown = slots[place].showText(of: items[place], at: time, finish: finish)
                if shown.reused { reuses += 1 }
                let count = 1 + shown.lineCount
                put(
                    count: count, over: oldCount, { slots[place].titleLine }, changed: shown.titleChanged,
                    { slots[place].shownLines }, changed: shown.linesChanged || letGo)
                if place < frameLineCounts.count {
                    frameLineCounts[place] = count
                } else {
                    frameLineCounts.append(count)
                }
            }
            if lines.count > position { lines.removeSubrange(position...) }
            if frameLineCounts.count > items.count { frameLineCounts.removeLast(frameLineCounts.count - items.count) }
            forget(after: items.count)
            frameLines = lines
            return lines
        }
    }

    /// Forgets what was kept of the items that are no longer in the scene, `items`.
    func keepOnly(_ items: [SceneItem]) {
        lock.withLock { forget(after: items.count) }
    }

    /// Forgets the slots from place `count` on. Call with the lock held.
    private func forget(after count: Int) {
        if slots.count > count { slots.removeLast(slots.count - count) }
    }

    /// Whether the drawings the slot at `place` keeps at rest are what `item` draws at `time`.
    /// Call with the lock held.
    private func keepsRest(of item: SceneItem, at place: Int, time: Double) -> Bool {
        slots.indices.contains(place) && slots[place].keepsRest(of: item, at: time)
    }

    /// Keeps what `update` sets for `item` at `place`, drawn at or after its rest time: beside
    /// the other format's drawing when that still holds, else alone. Call with the lock held.
    private func updateRestSlot(of item: SceneItem, at place: Int, _ update: (inout Slot) -> Void) {
        while slots.count <= place { slots.append(Slot(id: item.id)) }
        slots[place].updateRest(of: item, update)
    }
}

extension SceneDrawingCache.Slot {
    /// Whether the drawings kept at rest are what `item` draws at `time`.
    // Inlined: called from a mutating method, the call copied the whole slot first.
    @inline(__always)
    func keepsRest(of item: SceneItem, at time: Double) -> Bool {
        // A control in motion is drawn anew without a look.
        guard time >= item.restTime, id == item.id else { return false }
        // Read in place: binding the kept item would copy it.
        return rest?.drawsAsAtRest(item) == true
    }

    /// Keeps what `update` sets for `item`, drawn at or after its rest time: beside the other
    /// format's drawing when that still holds, else alone (the slot is `item`'s from now on).
    mutating func updateRest(of item: SceneItem, _ update: (inout Self) -> Void) {
        if id != item.id { self = Self(id: item.id) }
        if let rest, rest.drawsAsAtRest(item) {
            update(&self)
            return
        }
        rest = SceneDrawingCache.Rest(item)
        svg = nil
        restText = nil
        restTextRevision = nil
        update(&self)
    }

    /// Brings the slot to the text view's title line and lines of `item` at `time`, each passed
    /// through `finish` (the slot is `item`'s from now on; ``titleLine`` and ``shownLines``
    /// give them): whether each differs from what the slot showed at the last text view, how
    /// many lines there are, and whether they are kept ones (at rest, or over a span in which
    /// the item draws the same).
    mutating func showText(
        of item: SceneItem, at time: Double, finish: TextLineFinish
    ) -> (titleChanged: Bool, lineCount: Int, linesChanged: Bool, reused: Bool) {
        if id != item.id { self = Self(id: item.id) }
        var titleChanged = false
        if title?.text != item.title {
            title = (item.title, TerminalText.escaped(item.title))
            titleChanged = true
        }
        let lineCount: Int
        let revision: UInt64?
        var reusedRest = false
        var reused = false
        if keepsRest(of: item, at: time), let kept = restText {
            lineCount = kept.count
            revision = restTextRevision
            reusedRest = true
        } else if keepsText(of: item, at: time, finish: finish) {
            // Read in place: binding the kept text would copy it.
            lineCount = text.lines.count
            revision = text.writer.revision
            reused = true
        } else {
            // Brought up to date where it is: its lines are changed in place when nothing
            // else holds them.
            item.content.updateText(&text, at: time, finish: finish)
            lineCount = text.lines.count
            let keptRevision = text.writer.revision
            revision = keptRevision
            // Kept only when it holds beyond this instant (a sequence between two frames).
            let until = item.content.sameDrawingUntil(after: time)
            textSpan = until > time ? (item, time, until) : nil
            if time >= item.restTime {
                updateRest(of: item) {
                    $0.restText = $0.text.lines
                    $0.restTextRevision = keptRevision
                }
            }
        }
        showsRestText = reusedRest
        let linesChanged = revision == nil || revision != shownRevision
        shownRevision = revision
        if shown?.item.isSameItem(as: item) == true {
            shown?.lineCount = lineCount
        } else {
            shown = (item, lineCount)
        }
        return (titleChanged, lineCount, linesChanged, reusedRest || reused)
    }

    /// Whether showing `item` at `time`, finished by `finish`, would change nothing the slot
    /// showed at the last text view, `lineCount` lines: it is the very item shown then, and
    /// the lines shown then are still the ones ``showText(of:at:finish:)`` would give, at
    /// the same revision. (Mutating, though it changes nothing: called on a slot in the
    /// cache's array, a non-mutating call copied the whole slot first.)
    @inline(__always)
    mutating func showsUnchanged(_ item: SceneItem, at time: Double, finish: TextLineFinish, lineCount: Int) -> Bool {
        // Read in place: binding what was shown would copy it.
        guard shown?.lineCount == lineCount, shown?.item.isSameItem(as: item) == true else { return false }
        let restHolds = restText != nil && keepsRest(of: item, at: time)
        if showsRestText { return restHolds && restTextRevision == shownRevision }
        return !restHolds && keepsText(of: item, at: time, finish: finish) && text.writer.revision == shownRevision
    }

    /// Whether ``text`` shows `item` at `time`, finished by `finish`: written from this very
    /// item earlier in the span over which its content draws the same.
    @inline(__always)
    private func keepsText(of item: SceneItem, at time: Double, finish: TextLineFinish) -> Bool {
        guard let span = textSpan, time >= span.from, time < span.until, span.item.isSameItem(as: item) else {
            return false
        }
        return text.writer.finish == finish
    }

    /// Empties the `count` lines of `lines` from `start` (the lines this slot showed at the
    /// last frame) that have a marked piece in ``text``, so that its writer holds them alone and
    /// a rewrite of the piece changes them in place; returns whether it emptied any (the caller
    /// then puts every line back).
    @inline(__always)
    mutating func letGoOfMarkedLines(in lines: inout [String], from start: Int, count: Int) -> Bool {
        guard !showsRestText else { return false }
        var letGo = false
        for offset in 0..<count where text.writer.hasMarkedPiece(offset) {
            lines[start + offset] = ""
            letGo = true
        }
        return letGo
    }

    /// The title's line in the text view.
    var titleLine: String { title?.line ?? "" }

    /// The lines the last ``showText(of:at:finish:)`` gave.
    var shownLines: [String] {
        showsRestText ? restText ?? [] : text.lines
    }
}
