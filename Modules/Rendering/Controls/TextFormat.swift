import Foundation

/// Numbers and times for the text views, formatted the same way on every machine.
enum TextFormat {
    /// `value` with exactly `decimals` decimals (at most 6), rounded; "-0.0" is written "0.0".
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        ShownNumber(value, decimals: decimals).text
    }

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
        var bytes: [UInt8] = []
        writeClock(tenths: tenths, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``clock(tenths:)`` to `bytes` (a timer's line is written as bytes at every tenth).
    static func writeClock(tenths: Int64, into bytes: inout some UTF8Sink) {
        let totalSeconds = tenths / 10
        let hours = totalSeconds / 3600
        let minutes = (totalSeconds / 60) % 60
        let secs = totalSeconds % 60
        func two(_ n: Int64) {
            if n < 10 { bytes.append(byte: UInt8(ascii: "0")) }
            ShownNumber(integer: n).write(into: &bytes)
        }
        if hours > 0 {
            ShownNumber(integer: hours).write(into: &bytes)
            bytes.append(byte: UInt8(ascii: ":"))
            two(minutes)
            bytes.append(byte: UInt8(ascii: ":"))
            two(secs)
        } else {
            ShownNumber(integer: minutes).write(into: &bytes)
            bytes.append(byte: UInt8(ascii: ":"))
            two(secs)
            bytes.append(byte: UInt8(ascii: "."))
            ShownNumber(integer: tenths % 10).write(into: &bytes)
        }
    }

    /// The cells of a bar of `width` cells that `fraction` fills (``writeBar(filled:width:into:)``).
    static func filledCells(_ fraction: Double, width: Int) -> Int {
        let safe = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        return Int((safe * Double(max(width, 0))).rounded())
    }

    /// Appends a bar of `width` cells, the first `filled` of them filled, to `bytes` (a timer's
    /// line is written as bytes): cell by cell from the cells' UTF-8, with no string made on
    /// the way.
    static func writeBar(filled: Int, width: Int, into bytes: inout some UTF8Sink) {
        let cells = max(width, 0)
        let filled = min(max(filled, 0), cells)
        filledCell.withUTF8Buffer { cell in
            for _ in 0..<filled { bytes.append(utf8: cell) }
        }
        emptyCell.withUTF8Buffer { cell in
            for _ in filled..<cells { bytes.append(utf8: cell) }
        }
    }

    /// A bar's cells.
    private static let filledCell: StaticString = "█"
    private static let emptyCell: StaticString = "░"
}
