import CZlib
import Foundation

/// A decoded PNG, enough of the format to look at what rsvg-convert writes: 8-bit greyscale,
/// RGB, grey with alpha or RGBA, not interlaced.
struct PNGImage {
    let width: Int
    let height: Int
    /// RGBA, 4 bytes a pixel, row after row.
    let pixels: [UInt8]

    struct DecodingError: Error, CustomStringConvertible {
        let description: String
    }

    init(data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count > 8, Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw DecodingError(description: "not a PNG")
        }
        var offset = 8
        var header: [UInt8] = []
        var compressed: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let start = offset + 8
            guard start + length + 4 <= bytes.count else { throw DecodingError(description: "truncated \(type) chunk") }
            let body = bytes[start..<start + length]
            if type == "IHDR" { header = Array(body) }
            if type == "IDAT" { compressed += body }
            if type == "IEND" { break }
            offset = start + length + 4
        }
        guard header.count == 13 else { throw DecodingError(description: "no IHDR") }
        width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
        height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
        let depth = header[8]
        let colorType = header[9]
        let interlace = header[12]
        let channels: Int
        switch colorType {
        case 0: channels = 1
        case 2: channels = 3
        case 4: channels = 2
        case 6: channels = 4
        default: throw DecodingError(description: "colour type \(colorType) not supported")
        }
        guard depth == 8, interlace == 0 else {
            throw DecodingError(description: "bit depth \(depth) / interlace \(interlace) not supported")
        }
        let stride = width * channels
        var raw = [UInt8](repeating: 0, count: height * (stride + 1))
        var rawCount = uLongf(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { output in
            compressed.withUnsafeBufferPointer { input in
                uncompress(output.baseAddress, &rawCount, input.baseAddress, uLong(input.count))
            }
        }
        guard status == Z_OK, Int(rawCount) == raw.count else {
            throw DecodingError(description: "zlib status \(status), \(rawCount) of \(raw.count) bytes")
        }
        let decoded = try Self.unfilter(raw, height: height, stride: stride, bytesPerPixel: channels)
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for index in 0..<width * height {
            let source = index * channels
            switch channels {
            case 1, 2:
                rgba[index * 4] = decoded[source]
                rgba[index * 4 + 1] = decoded[source]
                rgba[index * 4 + 2] = decoded[source]
                if channels == 2 { rgba[index * 4 + 3] = decoded[source + 1] }
            default:
                for channel in 0..<channels { rgba[index * 4 + channel] = decoded[source + channel] }
            }
        }
        pixels = rgba
    }

    /// Undoes the per-row filters (none, sub, up, average, Paeth).
    static func unfilter(_ raw: [UInt8], height: Int, stride: Int, bytesPerPixel: Int) throws -> [UInt8] {
        var output = [UInt8](repeating: 0, count: height * stride)
        for row in 0..<height {
            let filter = raw[row * (stride + 1)]
            let input = row * (stride + 1) + 1
            let base = row * stride
            for column in 0..<stride {
                let x = Int(raw[input + column])
                let a = column >= bytesPerPixel ? Int(output[base + column - bytesPerPixel]) : 0
                let b = row > 0 ? Int(output[base - stride + column]) : 0
                let c = row > 0 && column >= bytesPerPixel ? Int(output[base - stride + column - bytesPerPixel]) : 0
                let value: Int
                switch filter {
                case 0: value = x
                case 1: value = x + a
                case 2: value = x + b
                case 3: value = x + (a + b) / 2
                case 4:
                    let p = a + b - c
                    let pa = abs(p - a)
                    let pb = abs(p - b)
                    let pc = abs(p - c)
                    value = x + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
                default: throw DecodingError(description: "filter \(filter)")
                }
                output[base + column] = UInt8(value & 0xFF)
            }
        }
        return output
    }

    /// The pixel at (x, y) as one RGBA word.
    func pixel(x: Int, y: Int) -> UInt32 {
        let index = (y * width + x) * 4
        return pixels[index..<index + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    }

    /// The number of distinct RGBA colours.
    var distinctColorCount: Int {
        var colors = Set<UInt32>()
        for y in 0..<height { for x in 0..<width { colors.insert(pixel(x: x, y: y)) } }
        return colors.count
    }

    /// The fraction of pixels that differ from the top left one (the background).
    var foregroundFraction: Double {
        guard width > 0, height > 0 else { return 0 }
        let background = pixel(x: 0, y: 0)
        var count = 0
        for y in 0..<height { for x in 0..<width where pixel(x: x, y: y) != background { count += 1 } }
        return Double(count) / Double(width * height)
    }

    /// A PNG file of `width` × `height` RGBA pixels (for test frames), filters none.
    static func encode(width: Int, height: Int, rgba: [UInt8]) -> Data {
        var raw: [UInt8] = []
        for row in 0..<height {
            raw.append(0)
            raw += rgba[row * width * 4..<(row + 1) * width * 4]
        }
        var compressedCount = compressBound(uLong(raw.count))
        var compressed = [UInt8](repeating: 0, count: Int(compressedCount))
        _ = compressed.withUnsafeMutableBufferPointer { output in
            raw.withUnsafeBufferPointer { input in
                compress(output.baseAddress, &compressedCount, input.baseAddress, uLong(input.count))
            }
        }
        compressed.removeSubrange(Int(compressedCount)...)
        func be(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            let crc = typed.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
            return be(body.count) + typed + be(Int(crc))
        }
        let header = be(width) + be(height) + [8, 6, 0, 0, 0]
        let file =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", compressed)
            + chunk("IEND", [])
        return Data(file)
    }
}
