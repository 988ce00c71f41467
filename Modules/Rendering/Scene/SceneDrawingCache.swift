import Foundation
import Geometry

/// The drawings of the controls at rest, kept from one frame to the next: a run draws a frame
/// per tick for its recording, live view or page, and most controls are still most of the time.
///
/// Kept by place in the scene (an item's SVG ids are numbered by its place), for the item that
/// was there: its SVG and its text lines drawn at or after its ``SceneItem/restTime``, reused
/// while the item at that place draws the same (the same revision when the host counts its
/// controls' changes, else the same content) and the frame's instant is at or after its rest
/// time too (from then on the content draws the same at every time). A control in motion is
/// drawn anew at every frame. Only the last frame's items are kept.
///
/// A host keeps one and hands it to every ``Scene`` it makes; a scene without one draws
/// everything, with the same bytes.
public final class SceneDrawingCache: @unchecked Sendable {
    /// What is kept of the item at one place (or of the Views, which share one box): what it
    /// was drawn from, and its drawings.
    private struct Kept {
        var members: [Member]
        var svg: (size: Size, body: String)?
        var text: [String]?

        init(_ items: some Collection<SceneItem>) {
            members = items.map(Member.init)
        }

        /// Whether `items` draw at `time` what these drew at rest.
        func drawsAsAtRest(_ items: some Collection<SceneItem>, at time: Double) -> Bool {
            members.count == items.count && zip(members, items).allSatisfy { $0.drawsAsAtRest($1, at: time) }
        }
    }

    /// One item that a kept drawing was drawn from.
    private struct Member {
        var id: Int
        var restTime: Double
        var revision: UInt64?
        var content: SceneContent

        init(_ item: SceneItem) {
            id = item.id
            restTime = item.restTime
            revision = item.revision
            content = item.content
        }

        /// Whether `item` draws at `time` what this one drew at rest.
        func drawsAsAtRest(_ item: SceneItem, at time: Double) -> Bool {
            guard time >= item.restTime, id == item.id, restTime == item.restTime else { return false }
            if let revision, let other = item.revision { return revision == other }
            return content == item.content
        }
    }

    // Frames may be drawn from another thread than the one that drew the last (a page's
    // server), so every access holds the lock.
    private let lock = NSLock()
    private var kept: [Kept?] = []
    /// The box the Views share, kept apart from the places (it is not one item's).
    private var keptViews: Kept?
    private var reuseCount = 0

    public init() {}

    /// How many drawings were reused, for tests.
    var reuses: Int { lock.withLock { reuseCount } }

    /// The SVG of `item` at `place` in the scene at `time`: the kept one when it still holds,
    /// else the one `draw` makes, kept when the item is at rest.
    func svg(
        of item: SceneItem, at place: Int, time: Double, _ draw: () -> (size: Size, body: String)
    ) -> (size: Size, body: String) {
        reused(of: CollectionOfOne(item), in: .place(place), time: time, \.svg, draw)
    }

    /// The SVG of the box the Views `items` share at `time`, the same way.
    func svg(
        ofViews items: [SceneItem], time: Double, _ draw: () -> (size: Size, body: String)
    ) -> (size: Size, body: String) {
        reused(of: items, in: .views, time: time, \.svg, draw)
    }

    /// The text lines of `item` at `place` in the scene at `time`, the same way.
    func textLines(of item: SceneItem, at place: Int, time: Double, _ draw: () -> [String]) -> [String] {
        reused(of: CollectionOfOne(item), in: .place(place), time: time, \.text, draw)
    }

    /// Forgets what was kept of the places from `count` on: the scene has no item there.
    func keep(placesBelow count: Int) {
        lock.withLock {
            if kept.count > count { kept.removeLast(kept.count - count) }
        }
    }

    /// Where a drawing is kept: at an item's place, or the Views' box.
    private enum Slot {
        case place(Int)
        case views
    }

    /// What is kept in `slot`: nil past the kept places; set at a place, the places before it
    /// are made empty. Called with the lock held.
    private func kept(in slot: Slot) -> Kept? {
        switch slot {
        case .place(let place): kept.indices.contains(place) ? kept[place] : nil
        case .views: keptViews
        }
    }

    private func keep(_ value: Kept?, in slot: Slot) {
        switch slot {
        case .place(let place):
            guard place >= 0 else { return }
            while kept.count <= place { kept.append(nil) }
            kept[place] = value
        case .views:
            keptViews = value
        }
    }

    private func reused<Value>(
        of items: some Collection<SceneItem>, in slot: Slot, time: Double, _ drawing: WritableKeyPath<Kept, Value?>,
        _ draw: () -> Value
    ) -> Value {
        let reusable = lock.withLock { () -> Value? in
            guard let kept = kept(in: slot), kept.drawsAsAtRest(items, at: time), let value = kept[keyPath: drawing]
            else { return nil }
            reuseCount += 1
            return value
        }
        if let reusable { return reusable }
        let value = draw()
        guard items.allSatisfy({ time >= $0.restTime }) else { return value }
        lock.withLock {
            // The other format's drawing stays when it was drawn from what this one is.
            var updated = kept(in: slot)
            if updated?.drawsAsAtRest(items, at: time) != true { updated = Kept(items) }
            updated?[keyPath: drawing] = value
            keep(updated, in: slot)
        }
        return value
    }
}
