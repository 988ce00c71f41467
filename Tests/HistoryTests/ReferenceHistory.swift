import History

/// An independent, obviously-correct model of the undo stack for the property tests.
///
/// Instead of commands it keeps the whole state after every step (`states[i]` is the state with `i`
/// steps applied), and each state has an identity: "clean" means the current state is the one that
/// was saved, so the clean marker is lost exactly when that state leaves `states` (eviction,
/// discarded redo), with no index arithmetic to get wrong.
struct ReferenceHistory {
    struct State: Equatable {
        var id: Int
        var cells: [Int]
    }

    struct Step {
        var name: String
        var key: String?
        /// The cell of a set (mergeable with a set of the same cell); `nil` for appends and groups.
        var cell: Int?
        var isGroup: Bool
    }

    struct PendingCommand {
        var key: String?
        var cell: Int?
        var cellsBefore: [Int]
    }

    private(set) var states: [State]
    private(set) var steps: [Step] = []
    private(set) var index = 0
    private(set) var current: [Int]
    private(set) var limit: Int?
    /// False once eviction or `clear` moved the oldest reachable state away from the initial one.
    private(set) var baseIsInitial = true
    private var savedID: Int? = 0
    private var mergeOpen = false
    private var groups: [(name: String, start: Int)] = []
    private var pending: [PendingCommand] = []
    private var nextID = 1

    init(cells: [Int], limit: Int?) {
        states = [State(id: 0, cells: cells)]
        current = cells
        if let limit, limit > 0 { self.limit = limit }
    }

    var isClean: Bool { pending.isEmpty && savedID == states[index].id }
    var canUndo: Bool { groups.isEmpty && index > 0 }
    var canRedo: Bool { groups.isEmpty && index < steps.count }
    var groupDepth: Int { groups.count }
    var undoName: String { canUndo ? steps[index - 1].name : "" }
    var redoName: String { canRedo ? steps[index].name : "" }
    var names: [String] { steps.map(\.name) }

    private mutating func freshID() -> Int {
        nextID += 1
        return nextID
    }

    mutating func set(cell: Int, to value: Int, key: String?) {
        var next = current
        next[cell] = value
        record(name: "Set", key: key, cell: cell, next: next)
    }

    mutating func append(_ value: Int, key: String?) {
        record(name: "Append", key: key, cell: nil, next: current + [value])
    }

    private mutating func record(name: String, key: String?, cell: Int?, next: [Int]) {
        if let group = groups.last {
            if mergeOpen, let key, let cell, pending.count > group.start,
                let last = pending.last, last.key == key, last.cell == cell
            {
                current = next
                return
            }
            pending.append(PendingCommand(key: key, cell: cell, cellsBefore: current))
            current = next
            mergeOpen = key != nil
            return
        }
        if mergeOpen, let key, let cell, index > 0, index == steps.count, savedID != states[index].id,
            !steps[index - 1].isGroup, steps[index - 1].key == key, steps[index - 1].cell == cell
        {
            current = next
            states[index] = State(id: freshID(), cells: next)
            return
        }
        pushStep(Step(name: name, key: key, cell: cell, isGroup: false), cells: next)
        mergeOpen = key != nil
    }

    private mutating func pushStep(_ step: Step, cells: [Int]) {
        steps.removeSubrange(index...)
        states.removeSubrange((index + 1)...)
        if let limit, steps.count >= limit { evict(steps.count - limit + 1) }
        steps.append(step)
        states.append(State(id: freshID(), cells: cells))
        index += 1
        current = cells
    }

    private mutating func evict(_ k: Int) {
        guard k > 0 else { return }
        steps.removeFirst(k)
        states.removeFirst(k)
        index -= k
        baseIsInitial = false
    }

    mutating func undo() -> UndoError? {
        if let group = groups.last { return .undoWhileGroupOpen(group: group.name) }
        guard index > 0 else { return .nothingToUndo }
        index -= 1
        current = states[index].cells
        mergeOpen = false
        return nil
    }

    mutating func redo() -> UndoError? {
        if let group = groups.last { return .redoWhileGroupOpen(group: group.name) }
        guard index < steps.count else { return .nothingToRedo }
        index += 1
        current = states[index].cells
        mergeOpen = false
        return nil
    }

    mutating func setIndex(_ target: Int) -> UndoError? {
        if let group = groups.last { return .setIndexWhileGroupOpen(group: group.name) }
        guard (0...steps.count).contains(target) else {
            return .indexOutOfRange(requested: target, count: steps.count)
        }
        index = target
        current = states[index].cells
        mergeOpen = false
        return nil
    }

    mutating func beginGroup(_ name: String) {
        groups.append((name, pending.count))
        mergeOpen = false
    }

    mutating func endGroup() -> UndoError? {
        guard let group = groups.popLast() else { return .noOpenGroup }
        mergeOpen = false
        if groups.isEmpty, !pending.isEmpty {
            pending = []
            pushStep(Step(name: group.name, key: nil, cell: nil, isGroup: true), cells: current)
        }
        return nil
    }

    mutating func cancelGroup() -> UndoError? {
        guard let group = groups.popLast() else { return .noOpenGroup }
        if pending.count > group.start {
            current = pending[group.start].cellsBefore
            pending.removeSubrange(group.start...)
        }
        mergeOpen = false
        return nil
    }

    mutating func setClean() -> UndoError? {
        if let group = groups.last { return .setCleanWhileGroupOpen(group: group.name) }
        savedID = states[index].id
        return nil
    }

    mutating func resetClean() {
        savedID = nil
    }

    mutating func setLimit(_ newLimit: Int?) -> UndoError? {
        if let newLimit, newLimit < 0 { return .negativeLimit(newLimit) }
        limit = newLimit == 0 ? nil : newLimit
        if let limit, steps.count > limit {
            let excess = steps.count - limit
            let evicted = min(excess, index)
            evict(evicted)
            steps.removeLast(excess - evicted)
            states.removeLast(excess - evicted)
        }
        return nil
    }

    mutating func endMerging() {
        mergeOpen = false
    }

    mutating func clear() {
        // The model is unchanged: it becomes the only state, keeping its identity (so a clean
        // state stays clean) unless open groups had changed it.
        let base = pending.isEmpty ? states[index] : State(id: freshID(), cells: current)
        states = [base]
        steps = []
        index = 0
        groups = []
        pending = []
        mergeOpen = false
        baseIsInitial = false
    }
}
