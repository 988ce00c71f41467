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

    enum Slot: Sendable, Hashable {
        case number(AnimatedProperty<Double>)
        case plain(ControlFieldValue)
    }

    public private(set) var fields: [Field]

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
                fields.append(Field(name: name, slot: .number(AnimatedProperty(number))))
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
        case .number(let property): return .number(property.presentedValue(at: time))
        case .plain(let value): return value
        }
    }

    /// The value field `index` settles at: an animating number's target.
    public func modelValue(of index: Int) -> ControlFieldValue? {
        guard fields.indices.contains(index) else { return nil }
        switch fields[index].slot {
        case .number(let property): return .number(property.value)
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
        case (.number(var property), .number(let number)):
            guard number.isFinite else { throw .notFinite(field: name, value: number) }
            // A number set to what it shows and will show leaves its history alone.
            if property.value == number, property.restTime <= time, property.presentedValue(at: time) == number {
                return []
            }
            let stopped: [AnimationID]
            do { stopped = try property.set(number, at: time) } catch { throw .animation(error) }
            fields[index].slot = .number(property)
            return stopped
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
        guard case .number(var property) = fields[index].slot else {
            throw .notAnimatable(field: name, kind: modelValue(of: index)?.kind ?? .string)
        }
        guard target.isFinite else { throw .notFinite(field: name, value: target) }
        do {
            let id = try property.animate(to: target, timing: timing, at: time)
            fields[index].slot = .number(property)
            return id
        } catch {
            throw .animation(error)
        }
    }

    /// Checks what ``animate(_:to:timing:at:)`` would refuse, changing nothing: a caller that
    /// animates several fields together checks them all first.
    public func validateAnimation(_ index: Int, to target: Double, timing: AnimationTiming, at time: Double)
        throws(ControlFieldsError)
    {
        guard fields.indices.contains(index) else { throw .noSuchField(index) }
        let name = fields[index].name
        guard case .number(let property) = fields[index].slot else {
            throw .notAnimatable(field: name, kind: modelValue(of: index)?.kind ?? .string)
        }
        guard target.isFinite else { throw .notFinite(field: name, value: target) }
        do { try property.validateAnimation(timing: timing, at: time) } catch { throw .animation(error) }
    }

    /// From when every field holds still by itself: when the last animation ends (+∞ while one
    /// repeats forever), −∞ if none ever ran.
    public var restTime: Double {
        var rest = -Double.infinity
        for field in fields {
            if case .number(let property) = field.slot { rest = max(rest, property.restTime) }
        }
        return rest
    }

    /// Whether some field is animating at `time`.
    public func isAnimating(at time: Double) -> Bool {
        fields.contains { field in
            if case .number(let property) = field.slot { return property.isAnimating(at: time) }
            return false
        }
    }

    /// The animations that ended in (`start`, `end`], each with its field's index, in time
    /// order (finished at their end, or cancelled when stopped).
    public func completions(after start: Double, through end: Double) -> [(field: Int, completion: AnimationCompletion)]
    {
        var all: [(field: Int, completion: AnimationCompletion)] = []
        for (index, field) in fields.enumerated() {
            guard case .number(let property) = field.slot else { continue }
            all += property.completions(after: start, through: end).map { (index, $0) }
        }
        return all.sorted { ($0.completion.time, $0.completion.id) < ($1.completion.time, $1.completion.id) }
    }

    /// When the first animation to end after `start` ends; nil when none will.
    public func nextCompletionTime(after start: Double) -> Double? {
        var next: Double?
        for field in fields {
            guard case .number(let property) = field.slot,
                let time = property.nextCompletionTime(after: start)
            else { continue }
            next = min(next ?? time, time)
        }
        return next
    }

    /// Forgets what happened up to `time` (see ``AnimatedProperty/discardHistory(through:)``).
    public mutating func discardHistory(through time: Double) {
        for index in fields.indices {
            guard case .number(var property) = fields[index].slot else { continue }
            property.discardHistory(through: time)
            fields[index].slot = .number(property)
        }
    }
}
