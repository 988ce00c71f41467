import Geometry

/// A rotary wheel menu, the seed's `SMRotaryWheel` as a value: N sectors round a centre, turned
/// by a finger, coasting after a flick and coming to rest with a sector's middle under a fixed
/// pointer.
///
/// **Coordinates.** Screen coordinates as in UIKit, because touches come in view points: y
/// grows downwards, and angles are measured from +x towards +y, so a positive angle is a
/// clockwise turn on screen. The *wheel angle* θ is the rotation of the whole wheel (the
/// seed's container transform), unbounded: it counts turns, 4π is two clockwise turns.
/// Sector i's middle points at `zero + sign·i·2π/N + θ`, where `zero` is the pointer's
/// direction (``WheelZeroPosition``) and sign is +1 for clockwise numbering. Weighted sectors
/// (``WheelConfiguration/weights``) each take their share of the turn instead of 2π/N.
///
/// **Selection.** The sector under the pointer at wheel angle θ comes from one formula for
/// every N, `⌊θ/2π·N + ½⌋` (see ``WheelSector`` for the half-open ranges it implies), so an
/// angle on a boundary selects exactly one sector, the one it is the lower bound of.
///
/// **Time.** Every state is a pure function of time, in seconds on any clock the caller keeps:
/// the wheel holds a timeline of ``WheelMotion`` segments (drag, inertia, settle, snap, spin),
/// and ``angle(at:)`` evaluates the segment in effect. Nothing reads a clock and nothing is
/// stepped. Changes must come in time order (equal times are fine).
///
/// **Value.** ``value`` is the sector the wheel rests on, or will rest on once the current
/// motion ends. Like the odometer's value it changes at once, when a finger lifts or a spin
/// starts; the angle follows. A drag in progress does not change it.
///
/// Indices are 0-based. Every input a script can pass is checked and refused with a
/// ``WheelError``; nothing traps.
public struct RotaryWheel: Sendable, Hashable {
    /// The largest wheel angle, in radians either way, accepted as input (about 159 million
    /// turns), so that sector arithmetic keeps its precision.
    public static let angleLimit = 1e9
    /// The most extra turns a single spin may make.
    public static let maximumTurns = 1000
    /// The fastest a release can fling the wheel, in radians per second: 100 turns a second,
    /// far beyond any finger, so that a script's burst of moves cannot send it coasting for
    /// hours.
    public static let maximumFlickSpeed = 200 * Double.pi

    /// The wheel's configuration, validated.
    @inlinable public var configuration: WheelConfiguration { settings.configuration }
    /// The sector the wheel rests on, or will come to rest on when the current motion ends.
    public internal(set) var value: Int
    /// The wheel angle at which the current motion ends (unbounded). A drag in progress does
    /// not change it until the finger lifts.
    public internal(set) var restingAngle: Angle
    /// The movement over time.
    var timeline: WheelTimeline
    /// The finger being tracked, if any.
    var touch: WheelTouch?
    /// The selection formula for this configuration.
    var layout: WheelSectorLayout { settings.layout }
    /// The configuration and its layout, which change only together and seldom: boxed, so
    /// that a copy of the wheel (a scene takes one at every frame of a turn) counts one
    /// reference for them instead of one for each of their arrays, and so that they are read
    /// where they are kept.
    @usableFromInline private(set) var settings: WheelSettings

    /// Creates a wheel at rest with `sector`'s middle under the pointer.
    ///
    /// - Throws: the first problem ``WheelConfiguration/validate()`` finds, or
    ///   ``WheelError/unknownSector(_:sectorCount:)``.
    public init(configuration: WheelConfiguration = WheelConfiguration(), sector: Int = 0) throws(WheelError) {
        try configuration.validate()
        let layout = WheelSectorLayout(configuration)
        guard (0..<configuration.sectorCount).contains(sector) else {
            throw .unknownSector(sector, sectorCount: configuration.sectorCount)
        }
        let angle = Angle(radians: layout.middle(ofSlot: layout.principalSlot(ofSector: sector)))
        self.init(validated: configuration, layout: layout, angle: angle)
    }

    /// Creates a wheel at rest at wheel angle `angle` (not necessarily a sector's middle).
    ///
    /// - Throws: the first problem ``WheelConfiguration/validate()`` finds, or
    ///   ``WheelError/invalidAngle(parameter:radians:)``.
    public init(configuration: WheelConfiguration = WheelConfiguration(), angle: Angle) throws(WheelError) {
        try configuration.validate()
        try RotaryWheel.checkAngle(angle, parameter: "angle")
        let layout = WheelSectorLayout(configuration)
        self.init(validated: configuration, layout: layout, angle: angle)
    }

    private init(validated configuration: WheelConfiguration, layout: WheelSectorLayout, angle: Angle) {
        settings = WheelSettings(configuration: configuration, layout: layout)
        value = layout.sector(at: angle.radians)
        restingAngle = angle
        timeline = WheelTimeline(restingAt: angle, value: value)
        touch = nil
    }

    // MARK: Sectors

    /// The number of sectors.
    public var sectorCount: Int {
        configuration.sectorCount
    }

    /// The name of ``value``.
    public var valueName: String {
        configuration.names[value]
    }

    /// Every sector, index 0 first.
    public var sectors: [WheelSector] {
        (0..<sectorCount).map(makeSector)
    }

    /// The sector at `index`.
    ///
    /// - Throws: ``WheelError/unknownSector(_:sectorCount:)``.
    public func sector(_ index: Int) throws(WheelError) -> WheelSector {
        try checkSector(index)
        return makeSector(index)
    }

    /// The sector under the pointer when the wheel angle is `angle`: the one selection formula.
    ///
    /// - Throws: ``WheelError/invalidAngle(parameter:radians:)`` for NaN, infinite or huge
    ///   angles.
    public func sectorIndex(forAngle angle: Angle) throws(WheelError) -> Int {
        try RotaryWheel.checkAngle(angle, parameter: "angle")
        return layout.sector(at: angle.radians)
    }

    /// The screen direction in which sector `index`'s middle points at `time`, unbounded:
    /// its ``WheelSector/direction`` plus the wheel angle.
    ///
    /// - Throws: ``WheelError/unknownSector(_:sectorCount:)``.
    public func direction(ofSector index: Int, at time: Double) throws(WheelError) -> Angle {
        try checkSector(index)
        return makeSector(index).direction + angle(at: time)
    }

    /// The layer geometry that draws sector `index` at `time` the seed's way: a layer of
    /// `size` anchored at the middle of its right edge (1, 0.5), positioned on the centre, so
    /// unrotated it points left (direction π), and rotated by its direction minus π.
    ///
    /// - Throws: ``WheelError/unknownSector(_:sectorCount:)``, or
    ///   ``WheelError/invalidParameter(parameter:value:requirement:)`` for a size that is not
    ///   finite and ≥ 0.
    public func sectorLayer(_ index: Int, size: Size, at time: Double) throws(WheelError) -> LayerGeometry {
        let pointsLeft = try direction(ofSector: index, at: time) - .halfTurn
        for dimension in [size.width, size.height] where !(dimension.isFinite && dimension >= 0) {
            throw .invalidParameter(parameter: "size", value: dimension, requirement: "finite and ≥ 0")
        }
        return LayerGeometry(
            bounds: Rect(origin: .zero, size: size),
            position: configuration.center,
            anchorPoint: Point(x: 1, y: 0.5),
            transform: AffineTransform(rotationAngle: pointsLeft)
        )
    }

    // MARK: State at a time

    /// The wheel angle at `time`, unbounded.
    public func angle(at time: Double) -> Angle {
        timeline.angle(at: time)
    }

    /// The wheel angle at `time` reduced to (−π, π].
    public func normalizedAngle(at time: Double) -> Angle {
        angle(at: time).normalized
    }

    /// The sector under the pointer at `time`.
    public func selectedIndex(at time: Double) -> Int {
        selectedIndex(atAngle: angle(at: time))
    }

    /// The index of the sector under the pointer when the wheel is at `angle` (one of its
    /// angles, ``angle(at:)``): for a drawing that has the angle already.
    public func selectedIndex(atAngle angle: Angle) -> Int {
        layout.sector(at: angle.radians)
    }

    /// The name of the sector under the pointer at `time`.
    public func selectedName(at time: Double) -> String {
        configuration.names[selectedIndex(at: time)]
    }

    /// Whether a finger holds the wheel at `time`.
    public func isTracking(at time: Double) -> Bool {
        if case .drag = timeline.entry(at: time).motion { return true }
        return false
    }

    /// Whether a finger holds the wheel now (after the latest change).
    public var isTracking: Bool {
        touch != nil
    }

    /// The wheel at `time`, found with one look into its motions: its angle, whether it turns
    /// by itself and whether a finger holds it (``angle(at:)``, ``isMoving(at:)`` and
    /// ``isTracking(at:)`` at once, for a view drawn at every frame).
    public func pose(at time: Double) -> (angle: Angle, isMoving: Bool, isTracking: Bool) {
        let motion = timeline.entry(at: time).motion
        let isTracking = if case .drag = motion { true } else { false }
        return (motion.angle(at: time), motion.isAnimating(at: time), isTracking)
    }

    /// Whether the wheel turns by itself at `time`: coasting, settling, snapping or spinning.
    /// A wheel held by a finger moves only with it, and is not counted as moving.
    public func isMoving(at time: Double) -> Bool {
        timeline.entry(at: time).motion.isAnimating(at: time)
    }

    /// The alpha of sector `index` at `time`: ``WheelConfiguration/selectedAlpha`` (1.0) for the
    /// sector under the pointer, ``WheelConfiguration/unselectedAlpha`` (0.6) for the others,
    /// and for every sector while a finger holds the wheel, as in the seed. During inertia,
    /// snaps and spins the highlight follows the pointer.
    ///
    /// - Throws: ``WheelError/unknownSector(_:sectorCount:)``.
    public func alpha(ofSector index: Int, at time: Double) throws(WheelError) -> Double {
        try checkSector(index)
        return alphas(at: time)[index]
    }

    /// The alpha of every sector at `time`, index 0 first.
    public func alphas(at time: Double) -> [Double] {
        var alphas = Array(repeating: configuration.unselectedAlpha, count: sectorCount)
        if !isTracking(at: time) {
            alphas[selectedIndex(at: time)] = configuration.selectedAlpha
        }
        return alphas
    }

    /// The motion segment in effect at `time`.
    public func motion(at time: Double) -> WheelMotion {
        timeline.entry(at: time).motion
    }

    /// When the current motion ends and the wheel comes to rest: `nil` while a finger holds it
    /// (it stops when the finger lifts) and for a wheel that has never moved.
    public var motionEndTime: Double? {
        guard touch == nil else { return nil }
        let end = timeline.last.motion.endTime
        return end.isFinite ? end : nil
    }

    /// From when the wheel stays still by itself: the end of its last motion (a spin, a coast,
    /// a snap), −∞ if it has never moved. A finger holding it moves it, but nothing else does,
    /// so a held wheel is at rest from its latest drag sample.
    public var restTime: Double {
        timeline.last.motion.endTime
    }

    // MARK: Configuration and memory

    /// Replaces the configuration. The timeline is kept (angles do not change), and the value
    /// and past events are recomputed with the new sectors: the value becomes the sector at
    /// ``restingAngle``. An active touch keeps being tracked with the new dead zone and rim.
    ///
    /// - Throws: the first problem ``WheelConfiguration/validate()`` finds; nothing changes then.
    public mutating func setConfiguration(_ newConfiguration: WheelConfiguration) throws(WheelError) {
        try newConfiguration.validate()
        let layout = WheelSectorLayout(newConfiguration)
        settings = WheelSettings(configuration: newConfiguration, layout: layout)
        timeline.recomputeValues { layout.sector(at: $0.radians) }
        value = layout.sector(at: restingAngle.radians)
        if touch != nil { timeline.setLastValue(value) }
    }

    /// Forgets the motion that ended before `time`, to bound memory: afterwards ``events(from:to:limit:)``
    /// and the state queries answer for times before `time` as if the segment in effect at
    /// `time` had always been. A binding that dispatches events calls this with the time it
    /// has dispatched up to.
    public mutating func discardMotion(before time: Double) {
        guard !time.isNaN else { return }
        timeline.trim(before: time)
    }

    // MARK: Checks

    func checkSector(_ index: Int) throws(WheelError) {
        guard (0..<sectorCount).contains(index) else {
            throw .unknownSector(index, sectorCount: sectorCount)
        }
    }

    /// Checks that `time` is finite and not before the latest change.
    func checkTime(_ time: Double) throws(WheelError) {
        guard time.isFinite else { throw .invalidTime(time) }
        let latest = timeline.latestTime
        guard time >= latest else { throw .timeWentBackwards(time: time, latest: latest) }
    }

    static func checkAngle(_ angle: Angle, parameter: String) throws(WheelError) {
        guard angle.radians.isFinite, abs(angle.radians) <= angleLimit else {
            throw .invalidAngle(parameter: parameter, radians: angle.radians)
        }
    }

    static func checkPoint(_ point: Point, parameter: String) throws(WheelError) {
        guard point.x.isFinite, point.y.isFinite else {
            throw .invalidPoint(parameter: parameter, x: point.x, y: point.y)
        }
    }

    static func checkDuration(_ duration: Double, parameter: String) throws(WheelError) {
        guard duration.isFinite, duration >= 0 else {
            throw .invalidDuration(parameter: parameter, value: duration)
        }
    }

    /// The sector description for a valid index.
    private func makeSector(_ index: Int) -> WheelSector {
        let slot = layout.principalSlot(ofSector: index)
        let direction = configuration.zeroPosition.direction + Angle(turns: layout.turnsFromZero(ofSector: index))
        return WheelSector(
            index: index,
            name: configuration.names[index],
            minAngle: Angle(radians: layout.firstAngle(ofSlot: slot)),
            midAngle: Angle(radians: layout.middle(ofSlot: slot)),
            maxAngle: Angle(radians: layout.firstAngle(ofSlot: slot + 1)),
            direction: direction.normalized,
            span: Angle(radians: layout.span(ofSector: index))
        )
    }
}

extension RotaryWheel: CustomStringConvertible {
    /// A summary for logs and the REPL: `wheel of 8 sectors resting on 0 "Circles"`.
    public var description: String {
        "wheel of \(sectorCount) sector\(sectorCount == 1 ? "" : "s") resting on \(value) \"\(valueName)\""
    }
}
