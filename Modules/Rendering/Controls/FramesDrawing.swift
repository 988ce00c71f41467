import Foundation
import Geometry
import Models

/// A ``FrameAnimator`` at one instant: the current frame (text frames as monospaced lines,
/// PNG frames as the image itself), its name, its index in the sequence and whether the
/// animation is playing.
public struct FramesDrawing: ControlDrawing {
    /// The most text lines and columns of a text frame drawn.
    public static let maximumLines = 12
    public static let maximumColumns = 40
    /// The largest side an image frame is drawn at (larger images are scaled down to it).
    public static let maximumImageSide = 200.0
    /// The smallest side an image frame is drawn at (smaller images, icons, are scaled up).
    public static let minimumImageSide = 64.0

    public let animator: FrameAnimator
    public let time: Double
    /// The current frame's content; the caller loads it (the animator keeps only names).
    public let content: FrameContent
    /// The least size of the frame's area: the largest of the animator's frames (``area(of:)``),
    /// so that the box keeps its size from frame to frame; nil for the current frame's own.
    public let area: Size?

    /// The animator at `time`, showing `content` for its current frame in an area of at least
    /// `area`.
    public init(_ animator: FrameAnimator, at time: Double, content: FrameContent, area: Size? = nil) {
        self.animator = animator
        self.time = time
        self.content = content
        self.area = area
    }

    /// The width of the drawing at the least.
    static let minimumWidth = 220.0

    /// The area `content` takes: a text frame's lines and columns, an image scaled to between
    /// ``minimumImageSide`` and ``maximumImageSide``, a box 40 points high for anything else.
    public static func area(of content: FrameContent) -> Size {
        switch content {
        case .text(let text):
            let lines = textLines(of: text)
            let columns = lines.map(\.count).max() ?? 0
            return Size(
                width: max(minimumWidth, 16 + Double(columns) * 8.4), height: 12 + Double(max(lines.count, 1)) * 16)
        case .png(_, let pixelWidth, let pixelHeight):
            let scaled = imageSize(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
            return Size(width: max(minimumWidth, scaled.width + 8), height: scaled.height)
        case .binary, .unavailable:
            return Size(width: minimumWidth, height: 40)
        }
    }

    /// An image's size as drawn.
    static func imageSize(pixelWidth: Int, pixelHeight: Int) -> Size {
        let w = Double(max(pixelWidth, 1))
        let h = Double(max(pixelHeight, 1))
        let longest = max(w, h)
        let scale =
            longest > maximumImageSide
            ? maximumImageSide / longest : longest < minimumImageSide ? minimumImageSide / longest : 1
        return Size(width: w * scale, height: h * scale)
    }

    /// The index of the frame shown, 0-based.
    public var index: Int { animator.index(at: time) }

    /// The caption: "3/10 frame03.txt · playing".
    public var caption: String {
        let state =
            animator.isAnimating(at: time) ? (animator.isReversed ? "playing reversed" : "playing") : "stopped"
        return "\(index + 1)/\(animator.count) " + animator.frameName(at: time) + " · " + state
    }

    /// The lines of a text frame as drawn: at most ``maximumLines`` of ``maximumColumns``.
    static func textLines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { piece in
            var line = String(piece)
            // Most lines have neither: they are not searched twice.
            if line.utf8.contains(where: { $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\t") }) {
                line = line.replacingOccurrences(of: "\r", with: "").replacingOccurrences(of: "\t", with: "    ")
            }
            return SVGText.truncated(line, to: maximumColumns)
        }
        if lines.last == "" { lines.removeLast() }
        if lines.count > maximumLines { lines = Array(lines.prefix(maximumLines - 1)) + ["…"] }
        return lines
    }

    public func draw() -> Drawing {
        var drawing = Drawing()
        let own = Self.area(of: content)
        let box = Size(width: max(own.width, area?.width ?? 0), height: max(own.height, area?.height ?? 0))
        let width = box.width
        var y = 8.0
        switch content {
        case .text(let text):
            drawing.rect(x: 4, y: y, width: width - 8, height: box.height, radius: 3, fill: "#111111")
            for (row, line) in Self.textLines(of: text).enumerated() {
                drawing.text(
                    line, x: 10, y: y + 20 + Double(row) * 16, size: 14, fill: "#7CFC00", family: .monospace,
                    keepsSpaces: true)
            }
        case .png(let data, let pixelWidth, let pixelHeight):
            let size = Self.imageSize(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
            drawing.image(
                DrawingImage(
                    DrawingImage.Source(
                        dataURI: "data:image/png;base64," + data.base64EncodedString(), pixelWidth: pixelWidth,
                        pixelHeight: pixelHeight),
                    in: Rect(
                        x: (width - size.width) / 2, y: y + (box.height - size.height) / 2, width: size.width,
                        height: size.height), fit: .fit))
        case .binary(let count):
            let top = y + (box.height - 40) / 2
            drawing.rect(
                x: 4, y: top, width: width - 8, height: 40, radius: 3, fill: "#eeeeee", stroke: "#bbbbbb",
                strokeWidth: 1)
            drawing.text(
                "\(count) bytes (not text or PNG)", x: width / 2, y: top + 25, size: 12, anchor: .middle,
                fill: "#555555")
        case .unavailable(let reason):
            let top = y + (box.height - 40) / 2
            drawing.rect(
                x: 4, y: top, width: width - 8, height: 40, radius: 3, fill: "#fff0f0", stroke: "#d00000",
                strokeWidth: 1)
            drawing.text(
                SVGText.truncated(reason, to: 34), x: width / 2, y: top + 25, size: 11, anchor: .middle, fill: "#d00000"
            )
        }
        y += box.height
        drawing.text(SVGText.truncated(caption, to: Int(width / 7)), x: 6, y: y + 18, size: 12, fill: "#333333")
        // The position in the sequence, one tick per frame (at most 60 drawn).
        let count = max(animator.count, 1)
        let barWidth = width - 12
        drawing.rect(x: 6, y: y + 26, width: barWidth, height: 5, radius: 2, fill: "#dddddd")
        drawing.rect(
            x: 6 + barWidth * Double(index) / Double(count), y: y + 26, width: max(barWidth / Double(count), 3),
            height: 5, radius: 2, fill: "#2f6fdf")
        drawing.size = Size(width: width, height: y + 36)
        return drawing
    }
}

extension FramesDrawing {
    /// The caption, then the frame: up to four of a text frame's lines, or what stands for it.
    public func textLines() -> [String] {
        switch content {
        case .text(let text): [caption] + Self.textLines(of: text).prefix(4).map { "│ " + TextFormat.name($0) }
        case .png(_, let width, let height): [caption, "│ PNG \(width)×\(height)"]
        case .binary(let count): [caption, "│ \(count) bytes"]
        case .unavailable(let reason): [caption, "│ (" + TextFormat.name(reason) + ")"]
        }
    }
}
