extension WheelError: CustomStringConvertible {
    /// A sentence for people reading a script's error: what was given and what is accepted.
    public var description: String {
        switch self {
        case let .sectorCountOutOfRange(count):
            "a wheel has 1 to 64 sectors, not \(count)"
        case let .nameCountMismatch(names, sectors):
            "a wheel of \(sectors) sector\(sectors == 1 ? "" : "s") needs \(sectors) "
                + "name\(sectors == 1 ? "" : "s"), one per sector, but \(names) "
                + "\(names == 1 ? "was" : "were") given"
        case let .weightCountMismatch(weights, sectors):
            "a wheel of \(sectors) sector\(sectors == 1 ? "" : "s") needs \(sectors) "
                + "weight\(sectors == 1 ? "" : "s"), one per sector, but \(weights) "
                + "\(weights == 1 ? "was" : "were") given"
        case let .invalidWeight(index, value):
            "sector \(index)'s weight must be a finite number > 0, not \(NumberText.plain(value))"
        case let .weightsTooUneven(smallest, largest):
            "the widest sector may be at most \(NumberText.plain(WheelConfiguration.maximumWeightRatio)) times "
                + "as wide as the narrowest, but the weights run from \(NumberText.plain(smallest)) "
                + "to \(NumberText.plain(largest))"
        case let .unknownSector(index, count):
            "there is no sector \(index); this wheel's sectors are numbered 0 to \(count - 1)"
        case let .invalidAngle(parameter, radians):
            "\(parameter) must be a finite angle within ±\(NumberText.plain(RotaryWheel.angleLimit)) "
                + "radians, not \(NumberText.plain(radians))"
        case let .invalidPoint(parameter, x, y):
            "\(parameter) must be a point with finite coordinates, not "
                + "(\(NumberText.plain(x)), \(NumberText.plain(y)))"
        case let .invalidTime(time):
            "time must be a finite number of seconds, not \(NumberText.plain(time))"
        case let .timeWentBackwards(time, latest):
            "time \(NumberText.plain(time)) is earlier than the wheel's latest change at "
                + "\(NumberText.plain(latest)); times must not go backwards"
        case let .invalidRadius(parameter, value):
            "\(parameter) must be a finite number of points ≥ 0, not \(NumberText.plain(value))"
        case let .deadZoneNotInsideRim(deadZone, rim):
            "the dead zone radius (\(NumberText.plain(deadZone))) must be smaller than the rim "
                + "radius (\(NumberText.plain(rim))), or no touch could turn the wheel"
        case let .invalidDuration(parameter, value):
            "\(parameter) must be a finite number of seconds ≥ 0, not \(NumberText.plain(value))"
        case let .invalidDecelerationRate(rate):
            "the deceleration rate must be between 0 and 1 (exclusive; 0.998 is normal, "
                + "0.99 fast), not \(NumberText.plain(rate))"
        case let .invalidParameter(parameter, value, requirement):
            "\(parameter) must be \(requirement), not \(NumberText.plain(value))"
        case let .invalidTurns(turns):
            "a spin makes 0 to \(RotaryWheel.maximumTurns) extra turns, not \(turns)"
        case .touchAlreadyActive:
            "a touch is already being tracked; end or cancel it before beginning another"
        case let .unknownName(name, kind, validNames):
            "unknown \(kind) \"\(name)\"; valid names are " + validNames.joined(separator: ", ")
        case .notSpinningFreely:
            "the wheel is not spinning freely (start a free spin before landing it)"
        }
    }
}
