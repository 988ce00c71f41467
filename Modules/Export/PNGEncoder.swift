import CPixelsShim

/// Pixels to a PNG file, by libpng: 8-bit RGB, and a text chunk "Software: playground" by
/// which a later run knows a file it may replace (``isPlaygroundPNG(_:)``). The same frame
/// always gives the same bytes, so two runs of the same script give identical files.
public enum PNGEncoder {
    /// The PNG file of `frame`.
    public static func encode(_ frame: PixelFrame) throws(ExportError) -> [UInt8] {
        final class Sink {
            var bytes: [UInt8] = []
        }
        let sink = Sink()
        sink.bytes.reserveCapacity(frame.width * frame.height / 2)
        var message = [CChar](repeating: 0, count: 512)
        let status = withExtendedLifetime(sink) {
            frame.bytes.withUnsafeBufferPointer { pixels in
                playground_png_write(
                    pixels.baseAddress, Int32(frame.width), Int32(frame.height),
                    { context, bytes, count in
                        guard let context, let bytes else { return 1 }
                        let sink = Unmanaged<Sink>.fromOpaque(context).takeUnretainedValue()
                        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
                        return 0
                    }, Unmanaged.passUnretained(sink).toOpaque(), &message, message.count)
            }
        }
        guard status == 0 else { throw ExportError(SVGRasterizer.text(message)) }
        return sink.bytes
    }

    /// The text chunk every PNG file playground writes holds, as its bytes appear in the file.
    static let marker = Array("tEXtSoftware\u{0}playground".utf8)

    /// Whether `head` (a file's first bytes) is a PNG file playground wrote: the PNG signature,
    /// and the marker among the chunks that come before the pixels.
    public static func isPlaygroundPNG(_ head: [UInt8]) -> Bool {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard head.starts(with: signature), head.count >= marker.count else { return false }
        for start in 0...(head.count - marker.count) where head[start..<start + marker.count].elementsEqual(marker) {
            return true
        }
        return false
    }
}
