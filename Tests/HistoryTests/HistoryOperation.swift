import PropertyBased

/// One random operation of the property tests.
enum HistoryOperation: Sendable, Equatable, CustomStringConvertible {
    case set(cell: Int, value: Int, key: String?)
    case append(value: Int, key: String?)
    case undo
    case redo
    case beginGroup(String)
    case endGroup
    case cancelGroup
    case setClean
    case resetClean
    case setIndex(Int)
    case setLimit(Int?)
    case endMerging
    case clear

    /// Maps three small random integers to an operation, weighted towards edits and navigation.
    /// Built from integers so PropertyBased can shrink a failing sequence.
    static func make(kind: Int, a: Int, b: Int) -> HistoryOperation {
        let key: String? = a % 3 == 0 ? nil : "k\(a % 3)"
        switch kind {
        case 0..<28: return .set(cell: a, value: b, key: key)
        case 28..<36: return .append(value: b, key: key)
        case 36..<48: return .undo
        case 48..<56: return .redo
        case 56..<62: return .beginGroup("G\(a)")
        case 62..<69: return .endGroup
        case 69..<72: return .cancelGroup
        case 72..<77: return .setClean
        case 77..<79: return .resetClean
        case 79..<86: return .setIndex(b)
        case 86..<91: return .setLimit(b == 8 ? nil : b)
        case 91..<96: return .endMerging
        default: return .clear
        }
    }

    /// Random sequences of operations with a length in `length`.
    static func sequences(of length: ClosedRange<Int>) -> Generator<
        [HistoryOperation], some Sequence & SendableMetatype
    > {
        zip(Gen.int(in: 0...99), Gen.int(in: 0...5), Gen.int(in: -1...8))
            .map { HistoryOperation.make(kind: $0.0, a: $0.1, b: $0.2) }
            .array(of: length)
    }

    /// Whether the operation can move the state "undo everything" restores away from the initial one.
    var changesBase: Bool {
        switch self {
        case .setLimit, .clear: true
        default: false
        }
    }

    var description: String {
        switch self {
        case .set(let cell, let value, let key): "set(\(cell), \(value), \(key ?? "nil"))"
        case .append(let value, let key): "append(\(value), \(key ?? "nil"))"
        case .undo: "undo"
        case .redo: "redo"
        case .beginGroup(let name): "begin(\(name))"
        case .endGroup: "end"
        case .cancelGroup: "cancel"
        case .setClean: "setClean"
        case .resetClean: "resetClean"
        case .setIndex(let index): "setIndex(\(index))"
        case .setLimit(let limit): "setLimit(\(limit.map(String.init) ?? "nil"))"
        case .endMerging: "endMerging"
        case .clear: "clear"
        }
    }
}
