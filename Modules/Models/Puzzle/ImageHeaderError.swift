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
    /// What follows the header cannot be the image it claims (``ImageHeader/checkData(_:)``):
    /// the reason, in words.
    case inconsistentData(ImageFormat, String)
}

/// Each description completes "the file is …".
extension ImageHeaderError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .unknownFormat:
            "not a PNG or JPEG file"
        case .truncated(let format):
            "a truncated \(format.displayName) file (it ends before its size is given)"
        case .missingSizeHeader(.png):
            "a damaged PNG file (its first chunk is not IHDR)"
        case .missingSizeHeader(.jpeg):
            "a damaged JPEG file (no frame header gives its size)"
        case .emptyImage(let width, let height):
            "empty (\(width)×\(height) pixels)"
        case .inconsistentData(let format, let reason):
            "a damaged \(format.displayName) file (\(reason))"
        }
    }
}
