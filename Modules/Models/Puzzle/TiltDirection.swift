/// A tilt of the device, as in the book's puzzle.
///
/// Tilting works like gravity on the tiles: tilting **left** slides the tile to the RIGHT of the
/// free slot leftwards into it; tilting **up** slides the tile BELOW the free slot upwards into
/// it. The free slot therefore moves the opposite way.
public enum TiltDirection: String, Sendable, Hashable, CaseIterable {
    case left, right, up, down

    /// The tilt named `name`, for scripts: `"left"`, `"right"`, `"up"` or `"down"`.
    ///
    /// - Throws: ``PuzzleError/unknownTilt(_:)`` for any other name.
    public init(named name: String) throws(PuzzleError) {
        guard let direction = TiltDirection(rawValue: name) else { throw .unknownTilt(name) }
        self = direction
    }

    /// The row and column offset from the free slot to the tile that moves.
    var tileOffset: (row: Int, column: Int) {
        switch self {
        case .left: (0, 1)
        case .right: (0, -1)
        case .up: (1, 0)
        case .down: (-1, 0)
        }
    }

    /// The tilt that undoes this one.
    public var opposite: TiltDirection {
        switch self {
        case .left: .right
        case .right: .left
        case .up: .down
        case .down: .up
        }
    }
}
