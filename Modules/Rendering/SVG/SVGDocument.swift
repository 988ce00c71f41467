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
        var text = Self.head(size: size, background: background)
        if !body.isEmpty {
            text += body
            text += "\n"
        }
        text += Self.tail
        return text
    }

    /// Everything before the body: the declaration, the root element and the background, each
    /// line ending with a line feed. A scene writes its body after it piece by piece.
    static func head(size: Size, background: String?) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(320)
        func write(_ text: StaticString) { text.withUTF8Buffer { bytes.append(contentsOf: $0) } }
        func writeSize() {
            write("width=\"")
            SVGNumber.write(max(size.width, 1), into: &bytes)
            write("\" height=\"")
            SVGNumber.write(max(size.height, 1), into: &bytes)
            write("\"")
        }
        write(#"<?xml version="1.0" encoding="UTF-8"?>"#)
        write("\n")
        write(#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" "#)
        writeSize()
        write(" viewBox=\"0 0 ")
        SVGNumber.write(max(size.width, 1), into: &bytes)
        write(" ")
        SVGNumber.write(max(size.height, 1), into: &bytes)
        write("\">\n")
        // Without a background (a layer drawn over another), the document is transparent.
        if let background {
            write("<rect x=\"0\" y=\"0\" ")
            writeSize()
            write(" fill=\"")
            bytes.append(contentsOf: background.utf8)
            write("\"/>\n")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What closes the document after the body's line.
    static let tail = "</svg>\n"
}
