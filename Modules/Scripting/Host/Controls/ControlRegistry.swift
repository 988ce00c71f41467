import Rendering

/// The controls scripts made, by id: history commands and scheduled events name a control by
/// its id, so that undoing a change to a control the script has dropped does nothing instead
/// of keeping it alive. Lua holds the userdata; the registry holds neither it nor the object,
/// only an entry the object's ``Tether`` clears when the object is freed, and a weak-valued
/// Lua table that finds the userdata again by id.
final class ControlRegistry {
    /// A control the registry knows by identity (a ``ControlEntry`` of the control's class).
    ///
    /// Not a Swift `weak` reference: an object's first weak reference gives it a side table for
    /// good, and from then on every retain and release of it takes the runtime's slow path —
    /// a retain and a release on every method a script calls on the control. The control holds
    /// the entry's ``Tether`` instead, which clears the entry as the control is freed.
    class Entry {
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
        /// with the control, so a dropped control's model is not kept.
        fileprivate var sceneItem: SceneItemMemo?

        fileprivate init(id: Int, kind: String, number: Int) {
            self.id = id
            self.kind = kind
            self.number = number
            title = "\(kind) #\(number)"
        }

        /// The control while it is alive.
        var object: (any ScriptControl)? { nil }

        /// Whether the control is alive.
        var isAlive: Bool { false }

        /// Forgets the control, as it is freed.
        fileprivate func letGoOfControl() {
            sceneItem = nil
        }

        /// Puts the scene item the control shows at `time` at `index` in `items` (appended
        /// when `index` is the end), unless that very item is there already; leaves `items`
        /// when the control draws nothing or is gone.
        fileprivate func placeSceneItem(at time: Double, in items: inout [SceneItem], at index: Int) -> ItemPlacement {
            .gone
        }
    }

    /// What ``Entry/placeSceneItem(at:in:at:)`` did.
    fileprivate enum ItemPlacement {
        /// The control's item is in the list.
        case placed
        /// The control draws nothing.
        case drawsNothing
        /// The control has been freed.
        case gone
    }

    /// The entry of a control of class `Control`.
    final class ControlEntry<Control: ScriptControl>: Entry {
        /// The control while it is alive. Its tether clears this as the control is freed, so
        /// the reference is never read after the object is gone. Unchecked rather than `weak`:
        /// a weak reference gives every control a side table, and every method a script calls
        /// on it a slow retain and release (`make bench`, row "Lua → Swift calls": 1.8× with
        /// `weak`, against its 1.3× target).
        private unowned(unsafe) var control: Control?

        fileprivate init(_ control: Control, id: Int, kind: String, number: Int) {
            self.control = control
            super.init(id: id, kind: kind, number: number)
        }

        override var object: (any ScriptControl)? { control }

        override var isAlive: Bool { control != nil }

        override fileprivate func letGoOfControl() {
            control = nil
            super.letGoOfControl()
        }

        override fileprivate func placeSceneItem(at time: Double, in items: inout [SceneItem], at index: Int)
            -> ItemPlacement
        {
            guard let control else { return .gone }
            let placed = SceneItemMemo.placeItem(
                of: control, id: id, title: title, at: time, memo: &sceneItem, in: &items, at: index)
            return placed ? .placed : .drawsNothing
        }
    }

    /// What a control holds (and nothing else does) to clear its entry when it is freed.
    final class Tether {
        private let entry: Entry
        init(_ entry: Entry) { self.entry = entry }
        deinit {
            entry.letGoOfControl()
        }
    }

    private var entries: [Int: Entry] = [:]
    /// The entries in the order the controls were made (ids increase), the dead among them
    /// dropped when they are most of it.
    private var madeOrder: [Entry] = []
    /// The scene items of the last frame (see ``sceneItems(at:)``): a control dropped since
    /// leaves its item here until the next frame, as the scene's drawing cache keeps that
    /// frame's drawings.
    private var lastItems: [SceneItem] = []
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
        let entry = ControlEntry(object, id: lastID, kind: kind, number: number)
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
        for entry in madeOrder {
            guard let object = entry.object else { continue }
            live.append((entry.id, entry.title, object))
        }
        dropDeadEntries(alive: live.count)
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
        var alive = 0
        for entry in madeOrder {
            switch entry.placeSceneItem(at: time, in: &items, at: count) {
            case .placed:
                alive += 1
                count += 1
            case .drawsNothing: alive += 1
            case .gone: break
            }
        }
        if items.count > count { items.removeLast(items.count - count) }
        lastItems = items
        dropDeadEntries(alive: alive)
        return items
    }

    /// Drops the entries of freed controls from the walk's list once they are most of it
    /// (`alive` of the list are alive): walked at every frame, the list then costs each frame
    /// only what the script holds, however many controls it made and dropped.
    private func dropDeadEntries(alive: Int) {
        guard madeOrder.count > 64, alive < madeOrder.count / 2 else { return }
        madeOrder.removeAll { !$0.isAlive }
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

    /// Whether Lua still holds the userdata of control `id` (pushed and popped to tell).
    func hasUserdata(_ id: Int, on thread: LuaThread) -> Bool {
        let found = userdata.push(id, onto: thread)
        thread.pop()
        return found
    }

    /// Forgets control `id` at once (its constructor failed after registering it): it is not
    /// drawn, found or pushed again; its userdata, which Lua still holds until it collects it,
    /// names a control the registry no longer knows.
    func forget(_ id: Int, on thread: LuaThread) {
        guard let entry = entries.removeValue(forKey: id) else { return }
        entry.letGoOfControl()
        madeOrder.removeAll { $0 === entry }
        userdata.remove(id, on: thread)
    }

    /// Pushes a new userdata for a control onto `thread` (the thread the constructor was called
    /// on) and remembers it (weakly) under its id.
    func pushNew(_ object: AnyObject, id: Int, of luaClass: LuaClass, onto thread: LuaThread) {
        userdata.pushNew(object, id: id, of: luaClass, onto: thread)
    }
}
