/// One picture of an export: `width` × `height` pixels, 4 bytes each in cairo's ARGB32 layout
/// (blue, green, red, alpha in memory; the alpha 255, every picture being painted on its
/// opaque background first), rows top to bottom. ffmpeg reads it as `bgra`, the form its GIF
/// palette filters take as they are (`bgr0` had to be converted first, a tenth of ffmpeg's time).
public struct PixelFrame: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public var bytes: [UInt8]

    /// A frame of the given size, every byte zero.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        bytes = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// The red, green and blue of the pixel at column `x`, row `y` (0 at the top left).
    public func color(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        let offset = (y * width + x) * 4
        return (bytes[offset + 2], bytes[offset + 1], bytes[offset])
    }
}
