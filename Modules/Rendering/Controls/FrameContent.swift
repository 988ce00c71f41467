import Foundation

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

    /// The PNG file signature.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Classifies loaded bytes: a PNG by its signature and header (whose width and height are
    /// read from the IHDR chunk), else text if they are valid UTF-8, else binary.
    public init(data: Data) {
        let bytes = [UInt8](data.prefix(24))
        if bytes.count >= 24, Array(bytes[0 ..< 8]) == Self.pngSignature, bytes[12 ... 15] == [0x49, 0x48, 0x44, 0x52] {
            let width = bytes[16 ..< 20].reduce(0) { $0 << 8 | Int($1) }
            let height = bytes[20 ..< 24].reduce(0) { $0 << 8 | Int($1) }
            self = .png(data, width: width, height: height)
        } else if let text = String(data: data, encoding: .utf8) {
            self = .text(text)
        } else {
            self = .binary(byteCount: data.count)
        }
    }
}
