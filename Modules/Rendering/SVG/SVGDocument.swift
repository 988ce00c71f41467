import Geometry

/// A standalone SVG 1.1 document: the XML declaration, the root element with its namespaces,
/// width, height and viewBox, a filled background (so a render is never transparent), and the
/// body.
public struct SVGDocument: Sendable, Hashable {
    /// The document's size in points.
    public var size: Size
    /// The background fill, `#rrggbb`.
    public var background: String
    /// The elements inside the root.
    public var body: String

    /// Creates a document.
    public init(size: Size, background: String, body: String) {
        self.size = size
        self.background = background
        self.body = body
    }

    /// The document's text, ending with a newline.
    public var text: String {
        let width = SVGNumber.format(max(size.width, 1))
        let height = SVGNumber.format(max(size.height, 1))
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" "#
                + #"width="\#(width)" height="\#(height)" viewBox="0 0 \#(width) \#(height)">"#,
            #"<rect x="0" y="0" width="\#(width)" height="\#(height)" fill="\#(background)"/>"#,
        ]
        if !body.isEmpty { lines.append(body) }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }
}
