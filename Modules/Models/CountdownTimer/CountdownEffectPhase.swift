import Geometry

/// Where the effect's two circles are in their turn and their colours at one instant
/// (``CountdownEffect/phase(at:)``): a ``CountdownEffectFrame`` without the circles' places
/// on screen.
public struct CountdownEffectPhase: Sendable, Hashable {
    /// How far round the first circle is, in turns clockwise from 12 o'clock, in [0, 1].
    public var firstTurn: Double
    /// The first circle's hue, in [0, 1).
    public var firstHue: Double
    /// The second circle's hue, in [0, 1).
    public var secondHue: Double
    /// The number of whole cycles completed before this instant.
    public var cycle: Int
    /// How far through the current cycle the instant is, in [0, 1) of the cycle's duration
    /// (before the timing curve).
    public var cycleProgress: Double

    /// Creates a phase.
    public init(firstTurn: Double, firstHue: Double, secondHue: Double, cycle: Int, cycleProgress: Double) {
        self.firstTurn = firstTurn
        self.firstHue = firstHue
        self.secondHue = secondHue
        self.cycle = cycle
        self.cycleProgress = cycleProgress
    }

    /// How far round the second circle is: it turns the other way, 1 − ``firstTurn``.
    public var secondTurn: Double {
        1 - firstTurn
    }

    /// The first circle's rotation from 12 o'clock: 360° × ``firstTurn``.
    public var firstRotation: Angle {
        Angle(degrees: 360 * firstTurn)
    }

    /// The second circle's rotation from 12 o'clock: 360° × ``secondTurn``.
    public var secondRotation: Angle {
        Angle(degrees: 360 * secondTurn)
    }
}
