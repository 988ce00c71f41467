import Geometry

/// Where a scene's boxes go: left to right in rows no wider than ``maximumWidth`` (wider boxes
/// get a row of their own), each row as tall as its tallest box.
public struct SceneLayout: Sendable, Hashable {
    /// The widest a row grows before the next box starts a new one.
    public static let maximumWidth = 1000.0
    /// The space between boxes and round the edges.
    public static let spacing = 12.0
    /// The height of the header with the scene time.
    public static let headerHeight = 34.0
    /// The height of a box's title bar.
    public static let titleHeight = 22.0
    /// The padding round a drawing inside its box.
    public static let padding = 8.0

    /// The boxes' frames, in item order.
    public let frames: [Rect]
    /// The whole scene's size.
    public let size: Size

    /// The size of the box round a drawing of `content` size.
    public static func boxSize(for content: Size) -> Size {
        Size(width: max(content.width + 2 * padding, 140), height: content.height + 2 * padding + titleHeight)
    }

    /// Lays out boxes of the given sizes.
    public init(boxSizes: [Size]) {
        let spacing = Self.spacing
        var frames: [Rect] = []
        var x = spacing
        var y = Self.headerHeight
        var rowHeight = 0.0
        var widest = 0.0
        for size in boxSizes {
            if x > spacing, x + size.width > Self.maximumWidth {
                x = spacing
                y += rowHeight + spacing
                rowHeight = 0
            }
            frames.append(Rect(x: x, y: y, width: size.width, height: size.height))
            x += size.width + spacing
            widest = max(widest, x)
            rowHeight = max(rowHeight, size.height)
        }
        self.frames = frames
        size = Size(width: max(widest, 320), height: y + rowHeight + spacing)
    }
}
