/// An instant as ISO 8601 text can name it: whole seconds since 1970-01-01T00:00:00Z and a
/// nanosecond within that second. Exact, unlike a `Double` of seconds, which holds a date in
/// 2026 only to about 0.2 µs; so text written from an instant reads back as the same instant.
public struct ISO8601Instant: Hashable, Comparable, Sendable {
    /// Whole seconds since 1970-01-01T00:00:00Z, rounded down (negative before 1970). Set only
    /// by the range-checked initializers, so arithmetic on it cannot overflow.
    public private(set) var seconds: Int64
    /// Nanoseconds after `seconds`, 0..<1,000,000,000.
    public private(set) var nanoseconds: Int32

    /// The first instant ISO 8601 text of four-digit years names: 0000-01-01T00:00:00Z.
    public static let earliest = ISO8601Instant(normalizedSeconds: -62_167_219_200, nanoseconds: 0)
    /// The last: 9999-12-31T23:59:59.999999999Z.
    public static let latest = ISO8601Instant(normalizedSeconds: 253_402_300_799, nanoseconds: 999_999_999)

    /// An instant from seconds and nanoseconds; nil when the nanoseconds are outside
    /// 0..<1,000,000,000 or the instant is outside ``earliest``…``latest``.
    public init?(seconds: Int64, nanoseconds: Int32 = 0) {
        guard (0..<1_000_000_000).contains(nanoseconds) else { return nil }
        self.init(normalizedSeconds: seconds, nanoseconds: nanoseconds)
        guard Self.earliest <= self, self <= Self.latest else { return nil }
    }

    /// The instant `secondsSince1970` names, rounded to the nanosecond; nil when it is not finite
    /// or outside ``earliest``…``latest`` (so a huge number never reaches an integer conversion).
    public init?(secondsSince1970: Double) {
        guard secondsSince1970.isFinite,
            secondsSince1970 >= -62_167_219_200, secondsSince1970 < 253_402_300_800
        else { return nil }
        let whole = secondsSince1970.rounded(.down)
        // Both conversions are exact: `whole` is within the range checked above and the
        // nanoseconds are within 0...1e9.
        var seconds = Int64(whole)
        var nanoseconds = Int32(((secondsSince1970 - whole) * 1e9).rounded())
        if nanoseconds == 1_000_000_000 {
            seconds += 1
            nanoseconds = 0
        }
        self.init(seconds: seconds, nanoseconds: nanoseconds)
    }

    init(normalizedSeconds seconds: Int64, nanoseconds: Int32) {
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    /// Seconds since 1970 as a `Double`: the nearest one to this instant that is still before
    /// year 10000. Near the end of 9999 a `Double` steps by 2^-15 s, so the nearest to
    /// 9999-12-31T23:59:59.999999999Z is the first second of 10000, which ISO 8601 cannot write:
    /// the instant is held one step earlier, so whatever is read can be written again
    /// (`init(secondsSince1970:)` accepts every value this gives).
    public var secondsSince1970: Double {
        let nearest = Double(seconds) + Double(nanoseconds) / 1e9
        return nearest < Self.endOfRange ? nearest : Self.endOfRange.nextDown
    }

    /// The first second past ``latest``, 10000-01-01T00:00:00Z.
    static let endOfRange: Double = 253_402_300_800

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
    }
}

extension ISO8601Instant {
    /// This instant rounded to the nearest millisecond (halves up); nil when that passes
    /// ``latest``.
    func roundedToMilliseconds() -> ISO8601Instant? {
        let milliseconds = (nanoseconds + 500_000) / 1_000_000
        if milliseconds == 1_000 { return ISO8601Instant(seconds: seconds + 1) }
        return ISO8601Instant(seconds: seconds, nanoseconds: milliseconds * 1_000_000)
    }
}
