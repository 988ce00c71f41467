/// Tiny image files for the header reader's tests, byte by byte: only what the reader looks at
/// is real (signature, IHDR, JPEG segments), so each fixture shows what it tests.
enum ImageBytes {
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func bigEndian(_ value: Int, bytes count: Int) -> [UInt8] {
        (0 ..< count).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    /// A PNG's signature and IHDR chunk (8-bit RGB), then an empty IEND chunk.
    static func png(width: Int, height: Int, chunk: String = "IHDR") -> [UInt8] {
        pngSignature + bigEndian(13, bytes: 4) + Array(chunk.utf8) + bigEndian(width, bytes: 4)
            + bigEndian(height, bytes: 4) + [8, 2, 0, 0, 0] + [0, 0, 0, 0]
            + [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
    }

    /// A segment: FF, the marker, and a length that counts itself and `body`.
    static func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
        [0xFF, marker] + bigEndian(body.count + 2, bytes: 2) + body
    }

    /// A frame header body: precision 8, height, width, one component.
    static func frame(width: Int, height: Int) -> [UInt8] {
        [8] + bigEndian(height, bytes: 2) + bigEndian(width, bytes: 2) + [1, 1, 0x11, 0]
    }

    /// A JPEG: SOI, a JFIF APP0 segment, a quantisation table, `sof` frame header, scan, EOI.
    static func jpeg(width: Int, height: Int, sof: UInt8 = 0xC0) -> [UInt8] {
        [0xFF, 0xD8]
            + segment(0xE0, Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0])
            + segment(0xDB, [0] + [UInt8](repeating: 1, count: 64))
            + segment(sof, frame(width: width, height: height))
            + segment(0xDA, [1, 1, 0, 0, 0x3F, 0]) + [0x12, 0x34] + [0xFF, 0xD9]
    }
}
