extension WheelError: CustomStringConvertible {
    /// A number as a script user wrote it: `-1` rather than `-1.0`.
    static func format(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return "\(number)"
    }

    /// A sentence for people reading a script's error: what was given and what is accepted.
    public var description: String {
        switch self {
        case let .sectorCountOutOfRange(count):
            "a wheel has 1 to 64 sectors, not \(count)"
        case let .nameCountMismatch(names, sectors):
            "a wheel of \(sectors) sector\(sectors == 1 ? "" : "s") needs \(sectors) "
                + "name\(sectors == 1 ? "" : "s"), one per sector, but \(names) "
                + "\(names == 1 ? "was" : "were") given"
        case let .unknownSector(index, count):
            "there is no sector \(index); this wheel's sectors are numbered 0 to \(count - 1)"
        case let .invalidAngle(parameter, radians):
            "\(parameter) must be a finite angle within ±\(WheelError.format(RotaryWheel.angleLimit)) "
                + "radians, not \(WheelError.format(radians))"
        case let .invalidPoint(parameter, x, y):
            "\(parameter) must be a point with finite coordinates, not "
                + "(\(WheelError.format(x)), \(WheelError.format(y)))"
        case let .invalidTime(time):
            "time must be a finite number of seconds, not \(WheelError.format(time))"
        case let .timeWentBackwards(time, latest):
            "time \(WheelError.format(time)) is earlier than the wheel's latest change at "
                + "\(WheelError.format(latest)); times must not go backwards"
        case let .invalidRadius(parameter, value):
            "\(parameter) must be a finite number of points ≥ 0, not \(WheelError.format(value))"
        case let .deadZoneNotInsideRim(deadZone, rim):
            "the dead zone radius (\(WheelError.format(deadZone))) must be smaller than the rim "
                + "radius (\(WheelError.format(rim))), or no touch could turn the wheel"
        case let .invalidDuration(parameter, value):
            "\(parameter) must be a finite number of seconds ≥ 0, not \(WheelError.format(value))"
        case let .invalidDecelerationRate(rate):
            "the deceleration rate must be between 0 and 1 (exclusive; 0.998 is normal, "
                + "0.99 fast), not \(WheelError.format(rate))"
        case let .invalidParameter(parameter, value, requirement):
            "\(parameter) must be \(requirement), not \(WheelError.format(value))"
        case let .invalidTurns(turns):
            "a spin makes 0 to \(RotaryWheel.maximumTurns) extra turns, not \(turns)"
        case .touchAlreadyActive:
            "a touch is already being tracked; end or cancel it before beginning another"
        case let .unknownName(name, kind, validNames):
            "unknown \(kind) \"\(name)\"; valid names are " + validNames.joined(separator: ", ")
        }
    }
}
