import Foundation

/// The picture a sliding puzzle is cut from (the book's `splitIntoSubimagesWithRows:columns:`):
/// a PNG or JPEG file's bytes as read, its pixel size from the file's header, and the scale
/// factor that turns the image's logical points into pixels.
///
/// The bytes are kept as they are, not decoded: a drawing embeds them once per puzzle and
/// shows each tile's slice of them.
public struct PuzzleImage: Sendable, Hashable {
    /// The largest file a puzzle takes: every drawing of the puzzle (every frame of a
    /// recording) embeds the whole file.
    public static let maximumByteCount = 1 << 20
    /// The scale factors accepted (UIKit screens use 1, 2 and 3).
    public static let scaleRange = 0.25...16.0

    /// The name the image was given by (a file name relative to the script's folder).
    public let name: String
    /// The file's bytes.
    public let data: Data
    /// Format and size in pixels.
    public let header: ImageHeader
    /// Pixels per logical point.
    public let scale: Double
    /// The scale of an image given none: one pixel per point.
    public static let defaultScale = 1.0

    /// An image from a file's bytes.
    ///
    /// - Throws: ``PuzzleImageError`` for a file that is too large, is not a PNG or JPEG or
    ///   gives no size, and for a scale outside ``scaleRange``.
    public init(name: String, data: Data, scale: Double = PuzzleImage.defaultScale) throws(PuzzleImageError) {
        try Self.checkScale(scale)
        guard data.count <= Self.maximumByteCount else { throw .tooLarge(name: name, byteCount: data.count) }
        do {
            header = try ImageHeader(reading: data)
            try header.checkData(data)
        } catch {
            throw .unreadableHeader(name: name, error)
        }
        self.name = name
        self.data = data
        self.scale = scale
    }

    private init(_ image: PuzzleImage, scale: Double) {
        name = image.name
        data = image.data
        header = image.header
        self.scale = scale
    }

    /// The same image at another scale factor.
    ///
    /// - Throws: ``PuzzleImageError/invalidScale(_:)`` outside ``scaleRange``.
    public func scaled(_ scale: Double) throws(PuzzleImageError) -> PuzzleImage {
        try Self.checkScale(scale)
        return PuzzleImage(self, scale: scale)
    }

    private static func checkScale(_ scale: Double) throws(PuzzleImageError) {
        guard scaleRange.contains(scale) else { throw .invalidScale(scale) }
    }

    public var pixelWidth: Int { header.width }
    public var pixelHeight: Int { header.height }
    /// The width in logical points: pixels ÷ scale.
    public var pointWidth: Double { Double(header.width) / scale }
    /// The height in logical points: pixels ÷ scale.
    public var pointHeight: Double { Double(header.height) / scale }

    /// Checks that every tile of a rows × columns board gets at least one pixel each way.
    ///
    /// - Throws: ``PuzzleImageError/tooSmall(width:height:rows:columns:)`` when it does not.
    public func checkFits(rows: Int, columns: Int) throws(PuzzleImageError) {
        guard pixelWidth >= columns, pixelHeight >= rows else {
            throw .tooSmall(width: pixelWidth, height: pixelHeight, rows: rows, columns: columns)
        }
    }

    /// The tiles' slices of the image in pixels, row-major, as ``TileGeometry`` cuts them:
    /// tile n's picture is slice n − 1.
    ///
    /// - Throws: ``PuzzleError`` for a board outside 2...8 or one the image is too small for.
    public func tileRects(rows: Int, columns: Int) throws(PuzzleError) -> [PixelRect] {
        try TileGeometry.tileRects(
            rows: rows, columns: columns, width: Double(pixelWidth), height: Double(pixelHeight), scale: 1)
    }

    /// The file as a data URI, for an SVG `<image>`.
    public var dataURI: String {
        "data:\(header.format.mediaType);base64,\(data.base64EncodedString())"
    }
}
