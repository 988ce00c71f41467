/// The image file formats a puzzle can be cut from: the two every SVG renderer and browser
/// shows from a data URI.
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
    case png
    case jpeg

    /// The media type of a data URI.
    public var mediaType: String {
        switch self {
        case .png: "image/png"
        case .jpeg: "image/jpeg"
        }
    }

    /// The name people call the format by: "PNG", "JPEG".
    public var displayName: String {
        rawValue.uppercased()
    }
}
