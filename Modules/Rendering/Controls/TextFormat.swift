import Foundation

/// Numbers and times for the text views, formatted the same way on every machine.
enum TextFormat {
    /// `value` with exactly `decimals` decimals (at most 6), rounded; "-0.0" is written "0.0".
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        let places = min(max(decimals, 0), 6)
        var scale = 1.0
        for _ in 0 ..< places { scale *= 10 }
        let clamped = min(max(value, -1e12), 1e12)
        let scaled = Int64((clamped * scale).rounded())
        let magnitude = scaled.magnitude
        let divisor = UInt64(scale)
        var text = (scaled < 0 ? "-" : "") + String(magnitude / divisor)
        if places > 0 {
            let fraction = String(magnitude % divisor)
            text += "." + String(repeating: "0", count: places - fraction.count) + fraction
        }
        return text
    }

    /// Seconds as `m:ss.d` (or `h:mm:ss` from an hour), for the timer.
    static func clock(_ seconds: Double) -> String {
        let safe = seconds.isFinite ? max(seconds, 0) : 0
        let tenths = Int64((min(safe, 1e12) * 10).rounded(.up))
        let totalSeconds = tenths / 10
        let hours = totalSeconds / 3600
        let minutes = (totalSeconds / 60) % 60
        let secs = totalSeconds % 60
        func two(_ n: Int64) -> String { n < 10 ? "0\(n)" : "\(n)" }
        if hours > 0 { return "\(hours):\(two(minutes)):\(two(secs))" }
        return "\(minutes):\(two(secs)).\(tenths % 10)"
    }

    /// A bar of `width` cells, `fraction` of them filled.
    static func bar(_ fraction: Double, width: Int) -> String {
        let cells = max(width, 0)
        let safe = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        let filled = Int((safe * Double(cells)).rounded())
        // Drawn at every frame of a running timer: written as bytes rather than by repeating a
        // Character cell by cell.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(3 * cells)
        for _ in 0 ..< filled { bytes += filledCell }
        for _ in filled ..< cells { bytes += emptyCell }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A bar's cells in UTF-8.
    private static let filledCell = Array("█".utf8)
    private static let emptyCell = Array("░".utf8)
}
