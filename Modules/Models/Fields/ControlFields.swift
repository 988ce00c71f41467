/// The state of a control a script declares: its named fields, each a number, a boolean or a
/// string. Numbers are animatable properties, so the fields' values at any instant are a
/// function of the time, as every built-in control's state is: a script sets or animates a
/// field now, and reads (or draws) it at any later instant without running anything per frame.
public struct ControlFields: Sendable, Hashable {
    /// One field: its name and what it holds.
    public struct Field: Sendable, Hashable {
        public let name: String
        var slot: Slot
    }

    /// Where a field's value is: a number's timeline in ``numbers`` (changed there in place, so
    /// a change never copies a timeline), or the value itself.
    enum Slot: Sendable, Hashable {
        case number(Int)
        case plain(ControlFieldValue)
    }

    public private(set) var fields: [Field]
    /// The timelines of the number fields.
    private var numbers: [AnimatedProperty<Double>] = []

    /// Fields with the given names and first values, in order.
    ///
    /// - Throws: ``ControlFieldsError/notFinite(field:value:)`` for a number that is not finite.
    public init(_ initial: [(name: String, value: ControlFieldValue)]) throws(ControlFieldsError) {
        fields = []
        fields.reserveCapacity(initial.count)
        for (name, value) in initial {
            switch value {
            case .number(let number):
                guard number.isFinite else { throw .notFinite(field: name, value: number) }
                fields.append(Field(name: name, slot: .number(numbers.count)))
                numbers.append(AnimatedProperty(number))
            case .boolean, .string:
                fields.append(Field(name: name, slot: .plain(value)))
            }
        }
    }

    /// The field's name.
    public func name(of index: Int) -> String? {
        fields.indices.contains(index) ? fields[index].name : nil
    }

    /// The value field `index` shows at `time`: an animating number where its animation has
    /// got to.
    public func value(of index: Int, at time: Double) -> ControlFieldValue? {
        guard fields.indices.contains(index) else { return nil }
        switch fields[index].slot {
        case .number(let number): return .number(numbers[number].presentedValue(at: time))
        case .plain(let value): return value
        }
    }

    /// The value field `index` settles at: an animating number's target.
    public func modelValue(of index: Int) -> ControlFieldValue? {
        guard fields.indices.contains(index) else { return nil }
        switch fields[index].slot {
        case .number(let number): return .number(numbers[number].value)
        case .plain(let value): return value
        }
    }

    /// Every field's model value, in order: what an undo step keeps.
    public var modelValues: [ControlFieldValue] {
        fields.indices.compactMap(modelValue(of:))
    }

    /// Sets field `index` to `value` at `time`, without animation: an animating number stops
    /// where it is set. Returns the ids of the animations that stopped.
    @discardableResult
    public mutating func set(_ index: Int, to value: ControlFieldValue, at time: Double) throws(ControlFieldsError)
        -> [AnimationID]
    {
        guard fields.indices.contains(index) else { throw .noSuchField(index) }
        let name = fields[index].name
        switch (fields[index].slot, value) {
        case (.number(let slot), .number(let number)):
            guard number.isFinite else { throw .notFinite(field: name, value: number) }
            // A number set to what it shows and will show leaves its history alone.
            let property = numbers[slot]
            if property.value == number, property.restTime <= time, property.presentedValue(at: time) == number {
                return []
            }
            do { return try numbers[slot].set(number, at: time) } catch { throw .animation(error) }
        case (.plain(let old), _) where old.kind == value.kind:
            fields[index].slot = .plain(value)
            return []
        case (let slot, _):
            let kind: ControlFieldValue.Kind = if case .plain(let old) = slot { old.kind } else { .number }
            throw .wrongKind(field: name, expected: kind, got: value.kind)
        }
    }

    /// Sets every field to `values` (the model values an undo step kept), at `time`.
    public mutating func restore(_ values: [ControlFieldValue], at time: Double) {
        for (index, value) in zip(fields.indices, values) {
            _ = try? set(index, to: value, at: time)
        }
    }

    /// Animates number field `index` to `target` with `timing`, from where it shows when the
    /// animation begins (so a new animation takes over from a running one, velocity aside).
    /// Returns the animation's id.
    @discardableResult
    public mutating func animate(_ index: Int, to target: Double, timing: AnimationTiming, at time: Double)
        throws(ControlFieldsError) -> AnimationID
    {
        guard fields.indices.contains(index) else { throw .noSuchField(index) }
        let name = fields[index].name
        guard case .number(let slot) = fields[index].slot else {
            throw .notAnimatable(field: name, kind: modelValue(of: index)?.kind ?? .string)
        }
        guard target.isFinite else { throw .notFinite(field: name, value: target) }
        do { return try numbers[slot].animate(to: target, timing: timing, at: time) } catch { throw .animation(error) }
    }

    /// Checks what ``animate(_:to:timing:at:)`` would refuse, changing nothing: a caller that
    /// animates several fields together checks them all first.
    public func validateAnimation(_ index: Int, to target: Double, timing: AnimationTiming, at time: Double)
        throws(ControlFieldsError)
    {
        guard fields.indices.contains(index) else { throw .noSuchField(index) }
        let name = fields[index].name
        guard case .number(let slot) = fields[index].slot else {
            throw .notAnimatable(field: name, kind: modelValue(of: index)?.kind ?? .string)
        }
        guard target.isFinite else { throw .notFinite(field: name, value: target) }
        do { try numbers[slot].validateAnimation(timing: timing, at: time) } catch { throw .animation(error) }
    }

    /// From when every field holds still by itself: when the last animation ends (+∞ while one
    /// repeats forever), −∞ if none ever ran.
    public var restTime: Double {
        numbers.reduce(-Double.infinity) { max($0, $1.restTime) }
    }

    /// Whether some field is animating at `time`.
    public func isAnimating(at time: Double) -> Bool {
        numbers.contains { $0.isAnimating(at: time) }
    }

    /// The animations that ended in (`start`, `end`], each with its field's index, in time
    /// order (finished at their end, or cancelled when stopped).
    public func completions(after start: Double, through end: Double) -> [(field: Int, completion: AnimationCompletion)]
    {
        var all: [(field: Int, completion: AnimationCompletion)] = []
        for (index, field) in fields.enumerated() {
            guard case .number(let slot) = field.slot else { continue }
            all += numbers[slot].completions(after: start, through: end).map { (index, $0) }
        }
        return all.sorted { ($0.completion.time, $0.completion.id) < ($1.completion.time, $1.completion.id) }
    }

    /// When the first animation to end after `start` ends; nil when none will.
    public func nextCompletionTime(after start: Double) -> Double? {
        numbers.compactMap { $0.nextCompletionTime(after: start) }.min()
    }

    /// How many changes each number field has had: read before delivering completions, and
    /// passed to ``discardHistory(through:knownBy:)`` after.
    public var revisions: [Int] { numbers.map(\.revision) }

    /// Forgets what happened before `time` (see ``AnimatedProperty/discardHistory(through:)``),
    /// so a field changed at a million instants does not keep them all.
    public mutating func discardHistory(through time: Double) {
        for index in numbers.indices { numbers[index].discardHistory(through: time) }
    }

    /// Forgets the completions at or before `time` known at `revisions` (see
    /// ``AnimatedProperty/discardHistory(through:knownBy:)``): a chain of animations of no
    /// length at one instant is read once each.
    public mutating func discardHistory(through time: Double, knownBy revisions: [Int]) {
        for (index, revision) in zip(numbers.indices, revisions) {
            numbers[index].discardHistory(through: time, knownBy: revision)
        }
    }
}
