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
        rounded = .finite(Int64((clamped * ShownNumber.scale(places)).rounded()))
    }

    /// 10^places, as the rounding multiplies by it.
    private static func scale(_ places: Int) -> Double {
        var scale = 1.0
        for _ in 0 ..< places { scale *= 10 }
        return scale
    }

    /// "12.50", "-0.3", "nan", "inf", "-inf": exactly `places` decimals; "-0.0" is written "0.0".
    var text: String {
        withText { String(decoding: $0, as: UTF8.self) }
    }

    /// Appends ``text`` to `bytes` (a line being written as UTF-8).
    func write(into bytes: inout [UInt8]) {
        withText { bytes.append(contentsOf: $0) }
    }

    /// Calls `body` with the bytes of ``text``, written from the end of a buffer on the stack.
    func withText<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var start = buffer.count
            func put(_ byte: UInt8) {
                start -= 1
                buffer[start] = byte
            }
            switch rounded {
            case .nan: for byte in "nan".utf8.reversed() { put(byte) }
            case .infinity: for byte in "inf".utf8.reversed() { put(byte) }
            case .negativeInfinity: for byte in "-inf".utf8.reversed() { put(byte) }
            case .finite(let scaled):
                // Digits from the last, at least one before the point (20 digits, a point and
                // a sign at most).
                var magnitude = scaled.magnitude
                var written = 0
                while magnitude > 0 || written <= places {
                    if written == places, places > 0 { put(UInt8(ascii: ".")) }
                    put(UInt8(ascii: "0") + UInt8(magnitude % 10))
                    magnitude /= 10
                    written += 1
                }
                if scaled < 0 { put(UInt8(ascii: "-")) }
            }
            return body(UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }
}
