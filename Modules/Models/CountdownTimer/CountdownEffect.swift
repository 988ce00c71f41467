import Geometry

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// The seed's "effect animation": two small circles on the inside of the progress ring that turn
/// round it in opposite directions while their colours cycle.
///
/// Everything is a closed-form function of the time since the animation began, so a frame at
/// any instant is exact and asking for frames in any order, at any rate, gives the same answers.
/// The seed instead accumulated state on a 0.05 s timer; ``frame(at:)`` equals that accumulation
/// at the timer's ticks (the tests replay it) without its drift: its cycle counter, adding 0.05
/// to a `Double` and comparing with 5.00, actually restarts every 5.1 s. One difference is
/// deliberate: the seed begins its first turn on its timer's first tick, which arrives up to
/// 0.05 s after the view appears (the timer runs freely, not from the view), while the model
/// begins it at the start instant; so the model's turns lead the seed's by that tick, and the
/// hues, which both count from the appearance, agree at every tick.
///
/// ## The angle convention, and "meeting at 12 o'clock"
///
/// A circle's ``CountdownEffectCircle/rotation`` is measured from 12 o'clock (straight up from
/// the ring's centre), clockwise on screen, as SwiftUI's `rotationEffect` turns a view that was
/// offset upwards. In each cycle of ``cycleDuration`` seconds the first circle goes 0° → 360°
/// and the second 360° → 0°, both along the same ease-in-out curve, so with e the curve's value
/// the two are at 360°·e and 360°·(1 − e). They occupy the same place when those differ by a
/// multiple of 360°, that is when e is 0, ½ or 1: they "meet at 12 o'clock" at every multiple of
/// 5 s since the animation began (0° and 360° are both straight up), and also cross at
/// 6 o'clock halfway through each cycle, where the symmetric curve is at ½.
public struct CountdownEffect: Sendable, Hashable {
    /// The seed's screen width when none is given: 375 points, the iPhone width of its time.
    public static let defaultScreenWidth = 375.0
    /// The circles' offset from the ring's centre, as a fraction of the screen width (0.38).
    public static let radiusFactor = 0.38
    /// The circles' diameter in points (20).
    public static let circleDiameter = 20.0
    /// The circles' opacity (0.5, so the colours mix where they overlap).
    public static let opacity = 0.5
    /// How long one turn round the ring takes, in seconds (5).
    public static let cycleDuration = 5.0
    /// The first circle's hue at the start (0.5).
    public static let firstStartHue = 0.5
    /// The second circle's hue at the start (0.3).
    public static let secondStartHue = 0.3
    /// How fast both hues advance, in turns of the colour circle per second: the seed's 0.005
    /// per 0.05 s tick, 0.1 per second.
    public static let hueRate = 0.1
    /// The timing curve of a turn, SwiftUI's `easeInOut`: (0.42, 0), (0.58, 1).
    public static let curve = TimingCurve.easeInEaseOut

    /// The effect for a 375-point-wide screen, restarting every cycle.
    public static let standard = CountdownEffect(validScreenWidth: defaultScreenWidth, cycle: .restart)

    /// The width of the screen the ring is laid out on, in points.
    public let screenWidth: Double
    /// What happens at the end of each turn.
    public let cycle: CountdownEffectCycle

    /// Creates the effect for a screen `screenWidth` points wide.
    ///
    /// - Throws: ``CountdownTimerError/invalidScreenWidth(_:)`` unless the width is finite and
    ///   greater than 0.
    public init(screenWidth: Double = CountdownEffect.defaultScreenWidth, cycle: CountdownEffectCycle = .restart)
        throws(CountdownTimerError)
    {
        guard screenWidth.isFinite, screenWidth > 0 else { throw .invalidScreenWidth(screenWidth) }
        self.init(validScreenWidth: screenWidth, cycle: cycle)
    }

    private init(validScreenWidth: Double, cycle: CountdownEffectCycle) {
        screenWidth = validScreenWidth
        self.cycle = cycle
    }

    /// The distance of the circles' centres from the ring's centre: 0.38 × the screen width.
    public var radius: Double {
        screenWidth * Self.radiusFactor
    }

    /// The hue of a circle that started at `startHue`, `elapsed` seconds after the animation
    /// began, in [0, 1): it advances by ``hueRate`` per second and wraps at 1.0, as the seed's
    /// `if hue >= 1.0 { hue = 0.0 }` does when each 0.005 step lands exactly on 1.0.
    public static func hue(startingAt startHue: Double, after elapsed: Double) -> Double {
        // Whole turns are dropped before adding the start, so the result stays as precise at
        // hour 1000 as at second 1: the error is that of one multiplication, never of a sum
        // of ticks.
        let advance = (hueRate * elapsed).truncatingRemainder(dividingBy: 1)
        return HSBColor(hue: startHue + advance, saturation: 1, brightness: 1).hue
    }

    /// Both circles `elapsed` seconds after the animation began (negative and NaN count as 0).
    ///
    /// Also available for times the timer would not show it (stopped, or the setting off):
    /// ``CountdownTimer/effect(at:)`` decides visibility.
    public func frame(at elapsed: Double) -> CountdownEffectFrame {
        let phase = phase(at: elapsed)
        return CountdownEffectFrame(
            first: circle(rotation: phase.firstRotation, hue: phase.firstHue),
            second: circle(rotation: phase.secondRotation, hue: phase.secondHue),
            cycle: phase.cycle,
            cycleProgress: phase.cycleProgress
        )
    }

    /// How far round both circles are and their hues, `elapsed` seconds after the animation
    /// began: ``frame(at:)`` without the circles' places on screen (a text view shows only
    /// these, at every frame).
    public func phase(at elapsed: Double) -> CountdownEffectPhase {
        let time = elapsed.isNaN ? 0 : max(0, elapsed)
        let cycles = (time / Self.cycleDuration).rounded(.down)
        let fraction = time / Self.cycleDuration - cycles
        // An infinite time has no place in a cycle; it shows the cycle's start.
        let progress = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        let eased = Self.curve.value(at: progress)
        // In the seed's alternating version odd cycles play the even ones backwards.
        let backwards = cycle == .alternate && !cycles.truncatingRemainder(dividingBy: 2).isZero
        let firstTurn = backwards ? 1 - eased : eased
        return CountdownEffectPhase(
            firstTurn: firstTurn,
            firstHue: Self.hue(startingAt: Self.firstStartHue, after: time),
            secondHue: Self.hue(startingAt: Self.secondStartHue, after: time),
            cycle: Self.integer(cycles),
            cycleProgress: progress
        )
    }

    /// A circle turned `rotation` clockwise from 12 o'clock.
    private func circle(rotation: Angle, hue: Double) -> CountdownEffectCircle {
        // Clockwise from 12 o'clock on a y-down screen: up is −y, and a quarter turn is +x.
        let center = Point(x: radius * sin(rotation.radians), y: -radius * cos(rotation.radians))
        return CountdownEffectCircle(
            rotation: rotation,
            center: center,
            diameter: Self.circleDiameter,
            color: HSBColor(hue: hue, saturation: 1, brightness: 1, alpha: Self.opacity)
        )
    }

    /// A whole, non-negative `Double` as an `Int`, saturating instead of trapping for times so
    /// large that the cycle count no longer fits.
    private static func integer(_ value: Double) -> Int {
        value < 9.0e18 ? Int(value) : Int.max
    }
}
