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
        }
    }
}
