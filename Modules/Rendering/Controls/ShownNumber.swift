/// A number as a text view shows it: rounded to a number of decimals (at most 6), the way
/// ``TextFormat/fixed(_:_:)`` writes it. Two equal values write the same text, so a text view
/// compares them to see whether a line changed instead of writing the line again.
struct ShownNumber: Equatable, Sendable {
    enum Rounded: Equatable, Sendable {
        /// The number times 10^places, rounded; −0 is 0.
        case finite(Int64)
        case nan
        case infinity
        case negativeInfinity
    }

    let rounded: Rounded
    let places: Int

    /// `value` rounded to `decimals` decimals (clamped to 0…6), within ±10¹².
    init(_ value: Double, decimals: Int) {
        places = min(max(decimals, 0), 6)
        guard value.isFinite else {
            rounded = value.isNaN ? .nan : value < 0 ? .negativeInfinity : .infinity
            return
        }
        let clamped = min(max(value, -1e12), 1e12)
        rounded = .finite(ShownNumber.roundedToNearest(clamped * ShownNumber.scale(places)))
    }

    /// `scaled` rounded to the nearest whole number, halves away from zero, as `rounded()`
    /// does (which is a call into the C library; a frame rounds about ten numbers). `scaled`
    /// is within ±10¹⁸, so the conversions cannot trap; below 2⁵² the fraction is exact, and
    /// from there on `scaled` is whole already.
    static func roundedToNearest(_ scaled: Double) -> Int64 {
        let truncated = Int64(scaled)
        let fraction = scaled - Double(truncated)
        if fraction >= 0.5 { return truncated + 1 }
        if fraction <= -0.5 { return truncated - 1 }
        return truncated
    }

    /// `integer` as it is, without decimals.
    init(integer: Int64) {
        places = 0
        rounded = .finite(integer)
    }

    /// 10^places, as the rounding multiplies by it.
    private static func scale(_ places: Int) -> Double {
        // Exact powers of ten, as a loop of multiplications by 10 makes them.
        switch places {
        case ...0: 1
        case 1: 10
        case 2: 100
        case 3: 1_000
        case 4: 10_000
        case 5: 100_000
        default: 1_000_000
        }
    }

    /// "12.50", "-0.3", "nan", "inf", "-inf": exactly `places` decimals; "-0.0" is written "0.0".
    var text: String {
        withText { String(decoding: $0, as: UTF8.self) }
    }

    /// Appends ``text`` to `bytes` (a line being written as UTF-8).
    func write(into bytes: inout some UTF8Sink) {
        withText { bytes.append(utf8: $0) }
    }

    /// Calls `body` with the bytes of ``text``, written from the end of a buffer on the stack
    /// (a number is written at every frame of a text view, several to a line).
    func withText<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        // 24 bytes: 19 digits of a clamped number, the point, the sign and a spare.
        var storage: (UInt64, UInt64, UInt64) = (0, 0, 0)
        return withUnsafeMutableBytes(of: &storage) { raw in
            let buffer = raw.bindMemory(to: UInt8.self)
            var start = buffer.count
            switch rounded {
            case .nan: start = Self.write(Self.nan, before: start, in: buffer)
            case .infinity: start = Self.write(Self.infinity, before: start, in: buffer)
            case .negativeInfinity: start = Self.write(Self.negativeInfinity, before: start, in: buffer)
            case .finite(let scaled):
                start = Self.write(scaled, places: places, before: start, in: buffer)
            }
            return body(UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }

    /// Writes `scaled` ÷ 10^`places` with exactly `places` decimals and at least one digit
    /// before the point, to end just before `end` in `buffer` (room for 21 bytes before it);
    /// returns where it starts.
    private static func write(
        _ scaled: Int64, places: Int, before end: Int, in buffer: UnsafeMutableBufferPointer<UInt8>
    ) -> Int {
        guard let base = buffer.baseAddress, end <= buffer.count, end >= 21 else { return end }
        var cursor = base + end
        var magnitude = scaled.magnitude
        if places > 0 {
            for _ in 0..<places {
                cursor -= 1
                cursor.initialize(to: UInt8(truncatingIfNeeded: 48 + magnitude % 10))
                magnitude /= 10
            }
            cursor -= 1
            cursor.initialize(to: UInt8(ascii: "."))
        }
        repeat {
            cursor -= 1
            cursor.initialize(to: UInt8(truncatingIfNeeded: 48 + magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        if scaled < 0 {
            cursor -= 1
            cursor.initialize(to: UInt8(ascii: "-"))
        }
        return cursor - base
    }

    private static let nan = Array("nan".utf8), infinity = Array("inf".utf8), negativeInfinity = Array("-inf".utf8)

    /// Writes `text` to end just before `end` in `buffer`; returns where it starts.
    private static func write(_ text: [UInt8], before end: Int, in buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let start = end - text.count
        _ = UnsafeMutableBufferPointer(rebasing: buffer[start..<end]).initialize(fromContentsOf: text)
        return start
    }
}
