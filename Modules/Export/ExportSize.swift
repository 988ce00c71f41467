/// How big an export's pictures are: the scene's own size times a scale (`--scale`, 1 by
/// default), a width (`--size 400`: the height follows the scene's proportions) or a box
/// (`--size 400x300`: the scene fitted inside, centred). Every frame has the size the first
/// one gives, so a scene that grows or shrinks during the run is fitted into it.
public enum ExportSize: Sendable, Equatable {
    case scale(Double)
    case width(Int)
    case box(width: Int, height: Int)

    /// The largest width or height, in pixels: 4096 (a 4K video's width is 3840). A frame of
    /// 4096 × 4096 pixels takes 64 MiB while it is drawn.
    public static let maximumSide = 4096
    /// The largest `--scale`.
    public static let maximumScale = 16.0

    /// Reads `--size`: "400" or "400x300" (also "400X300" and "400×300").
    public static func parse(size text: String) throws(ExportError) -> ExportSize {
        let parts = text.split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "X" || $0 == "×" }
        func side(_ part: Substring) throws(ExportError) -> Int {
            guard !part.isEmpty, part.allSatisfy({ $0.isASCII && $0.isNumber }), part.count <= 9, let value = Int(part)
            else {
                throw ExportError(
                    "--size takes a width in pixels (400) or a width and a height (400x300), not '\(text)'",
                    isUsage: true)
            }
            guard value >= 1, value <= maximumSide else {
                throw ExportError(
                    "--size: a side of \(value) pixels is out of range: each side is from 1 to \(maximumSide) pixels",
                    isUsage: true)
            }
            return value
        }
        switch parts.count {
        case 1: return .width(try side(parts[0]))
        case 2: return .box(width: try side(parts[0]), height: try side(parts[1]))
        default:
            throw ExportError(
                "--size takes a width in pixels (400) or a width and a height (400x300), not '\(text)'",
                isUsage: true)
        }
    }

    /// Checks `--scale`.
    public static func checked(scale: Double) throws(ExportError) -> ExportSize {
        guard scale.isFinite, scale > 0, scale <= maximumScale else {
            throw ExportError(
                "--scale must be a number above 0 and at most \(Int(maximumScale)) (1 is the scene's own size), not \(scale)",
                isUsage: true)
        }
        return .scale(scale)
    }

    /// The pixels of a scene whose own size is `natural` (width, height): at least 1 and at
    /// most ``maximumSide`` each way; even when `even` (the video codecs' chroma halves).
    public func pixels(natural: (width: Double, height: Double), even: Bool) throws(ExportError) -> (
        width: Int, height: Int
    ) {
        let width: Double
        let height: Double
        switch self {
        case .scale(let factor):
            (width, height) = (natural.width * factor, natural.height * factor)
        case .width(let pixels):
            (width, height) = (Double(pixels), Double(pixels) * natural.height / max(natural.width, 1))
        case .box(let boxWidth, let boxHeight):
            (width, height) = (Double(boxWidth), Double(boxHeight))
        }
        guard width.isFinite, height.isFinite,
            width.rounded() <= Double(Self.maximumSide), height.rounded() <= Double(Self.maximumSide)
        else {
            throw ExportError(
                "the pictures would be \(Self.text(width)) × \(Self.text(height)) pixels, more than \(Self.maximumSide) "
                    + "a side: give a smaller --scale or --size", isUsage: true)
        }
        var result = (width: max(1, Int(width.rounded())), height: max(1, Int(height.rounded())))
        if even {
            result.width = max(2, result.width - result.width % 2)
            result.height = max(2, result.height - result.height % 2)
        }
        return result
    }

    private static func text(_ value: Double) -> String {
        value.isFinite && value < 1e15 ? String(Int(value.rounded())) : "\(value)"
    }
}
