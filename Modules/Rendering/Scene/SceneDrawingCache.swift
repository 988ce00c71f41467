import Foundation
import Geometry

/// Each item's drawing from the frame before, kept so that a control at rest is not drawn again:
/// a run draws a frame per tick for its recording, live view or page, and most controls are
/// still most of the time.
///
/// An item's drawing is reused when its content equals the content it was drawn from, it sits
/// at the same place in the scene (its clip-path ids are numbered by place), and both instants
/// are at or after the item's ``SceneItem/restTime``: from then on the content draws the same at
/// every time. Anything else is drawn anew. Only the last frame's items are kept, so the cache
/// holds at most one frame's drawings.
///
/// A host keeps one and hands it to every ``Scene`` it makes; a scene without one draws
/// everything, with the same bytes.
public final class SceneDrawingCache: @unchecked Sendable {
    /// One item's drawing and what it was drawn from.
    struct Entry {
        var place: Int
        var content: SceneContent
        var restTime: Double
        var svg: (size: Size, body: String)?
        var textLines: [String]?
    }

    // Frames may be drawn from another thread than the one that ran the last (a page's
    // server), so every access holds the lock.
    private let lock = NSLock()
    private var entries: [Int: Entry] = [:]
    /// Each item's text lines of the last frame that drew them, in motion or not, with the
    /// values they show and its title line.
    private var texts: [Int: Text] = [:]

    struct Text {
        var title: String
        var titleLine: String
        var drawing: KeptText
    }
    /// How many drawings were reused, for tests.
    private(set) var reuses = 0

    public init() {}

    /// The drawing of `item` at `place` in the scene at `time`: the kept one when it still
    /// holds, else the one `draw` makes, kept for the next frame.
    func svg(
        of item: SceneItem, at place: Int, time: Double, _ draw: () -> (size: Size, body: String)
    ) -> (size: Size, body: String) {
        // A control in motion is drawn anew without a look.
        if time >= item.restTime, let kept = lock.withLock({ reused(reusable(item, at: place, time: time)?.svg) }) {
            return kept
        }
        let drawing = draw()
        store(item, at: place, time: time) { $0.svg = drawing }
        return drawing
    }

    /// Appends the text view's lines of `item` at `place` in the scene at `time` to `lines`:
    /// its title, escaped, and its drawing's lines, each passed through `finish`. An item at
    /// rest whose content is unchanged gives its kept lines; any other is drawn from its lines
    /// of the frame before, which it keeps where they show the same values (see
    /// ``ShownTextDrawing``).
    func appendTextLines(of item: SceneItem, at place: Int, time: Double, finish: (String) -> String,
                         to lines: inout [String]) {
        let (titleLine, kept, previous) = lock.withLock { () -> (String?, [String]?, KeptText?) in
            let text = texts[item.id]
            let titleLine = text.flatMap { $0.title == item.title ? $0.titleLine : nil }
            // A control in motion is drawn anew without a look at its rest.
            if time >= item.restTime, let kept = reused(reusable(item, at: place, time: time)?.textLines) {
                return (titleLine, kept, nil)
            }
            return (titleLine, nil, text?.drawing)
        }
        let title = titleLine ?? TerminalText.escaped(item.title)
        lines.append(title)
        if let kept {
            lines += kept
            return
        }
        let drawing = item.content.textLines(at: time, after: previous, finish: finish)
        lines += drawing.lines
        lock.withLock { texts[item.id] = Text(title: item.title, titleLine: title, drawing: drawing) }
        store(item, at: place, time: time) { $0.textLines = drawing.lines }
    }

    /// `drawing`, counted as a reuse when there is one. Call with the lock held.
    private func reused<Drawing>(_ drawing: Drawing?) -> Drawing? {
        if drawing != nil { reuses += 1 }
        return drawing
    }

    /// Forgets the drawings of items that are no longer in the scene, `items` (whose ids are
    /// distinct).
    func keepOnly(_ items: [SceneItem]) {
        lock.withLock {
            // At every frame: usually each entry is one of the items', which a count tells
            // without making a set.
            if entries.count <= items.count, texts.count <= items.count,
               items.reduce(0, { $0 + (entries.index(forKey: $1.id) == nil ? 0 : 1) }) == entries.count,
               items.reduce(0, { $0 + (texts.index(forKey: $1.id) == nil ? 0 : 1) }) == texts.count {
                return
            }
            let ids = Set(items.map(\.id))
            entries = entries.filter { ids.contains($0.key) }
            texts = texts.filter { ids.contains($0.key) }
        }
    }

    /// The entry of `item` if what it holds is what `item` draws at `time`. Call with the lock held.
    private func reusable(_ item: SceneItem, at place: Int, time: Double) -> Entry? {
        guard let entry = entries[item.id], entry.place == place, time >= item.restTime,
              entry.restTime == item.restTime, entry.content == item.content
        else { return nil }
        return entry
    }

    /// Keeps what `update` sets for `item`: on the item's entry when it still holds (the other
    /// format's drawing stays), else on a new one. Only a drawing made at or after the item's
    /// rest time can be reused, so none is kept before.
    private func store(_ item: SceneItem, at place: Int, time: Double, _ update: (inout Entry) -> Void) {
        guard time >= item.restTime else { return }
        lock.withLock {
            var entry = reusable(item, at: place, time: time)
                ?? Entry(place: place, content: item.content, restTime: item.restTime)
            update(&entry)
            entries[item.id] = entry
        }
    }
}
