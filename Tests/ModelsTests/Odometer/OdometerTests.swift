import Geometry
import Models
import Testing

private func odometerNear(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

@Test func showsZeroPaddedDigitsMostSignificantFirst() throws {
    let odometer = try Odometer(digits: 6, value: 1234)
    #expect(odometer.description == "001234")
    #expect(odometer.digits == [0, 0, 1, 2, 3, 4])
    #expect(odometer.positions(at: 0) == [0, 0, 1, 2, 3, 4])
    #expect(odometer.maximum == 999_999)
}

@Test(arguments: [0, 19, -3])
func refusesDigitCountsOutsideOneToEighteen(digits: Int) {
    #expect(throws: OdometerError.digitCountOutOfRange(digits)) { try Odometer(digits: digits) }
}

@Test func eighteenDigitsHoldTheLargestValueExactly() throws {
    var odometer = try Odometer(digits: 18, value: 999_999_999_999_999_998)
    odometer.increment(at: 0)
    #expect(odometer.value == 999_999_999_999_999_999)
    #expect(odometer.description == String(repeating: "9", count: 18))
    odometer.increment(at: 1)
    #expect(odometer.value == 0)
}

@Test func refusesValuesOutOfRangeWithAMessageNamingTheRange() throws {
    var odometer = try Odometer(digits: 3)
    #expect(throws: OdometerError.valueOutOfRange(1000, minimum: 0, maximum: 999, digits: 3)) {
        try odometer.set(1000, at: 0)
    }
    #expect(throws: OdometerError.valueOutOfRange(-1, minimum: 0, maximum: 999, digits: 3)) {
        try odometer.set(-1, at: 0)
    }
    #expect(odometer.value == 0)
    #expect(
        OdometerError.valueOutOfRange(1000, minimum: 0, maximum: 999, digits: 3).description
            == "value 1000 is out of range 0...999 for 3 digits")
}

@Test func incrementRollsOverFromTheMaximumToZeroAndDecrementBack() throws {
    var odometer = try Odometer(digits: 4, value: 9999)
    odometer.increment(at: 0)
    #expect(odometer.value == 0)
    odometer.decrement(at: 1)
    #expect(odometer.value == 9999)
}

@Test func onlyChangedDigitsMove() throws {
    var odometer = try Odometer(digits: 4, value: 1234, curve: .linear)
    try odometer.set(1240, at: 10)
    let halfway = odometer.positions(at: 10.25)
    #expect(halfway[0] == 1)
    #expect(halfway[1] == 2)
    #expect(odometerNear(halfway[2], 3.5))
    // 4 → 0 forward is six steps; halfway is three steps on, at 7.
    #expect(odometerNear(halfway[3], 7))
    #expect(odometer.positions(at: 10.5) == [1, 2, 4, 0])
}

@Test func aCarryRollsEveryWheelItPassesForwardThroughZero() throws {
    var odometer = try Odometer(digits: 4, value: 999, curve: .linear)
    odometer.increment(at: 0)
    let halfway = odometer.positions(at: 0.25)
    #expect(odometerNear(halfway[0], 0.5))
    #expect(odometerNear(halfway[1], 9.5))
    #expect(odometerNear(halfway[2], 9.5))
    #expect(odometerNear(halfway[3], 9.5))
    #expect(odometer.positions(at: 0.5) == [1, 0, 0, 0])
}

@Test func decrementsRollBackward() throws {
    var odometer = try Odometer(digits: 2, value: 10, curve: .linear)
    odometer.decrement(at: 0)
    let halfway = odometer.positions(at: 0.25)
    #expect(odometerNear(halfway[0], 0.5))
    #expect(odometerNear(halfway[1], 9.5))
    #expect(odometer.positions(at: 1) == [0, 9])
}

@Test func rolloverDownwardTurnsEveryWheelBackward() throws {
    var odometer = try Odometer(digits: 3, value: 0, curve: .linear)
    odometer.decrement(at: 0)
    #expect(odometer.value == 999)
    for position in odometer.positions(at: 0.25) {
        #expect(odometerNear(position, 9.5))
    }
}

@Test func aValueArrivingMidRollContinuesFromWhereTheWheelIs() throws {
    var odometer = try Odometer(digits: 1, value: 5, curve: .linear)
    odometer.increment(at: 0)
    #expect(odometerNear(odometer.position(ofDigit: 0, at: 0.25) ?? -1, 5.5))
    odometer.increment(at: 0.25)
    // No jump: at the moment of the second change the wheel is where it was.
    #expect(odometerNear(odometer.position(ofDigit: 0, at: 0.25) ?? -1, 5.5))
    // It goes on to 7 from 5.5 in a full roll duration, keeping its speed of 2 digits a second
    // at first: 5.5 + 1.5·0.5 − 0.5·h(0.5), where h(u) = u(1 − u)² carries the speed.
    #expect(odometerNear(odometer.position(ofDigit: 0, at: 0.5) ?? -1, 6.1875))
    #expect(odometer.position(ofDigit: 0, at: 0.75) == 7)
    #expect(odometer.rollEndTime == 0.75)
}

@Test func aReversalMidRollTurnsBackWithoutAFullTurn() throws {
    var odometer = try Odometer(digits: 1, value: 5, curve: .linear)
    odometer.increment(at: 0)
    odometer.decrement(at: 0.25)
    // From 5.5 back to 5: half a step, not nine and a half. Still turning forward when the
    // decrement came, the wheel carries on a little (5.4375 at 0.5 s), then turns back.
    #expect(odometerNear(odometer.position(ofDigit: 0, at: 0.5) ?? -1, 5.4375))
    let path = stride(from: 0.25, through: 0.75, by: 0.01).compactMap { odometer.position(ofDigit: 0, at: $0) }
    #expect(path.allSatisfy { $0 >= 5 && $0 < 6 }, "\(path)")
    #expect(odometer.position(ofDigit: 0, at: 0.75) == 5)
}

@Test func positionsFollowTheTimingCurve() throws {
    var odometer = try Odometer(digits: 1, value: 0, rollDuration: 2, curve: .easeIn)
    odometer.increment(at: 100)
    let position = try #require(odometer.position(ofDigit: 0, at: 100.5))
    #expect(odometerNear(position, TimingCurve.easeIn.value(at: 0.25), tolerance: 1e-9))
    #expect(odometer.isRolling(at: 101.9))
    #expect(!odometer.isRolling(at: 102))
}

@Test func stateAtATimeDoesNotDependOnHowOftenItWasAsked() throws {
    var odometer = try Odometer(digits: 3, value: 99)
    odometer.increment(at: 0)
    let direct = odometer.positions(at: 0.3)
    var stepped: [Double] = []
    for step in 0...300 { stepped = odometer.positions(at: Double(step) / 1000) }
    #expect(direct == stepped)
}

@Test func zeroRollDurationJumps() throws {
    var odometer = try Odometer(digits: 2, value: 0, rollDuration: 0)
    odometer.increment(at: 5)
    #expect(odometer.positions(at: 5) == [0, 1])
}

@Test(arguments: [-1.0, .nan, .infinity])
func refusesInvalidRollDurations(duration: Double) throws {
    var odometer = try Odometer(digits: 2)
    #expect(throws: OdometerError.self) { try odometer.setRollDuration(duration) }
    #expect(odometer.rollDuration == 0.5)
}

@Test func positionOfAMissingDigitIsNil() throws {
    let odometer = try Odometer(digits: 2)
    #expect(odometer.position(ofDigit: 2, at: 0) == nil)
    #expect(odometer.position(ofDigit: -1, at: 0) == nil)
}

@Test func settingTheSameValueMovesNothing() throws {
    var odometer = try Odometer(digits: 2, value: 42)
    try odometer.set(42, at: 3)
    #expect(odometer.rollEndTime == nil)
}

@Test func anOdometerRestsWhenItsLastRollEnds() throws {
    var odometer = try Odometer(digits: 3, value: 0)
    #expect(odometer.restTime == -.infinity)
    try odometer.set(42, at: 1)
    #expect(odometer.restTime == 1 + odometer.rollDuration)
}
