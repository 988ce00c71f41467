/// A run's frames as one self-contained HTML page: the SVG frames, their virtual times, and a
/// player with play / pause, a scrubber, the virtual time shown, speed and loop. Nothing is
/// fetched from elsewhere, so the file can be mailed or opened offline.
///
/// Identical frames (a control at rest) are stored once, and so are large embedded images (a
/// puzzle's picture, a frame animator's PNG), which every frame would otherwise repeat: each
/// `"data:…"` attribute value longer than `assetThreshold` bytes is stored once as an asset and
/// the frames refer to it. Each distinct image after the first is stored as what changed since
/// the one before it (``RecordedImage``): the numbers that moved, or the lines between.
public struct HTMLRecording: Sendable {
    /// The page's title (the script's name, say).
    public var title: String
    /// The virtual time of each frame, in seconds, non-decreasing.
    public private(set) var times: [Double] = []
    /// For each frame, the index of its image in `images`.
    public private(set) var frames: [Int] = []
    /// The distinct SVG documents, in the order they first appeared, as stored.
    public private(set) var storedImages: [RecordedImage] = []
    private var imageIndex: [String: Int] = [:]
    /// The last image stored, read into text and numbers, for the next one to be compared with.
    private var lastImage: TokenizedImage?
    /// The distinct large data URIs the images refer to.
    public private(set) var assets: [String] = []
    private var assetIndex: [Substring: Int] = [:]

    /// Data URIs shorter than this stay inline.
    public static let assetThreshold = 512

    public init(title: String) {
        self.title = title
    }

    /// How many frames have been added.
    public var count: Int { frames.count }

    /// The bytes of SVG kept (each distinct image once).
    public private(set) var imageBytes = 0

    /// Adds the frame `svg` at virtual `time`. A time before the previous frame's is recorded
    /// as the previous frame's, so the player's timeline never runs backwards.
    public mutating func append(time: Double, svg: String) {
        let time = max(time.isFinite ? time : 0, times.last ?? 0)
        let svg = extractingAssets(from: svg)
        let image: Int
        if let known = imageIndex[svg] {
            image = known
        } else {
            image = storedImages.count
            let (stored, tokens) = RecordedImage.encoding(svg, after: lastImage)
            storedImages.append(stored)
            lastImage = tokens
            imageIndex[svg] = image
            imageBytes += svg.utf8.count
        }
        times.append(time)
        frames.append(image)
    }

    /// `svg` with every long `"data:…"` attribute value replaced by `"playground-asset:N"`, the
    /// index of its asset. Text content cannot look like that: SVG text escapes its quotes.
    private mutating func extractingAssets(from svg: String) -> String {
        guard svg.contains("\"data:") else { return svg }
        var result = ""
        var rest = Substring(svg)
        while let start = rest.range(of: "\"data:") {
            let valueStart = rest.index(after: start.lowerBound)
            guard let end = rest[valueStart...].firstIndex(of: "\"") else { break }
            let value = rest[valueStart..<end]
            result += rest[..<valueStart]
            if value.utf8.count < Self.assetThreshold {
                result += value
            } else {
                let asset: Int
                if let known = assetIndex[value] {
                    asset = known
                } else {
                    asset = assets.count
                    assets.append(String(value))
                    assetIndex[value] = asset
                }
                result += "playground-asset:\(asset)"
            }
            rest = rest[end...]
        }
        return result + rest
    }

    /// The distinct SVG documents, in the order they first appeared, rebuilt from their stored
    /// forms as the player rebuilds them.
    public var images: [String] {
        var previous: String?
        return storedImages.map { stored in
            let image = stored.decoded(after: previous)
            previous = image
            return image
        }
    }

    /// The page.
    public func html() -> String {
        HTMLPlayerPage(recording: self).render()
    }
}
