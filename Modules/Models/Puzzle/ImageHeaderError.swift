/// Why ``ImageHeader`` could not tell an image's format or size from its bytes.
public enum ImageHeaderError: Error, Sendable, Hashable {
    /// The bytes start with neither the PNG signature nor a JPEG start-of-image marker.
    case unknownFormat
    /// The file ends, or a length field points, before the header that holds the size.
    case truncated(ImageFormat)
    /// A JPEG whose markers reach the image data (or the end marker) without a frame header
    /// (SOF), so it has no size; or a PNG whose first chunk is not IHDR.
    case missingSizeHeader(ImageFormat)
    /// The header gives a width or height of zero.
    case emptyImage(width: Int, height: Int)
}
