/// Numbers and times for the text views, formatted the same way on every machine.
enum TextFormat {
    /// `value` with exactly `decimals` decimals (clamped to 0...6), rounded half away from
    /// zero; "nan", "inf" and "-inf" as Lua writes them; "-0.0" is written "0.0".
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        let places = min(max(decimals, 0), 6)
        let unit = powersOfTen[places]
        // Within ±10¹² the scaled value is within ±10¹⁸, so the conversion cannot trap.
        let scaled = Int64((min(max(value, -1e12), 1e12) * Double(unit)).rounded())
        let magnitude = scaled.magnitude
        let sign = scaled < 0 ? "-" : ""
        guard places > 0 else { return sign + String(magnitude) }
        let fraction = String(magnitude % unit)
        return sign + String(magnitude / unit) + "." + String(repeating: "0", count: places - fraction.count)
            + fraction
    }

    /// Text a script named, as a line shows it: its first ``nameCharacters`` characters, a
    /// longer name ending with "…" (a script may name a sector with megabytes, and the text
    /// view is read, not searched).
    static func name(_ name: String) -> String {
        SVGText.truncated(name, to: nameCharacters)
    }

    /// The most characters of one name a line shows.
    static let nameCharacters = 64

    private static let powersOfTen: [UInt64] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000]

    /// Seconds as `m:ss.d` (or `h:mm:ss` from an hour), for the timer.
    static func clock(_ seconds: Double) -> String {
        clock(tenths: clockTenths(seconds))
    }

    /// The tenths of a second ``clock(_:)`` shows for `seconds`: rounded up, so a countdown
    /// shows 0:00.0 only once it is over; none for a negative or non-finite time.
    static func clockTenths(_ seconds: Double) -> Int64 {
        let safe = seconds.isFinite ? max(seconds, 0) : 0
        return Int64((min(safe, 1e12) * 10).rounded(.up))
    }

    /// `tenths` of a second as `m:ss.d` (or `h:mm:ss` from an hour).
    static func clock(tenths: Int64) -> String {
        let totalSeconds = tenths / 10
        let hours = totalSeconds / 3600
        let minutes = (totalSeconds / 60) % 60
        let seconds = totalSeconds % 60
        func two(_ n: Int64) -> String { (n < 10 ? "0" : "") + String(n) }
        if hours > 0 { return "\(hours):\(two(minutes)):\(two(seconds))" }
        return "\(minutes):\(two(seconds)).\(tenths % 10)"
    }

    /// A bar of `width` cells, the part `fraction` (0...1) of them filled.
    static func bar(_ fraction: Double, width: Int) -> String {
        let cells = max(width, 0)
        let safe = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        let filled = min(Int((safe * Double(cells)).rounded()), cells)
        return String(repeating: "█", count: filled) + String(repeating: "░", count: cells - filled)
    }
}
