/// How the book cuts the puzzle image (`splitIntoSubimagesWithRows:columns:`): rows × columns
/// sub-rectangles of an image given in logical points and a scale factor, in pixels.
///
/// The pixel size is the point size × scale, rounded to whole pixels. When it does not divide
/// evenly, tile edges fall at ⌊i × size / count⌋, so widths differ by at most one pixel and the
/// tiles cover the image exactly, with no gaps and no overlaps.
public enum TileGeometry {
    /// The tiles' rectangles in pixels, row-major (index = row × columns + column).
    ///
    /// - Throws: ``PuzzleError/sizeOutOfRange(rows:columns:)`` for a board outside 2...8, and
    ///   ``PuzzleError/invalidImageSize(width:height:scale:)`` when the size or scale is not finite
    ///   and positive or leaves a tile less than one pixel.
    public static func tileRects(
        rows: Int, columns: Int, width: Double, height: Double, scale: Double = PuzzleImage.defaultScale
    ) throws(PuzzleError) -> [PixelRect] {
        guard SlidingPuzzle.sideRange.contains(rows), SlidingPuzzle.sideRange.contains(columns) else {
            throw .sizeOutOfRange(rows: rows, columns: columns)
        }
        let pixelWidth = width * scale
        let pixelHeight = height * scale
        guard width.isFinite, height.isFinite, scale.isFinite, scale > 0,
            pixelWidth.isFinite, pixelHeight.isFinite,
            pixelWidth.rounded() >= Double(columns), pixelHeight.rounded() >= Double(rows),
            pixelWidth < 1e9, pixelHeight < 1e9
        else {
            throw .invalidImageSize(width: width, height: height, scale: scale)
        }
        let totalWidth = Int(pixelWidth.rounded())
        let totalHeight = Int(pixelHeight.rounded())
        var rects: [PixelRect] = []
        rects.reserveCapacity(rows * columns)
        for row in 0..<rows {
            let top = row * totalHeight / rows
            let bottom = (row + 1) * totalHeight / rows
            for column in 0..<columns {
                let left = column * totalWidth / columns
                let right = (column + 1) * totalWidth / columns
                rects.append(PixelRect(x: left, y: top, width: right - left, height: bottom - top))
            }
        }
        return rects
    }
}
