/// Which way round the wheel the sectors are numbered, as seen on screen.
///
/// With ``clockwise`` numbering (the seed's) sector 1 sits clockwise of sector 0, so turning
/// the wheel clockwise brings the sector before the selected one to the pointer: the index
/// goes down. With ``counterClockwise`` numbering a clockwise turn makes it go up.
public enum WheelNumbering: String, Sendable, Hashable, CaseIterable {
    /// Sector i + 1 is clockwise of sector i on screen.
    case clockwise
    /// Sector i + 1 is counter-clockwise of sector i on screen.
    case counterClockwise

    /// The names ``init(named:)`` accepts.
    public static let names = allCases.map(\.rawValue)

    /// The named numbering, for scripts: `"clockwise"` or `"counterClockwise"`.
    ///
    /// - Throws: ``WheelError/unknownName(_:kind:validNames:)`` for any other name.
    public init(named name: String) throws(WheelError) {
        guard let numbering = WheelNumbering(rawValue: name) else {
            throw .unknownName(name, kind: "numbering", validNames: WheelNumbering.names)
        }
        self = numbering
    }

    /// +1 when indices grow clockwise (towards positive screen angles), −1 otherwise.
    var sign: Double {
        self == .clockwise ? 1 : -1
    }
}
