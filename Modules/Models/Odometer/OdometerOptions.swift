/// How an ``Odometer`` counts and shows its value, beyond its digits: the features of
/// Robinhood's Ticker and odometer.js.
public struct OdometerOptions: Sendable, Hashable {
    /// How the wheels get from one value to the next.
    public enum Mode: String, Sendable, Hashable, CaseIterable {
        /// Each wheel whose digit changes rolls on its own to its new digit (the default).
        case digits
        /// The counter rolls through every value in between, as a mechanical odometer does: the
        /// last wheel turns all the way, and each wheel turns during the last unit of the one
        /// after it, carrying.
        case count
    }

    /// Which way a wheel turns to its new digit (in ``Mode/digits``).
    public enum Direction: String, Sendable, Hashable, CaseIterable {
        /// Forward when the value grows in size, backward when it shrinks (the default).
        case automatic
        /// Always forward (up through 9 to 0).
        case up
        /// Always backward (down through 0 to 9).
        case down
        /// Each wheel the shorter way round (forward on a tie).
        case shortest
    }

    /// Whether values may be negative: a sign wheel in front shows "−" for them.
    public var signed: Bool
    /// How many of the digits are after the decimal point: a value is held in units of the
    /// last digit (with 2 decimals, 1234 shows 12.34).
    public var decimals: Int
    /// Written between groups of three digits before the decimal point (`","` shows 1,234);
    /// nil for none.
    public var groupSeparator: String?
    /// Written before the decimals.
    public var decimalSeparator: String
    public var mode: Mode
    public var direction: Direction

    /// The decimal digits' scale: 10^decimals units make one.
    public var scale: Double {
        (0..<decimals).reduce(1.0) { result, _ in result * 10 }
    }

    public init(
        signed: Bool = false, decimals: Int = 0, groupSeparator: String? = nil, decimalSeparator: String = ".",
        mode: Mode = .digits, direction: Direction = .automatic
    ) {
        self.signed = signed
        self.decimals = decimals
        self.groupSeparator = groupSeparator
        self.decimalSeparator = decimalSeparator
        self.mode = mode
        self.direction = direction
    }
}

extension OdometerOptions.Mode {
    /// The mode named `name` (`"digits"`, `"count"`).
    public init(named name: String) throws(OdometerError) {
        guard let mode = Self(rawValue: name) else {
            throw .unknownName(name, option: "mode", valid: Self.allCases.map(\.rawValue))
        }
        self = mode
    }
}

extension OdometerOptions.Direction {
    /// The direction named `name` (`"automatic"`, `"up"`, `"down"`, `"shortest"`).
    public init(named name: String) throws(OdometerError) {
        guard let direction = Self(rawValue: name) else {
            throw .unknownName(name, option: "direction", valid: Self.allCases.map(\.rawValue))
        }
        self = direction
    }
}
