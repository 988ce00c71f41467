import Models
import Testing

@Suite struct WheelErrorCustomStringConvertibleTests: WheelTesting {
    @Test func everyErrorTellsAScriptUserWhatIsAccepted() {
        let cases: [(WheelError, String)] = [
            (.sectorCountOutOfRange(65), "a wheel has 1 to 64 sectors, not 65"),
            (
                .nameCountMismatch(names: 2, sectors: 3),
                "a wheel of 3 sectors needs 3 names, one per sector, but 2 were given"
            ),
            (
                .nameCountMismatch(names: 0, sectors: 1),
                "a wheel of 1 sector needs 1 name, one per sector, but 0 were given"
            ),
            (
                .weightCountMismatch(weights: 2, sectors: 3),
                "a wheel of 3 sectors needs 3 weights, one per sector, but 2 were given"
            ),
            (.invalidWeight(index: 1, value: -2), "sector 1's weight must be a finite number > 0, not -2"),
            (
                .weightsTooUneven(smallest: 1, largest: 2000),
                "the widest sector may be at most 1000 times as wide as the narrowest, but the weights run from 1 to 2000"
            ),
            (.unknownSector(9, sectorCount: 8), "there is no sector 9; this wheel's sectors are numbered 0 to 7"),
            (
                .invalidAngle(parameter: "angle", radians: .infinity),
                "angle must be a finite angle within ±1000000000 radians, not inf"
            ),
            (
                .invalidPoint(parameter: "touch", x: .nan, y: 3),
                "touch must be a point with finite coordinates, not (nan, 3)"
            ),
            (.invalidTime(.nan), "time must be a finite number of seconds, not nan"),
            (
                .timeWentBackwards(time: 1, latest: 2.5),
                "time 1 is earlier than the wheel's latest change at 2.5; times must not go backwards"
            ),
            (
                .invalidRadius(parameter: "rimRadius", value: -1),
                "rimRadius must be a finite number of points ≥ 0, not -1"
            ),
            (
                .deadZoneNotInsideRim(deadZoneRadius: 100, rimRadius: 100),
                "the dead zone radius (100) must be smaller than the rim radius (100), or no touch could turn the wheel"
            ),
            (
                .invalidDuration(parameter: "duration", value: -1),
                "duration must be a finite number of seconds ≥ 0, not -1"
            ),
            (
                .invalidDecelerationRate(1.5),
                "the deceleration rate must be between 0 and 1 (exclusive; 0.998 is normal, 0.99 fast), not 1.5"
            ),
            (
                .invalidParameter(
                    parameter: "stopSpeed", value: 0, requirement: "a finite speed > 0 radians per second"),
                "stopSpeed must be a finite speed > 0 radians per second, not 0"
            ),
            (.invalidTurns(-1), "a spin makes 0 to 1000 extra turns, not -1"),
            (.touchAlreadyActive, "a touch is already being tracked; end or cancel it before beginning another"),
            (
                .unknownName("up", kind: "zero position", validNames: ["left", "top"]),
                "unknown zero position \"up\"; valid names are left, top"
            ),
        ]
        for (error, message) in cases {
            #expect(error.description == message)
        }
    }
}
