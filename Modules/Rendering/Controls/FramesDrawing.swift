import Foundation
import Geometry
import Models

/// A ``FrameAnimator`` at one instant: the current frame (text frames as monospaced lines,
/// PNG frames as the image itself), its name, its index in the sequence and whether the
/// animation is playing.
public struct FramesDrawing: ControlDrawing, SVGDrawing {
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

    /// The animator at `time`, showing `content` for its current frame.
    public init(_ animator: FrameAnimator, at time: Double, content: FrameContent) {
        self.animator = animator
        self.time = time
        self.content = content
    }

    /// The index of the frame shown, 0-based.
    public var index: Int { animator.index(at: time) }

    /// The caption: "3/10 frame03.txt · playing".
    public var caption: String {
        Self.caption(of: textShown)
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

    public func svg(idPrefix: String) -> SVGFragment {
        fragment(idPrefix: idPrefix)
    }

    func draw(into svg: inout SVGBuilder, idPrefix: String) -> Size {
        var width = 220.0
        var y = 8.0
        switch content {
        case .text(let text):
            let lines = Self.textLines(of: text)
            let columns = lines.map(\.count).max() ?? 0
            width = max(width, 16 + Double(columns) * 8.4)
            let height = 12 + Double(max(lines.count, 1)) * 16
            svg.rect(x: 4, y: y, width: width - 8, height: height, radius: 3, fill: "#111111")
            for (row, line) in lines.enumerated() {
                svg.text(
                    line, x: 10, y: y + 20 + Double(row) * 16, size: 14, fill: "#7CFC00",
                    family: SVGFont.monospace, extra: [.text("xml:space", "preserve")])
            }
            y += height
        case .png(let data, let pixelWidth, let pixelHeight):
            let w = Double(max(pixelWidth, 1))
            let h = Double(max(pixelHeight, 1))
            let longest = max(w, h)
            let scale =
                longest > Self.maximumImageSide
                ? Self.maximumImageSide / longest
                : longest < Self.minimumImageSide ? Self.minimumImageSide / longest : 1
            width = max(width, w * scale + 8)
            svg.element(
                "image",
                [
                    .number("x", (width - w * scale) / 2), .number("y", y), .number("width", w * scale),
                    .number("height", h * scale), .text("preserveAspectRatio", "xMidYMid meet"),
                    .text("xlink:href", "data:image/png;base64," + data.base64EncodedString()),
                ])
            y += h * scale
        case .binary(let count):
            svg.rect(
                x: 4, y: y, width: width - 8, height: 40, radius: 3, fill: "#eeeeee", stroke: "#bbbbbb", strokeWidth: 1)
            svg.text(
                "\(count) bytes (not text or PNG)", x: width / 2, y: y + 25, size: 12, anchor: "middle", fill: "#555555"
            )
            y += 40
        case .unavailable(let reason):
            svg.rect(
                x: 4, y: y, width: width - 8, height: 40, radius: 3, fill: "#fff0f0", stroke: "#d00000", strokeWidth: 1)
            svg.text(
                SVGText.truncated(reason, to: 34), x: width / 2, y: y + 25, size: 11, anchor: "middle", fill: "#d00000")
            y += 40
        }
        svg.text(SVGText.truncated(caption, to: Int(width / 7)), x: 6, y: y + 18, size: 12, fill: "#333333")
        // The position in the sequence, one tick per frame (at most 60 drawn).
        let count = max(animator.count, 1)
        let barWidth = width - 12
        svg.rect(x: 6, y: y + 26, width: barWidth, height: 5, radius: 2, fill: "#dddddd")
        svg.rect(
            x: 6 + barWidth * Double(index) / Double(count), y: y + 26, width: max(barWidth / Double(count), 3),
            height: 5, radius: 2, fill: "#2f6fdf")
        return Size(width: width, height: y + 36)
    }
}

extension FramesDrawing: ShownTextDrawing {
    /// What the text view shows of a frame sequence: the caption's number, name and state, and
    /// the frame's text or what stands for it.
    struct TextShown: Equatable, Sendable {
        var number: Int
        var count: Int
        var name: String
        var isPlaying: Bool
        var isReversed: Bool
        var body: Body

        enum Body: Equatable, Sendable {
            case text(String)
            case png(width: Int, height: Int)
            case binary(byteCount: Int)
            case unavailable(String)
        }
    }

    var textShown: TextShown {
        let body: TextShown.Body =
            switch content {
            case .text(let text): .text(text)
            case .png(_, let width, let height): .png(width: width, height: height)
            case .binary(let count): .binary(byteCount: count)
            case .unavailable(let reason): .unavailable(reason)
            }
        return TextShown(
            number: index + 1, count: animator.count, name: animator.frameName(at: time),
            isPlaying: animator.isAnimating(at: time), isReversed: animator.isReversed, body: body)
    }

    /// The caption of `shown`, "3/10 frame03.txt · playing", as the SVG shows it.
    static func caption(of shown: TextShown) -> String {
        var bytes: [UInt8] = []
        writeCaption(of: shown, name: shown.name, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the caption of `shown` with the frame's name as `name` (escaped for a terminal,
    /// or as it is), in the SVG and the text view alike.
    static func writeCaption(of shown: TextShown, name: String, into bytes: inout some UTF8Sink) {
        ShownNumber(integer: Int64(shown.number)).write(into: &bytes)
        bytes.append(byte: UInt8(ascii: "/"))
        ShownNumber(integer: Int64(shown.count)).write(into: &bytes)
        bytes.append(byte: UInt8(ascii: " "))
        var name = name
        name.withUTF8 { bytes.append(utf8: $0) }
        let state: StaticString =
            shown.isPlaying ? (shown.isReversed ? " · playing reversed" : " · playing") : " · stopped"
        state.withUTF8Buffer { bytes.append(utf8: $0) }
    }

    static func writeLines(of shown: TextShown, over kept: TextShown?, into writer: inout TextLineWriter) {
        // The SVG's caption, with the frame's name escaped as the finish escapes.
        let name = writer.finish.escapes ? TerminalText.escaped(shown.name) : shown.name
        writer.begin()
        writer.append { writeCaption(of: shown, name: name, into: &$0) }
        writer.end(asLine: 0)
        if let kept, kept.body == shown.body { return }
        writer.keepLines(1)
        switch shown.body {
        case .text(let text):
            for line in textLines(of: text).prefix(4) {
                writer.begin()
                writer.append("│ ")
                writer.append(named: line)
                writer.end(asLine: writer.lines.count)
            }
        case .png(let width, let height):
            writer.begin()
            writer.append("│ PNG ")
            writer.append(width)
            writer.append("×")
            writer.append(height)
            writer.end(asLine: 1)
        case .binary(let count):
            writer.begin()
            writer.append("│ ")
            writer.append(count)
            writer.append(" bytes")
            writer.end(asLine: 1)
        case .unavailable(let reason):
            writer.begin()
            writer.append("│ (")
            writer.append(named: reason)
            writer.append(")")
            writer.end(asLine: 1)
        }
    }
}
