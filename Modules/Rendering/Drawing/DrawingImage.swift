import Geometry
import Models

/// A raster image drawn into ``frame``: the whole of it, or the part ``crop`` names.
public struct DrawingImage: Sendable, Equatable {
    /// The image's bytes as a data URI ("data:image/png;base64,…") and its size in pixels. A
    /// drawing that shows several parts of one image (a puzzle's tiles) names one source, which
    /// a renderer embeds once.
    public struct Source: Sendable, Equatable {
        public var dataURI: String
        public var pixelWidth: Int
        public var pixelHeight: Int

        public init(dataURI: String, pixelWidth: Int, pixelHeight: Int) {
            self.dataURI = dataURI
            self.pixelWidth = pixelWidth
            self.pixelHeight = pixelHeight
        }
    }

    /// How the image (or its part) fills the frame.
    public enum Fit: Sendable, Equatable {
        /// Stretched to the frame.
        case fill
        /// Scaled to fit inside the frame, centred, its proportions kept.
        case fit
    }

    public var source: Source
    public var frame: Rect
    /// The part of the image shown, in pixels; nil for the whole image.
    public var crop: PixelRect?
    public var fit: Fit

    public init(_ source: Source, in frame: Rect, crop: PixelRect? = nil, fit: Fit = .fill) {
        self.source = source
        self.frame = frame
        self.crop = crop
        self.fit = fit
    }
}
