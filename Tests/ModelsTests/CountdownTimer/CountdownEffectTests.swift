import Geometry
import Models
import Testing

@Suite struct CountdownEffectTests {
    // Helpers are members, not file-level declarations, so they cannot collide with other test
    // files' helpers in the same module.
    private func approximately(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance
    }

    /// The distance between two hues round the colour circle (0.999 is close to 0.001).
    private func hueGap(_ a: Double, _ b: Double) -> Double {
        let gap = abs(a - b)
        return min(gap, 1 - gap)
    }

    /// The seed's `AnimationView`, replayed tick by tick: its `onReceive` body runs every 0.05 s on
    /// ticks n = 1, 2, … (tick n at n × 0.05 s after the view appears), and each toggle of
    /// `clockwise` starts a SwiftUI ease-in-out animation of the rotation from where it is to the new
    /// target, over 5 s.
    private struct SeedAnimationView {
        /// How the replay decides when to toggle.
        enum Counter {
            /// The seed's code as written: a `Double` that gains 0.05 per tick and is reset to 0 once
            /// it is no longer below 5.00; the toggle happens on the tick that finds it at 0.
            case literal
            /// The seed's intent, "restarted every 5 s": a toggle every 100th tick, counted in
            /// integers.
            case everyHundredTicks
        }

        let counter: Counter
        /// Whether each toggle restarts the first circle from 0° (the "restarted") rather
        /// than animating back from 360° (the seed's toggle).
        let restarts: Bool

        var costomHueA = 0.5
        var costomHueB = 0.3
        var clockwise = true
        var count = 0.0
        var ticks = 0
        /// The first circle's rotation animation: from, to and the instant it began. The second
        /// circle's rotation is always 360° minus the first's (`clockwise ? 360 : 0` against
        /// `clockwise ? 0 : 360`).
        var animation = (from: 0.0, to: 0.0, began: 0.0)
        /// The ticks at which the rotation started a new turn.
        var toggleTicks: [Int] = []

        init(counter: Counter, restarts: Bool) {
            self.counter = counter
            self.restarts = restarts
        }

        /// The seed's `onReceive(timeManager.timer)` body.
        mutating func tick() {
            ticks += 1
            let now = Double(ticks) * 0.05
            let toggles: Bool
            switch counter {
            case .literal:
                toggles = count <= 0
                if count < 5.00 { count += 0.05 } else { count = 0 }
            case .everyHundredTicks:
                toggles = (ticks - 1) % 100 == 0
            }
            if toggles {
                clockwise.toggle()
                toggleTicks.append(ticks)
                let target = clockwise ? 0.0 : 360.0
                let from = restarts ? 0.0 : animation.to
                animation = (from: from, to: restarts ? 360 : target, began: now)
            }
            costomHueA += 0.005
            if costomHueA >= 1.0 { costomHueA = 0.0 }
            costomHueB += 0.005
            if costomHueB >= 1.0 { costomHueB = 0.0 }
        }

        /// The first circle's rotation on screen at `time`, as SwiftUI interpolates it.
        func firstRotation(at time: Double) -> Double {
            let progress = min(max((time - animation.began) / 5, 0), 1)
            return animation.from + (animation.to - animation.from) * TimingCurve.easeInEaseOut.value(at: progress)
        }
    }

    @Test func bothCirclesStartAtTwelveOClockWithTheSeedsLook() throws {
        let effect = try CountdownEffect(screenWidth: 400)
        let frame = effect.frame(at: 0)
        #expect(effect.radius == 0.38 * 400)
        for circle in frame.circles {
            #expect(circle.center.isApproximatelyEqual(to: Point(x: 0, y: -152)))
            #expect(circle.diameter == 20)
            #expect(circle.color.alpha == 0.5)
            #expect(circle.color.saturation == 1)
            #expect(circle.color.brightness == 1)
        }
        #expect(frame.first.rotation.degrees == 0)
        #expect(frame.second.rotation.degrees == 360)
        #expect(frame.first.color.hue == 0.5)
        #expect(frame.second.color.hue == 0.3)
    }

    @Test(arguments: [0.0, -1, .nan, .infinity])
    func refusesScreenWidthsThatAreNotPositiveAndFinite(width: Double) {
        #expect(throws: CountdownTimerError.self) { try CountdownEffect(screenWidth: width) }
    }

    @Test func theStandardEffectIsLaidOutForA375PointScreen() {
        #expect(CountdownEffect.standard.screenWidth == 375)
        #expect(CountdownEffect.standard.cycle == .restart)
        #expect(CountdownEffectCycle.allCases.map(\.rawValue) == ["restart", "alternate"])
    }

    @Test func theCirclesTurnInOppositeDirectionsAlongTheEaseInOutCurve() throws {
        let effect = try CountdownEffect(screenWidth: 300)
        let frame = effect.frame(at: 1.25)
        let eased = TimingCurve.easeInEaseOut.value(at: 0.25)
        #expect(approximately(frame.first.rotation.degrees, 360 * eased))
        #expect(approximately(frame.second.rotation.degrees, 360 - 360 * eased))
        // Clockwise on a y-down screen: the first circle is right of 12 o'clock, the second
        // its mirror image on the left.
        #expect(frame.first.center.x > 0)
        #expect(approximately(frame.second.center.x, -frame.first.center.x))
        #expect(approximately(frame.second.center.y, frame.first.center.y))
        #expect(approximately(frame.first.center.distance(to: .zero), 0.38 * 300))
        #expect(frame.cycle == 0)
        #expect(approximately(frame.cycleProgress, 0.25))
    }

    @Test func aQuarterTurnIsThreeOClock() throws {
        let effect = try CountdownEffect(screenWidth: 100)
        // The curve is symmetric, so the first circle is at 90° where the curve gives 1/4.
        var low = 0.0
        var high = 0.5
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if TimingCurve.easeInEaseOut.value(at: middle) < 0.25 { low = middle } else { high = middle }
        }
        let frame = effect.frame(at: 5 * low)
        #expect(frame.first.center.isApproximatelyEqual(to: Point(x: 38, y: 0), tolerance: 1e-5))
        #expect(frame.second.center.isApproximatelyEqual(to: Point(x: -38, y: 0), tolerance: 1e-5))
    }

    @Test(arguments: [CountdownEffectCycle.restart, .alternate])
    func theCirclesMeetAtTwelveEveryFiveSecondsAndCrossAtSixHalfway(cycle: CountdownEffectCycle) throws {
        let effect = try CountdownEffect(screenWidth: 375, cycle: cycle)
        let top = Point(x: 0, y: -0.38 * 375)
        for k in [0, 1, 2, 3, 10, 1001] {
            let meeting = effect.frame(at: 5 * Double(k))
            #expect(meeting.first.center.isApproximatelyEqual(to: top, tolerance: 1e-9))
            #expect(meeting.second.center.isApproximatelyEqual(to: top, tolerance: 1e-9))
            #expect(meeting.cycle == k)
            let crossing = effect.frame(at: 5 * Double(k) + 2.5)
            #expect(crossing.first.center.isApproximatelyEqual(to: Point(x: 0, y: 0.38 * 375), tolerance: 1e-4))
            #expect(crossing.second.center.isApproximatelyEqual(to: crossing.first.center, tolerance: 1e-4))
            // In between they are apart.
            let apart = effect.frame(at: 5 * Double(k) + 1)
            #expect(apart.first.center.distance(to: apart.second.center) > 50)
        }
    }

    @Test func restartedCyclesAlwaysTurnTheFirstCircleClockwise() throws {
        let effect = CountdownEffect.standard
        for k in 0..<4 {
            let frame = effect.frame(at: 5 * Double(k) + 1)
            #expect(frame.first.center.x > 0)
            #expect(frame.first.rotation.degrees < 180)
        }
    }

    @Test func alternatingCyclesSwapDirectionsEveryFiveSeconds() throws {
        let effect = try CountdownEffect(cycle: .alternate)
        let even = effect.frame(at: 1)
        let odd = effect.frame(at: 6)
        #expect(even.first.center.x > 0)
        #expect(odd.first.center.x < 0)
        #expect(approximately(odd.first.rotation.degrees, even.second.rotation.degrees))
        #expect(approximately(odd.second.rotation.degrees, even.first.rotation.degrees))
    }

    @Test(arguments: [CountdownEffectCycle.restart, .alternate])
    func matchesTheSeedsTickByTickReplayAtEveryTick(cycle: CountdownEffectCycle) throws {
        let effect = try CountdownEffect(screenWidth: 375, cycle: cycle)
        var seed = SeedAnimationView(counter: .everyHundredTicks, restarts: cycle == .restart)
        // Two hours of ticks. The seed starts its first turn on its first tick, 0.05 s after the
        // view appears (the phase of a free-running timer, not a design choice); the model starts
        // the turn at the start instant, so its rotation at t is the seed's at t + 0.05. The hues
        // advance from the appearance in both.
        var worstHue = 0.0
        var worstRotation = 0.0
        for n in 1...144_000 {
            seed.tick()
            let time = Double(n) * 0.05
            let frame = effect.frame(at: time)
            let turn = effect.frame(at: time - 0.05)
            worstHue = max(
                worstHue,
                hueGap(frame.first.color.hue, seed.costomHueA),
                hueGap(frame.second.color.hue, seed.costomHueB)
            )
            let seedFirst = seed.firstRotation(at: time)
            worstRotation = max(
                worstRotation,
                abs(turn.first.rotation.degrees - seedFirst),
                abs(turn.second.rotation.degrees - (360 - seedFirst))
            )
        }
        #expect(worstHue < 1e-12)
        #expect(worstRotation < 1e-9)
        #expect(seed.toggleTicks.count == 1440)
    }

    @Test func theSeedsLiteralCounterRestartsEveryFivePointOneSecondsAndDrifts() {
        var seed = SeedAnimationView(counter: .literal, restarts: false)
        for _ in 0..<10_200 { seed.tick() }
        let gaps = Set(zip(seed.toggleTicks.dropFirst(), seed.toggleTicks).map { $0 - $1 })
        // 0.05 added 100 times is just below 5.00, so it takes a 101st addition and a reset
        // tick: 102 ticks, 5.1 s. After 100 turns the seed is 10 s late.
        #expect(gaps == [102])
        #expect(seed.toggleTicks.count == 100)
        #expect(seed.toggleTicks.last == 1 + 99 * 102)
    }

    @Test func theClosedFormDoesNotDrift() throws {
        let effect = CountdownEffect.standard
        let early = effect.frame(at: 1.25)
        // A million cycles (58 days) later, every value is where it was in the first cycle:
        // nothing accumulates, so nothing drifts.
        let late = effect.frame(at: 1.25 + 5 * 1_000_000)
        #expect(late.cycle == 1_000_000)
        #expect(approximately(late.cycleProgress, early.cycleProgress, tolerance: 1e-8))
        #expect(late.first.center.isApproximatelyEqual(to: early.first.center, tolerance: 1e-5))
        #expect(late.first.color.isApproximatelyEqual(to: early.first.color, tolerance: 1e-9))
        #expect(late.second.color.isApproximatelyEqual(to: early.second.color, tolerance: 1e-9))
        // The same frame whatever was computed before, and in whatever order.
        let times = (0..<200).map { Double($0) * 0.37 }
        let forward = times.map { effect.frame(at: $0) }
        let backward = times.reversed().map { effect.frame(at: $0) }.reversed()
        #expect(forward == Array(backward))
    }

    @Test func huesAdvanceOneTenthPerSecondAndWrapAtOne() {
        #expect(approximately(CountdownEffect.hue(startingAt: 0.5, after: 1), 0.6))
        #expect(CountdownEffect.hue(startingAt: 0.5, after: 5) == 0)
        #expect(approximately(CountdownEffect.hue(startingAt: 0.3, after: 7), 0))
        #expect(approximately(CountdownEffect.hue(startingAt: 0.3, after: 7.5), 0.05))
        #expect(approximately(CountdownEffect.hue(startingAt: 0.5, after: 10), 0.5))
        for step in 0...1000 {
            let hue = CountdownEffect.hue(startingAt: 0.5, after: Double(step) * 0.731)
            #expect(hue >= 0 && hue < 1)
        }
    }

    @Test func oddTimesShowTheStart() {
        let effect = CountdownEffect.standard
        #expect(effect.frame(at: -3) == effect.frame(at: 0))
        #expect(effect.frame(at: .nan) == effect.frame(at: 0))
        let far = effect.frame(at: .infinity)
        #expect(far.cycle == Int.max)
        #expect(far.cycleProgress == 0)
    }

    /// The phase is the frame without the circles' places: the same turns, hues and cycle.
    @Test(arguments: [CountdownEffectCycle.restart, .alternate])
    func thePhaseIsTheFrameWithoutPlaces(cycle: CountdownEffectCycle) throws {
        let effect = try CountdownEffect(screenWidth: 320, cycle: cycle)
        for elapsed in stride(from: -1.0, through: 23, by: 0.037) + [.nan, .infinity, 1e9] {
            let frame = effect.frame(at: elapsed)
            let phase = effect.phase(at: elapsed)
            #expect(
                frame.first.rotation == phase.firstRotation
                    && phase.firstRotation == Angle(degrees: 360 * phase.firstTurn), "at \(elapsed)")
            #expect(
                frame.second.rotation == phase.secondRotation
                    && phase.secondRotation == Angle(degrees: 360 * phase.secondTurn), "at \(elapsed)")
            #expect(frame.first.color.hue == phase.firstHue, "at \(elapsed)")
            #expect(frame.second.color.hue == phase.secondHue, "at \(elapsed)")
            #expect(frame.cycle == phase.cycle && frame.cycleProgress == phase.cycleProgress, "at \(elapsed)")
        }
    }
}
