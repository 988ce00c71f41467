/// Where text is written as UTF-8 bytes: an array (an SVG attribute), or the buffer of a text
/// view's line. Numbers and captions the two show alike are written through it.
protocol UTF8Sink {
    /// Appends `bytes`, UTF-8 as they are.
    mutating func append(utf8 bytes: UnsafeBufferPointer<UInt8>)
    /// Appends one byte of UTF-8 (an ASCII character, or part of a character's bytes in order).
    mutating func append(byte: UInt8)
}

extension Array: UTF8Sink where Element == UInt8 {
    mutating func append(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        append(contentsOf: bytes)
    }

    mutating func append(byte: UInt8) {
        append(byte)
    }
}
