import Geometry

/// A piece of SVG drawn in its own coordinates, from (0, 0) to ``size``: what each control's
/// drawing returns and what a ``Scene`` places in its boxes.
///
/// ``body`` is a sequence of SVG 1.1 elements (no `<svg>` root) using only the ids it declares
/// with the given ``idPrefix``, so several fragments can share one document.
public struct SVGFragment: Sendable, Hashable {
    /// The area the fragment draws in, in points (SVG user units).
    public var size: Size
    /// The elements, one per line.
    public var body: String

    /// Creates a fragment.
    public init(size: Size, body: String) {
        self.size = size
        self.body = body
    }

    /// A complete standalone SVG 1.1 document showing the fragment on a white background.
    public func document() -> String {
        SVGDocument(size: size, background: "#ffffff", body: body).text
    }
}
