import Geometry
import Models
import Testing

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

@Suite struct WheelMotionTests: WheelTesting {
    @Test func aRestIsStill() {
        let rest = WheelMotion.rest(.radians(2), since: 1)
        #expect(rest.angle(at: 0) == .radians(2) && rest.angle(at: 100) == .radians(2))
        #expect(rest.start == 1 && rest.endTime == 1)
        #expect(!rest.isAnimating(at: 1))
    }

    @Test func aDragHoldsEachSamplesAngleUntilTheNext() {
        let drag = WheelMotion.drag([
            .init(time: 1, angle: .radians(0.1)), .init(time: 2, angle: .radians(0.3)),
            .init(time: 2, angle: .radians(0.4)),
            .init(time: 3, angle: .radians(-1)),
        ])
        #expect(drag.angle(at: 0) == .radians(0.1))
        #expect(drag.angle(at: 1.99) == .radians(0.1))
        // Two samples at one time: the later one wins.
        #expect(drag.angle(at: 2) == .radians(0.4))
        #expect(drag.angle(at: 9) == .radians(-1))
        #expect(drag.start == 1 && drag.endTime == 3)
        #expect(drag.startAngle == .radians(0.1) && drag.endAngle == .radians(-1))
        #expect(!drag.isAnimating(at: 2.5))
        // An empty drag (only constructible by hand) answers without trapping.
        #expect(WheelMotion.drag([]).angle(at: 0) == .zero)
    }

    @Test func inertiaIsTheExponentialDecayClosedForm() {
        let inertia = WheelMotion.inertia(
            from: .radians(1), velocity: -3, decay: 2, start: 10, duration: 2, to: .radians(-0.4))
        for tau in [0.0, 0.3, 1, 1.9] {
            #expect(approximately(inertia.angle(at: 10 + tau).radians, 1 - 1.5 * (1 - exp(-2 * tau)), tolerance: 1e-14))
        }
        #expect(inertia.angle(at: 12) == .radians(-0.4))
        #expect(inertia.angle(at: 9) == .radians(1))
        #expect(inertia.isAnimating(at: 10) && inertia.isAnimating(at: 11.99) && !inertia.isAnimating(at: 12))
    }

    @Test func aSettleStartsWithItsVelocityAndEndsAtRestOnItsTarget() {
        let settle = WheelMotion.settle(from: .radians(1), velocity: 4, to: .radians(0), start: 0, duration: 0.5)
        let step = 1e-7
        let startSpeed = (settle.angle(at: step).radians - settle.angle(at: 0).radians) / step
        #expect(approximately(startSpeed, 4, tolerance: 1e-4))
        let endSpeed = (settle.angle(at: 0.5).radians - settle.angle(at: 0.5 - step).radians) / step
        #expect(abs(endSpeed) < 1e-4)
        #expect(settle.angle(at: 0.5) == .zero)
        // The cubic Hermite curve at s = ½: D·½ + V·⅛.
        #expect(approximately(settle.angle(at: 0.25).radians, 1 - 0.5 + 4 * 0.5 / 8, tolerance: 1e-12))
        // A flicked settle back onto its own start still moves.
        #expect(WheelMotion.settle(from: .zero, velocity: 1, to: .zero, start: 0, duration: 1).isAnimating(at: 0.5))
    }

    @Test func anAnimationFollowsItsCurveAndEndsExactly() {
        let animation = WheelMotion.animation(
            from: .radians(0.1), to: .radians(0.7), start: 2, duration: 0.2, curve: .easeIn)
        #expect(approximately(animation.angle(at: 2.1).radians, 0.1 + 0.6 * TimingCurve.easeIn.value(at: 0.5)))
        #expect(animation.angle(at: 2.2) == .radians(0.7))
        #expect(animation.angle(at: .nan) == .radians(0.1))
        #expect(animation.angle(at: .infinity) == .radians(0.7))
        #expect(animation.startAngle == .radians(0.1) && animation.endTime == 2.2)
        // Going nowhere is not moving.
        let nowhere = WheelMotion.animation(from: .zero, to: .zero, start: 0, duration: 1, curve: .linear)
        #expect(!nowhere.isAnimating(at: 0.5))
    }

    /// Every case read in one look gives what its start, end and angles say: before the start
    /// its start angle, from its end on its end angle, and it moves only in between and only
    /// when it goes somewhere (or a settle was flicked) — at the edges, at NaN and at ±∞ too.
    @Test func eachCaseAgreesWithItsStartEndAndAngles() {
        let motions: [WheelMotion] = [
            .rest(.radians(2), since: 1),
            .drag([.init(time: 1, angle: .radians(0.5)), .init(time: 2, angle: .radians(1.5))]),
            .inertia(from: .radians(1), velocity: 3, decay: 2, start: 1, duration: 2, to: .radians(2.4)),
            .settle(from: .radians(1), velocity: 0.5, to: .radians(1), start: 1, duration: 0.5),
            .settle(from: .radians(1), velocity: 0, to: .radians(1), start: 1, duration: 0.5),
            .settle(from: .radians(1), velocity: 0, to: .radians(2), start: 1, duration: 0.5),
            .animation(from: .radians(0), to: .radians(3), start: 1, duration: 2, curve: .easeInEaseOut),
            .animation(from: .radians(3), to: .radians(3), start: 1, duration: 2, curve: .linear),
            .steady(from: .radians(1), velocity: 2, start: 1),
        ]
        let times = [-.infinity, 0, 1.nextDown, 1, 1.25, 1.5, 2, 3.nextDown, 3, 4, .infinity, .nan]
        for motion in motions {
            for time in times {
                let within = time >= motion.start && time < motion.endTime
                if !(time >= motion.start) {
                    #expect(motion.angle(at: time) == motion.startAngle, "\(motion) at \(time)")
                } else if !(time < motion.endTime) {
                    #expect(motion.angle(at: time) == motion.endAngle, "\(motion) at \(time)")
                }
                let launched = if case .settle(_, let velocity, _, _, _) = motion { velocity != 0 } else { false }
                let moving: Bool =
                    switch motion {
                    case .rest, .drag: false
                    case .steady: time >= motion.start
                    default: within && (motion.startAngle != motion.endAngle || launched)
                    }
                #expect(motion.isAnimating(at: time) == moving, "\(motion) at \(time)")
            }
        }
    }
}
