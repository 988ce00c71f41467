/// An image file's format and size in pixels, read from its header alone: the IHDR chunk of a
/// PNG, the frame header (SOF marker) of a JPEG. Nothing is decoded, so no image library is
/// needed; a drawing embeds the file as it is.
public struct ImageHeader: Sendable, Hashable {
    public let format: ImageFormat
    /// The width in pixels, at least 1.
    public let width: Int
    /// The height in pixels, at least 1.
    public let height: Int

    public init(format: ImageFormat, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }

    /// The PNG file signature.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Reads the header of a PNG or JPEG file.
    ///
    /// - Throws: ``ImageHeaderError`` for bytes of another format, a file that ends before its
    ///   size, a JPEG without a frame header and a size of zero.
    public init<Bytes: Collection<UInt8>>(reading bytes: Bytes) throws(ImageHeaderError) {
        let bytes = Array(bytes)
        let size: (format: ImageFormat, width: Int, height: Int)
        if bytes.starts(with: Self.pngSignature) {
            size = try Self.pngSize(bytes)
        } else if bytes.starts(with: [0xFF, 0xD8]) {
            size = try Self.jpegSize(bytes)
        } else {
            throw .unknownFormat
        }
        guard size.width > 0, size.height > 0 else { throw .emptyImage(width: size.width, height: size.height) }
        self.init(format: size.format, width: size.width, height: size.height)
    }

    /// The big-endian unsigned number in `bytes[offset ..< offset + count]`.
    private static func bigEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
        bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }

    /// A PNG starts with its signature and then the IHDR chunk: length (13), "IHDR", width and
    /// height as 4-byte big-endian numbers.
    private static func pngSize(_ bytes: [UInt8]) throws(ImageHeaderError) -> (ImageFormat, Int, Int) {
        guard bytes.count >= 24 else { throw .truncated(.png) }
        guard bytes[12..<16].elementsEqual("IHDR".utf8) else { throw .missingSizeHeader(.png) }
        return (.png, bigEndian(bytes, at: 16, count: 4), bigEndian(bytes, at: 20, count: 4))
    }

    /// A JPEG is a chain of segments, each `FF`, a marker byte and (for most markers) a 2-byte
    /// length that counts itself. The size is in the first frame header: SOF0…SOF15 (`C0`…`CF`)
    /// except DHT (`C4`), JPG (`C8`) and DAC (`CC`), as precision (1 byte), height, width (2
    /// bytes each). Image data (SOS) or the end (EOI) before one means there is no size.
    private static func jpegSize(_ bytes: [UInt8]) throws(ImageHeaderError) -> (ImageFormat, Int, Int) {
        var offset = 2
        while true {
            guard offset < bytes.count else { throw .truncated(.jpeg) }
            guard bytes[offset] == 0xFF else { throw .missingSizeHeader(.jpeg) }
            // Any number of 0xFF fill bytes may precede a marker.
            while offset < bytes.count, bytes[offset] == 0xFF { offset += 1 }
            guard offset < bytes.count else { throw .truncated(.jpeg) }
            let marker = bytes[offset]
            offset += 1
            switch marker {
            case 0x01, 0xD0...0xD8:
                continue  // Markers without a length: TEM, RSTn, a repeated SOI.
            case 0xD9, 0xDA:
                throw .missingSizeHeader(.jpeg)
            default:
                break
            }
            guard offset + 2 <= bytes.count else { throw .truncated(.jpeg) }
            let length = bigEndian(bytes, at: offset, count: 2)
            guard length >= 2 else { throw .missingSizeHeader(.jpeg) }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard length >= 7, offset + 7 <= bytes.count else { throw .truncated(.jpeg) }
                return (.jpeg, bigEndian(bytes, at: offset + 5, count: 2), bigEndian(bytes, at: offset + 3, count: 2))
            }
            offset += length
        }
    }
}
