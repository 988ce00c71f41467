import Models
import Testing

@Suite struct StepperTests {
    @Test func aNewStepperRestsAtItsValue() throws {
        let stepper = try Stepper(value: 3, minimum: 0, maximum: 10, step: 2)
        #expect(stepper.value(at: 100) == 3)
        #expect(stepper.press == nil)
        #expect(stepper.isEnabled(.plus, at: 0) && stepper.isEnabled(.minus, at: 0))
    }

    @Test(arguments: [
        (0.0, 0.0, 1.0), (0, 1, 0), (.nan, 0, 1), (0, .infinity, 1), (0, 10, 0), (0, 10, -1), (0, 10, .nan),
    ])
    func badSettingsAreRefused(minimum: Double, maximum: Double, step: Double) {
        #expect(throws: Stepper.Failure.self) {
            try Stepper(value: minimum, minimum: minimum, maximum: maximum, step: step)
        }
    }

    @Test func aValueOutsideTheBoundsIsRefused() throws {
        #expect(throws: Stepper.Failure.valueOutOfRange(11, minimum: 0, maximum: 10)) {
            try Stepper(value: 11, minimum: 0, maximum: 10)
        }
        var stepper = try Stepper(maximum: 10)
        #expect(throws: Stepper.Failure.self) { try stepper.set(-1, at: 0) }
        #expect(
            Stepper.Failure.valueOutOfRange(11, minimum: 0, maximum: 10).description
                == "value 11 is out of range 0...10")
    }

    @Test func tapsStopAtTheBoundsAndDisableTheirButton() throws {
        var stepper = try Stepper(value: 9, minimum: 0, maximum: 10, step: 1)
        #expect(try stepper.tap(.plus, at: 0))
        #expect(try !stepper.tap(.plus, at: 0))
        #expect(stepper.value(at: 0) == 10)
        #expect(!stepper.isEnabled(.plus, at: 0))
        #expect(stepper.isEnabled(.minus, at: 0))
    }

    /// Ten taps of 0.1 from 0 summed to 0.99999999999999989, with plus still enabled; ten back
    /// from 1 to a hair above 0, with minus enabled.
    @Test func tenTapsOfATenthReachTheBoundExactly() throws {
        var stepper = try Stepper(value: 0, minimum: 0, maximum: 1, step: 0.1)
        for _ in 0..<10 { try stepper.tap(.plus, at: 0) }
        #expect(stepper.value(at: 0) == 1)
        #expect(!stepper.isEnabled(.plus, at: 0))
        for _ in 0..<10 { try stepper.tap(.minus, at: 0) }
        #expect(stepper.value(at: 0) == 0)
        #expect(!stepper.isEnabled(.minus, at: 0))
    }

    @Test func aWrappingStepperGoesOnFromTheOtherBound() throws {
        var stepper = try Stepper(value: 10, minimum: 0, maximum: 10, step: 5, wraps: true)
        try stepper.tap(.plus, at: 0)
        #expect(stepper.value(at: 0) == 0)
        try stepper.tap(.minus, at: 0)
        #expect(stepper.value(at: 0) == 10)
        #expect(stepper.isEnabled(.plus, at: 0))
    }

    @Test func aHeldButtonStepsAtOnceThenRepeats() throws {
        var stepper = try Stepper(value: 0, maximum: 100)
        #expect(try stepper.pressDown(.plus, at: 10))
        #expect(stepper.value(at: 10) == 1)
        #expect(stepper.value(at: 10.49) == 1)
        #expect(stepper.value(at: 10.5) == 2)
        // Each repeat at its own instant, however the sum rounds.
        #expect(stepper.value(at: 10.5 + 0.1) == 3)
        #expect(stepper.value(at: 10.5 + 0.2) == 4)
        #expect(stepper.value(at: 11.5) == 12)
        stepper.release(at: 11.5)
        #expect(stepper.value(at: 20) == 12)
        #expect(stepper.press == nil)
    }

    @Test func withoutAutorepeatAHeldButtonStepsOnce() throws {
        var stepper = try Stepper(autorepeats: false)
        _ = try stepper.pressDown(.plus, at: 0)
        #expect(stepper.value(at: 60) == 1)
        #expect(stepper.changeTimes(after: -1, through: 60) == [0])
    }

    @Test func theChangesOfAHoldAreListedUntilTheBound() throws {
        var stepper = try Stepper(value: 7, minimum: 0, maximum: 10)
        _ = try stepper.pressDown(.plus, at: 0)
        let times = stepper.changeTimes(after: -1, through: 100)
        #expect(times.count == 3)
        #expect(times.first == 0)
        #expect(stepper.value(at: times[2]) == 10)
        #expect(stepper.changeTimes(after: times[2], through: 100).isEmpty)
        // From any instant, the next change is after it.
        let next = stepper.changeTimes(after: times[1], through: 100, limit: 1)
        #expect(next == [times[2]])
    }

    @Test func aWrappingHoldNeverEndsButItsValueIsComputedAtOnce() throws {
        var stepper = try Stepper(value: 0, minimum: 0, maximum: 4, step: 1, wraps: true)
        _ = try stepper.pressDown(.plus, at: 0)
        #expect(stepper.changeTimes(after: 1e6, through: .infinity, limit: 1).count == 1)
        // 1 + 10⁹ repeats: the value is where the cycle of 5 positions puts it.
        let time = Stepper.repeatDelay + 1e9 * Stepper.repeatInterval
        #expect((0...4).contains(stepper.value(at: time)))
        #expect(stepper.stepped(0, by: 5, .plus) == 0)
        #expect(stepper.stepped(0, by: 7, .plus) == 2)
        #expect(stepper.stepped(0, by: 1, .minus) == 4)
    }

    @Test func aDisabledButtonCannotBePressed() throws {
        var stepper = try Stepper(value: 0, minimum: 0, maximum: 1)
        #expect(try !stepper.pressDown(.minus, at: 0))
        #expect(stepper.press == nil)
        #expect(throws: Stepper.Failure.unknownButton("up")) { try Stepper.Button(named: "up") }
    }

    @Test func stepsThatRoundPastABoundStopAtIt() throws {
        var stepper = try Stepper(value: 0, minimum: 0, maximum: 0.3, step: 0.1)
        for _ in 1...3 { try stepper.tap(.plus, at: 0) }
        // 0.1 + 0.1 + 0.1 is 0.30000000000000004; the stepper shows its maximum.
        #expect(stepper.value(at: 0) == 0.3)
        #expect(!stepper.isEnabled(.plus, at: 0))
        _ = try stepper.pressDown(.minus, at: 0)
        #expect((0...0.3).contains(stepper.value(at: 0.65)))
        var wrapping = try Stepper(value: 0.3, minimum: 0, maximum: 0.3, step: 0.1, wraps: true)
        for count in stride(from: 1.0, through: 40, by: 1) {
            #expect((0...0.3).contains(wrapping.stepped(0.3, by: count, .plus)))
        }
        try wrapping.tap(.plus, at: 0)
        #expect(wrapping.value(at: 0) == 0)
    }

    @Test func boundsTooFarApartAreRefused() {
        #expect(throws: Stepper.Failure.self) { try Stepper(minimum: -1e308, maximum: 1e308, step: 1e308) }
        #expect(
            Stepper.Failure.invalidBounds(minimum: -1e308, maximum: 1e308).description
                == "the range -1e+308...1e+308 is too wide: its width is not a finite number")
    }

    @Test func everyTickIsAChangeAtItsOwnInstantLateOnTheClock() throws {
        var stepper = try Stepper(value: 0, minimum: 0, maximum: 5)
        let start = 1e8
        _ = try stepper.pressDown(.plus, at: start)
        let times = stepper.changeTimes(after: start - 1, through: start + 10)
        #expect(times.count == 5)
        for (offset, time) in times.enumerated() {
            #expect(stepper.value(at: time) == Double(offset + 1))
        }
        // From each change, the next one is after it and shows the next value.
        for (offset, time) in times.dropLast().enumerated() {
            #expect(stepper.changeTimes(after: time, through: start + 10, limit: 1) == [times[offset + 1]])
        }
    }

    @Test func aHeldButtonRestsAtItsLastStepAndAWrappingOneNever() throws {
        var stepper = try Stepper(value: 97, minimum: 0, maximum: 100)
        #expect(stepper.restTime == -.infinity)
        _ = try stepper.pressDown(.plus, at: 1)
        // 98 at once, 99 after the delay, 100 one interval later.
        #expect(stepper.restTime == 1 + Stepper.repeatDelay + Stepper.repeatInterval)
        #expect(stepper.changeTimes(after: 1, through: 100).last == stepper.restTime)
        // Off the grid: 0.25 steps of 1 from 98.5 reach 100 by a last, shorter step.
        var offGrid = try Stepper(value: 98.5, minimum: 0, maximum: 100)
        _ = try offGrid.pressDown(.plus, at: 0)
        #expect(offGrid.changeTimes(after: 0, through: 100).last == offGrid.restTime)
        var once = try Stepper(value: 0, autorepeats: false)
        _ = try once.pressDown(.plus, at: 2)
        #expect(once.restTime == 2)
        var wrapping = try Stepper(value: 0, wraps: true)
        _ = try wrapping.pressDown(.minus, at: 0)
        #expect(wrapping.restTime == .infinity)
        stepper.release(at: 5)
        #expect(stepper.restTime == -.infinity)
    }
}
