/// Tiny image files for the header reader's tests, byte by byte: only what the reader looks at
/// is real (signature, IHDR, JPEG segments), so each fixture shows what it tests. The image data
/// is zeros, as many as the size claimed needs to pass ``ImageHeader/checkData(_:)``: a PNG's
/// pixels deflated at the best ratio, one bit an 8 × 8 block of a JPEG.
enum ImageBytes {
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func bigEndian(_ value: Int, bytes count: Int) -> [UInt8] {
        (0..<count).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    /// A PNG's signature and IHDR chunk (8-bit RGB), an IDAT chunk of `dataBytes` zeros (by
    /// default as few as the size needs), then an empty IEND chunk.
    static func png(width: Int, height: Int, chunk: String = "IHDR", dataBytes: Int? = nil) -> [UInt8] {
        let needed = Int((Double(max(height, 0)) * (1 + 3 * Double(max(width, 0))) / 1032).rounded(.up))
        let data = dataBytes ?? needed
        return pngSignature + bigEndian(13, bytes: 4) + Array(chunk.utf8) + bigEndian(width, bytes: 4)
            + bigEndian(height, bytes: 4) + [8, 2, 0, 0, 0] + [0, 0, 0, 0]
            + bigEndian(data, bytes: 4) + Array("IDAT".utf8) + [UInt8](repeating: 0, count: data) + [0, 0, 0, 0]
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
            + segment(0xDA, [1, 1, 0, 0, 0x3F, 0])
            + [UInt8](repeating: 0x12, count: max(2, (((width + 7) / 8) * ((height + 7) / 8) + 7) / 8)) + [0xFF, 0xD9]
    }
}
