extension WheelError: CustomStringConvertible {
    /// A sentence for people reading a script's error: what was given and what is accepted.
    public var description: String {
        switch self {
        case .sectorCountOutOfRange(let count):
            "a wheel has 1 to 64 sectors, not \(count)"
        case .nameCountMismatch(let names, let sectors):
            "a wheel of \(sectors) sector\(sectors == 1 ? "" : "s") needs \(sectors) "
                + "name\(sectors == 1 ? "" : "s"), one per sector, but \(names) "
                + "\(names == 1 ? "was" : "were") given"
        case .weightCountMismatch(let weights, let sectors):
            "a wheel of \(sectors) sector\(sectors == 1 ? "" : "s") needs \(sectors) "
                + "weight\(sectors == 1 ? "" : "s"), one per sector, but \(weights) "
                + "\(weights == 1 ? "was" : "were") given"
        case .invalidWeight(let index, let value):
            "sector \(index)'s weight must be a finite number > 0, not \(NumberText.plain(value))"
        case .weightsTooUneven(let smallest, let largest):
            "the widest sector may be at most \(NumberText.plain(WheelConfiguration.maximumWeightRatio)) times "
                + "as wide as the narrowest, but the weights run from \(NumberText.plain(smallest)) "
                + "to \(NumberText.plain(largest))"
        case .unknownSector(let index, let count):
            "there is no sector \(index); this wheel's sectors are numbered 0 to \(count - 1)"
        case .invalidAngle(let parameter, let radians):
            "\(parameter) must be a finite angle within ±\(NumberText.plain(RotaryWheel.angleLimit)) "
                + "radians, not \(NumberText.plain(radians))"
        case .invalidPoint(let parameter, let x, let y):
            "\(parameter) must be a point with finite coordinates, not "
                + "(\(NumberText.plain(x)), \(NumberText.plain(y)))"
        case .invalidTime(let time):
            "time must be a finite number of seconds, not \(NumberText.plain(time))"
        case .timeWentBackwards(let time, let latest):
            "time \(NumberText.plain(time)) is earlier than the wheel's latest change at "
                + "\(NumberText.plain(latest)); times must not go backwards"
        case .invalidRadius(let parameter, let value):
            "\(parameter) must be a finite number of points ≥ 0, not \(NumberText.plain(value))"
        case .deadZoneNotInsideRim(let deadZone, let rim):
            "the dead zone radius (\(NumberText.plain(deadZone))) must be smaller than the rim "
                + "radius (\(NumberText.plain(rim))), or no touch could turn the wheel"
        case .invalidDuration(let parameter, let value):
            "\(parameter) must be a finite number of seconds ≥ 0, not \(NumberText.plain(value))"
        case .invalidDecelerationRate(let rate):
            "the deceleration rate must be between 0 and 1 (exclusive; 0.998 is normal, "
                + "0.99 fast), not \(NumberText.plain(rate))"
        case .invalidParameter(let parameter, let value, let requirement):
            "\(parameter) must be \(requirement), not \(NumberText.plain(value))"
        case .invalidTurns(let turns):
            "a spin makes 0 to \(RotaryWheel.maximumTurns) extra turns, not \(turns)"
        case .touchAlreadyActive:
            "a touch is already being tracked; end or cancel it before beginning another"
        case .unknownName(let name, let kind, let validNames):
            "unknown \(kind) \"\(name)\"; valid names are " + validNames.joined(separator: ", ")
        case .notSpinningFreely:
            "the wheel is not spinning freely (start a free spin before landing it)"
        }
    }
}
