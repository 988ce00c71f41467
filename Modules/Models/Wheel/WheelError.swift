/// Why a ``RotaryWheel`` refused a request.
///
/// Every value a script can pass is checked; a bad one throws one of these instead of trapping,
/// and nothing changes. ``description`` says what was wrong and what is accepted.
public enum WheelError: Error, Sendable, Hashable {
    /// The sector count is outside ``WheelConfiguration/sectorCountRange`` (1...64).
    case sectorCountOutOfRange(Int)
    /// The names list does not have one name per sector.
    case nameCountMismatch(names: Int, sectors: Int)
    /// The weights list does not have one weight per sector.
    case weightCountMismatch(weights: Int, sectors: Int)
    /// A sector's weight (`index` 0-based) is not a finite number > 0.
    case invalidWeight(index: Int, value: Double)
    /// The widest sector would be more than ``WheelConfiguration/maximumWeightRatio`` times as
    /// wide as the narrowest.
    case weightsTooUneven(smallest: Double, largest: Double)
    /// No sector has this index; indices run from 0 to `sectorCount − 1`.
    case unknownSector(Int, sectorCount: Int)
    /// An angle is NaN, infinite, or beyond ±``RotaryWheel/angleLimit`` radians; `parameter`
    /// names it (`"zeroPosition"`, `"angle"`).
    case invalidAngle(parameter: String, radians: Double)
    /// A point has a NaN or infinite coordinate; `parameter` names it (`"center"`, `"touch"`).
    case invalidPoint(parameter: String, x: Double, y: Double)
    /// A time is NaN or infinite.
    case invalidTime(Double)
    /// A change was asked for at a time earlier than the wheel's latest change: the motion
    /// before `latest` is already decided, so time may stand still but not go back.
    case timeWentBackwards(time: Double, latest: Double)
    /// A radius is negative, NaN or infinite; `parameter` is `"deadZoneRadius"` or
    /// `"rimRadius"`.
    case invalidRadius(parameter: String, value: Double)
    /// The dead zone would cover the whole wheel: its radius must be smaller than the rim's.
    case deadZoneNotInsideRim(deadZoneRadius: Double, rimRadius: Double)
    /// A duration is negative, NaN or infinite; `parameter` names it (`"snapDuration"`,
    /// `"duration"`).
    case invalidDuration(parameter: String, value: Double)
    /// The deceleration rate is not strictly between 0 and 1.
    case invalidDecelerationRate(Double)
    /// Another number is outside its range; `requirement` says which range, in words.
    case invalidParameter(parameter: String, value: Double, requirement: String)
    /// A spin's number of extra turns is negative or above ``RotaryWheel/maximumTurns``.
    case invalidTurns(Int)
    /// A touch began while another one is still being tracked; end or cancel it first.
    case touchAlreadyActive
    /// A name given for an option is not one of its valid names; `kind` says which option
    /// (`"zero position"`, `"numbering"`, `"spin direction"`).
    case unknownName(String, kind: String, validNames: [String])
    /// `land` was asked of a wheel that is not turning freely (``RotaryWheel/spinFreely(turnsPerSecond:at:)``).
    case notSpinningFreely
}
