import Geometry
import Models
import Testing

/// The counter's newer manners: a change mid-roll keeps each wheel's speed, a curve change
/// mid-roll does not jump, count-through rolls every value, directions, signs and decimals.
@Suite struct OdometerCountingTests {
    /// How far the last wheel is behind its digit, in digits (0 to 10).
    private func unitsLag(_ odometer: Odometer, at time: Double) -> Double {
        let position = odometer.positions(at: time).last ?? 0
        let digit = Double(odometer.value % 10)
        let lag = (digit - position).truncatingRemainder(dividingBy: 10)
        return lag < 0 ? lag + 10 : lag
    }

    @Test func aCounterUpdatedFasterThanItRollsKeepsUp() throws {
        // Ten increments a second, rolls of half a second: restarting each wheel from rest,
        // the last one fell up to 9 digits behind (it never showed the right digit); keeping
        // its speed, it settles a steady 3.2 behind.
        var odometer = try Odometer(digits: 4, rollDuration: 0.5)
        var worst = 0.0
        for step in 0..<200 {
            let time = Double(step) / 10
            if time > 2 { worst = max(worst, unitsLag(odometer, at: time)) }
            odometer.increment(at: time)
        }
        #expect(worst < 3.5, "the last wheel fell \(worst) digits behind")
    }

    @Test func aChangeMidRollKeepsTheWheelsSpeed() throws {
        var odometer = try Odometer(digits: 1, rollDuration: 1, curve: .linear)
        try odometer.set(4, at: 0)
        // Turning at 4 digits a second at t = 0.5, when 6 arrives.
        let before = odometer.positions(at: 0.5 - 1e-6)[0]
        try odometer.set(6, at: 0.5)
        let after = odometer.positions(at: 0.5 + 1e-6)[0]
        #expect(abs((after - before) / 2e-6 - 4) < 1e-3, "speed kept through the change")
        #expect(odometer.positions(at: 1.5)[0] == 6)
    }

    @Test func aCurveChangeMidRollDoesNotJump() throws {
        var odometer = try Odometer(digits: 1, rollDuration: 1, curve: .easeInEaseOut)
        try odometer.set(8, at: 0)
        let before = odometer.positions(at: 0.3)[0]
        odometer.setCurve(.linear, at: 0.3)
        #expect(abs(odometer.positions(at: 0.3)[0] - before) < 1e-12)
        #expect(odometer.positions(at: 1)[0] == 8, "it still ends on time")
        #expect(odometer.rollEndTime == 1)
    }

    @Test func countThroughRollsEveryValueInBetween() throws {
        var odometer = try Odometer(digits: 3, rollDuration: 1, curve: .linear, options: OdometerOptions(mode: .count))
        try odometer.set(25, at: 0)
        #expect(odometer.positions(at: 0.5) == [0, 1, 2.5], "12.5: the tens wheel shows 1, the last 2.5")
        // The tens wheel turns only while the last goes from 9 to 10.
        #expect(odometer.positions(at: 0.38) == [0, 0, 9.5] || abs(odometer.positions(at: 0.38)[1] - 0.5) < 1e-9)
        #expect(odometer.positions(at: 1) == [0, 2, 5])
        try odometer.set(999, at: 1)
        try odometer.set(0, at: 3)
        #expect(odometer.positions(at: 4) == [0, 0, 0])
    }

    /// A curve that overshoots far past its ends carries a count-through reading past what an
    /// Int64 holds: a new value set mid-roll used to trap converting it.
    @Test(arguments: ["linear(0, 20, 1)", "cubic-bezier(0.5, 1e300, 0.5, 1)"])
    func anOvershootingCurveMidRollNeverTraps(_ curve: String) throws {
        var odometer = try Odometer(
            digits: 18, rollDuration: 1, curve: try TimingCurve(text: curve), options: OdometerOptions(mode: .count))
        try odometer.set(odometer.maximum, at: 0)
        try odometer.set(0, at: 0.2)
        #expect(odometer.positions(at: 1.2).allSatisfy { $0 == 0 }, "it still ends on the value")
        // Mid-roll the 1e300 curve carries the wheels past any finite position; reading them
        // must not trap either.
        #expect(odometer.positions(at: 0.5).count == 18)
    }

    @Test(arguments: [
        // 12 → 38 over a second, linear, at half a second:
        (OdometerOptions.Direction.automatic, [2.0, 5.0]),  // it grows: tens +2, units +6
        (.up, [2.0, 5.0]),
        (.down, [7.0, 0.0]),  // tens 1 → 3 the long way back (−8), units 2 → 8 back (−4)
        (.shortest, [2.0, 0.0]),  // tens +2, units −4 (shorter than +6)
    ])
    func wheelsTurnTheWayTheDirectionSays(_ direction: OdometerOptions.Direction, _ halfway: [Double]) throws {
        var odometer = try Odometer(
            digits: 2, value: 12, rollDuration: 1, curve: .linear, options: OdometerOptions(direction: direction))
        try odometer.set(38, at: 0)
        #expect(odometer.positions(at: 0.5) == halfway)
        #expect(odometer.positions(at: 1) == [3, 8])
    }

    @Test func aSignedOdometerShowsNegativeValuesWithASignWheel() throws {
        var odometer = try Odometer(
            digits: 3, value: 5, rollDuration: 1, curve: .linear, options: OdometerOptions(signed: true))
        #expect(odometer.minimum == -999)
        try odometer.set(-12, at: 0)
        #expect(odometer.signPosition(at: 0.5) == 0.5)
        #expect(odometer.signPosition(at: 1) == 1)
        #expect(odometer.description == "-012")
        #expect(throws: OdometerError.valueOutOfRange(-1000, minimum: -999, maximum: 999, digits: 3)) {
            try odometer.set(-1000, at: 1)
        }
        let unsigned = try Odometer(digits: 3)
        #expect(unsigned.signPosition(at: 0) == nil)
    }

    @Test func decimalsAndSeparatorsAreHowTheValueIsWritten() throws {
        let odometer = try Odometer(
            digits: 7, value: 1_234_567,
            options: OdometerOptions(decimals: 2, groupSeparator: " ", decimalSeparator: ","))
        #expect(odometer.description == "12 345,67")
        #expect(Odometer.text(value: -1_234_567, digitCount: 7, options: odometer.options) == "-12 345,67")
        #expect(Odometer.plainText(ofUnits: -5, options: odometer.options) == "-0,05")
        #expect(odometer.plainText(ofUnits: 1_234_567) == "12345,67")
        #expect(
            Odometer.text(digits: [0, 0, 1, 2], negative: true, options: OdometerOptions(groupSeparator: ","))
                == "-0,012")
        // Digits are written as given, even outside 0…9, and separators of any script.
        #expect(
            Odometer.text(digits: [1, 12, -3, 4], negative: false, options: OdometerOptions(groupSeparator: "·"))
                == "1·12-34")
        #expect(Odometer.text(digits: [], negative: true, options: OdometerOptions()) == "-")
        #expect(throws: OdometerError.invalidDecimals(3, digits: 3)) {
            try Odometer(digits: 3, options: OdometerOptions(decimals: 3))
        }
    }
}
