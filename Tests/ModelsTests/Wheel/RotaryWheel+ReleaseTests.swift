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

@Suite struct RotaryWheelReleaseTests: WheelTesting {
    /// The velocity at `time` by a central difference: an independent check of the closed forms.
    private func numericVelocity(_ wheel: RotaryWheel, at time: Double, step: Double = 1e-6) -> Double {
        (wheel.angle(at: time + step).radians - wheel.angle(at: time - step).radians) / (2 * step)
    }

    /// Flicks the wheel clockwise at about `degreesPerSecond` and releases it at time 1.
    private func flick(_ wheel: inout RotaryWheel, degreesPerSecond: Double, fromDegrees start: Double = 180) throws {
        let duration = 0.2
        try drag(
            &wheel, fromDegrees: start, toDegrees: start + degreesPerSecond * duration,
            steps: 20, start: 1 - duration, duration: duration)
        try wheel.endTouch(time: 1)
    }

    @Test func withoutSnappingAFlickCoastsAlongTheClosedForm() throws {
        var wheel = try makeWheel(sectors: 8, snaps: false)
        try flick(&wheel, degreesPerSecond: 400)
        guard case .inertia(let from, let velocity, let decay, let start, let duration, let to) = wheel.motion(at: 1)
        else {
            Issue.record("expected inertia")
            return
        }
        let k = -1000 * log(0.998)
        let stopSpeed = 0.05
        #expect(approximately(decay, k, tolerance: 1e-12))
        #expect(start == 1)
        #expect(approximately(velocity, Angle.degrees(400).radians, tolerance: 1e-9))
        // Stop time: |ω| = ε at τ = ln(|ω₀|/ε)/k; travel (|ω₀| − ε)/k.
        #expect(approximately(duration, log(velocity / stopSpeed) / k, tolerance: 1e-12))
        #expect(approximately((to - from).radians, (velocity - stopSpeed) / k, tolerance: 1e-12))
        for tau in [0.0, 0.1, 0.5, 1, 2, duration - 1e-3] {
            let expected = from.radians + velocity / k * (1 - exp(-k * tau))
            #expect(approximately(wheel.angle(at: 1 + tau).radians, expected, tolerance: 1e-12))
            // ω = ω₀ · rate^(1000·τ), as UIScrollView decelerates.
            if tau > 0 {
                let expectedVelocity = velocity * pow(0.998, 1000 * tau)
                #expect(approximately(numericVelocity(wheel, at: 1 + tau), expectedVelocity, tolerance: 1e-6))
            }
        }
        #expect(approximately(numericVelocity(wheel, at: 1 + duration - 1e-4), stopSpeed, tolerance: 1e-4))
        #expect(wheel.angle(at: 1 + duration) == to)
        #expect(wheel.isMoving(at: 1 + duration - 1e-3))
        #expect(!wheel.isMoving(at: 1 + duration))
        #expect(wheel.restingAngle == to)
        #expect(wheel.value == wheel.selectedIndex(at: 100))
    }

    @Test func aFlickLandsExactlyOnTheMiddleOfTheSectorWhereItWouldHaveStopped() throws {
        var wheel = try makeWheel(sectors: 8)
        try flick(&wheel, degreesPerSecond: 400)
        guard case .inertia(let from, let velocity, let decay, _, let duration, let to) = wheel.motion(at: 1) else {
            Issue.record("expected inertia")
            return
        }
        let k = -1000 * log(0.998)
        let naturalStop = from.radians + (velocity - 0.05) / k
        // The middle of the slot holding the natural stop.
        let width = Double.pi / 4
        let middle = (naturalStop / width).rounded() * width
        #expect(approximately(to.radians, middle, tolerance: 1e-12))
        #expect(wheel.restingAngle == to)
        #expect(wheel.angle(at: 1 + duration) == to)
        // The deceleration was adjusted, not replaced: same start, same speed, a nearby constant.
        #expect(decay != k && abs(decay / k - 1) < 0.5)
        #expect(approximately(numericVelocity(wheel, at: 1 + 1e-5, step: 1e-6), velocity, tolerance: 1e-3))
        #expect(wheel.angle(at: 1) == from)
        // It lands exactly when |ω| reaches the stop speed: no jump at the end.
        #expect(approximately(numericVelocity(wheel, at: 1 + duration - 1e-4), 0.05, tolerance: 1e-3))
        #expect(abs(wheel.angle(at: 1 + duration - 1e-9).radians - to.radians) < 1e-9)
        #expect(wheel.selectedIndex(at: 1 + duration) == wheel.value)
    }

    @Test func everySeededFlickComesToRestOnASectorsMiddleWithoutAJump() throws {
        var generator = SplitMix64(seed: 0x5EED_0004)
        for _ in 0..<150 {
            let count = Int.random(in: 1...64, using: &generator)
            let numbering: WheelNumbering = Bool.random(using: &generator) ? .clockwise : .counterClockwise
            let startSector = Int.random(in: 0..<count, using: &generator)
            var wheel = try makeWheel(sectors: count, numbering: numbering, sector: startSector)
            let startDegrees = Double.random(in: -180...180, using: &generator)
            let speed = Double.random(in: -900...900, using: &generator)
            let steps = Int.random(in: 2...30, using: &generator)
            let duration = Double.random(in: 0.02...0.4, using: &generator)
            try drag(
                &wheel, fromDegrees: startDegrees, toDegrees: startDegrees + speed * duration,
                steps: steps, start: 1 - duration, duration: duration)
            let release = wheel.angle(at: 1)
            try wheel.endTouch(time: 1)
            let end = try #require(wheel.motionEndTime)
            let rest = wheel.angle(at: end)
            // At rest exactly where the value says, on that sector's middle (up to whole turns).
            #expect(rest == wheel.restingAngle)
            #expect(wheel.selectedIndex(at: end) == wheel.value)
            let middle = try wheel.sector(wheel.value).midAngle
            #expect(abs(middle.shortestDifference(to: rest).radians) < 1e-9)
            // Continuous: no jump at the release or anywhere on the way (sampled every ms, the
            // angle never moves more than the release speed allows, with slack for the settle).
            #expect(wheel.angle(at: 1) == release)
            var previous = release
            var time = 1.0
            let limit = max(abs(Angle.degrees(speed).radians), 2 * .pi / Double(count) / 0.2) * 2e-3 + 1e-9
            var largestStep = 0.0
            while time < end + 1e-3 {
                time += 1e-3
                let angle = wheel.angle(at: time)
                largestStep = max(largestStep, abs((angle - previous).radians))
                previous = angle
            }
            #expect(largestStep <= limit, "N = \(count), speed \(speed)°/s: step \(largestStep) > \(limit)")
        }
    }

    @Test func aFlickTooShortToCoastOntoAMiddleSettlesWithItsSpeed() throws {
        var wheel = try makeWheel(sectors: 4)
        // 30° past sector 0's middle, flicked forward slowly: the natural stop is still in slot 0,
        // whose middle is behind, so the wheel settles back with the flick's start speed.
        try drag(&wheel, fromDegrees: 180, toDegrees: 210, steps: 3, start: 0, duration: 0.3)
        try wheel.moveTouch(to: touchPoint(degrees: 212), time: 0.95)
        try wheel.endTouch(time: 1)
        guard case .settle(let from, let velocity, let to, let start, let duration) = wheel.motion(at: 1) else {
            Issue.record("expected a settle, got \(wheel.motion(at: 1))")
            return
        }
        #expect(approximately(from.degrees, 32))
        #expect(approximately(velocity, Angle.degrees(20).radians))
        #expect(to == .zero && start == 1 && duration == 0.2)
        #expect(approximately(numericVelocity(wheel, at: 1 + 1e-7, step: 1e-8), velocity, tolerance: 1e-4))
        #expect(abs(numericVelocity(wheel, at: 1.2 - 1e-6, step: 1e-7)) < 1e-3)
        #expect(wheel.angle(at: 1.2) == .zero)
        #expect(wheel.value == 0)
    }

    @Test func aSlowReleaseSnapsWithTheConfiguredCurveAndDuration() throws {
        var wheel = try makeWheel(sectors: 8) {
            $0.snapCurve = .linear
            $0.snapDuration = 0.5
        }
        try drag(&wheel, fromDegrees: 180, toDegrees: 190, steps: 1, start: 0, duration: 0.1)
        try wheel.endTouch(time: 1)
        #expect(approximately(wheel.angle(at: 1.25).degrees, 5))
        #expect(wheel.angle(at: 1.5) == .zero)
    }

    @Test func aZeroSnapDurationJumpsToTheMiddle() throws {
        var wheel = try makeWheel(sectors: 8) { $0.snapDuration = 0 }
        try drag(&wheel, fromDegrees: 180, toDegrees: 190, steps: 1, start: 0, duration: 0.1)
        try wheel.endTouch(time: 1)
        #expect(wheel.angle(at: 1) == .zero)
        #expect(!wheel.isMoving(at: 1))
    }

    @Test func withoutSnappingASlowReleaseLeavesTheWheelWhereItIs() throws {
        var wheel = try makeWheel(sectors: 8, snaps: false)
        try drag(&wheel, fromDegrees: 180, toDegrees: 210, steps: 3, start: 0, duration: 0.3)
        let change = try #require(try wheel.endTouch(time: 1))
        #expect(approximately(wheel.angle(at: 5).degrees, 30))
        #expect(approximately(change.toAngle.degrees, 30))
        #expect(wheel.value == 7)
    }

    @Test func aFasterDecelerationRateCoastsLessFar() throws {
        var normal = try makeWheel(sectors: 64, snaps: false)
        var fast = try makeWheel(sectors: 64, snaps: false) {
            $0.decelerationRate = WheelConfiguration.fastDecelerationRate
        }
        try flick(&normal, degreesPerSecond: 500)
        try flick(&fast, degreesPerSecond: 500)
        #expect(fast.restingAngle < normal.restingAngle)
        #expect(try #require(fast.motionEndTime) < #require(normal.motionEndTime))
    }

    @Test func aSlowReleaseOnAWeightedWheelSnapsToTheMiddleOfTheWideSectorUnderThePointer() throws {
        // Sector 1 (weight 6 of 8) covers 270°, from −22.5° down to −292.5°, its middle at
        // −157.5°; a drag of −100° leaves it under the pointer, and the release, a second after
        // the last move, snaps to that middle rather than to a multiple of 2π/N.
        var wheel = try makeWheel(sectors: 3) { $0.weights = [1, 6, 1] }
        try drag(&wheel, fromDegrees: 180, toDegrees: 80, steps: 1, start: 0, duration: 0.1)
        try wheel.endTouch(time: 1)
        let end = try #require(wheel.motionEndTime)
        #expect(wheel.value == 1)
        #expect(approximately(wheel.angle(at: end).degrees, -157.5, tolerance: 1e-9))
    }
}
