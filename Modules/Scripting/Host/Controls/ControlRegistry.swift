import Rendering

/// The controls scripts made, by id: history commands and scheduled events name a control by
/// its id, so that undoing a change to a control the script has dropped does nothing instead
/// of keeping it alive. Lua holds the userdata; the registry holds neither it nor the object,
/// only an entry the object's ``Tether`` clears when the object is freed, and a weak-valued
/// Lua table that finds the userdata again by id.
///
/// What a frame reads at every control (the entries in order, each one's object and last
/// scene item) is declared `@exclusivity(unchecked)`: the registry is used from the thread
/// running the script, and no access to those properties stays open while anything else runs,
/// so the run-time check could never fire (it was a twentieth of a text view's instructions).
final class ControlRegistry {
    /// A control the registry knows by identity.
    ///
    /// Not a Swift `weak` reference: an object's first weak reference gives it a side table for
    /// good, and from then on every retain and release of it takes the runtime's slow path —
    /// a retain and a release on every method a script calls on the control. The control holds
    /// the entry's ``Tether`` instead, which clears the entry as the control is freed.
    final class Entry {
        /// The control while it is alive. Its tether clears this as the control is freed, so the
        /// unowned(unsafe) reference is never read after the object is gone. Kept as a
        /// `ScriptControl` so that a frame's walk over the controls casts nothing.
        @exclusivity(unchecked) fileprivate(set) unowned(unsafe) var object: (any ScriptControl)?
        /// The control's id.
        let id: Int
        /// The control's Lua class name (`Wheel`), for titles and messages.
        let kind: String
        /// Its number among the controls of its class the script made, from 1: the second
        /// wheel is number 2 whether or not the first is still alive.
        let number: Int
        /// How a user reads the control: `Wheel #2` (made once: every frame shows it).
        let title: String
        /// The scene item the control made at the last frame (see ``SceneItemMemo``); cleared
        /// with ``object``, so a dropped control's model is not kept.
        @exclusivity(unchecked) fileprivate(set) var sceneItem: SceneItemMemo?

        init(_ object: any ScriptControl, id: Int, kind: String, number: Int) {
            self.object = object
            self.id = id
            self.kind = kind
            self.number = number
            title = "\(kind) #\(number)"
        }
    }

    /// What a control holds (and nothing else does) to clear its entry when it is freed.
    final class Tether {
        private let entry: Entry
        init(_ entry: Entry) { self.entry = entry }
        deinit {
            entry.object = nil
            entry.sceneItem = nil
        }
    }

    private var entries: [Int: Entry] = [:]
    /// The entries in the order the controls were made (ids increase), the dead among them
    /// dropped when they are most of it.
    @exclusivity(unchecked) private var madeOrder: [Entry] = []
    /// The scene items of the last frame (see ``sceneItems(at:)``): a control dropped since
    /// leaves its item here until the next frame, as the scene's drawing cache keeps that
    /// frame's drawings.
    @exclusivity(unchecked) private var lastItems: [SceneItem] = []
    private var lastID = 0
    /// How many controls of each class have been made.
    private var madeByKind: [String: Int] = [:]
    /// The userdata of the controls, by id, held weakly.
    private let userdata: LuaWeakObjects

    /// A registry whose weak table of userdata is created in `runtime`'s Lua registry.
    init(runtime: LuaRuntime) {
        userdata = LuaWeakObjects(runtime: runtime)
    }

    /// Registers a new control of the Lua class `kind` and returns its id.
    func register(_ object: some ScriptControl, kind: String) -> Int {
        lastID += 1
        let number = madeByKind[kind, default: 0] + 1
        madeByKind[kind] = number
        let entry = Entry(object, id: lastID, kind: kind, number: number)
        object.tether = Tether(entry)
        entries[lastID] = entry
        madeOrder.append(entry)
        return lastID
    }

    /// The live control with `id`, if the script still holds it.
    func control<Object: AnyObject>(_ id: Int, as type: Object.Type = Object.self) -> Object? {
        guard let object = entries[id]?.object else {
            entries[id] = nil
            return nil
        }
        return object as? Object
    }

    /// Every live control, in the order they were made.
    var live: [(id: Int, title: String, control: any ScriptControl)] {
        var live: [(id: Int, title: String, control: any ScriptControl)] = []
        forEachLiveEntry { entry, object in live.append((entry.id, entry.title, object)) }
        return live
    }

    /// The scene item of every live control that draws something at `time`, in the order they
    /// were made, each taken from the control's last frame while it still holds.
    ///
    /// The list is the last frame's, changed where an item changed: once the caller has let
    /// that frame go, nothing is allocated, and a kept item is not even stored again.
    func sceneItems(at time: Double) -> [SceneItem] {
        var items = lastItems
        lastItems = []
        var count = 0
        forEachLiveEntry { entry, object in
            guard let item = SceneItemMemo.item(of: object, id: entry.id, title: entry.title, at: time, memo: &entry.sceneItem)
            else { return }
            if count == items.count {
                items.append(item)
            } else if !items[count].isSameItem(as: item) {
                items[count] = item
            }
            count += 1
        }
        if items.count > count { items.removeLast(items.count - count) }
        lastItems = items
        return items
    }

    /// Calls `body` with each live control's entry and object, in the order they were made: a
    /// frame's walk, without a list of them.
    @inline(__always)
    private func forEachLiveEntry(_ body: (Entry, any ScriptControl) -> Void) {
        var count = 0
        for entry in madeOrder {
            guard let object = entry.object else { continue }
            count += 1
            body(entry, object)
        }
        // Walked at every frame: the dead are dropped once they are most of the list, so a
        // script that makes and drops many controls costs each frame only what it holds.
        if madeOrder.count > 64, count < madeOrder.count / 2 {
            madeOrder.removeAll { $0.object == nil }
        }
    }

    /// The Lua class name of control `id` (`Wheel`), while the registry knows it.
    func kind(of id: Int) -> String? {
        entries[id]?.kind
    }

    /// How a user reads control `id`: its class and its number among that class's controls
    /// (`Wheel #2`).
    func title(of id: Int) -> String? {
        entries[id]?.title
    }

    /// Pushes the userdata of control `id`, or nil when Lua has collected it. Returns whether
    /// it was found.
    @discardableResult
    func push(_ id: Int, onto thread: LuaThread) -> Bool {
        userdata.push(id, onto: thread)
    }

    /// Pushes a new userdata for a control onto `thread` (the thread the constructor was called
    /// on) and remembers it (weakly) under its id.
    func pushNew(_ object: AnyObject, id: Int, of luaClass: LuaClass, onto thread: LuaThread) {
        userdata.pushNew(object, id: id, of: luaClass, onto: thread)
    }
}
