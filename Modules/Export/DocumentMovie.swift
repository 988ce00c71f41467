import Files
import Foundation

/// A list of SVG documents, one per frame at a constant frame rate, made into one GIF, MP4 or
/// WebM file: what a page's record button asks for (the frames it showed, kept by the server).
/// The frames are drawn by librsvg on worker threads (``FrameRasterPool``: a document repeated
/// is drawn once) and encoded by ffmpeg (``VideoEncoder``), as a run's export is; the pictures
/// have the size of the largest document, scaled down to at most ``longestSide``, each document
/// fitted inside and centred.
public enum DocumentMovie {
    /// The longest side of the pictures, in pixels: a page's scene is shown at its own size, and
    /// a recording for a chat or an issue need not be larger than this.
    public static let longestSide = 960.0

    /// What was made.
    public struct Made: Sendable, Hashable {
        public let frames: Int
        public let width: Int
        public let height: Int
        /// The file's size in bytes.
        public let bytes: Int

        public init(frames: Int, width: Int, height: Int, bytes: Int) {
            self.frames = frames
            self.width = width
            self.height = height
            self.bytes = bytes
        }
    }

    /// Writes `documents` at `fps` as a `format` file to `output` (put in place only when
    /// made), with the ffmpeg at `ffmpeg`, on `background`; stops, leaving no file, as soon as
    /// `isCancelled` says so (asked between frames).
    public static func write(
        _ documents: [String], fps: Double, format: VideoFormat, to output: OutputFile, ffmpeg: String,
        background: UInt32, isCancelled: () -> Bool = { false }
    ) throws(ExportError) -> Made {
        guard !documents.isEmpty else {
            output.discard()
            throw ExportError("there are no frames to make a \(format.title) of")
        }
        let size: (width: Int, height: Int)
        do {
            size = try pixelSize(of: documents, even: format.needsEvenSize)
        } catch {
            output.discard()
            throw error
        }
        let encoder: VideoEncoder
        do {
            encoder = try VideoEncoder(
                format: format, output: output, executable: ffmpeg, width: size.width, height: size.height, fps: fps)
        } catch {
            output.discard()
            throw error
        }
        let workers = max(1, min(4, ProcessInfo.processInfo.activeProcessorCount))
        let pool = FrameRasterPool(workers: workers, capacity: workers * 2, background: background)
        var failure: ExportError?
        let deliver = { (outcome: FrameRasterPool.Outcome) in
            guard failure == nil else { return }
            switch outcome {
            case .success(let frame): encoder.add(frame)
            case .failure(let error): failure = error
            }
        }
        for document in documents {
            if isCancelled() {
                failure = ExportError("stopped")
                break
            }
            pool.submit(document, width: size.width, height: size.height, deliver: deliver)
            if failure != nil || encoder.failure != nil { break }
        }
        pool.drain(deliver: deliver)
        pool.close()
        if let failure {
            encoder.abandon()
            throw failure
        }
        let bytes = try encoder.complete()
        try encoder.commit()
        return Made(frames: encoder.frameCount, width: size.width, height: size.height, bytes: bytes ?? 0)
    }

    /// The pictures' size: the largest document's width and height, scaled down to
    /// ``longestSide``; even each way when `even`.
    static func pixelSize(of documents: [String], even: Bool) throws(ExportError) -> (width: Int, height: Int) {
        var width = 1.0
        var height = 1.0
        var measured: String?
        for document in documents where document != measured {
            let natural = try SVGRasterizer.intrinsicSize(of: document)
            width = max(width, natural.width)
            height = max(height, natural.height)
            measured = document
        }
        let scale = min(1, longestSide / max(width, height))
        return try ExportSize.scale(scale).pixels(natural: (width, height), even: even)
    }
}
