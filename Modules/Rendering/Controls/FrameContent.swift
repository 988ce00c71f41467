import Foundation
import Models

/// What a frame of a ``Models/FrameAnimator`` holds, as far as drawing it goes. Frames are
/// loaded by name from files; the animator keeps only names.
public enum FrameContent: Sendable, Hashable {
    /// A text frame (UTF-8), drawn as monospaced lines.
    case text(String)
    /// A PNG image, embedded in the SVG as a data URI, with its size in pixels.
    case png(Data, width: Int, height: Int)
    /// Bytes that are neither text nor PNG: only their count is shown.
    case binary(byteCount: Int)
    /// The frame could not be loaded; the reason is shown.
    case unavailable(String)

    /// Classifies loaded bytes: a PNG by its header (the size comes from its IHDR chunk), else
    /// text if they are valid UTF-8, else binary.
    public init(data: Data) {
        // A PNG's size is in its first 24 bytes; reading no more keeps a large frame uncopied.
        if let header = try? ImageHeader(reading: data.prefix(24)), header.format == .png {
            self = .png(data, width: header.width, height: header.height)
        } else if let text = String(data: data, encoding: .utf8) {
            self = .text(text)
        } else {
            self = .binary(byteCount: data.count)
        }
    }
}
