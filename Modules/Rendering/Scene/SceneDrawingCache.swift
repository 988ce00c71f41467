import Foundation
import Geometry

/// What a scene drew of each item at the frame before, kept so that the next frame draws again
/// only what changed: a run draws a frame per tick for its recording, live view or page, and
/// most controls are still most of the time.
///
/// Kept by place in the scene (an item's SVG ids are numbered by its place), for the item
/// that was there:
/// - its drawings at rest, reused while its content equals the content they were drawn from
///   and both instants are at or after the item's ``SceneItem/restTime`` (from then on the
///   content draws the same at every time);
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
        var rest: (content: SceneContent, restTime: Double)?
        var svg: (size: Size, body: String)?
        var restText: [String]?
        /// The text lines of the last frame that drew them, with the values they show.
        var text: KeptText?
        /// The title, and its line in the text view.
        var title: (text: String, line: String)?

        init(id: Int) {
            self.id = id
        }
    }

    // Frames may be drawn from another thread than the one that ran the last (a page's
    // server), so every access holds the lock.
    private let lock = NSLock()
    private var slots: [Slot] = []
    /// How many drawings were reused, for tests.
    private(set) var reuses = 0

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

    /// Appends the text view's lines of `items` at `time` to `lines`: each item's title,
    /// escaped, then its drawing's lines, each passed through `finish`. An item at rest whose
    /// content is unchanged gives its kept lines; any other is drawn from its lines of the
    /// frame before, kept where they show the same values. Forgets the items of the frame
    /// before that are not in `items`.
    func appendTextLines(of items: [SceneItem], time: Double, finish: TextLineFinish, to lines: inout [String]) {
        // One frame holds the lock throughout: it is drawn from one thread at a time.
        lock.withLock {
            for (place, item) in items.enumerated() {
                if place == slots.count {
                    slots.append(Slot(id: item.id))
                } else if slots[place].id != item.id {
                    slots[place] = Slot(id: item.id)
                }
                if let title = slots[place].title, title.text == item.title {
                    lines.append(title.line)
                } else {
                    let line = TerminalText.escaped(item.title)
                    slots[place].title = (item.title, line)
                    lines.append(line)
                }
                if keepsRest(of: item, at: place, time: time), let kept = slots[place].restText {
                    reuses += 1
                    lines += kept
                    continue
                }
                let text = item.content.textLines(at: time, after: slots[place].text, finish: finish)
                lines += text.lines
                slots[place].text = text
                if time >= item.restTime { updateRestSlot(of: item, at: place) { $0.restText = text.lines } }
            }
            forget(after: items.count)
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
        // A control in motion is drawn anew without a look.
        guard time >= item.restTime, slots.indices.contains(place), slots[place].id == item.id,
              let rest = slots[place].rest
        else { return false }
        return rest.restTime == item.restTime && rest.content == item.content
    }

    /// Keeps what `update` sets for `item` at `place`, drawn at or after its rest time: beside
    /// the other format's drawing when that still holds, else alone. Call with the lock held.
    private func updateRestSlot(of item: SceneItem, at place: Int, _ update: (inout Slot) -> Void) {
        while slots.count <= place { slots.append(Slot(id: item.id)) }
        if slots[place].id != item.id { slots[place] = Slot(id: item.id) }
        if let rest = slots[place].rest, rest.restTime == item.restTime, rest.content == item.content {
            update(&slots[place])
            return
        }
        slots[place].rest = (item.content, item.restTime)
        slots[place].svg = nil
        slots[place].restText = nil
        update(&slots[place])
    }
}
