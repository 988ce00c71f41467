import CPixelsShim

/// SVG documents to pixels, by Debian's librsvg on a cairo surface (see docs/watching.md for
/// why librsvg): the rasteriser the project's tests already check every SVG with, so an export
/// shows what those tests see. Documents are independent: several threads may render at once.
public enum SVGRasterizer {
    /// The size `svg` asks for (its root's width and height), in pixels.
    public static func intrinsicSize(of svg: String) throws(ExportError) -> (width: Double, height: Double) {
        var width = 0.0
        var height = 0.0
        var message = [CChar](repeating: 0, count: 512)
        let status = svg.utf8CString.withUnsafeBufferPointer { text in
            playground_svg_size(text.baseAddress, text.count - 1, &width, &height, &message, message.count)
        }
        guard status == 0 else { throw ExportError(Self.text(message)) }
        return (width, height)
    }

    /// `svg` drawn into `width` × `height` pixels filled with `background` (0xRRGGBB) first,
    /// scaled to fit, centred, its proportions kept.
    public static func render(_ svg: String, width: Int, height: Int, background: UInt32) throws(ExportError)
        -> PixelFrame
    {
        var frame = PixelFrame(width: width, height: height)
        var message = [CChar](repeating: 0, count: 512)
        let status = svg.utf8CString.withUnsafeBufferPointer { text in
            frame.bytes.withUnsafeMutableBufferPointer { pixels in
                playground_svg_render(
                    text.baseAddress, text.count - 1, Int32(width), Int32(height), background, pixels.baseAddress,
                    &message, message.count)
            }
        }
        guard status == 0 else { throw ExportError(Self.text(message)) }
        return frame
    }

    /// `svg` drawn over `frame` as it is, scaled and centred as ``render(_:width:height:background:)``
    /// does: what the document leaves transparent keeps the frame's pixels.
    public static func draw(_ svg: String, over frame: inout PixelFrame) throws(ExportError) {
        var message = [CChar](repeating: 0, count: 512)
        let (width, height) = (frame.width, frame.height)
        let status = svg.utf8CString.withUnsafeBufferPointer { text in
            frame.bytes.withUnsafeMutableBufferPointer { pixels in
                playground_svg_render_over(
                    text.baseAddress, text.count - 1, Int32(width), Int32(height), pixels.baseAddress, &message,
                    message.count)
            }
        }
        guard status == 0 else { throw ExportError(Self.text(message)) }
    }

    static func text(_ message: [CChar]) -> String {
        let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
