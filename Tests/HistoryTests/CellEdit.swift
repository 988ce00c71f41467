import History

/// The command of the property tests: set or append in an array of ints.
///
/// Sets of the same cell merge (first "from", last "to"); appends never merge, so a shared merge
/// key between an append and a set exercises the refused-merge path.
enum CellEdit: UndoableCommand, Sendable, Equatable {
    case set(index: Int, from: Int, to: Int, key: String?)
    case append(value: Int, key: String?)

    var actionName: String {
        switch self {
        case .set: "Set"
        case .append: "Append"
        }
    }

    var mergeKey: String? {
        switch self {
        case .set(_, _, _, let key), .append(_, let key): key
        }
    }

    func apply(to cells: inout [Int]) {
        switch self {
        case .set(let index, _, let to, _):
            if cells.indices.contains(index) { cells[index] = to }
        case .append(let value, _):
            cells.append(value)
        }
    }

    func revert(on cells: inout [Int]) {
        switch self {
        case .set(let index, let from, _, _):
            if cells.indices.contains(index) { cells[index] = from }
        case .append:
            if !cells.isEmpty { cells.removeLast() }
        }
    }

    func merged(with newer: CellEdit) -> CellEdit? {
        guard case .set(let index, let from, _, let key) = self,
            case .set(let newerIndex, _, let to, _) = newer,
            index == newerIndex
        else { return nil }
        return .set(index: index, from: from, to: to, key: key)
    }
}
