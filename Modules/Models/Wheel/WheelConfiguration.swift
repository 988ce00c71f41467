import Geometry

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Everything that shapes a ``RotaryWheel``: its sectors, where the pointer is, how touches are
/// filtered and how the wheel moves on its own.
///
/// A plain value with defaults taken from the seed (8 sectors, pointer on the left, clockwise
/// numbering, a 40-point dead zone inside a 100-point rim, a 0.2 s snap, alpha 1.0 / 0.6), so a
/// binding can build one field by field. Nothing is checked here: ``RotaryWheel`` calls
/// ``validate()`` when it is created or reconfigured.
///
/// Distances are in view points and ``center`` in the same coordinates as the touches; the
/// default centre is the origin, so touches can be given relative to the centre.
public struct WheelConfiguration: Sendable, Hashable {
    /// The sector counts a wheel may have.
    public static let sectorCountRange = 1...64
    /// How many times the widest sector may be as wide as the narrowest: a sector narrower
    /// than that can be neither seen nor hit.
    public static let maximumWeightRatio = 1000.0
    /// The seed's sector names, in its order.
    public static let seedNames = [
        "Circles", "Flower", "Monster", "Person", "Smile", "Sun", "Swirl", "3 circles", "Triangle",
    ]
    /// `UIScrollView.DecelerationRate.normal`: the speed keeps 99.8 % of itself every millisecond.
    public static let normalDecelerationRate = 0.998
    /// `UIScrollView.DecelerationRate.fast`: 99 % per millisecond.
    public static let fastDecelerationRate = 0.99

    /// The number of sectors, 1 to 64.
    public var sectorCount: Int
    /// One name per sector, index 0 first.
    public var names: [String]
    /// How big each sector is, in proportion to the others (index 0 first), like
    /// SwiftFortuneWheel's weighted slices: weights 1, 2, 1 give a quarter, a half and a
    /// quarter of the turn. `nil` (the default) makes every sector 2π/N wide.
    public var weights: [Double]?
    /// Where the pointer sits (and sector 0's middle at wheel angle 0).
    public var zeroPosition: WheelZeroPosition
    /// Which way round the sectors are numbered.
    public var numbering: WheelNumbering
    /// The centre of the wheel, in the touches' coordinates.
    public var center: Point
    /// Touches closer to the centre than this are ignored: near the centre a small finger
    /// movement swings the angle wildly. Inclusive: a touch exactly this far away counts.
    public var deadZoneRadius: Double
    /// Touches that begin farther from the centre than this are ignored. Inclusive.
    public var rimRadius: Double
    /// Whether the wheel comes to rest on a sector's middle when released (the seed's
    /// behaviour); when `false` it stops wherever the finger or its inertia leaves it.
    public var snaps: Bool
    /// How long a snap from a slow release takes, in seconds (the seed's 0.2 s); also the
    /// duration of the settle that follows a flick too short for inertia. 0 jumps.
    public var snapDuration: Double
    /// The timing curve of a snap from a slow release.
    public var snapCurve: TimingCurve
    /// How much of its speed a flicked wheel keeps per millisecond, like `UIScrollView`'s
    /// `decelerationRate`: the angular velocity after t seconds is ω₀ · rate^(1000·t).
    public var decelerationRate: Double
    /// The angular speed, in radians per second, below which a decelerating wheel stops (and
    /// below which a release counts as no flick at all).
    public var stopSpeed: Double
    /// The release velocity is the angle the drag turned through during the last
    /// `flickWindow` seconds, divided by `flickWindow`.
    public var flickWindow: Double
    /// The alpha of the sector under the pointer while the wheel is not held.
    public var selectedAlpha: Double
    /// The alpha of every other sector, and of all sectors while a finger holds the wheel.
    public var unselectedAlpha: Double

    /// Creates a configuration; `names` defaults to ``defaultNames(count:)``.
    public init(
        sectorCount: Int = 8,
        names: [String]? = nil,
        weights: [Double]? = nil,
        zeroPosition: WheelZeroPosition = .left,
        numbering: WheelNumbering = .clockwise,
        center: Point = .zero,
        deadZoneRadius: Double = 40,
        rimRadius: Double = 100,
        snaps: Bool = true,
        snapDuration: Double = 0.2,
        snapCurve: TimingCurve = .easeInEaseOut,
        decelerationRate: Double = WheelConfiguration.normalDecelerationRate,
        stopSpeed: Double = 0.05,
        flickWindow: Double = 0.1,
        selectedAlpha: Double = 1.0,
        unselectedAlpha: Double = 0.6
    ) {
        self.sectorCount = sectorCount
        self.names = names ?? WheelConfiguration.defaultNames(count: sectorCount)
        self.weights = weights
        self.zeroPosition = zeroPosition
        self.numbering = numbering
        self.center = center
        self.deadZoneRadius = deadZoneRadius
        self.rimRadius = rimRadius
        self.snaps = snaps
        self.snapDuration = snapDuration
        self.snapCurve = snapCurve
        self.decelerationRate = decelerationRate
        self.stopSpeed = stopSpeed
        self.flickWindow = flickWindow
        self.selectedAlpha = selectedAlpha
        self.unselectedAlpha = unselectedAlpha
    }

    /// The seed's names for the first nine sectors, then `"Sector 9"`, `"Sector 10"`, … (the
    /// 0-based index). Empty for counts outside 1...64, so a bad count is reported by
    /// ``validate()`` rather than by allocating a huge list.
    public static func defaultNames(count: Int) -> [String] {
        guard sectorCountRange.contains(count) else { return [] }
        return (0..<count).map { $0 < seedNames.count ? seedNames[$0] : "Sector \($0)" }
    }

    /// Checks every field, in declaration order, and throws for the first bad one.
    public func validate() throws(WheelError) {
        guard WheelConfiguration.sectorCountRange.contains(sectorCount) else {
            throw .sectorCountOutOfRange(sectorCount)
        }
        guard names.count == sectorCount else {
            throw .nameCountMismatch(names: names.count, sectors: sectorCount)
        }
        if let weights {
            guard weights.count == sectorCount else {
                throw .weightCountMismatch(weights: weights.count, sectors: sectorCount)
            }
            for (index, weight) in weights.enumerated() where !(weight.isFinite && weight > 0) {
                throw .invalidWeight(index: index, value: weight)
            }
            // Each weight is finite and > 0 here, so the ratio is a finite number ≥ 1.
            if let low = weights.min(), let high = weights.max(), high / low > WheelConfiguration.maximumWeightRatio {
                throw .weightsTooUneven(smallest: low, largest: high)
            }
        }
        try RotaryWheel.checkAngle(zeroPosition.direction, parameter: "zeroPosition")
        try RotaryWheel.checkPoint(center, parameter: "center")
        for (name, radius) in [("deadZoneRadius", deadZoneRadius), ("rimRadius", rimRadius)] {
            guard radius.isFinite, radius >= 0 else { throw .invalidRadius(parameter: name, value: radius) }
        }
        guard deadZoneRadius < rimRadius else {
            throw .deadZoneNotInsideRim(deadZoneRadius: deadZoneRadius, rimRadius: rimRadius)
        }
        try RotaryWheel.checkDuration(snapDuration, parameter: "snapDuration")
        // log(rate) must be finite and negative for the closed forms of the inertia.
        guard decelerationRate > 0, decelerationRate < 1 else {
            throw .invalidDecelerationRate(decelerationRate)
        }
        guard stopSpeed.isFinite, stopSpeed > 0 else {
            throw .invalidParameter(
                parameter: "stopSpeed", value: stopSpeed, requirement: "a finite speed > 0 radians per second")
        }
        guard flickWindow.isFinite, flickWindow > 0 else {
            throw .invalidParameter(
                parameter: "flickWindow", value: flickWindow, requirement: "a finite number of seconds > 0")
        }
        for (name, alpha) in [("selectedAlpha", selectedAlpha), ("unselectedAlpha", unselectedAlpha)] {
            guard (0...1).contains(alpha) else {
                throw .invalidParameter(parameter: name, value: alpha, requirement: "between 0 and 1")
            }
        }
    }

    /// The exponential decay constant k of the inertia, per second: rate^(1000·t) = e^(−k·t).
    var decayConstant: Double {
        -1000 * log(decelerationRate)
    }
}
