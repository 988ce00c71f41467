/// The moving pictures an export encodes with ffmpeg, and how.
public enum VideoFormat: String, Sendable, CaseIterable {
    /// An animated GIF: a palette made for the whole run (ffmpeg's palettegen), then every
    /// frame mapped to it with ordered dithering, changed rectangles only (paletteuse).
    case gif
    /// H.264 in MP4 (libx264, yuv420p, so every player and browser plays it).
    case mp4
    /// VP9 in WebM (libvpx-vp9), the browsers' open format.
    case webm

    /// The format `--video FILE` asks for by its extension, if one it knows.
    public init?(videoFile path: String) {
        guard !path.hasSuffix("/") else { return nil }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "mp4", "m4v": self = .mp4
        case "webm": self = .webm
        default: return nil
        }
    }

    /// What the user reads: "GIF", "MP4", "WebM".
    public var title: String {
        switch self {
        case .gif: "GIF"
        case .mp4: "MP4"
        case .webm: "WebM"
        }
    }

    /// Whether the codec needs even widths and heights (yuv420p halves the colour planes).
    public var needsEvenSize: Bool { self != .gif }

    /// The most frames a second it shows as asked: a GIF's frames last whole hundredths of a
    /// second, and browsers stretch any shorter than two to a tenth.
    public var maximumFPS: Double { self == .gif ? 50 : 1000 }

    /// Whether the first bytes of a file say it is a file of this format (what an export may
    /// replace): a GIF's signature; an ISO media file whose brand is one of MP4's (not a
    /// QuickTime movie, a HEIC or an AVIF picture); a Matroska file whose document type is
    /// `webm`.
    public func accepts(head: [UInt8]) -> Bool {
        switch self {
        case .gif:
            return head.starts(with: Array("GIF87a".utf8)) || head.starts(with: Array("GIF89a".utf8))
        case .mp4:
            guard head.count >= 12, head[4..<8].elementsEqual(Array("ftyp".utf8)) else { return false }
            let brand = String(decoding: head[8..<12], as: UTF8.self)
            return ["isom", "iso2", "iso4", "iso5", "iso6", "mp41", "mp42", "avc1", "M4V ", "dash"].contains(brand)
        case .webm:
            guard head.starts(with: [0x1A, 0x45, 0xDF, 0xA3]) else { return false }
            let docType: [UInt8] = [0x42, 0x82]
            let webm = Array("webm".utf8)
            for start in 0..<max(0, min(head.count, 64) - 6)
            where head[start..<start + 2].elementsEqual(docType) && head[start + 3..<start + 7].elementsEqual(webm) {
                return true
            }
            return false
        }
    }

    /// ffmpeg's arguments: raw `bgra` frames of `width` × `height` at `fps` on standard input,
    /// the file written to `output` (a path, or `pipe:1` when `seekable` is false).
    public func ffmpegArguments(width: Int, height: Int, fps: Double, output: String, seekable: Bool) -> [String] {
        var arguments = [
            "-hide_banner", "-loglevel", "error", "-nostats",
            "-f", "rawvideo", "-pix_fmt", "bgra", "-video_size", "\(width)x\(height)",
            "-framerate", Self.rate(fps), "-i", "pipe:0",
        ]
        switch self {
        case .gif:
            arguments += [
                "-filter_complex",
                "[0:v]split[frames][forPalette];[forPalette]palettegen=stats_mode=diff[palette];"
                    + "[frames][palette]paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle",
                "-loop", "0", "-f", "gif",
            ]
        case .mp4:
            arguments += [
                "-c:v", "libx264", "-preset", "medium", "-crf", "23", "-pix_fmt", "yuv420p",
                "-movflags", seekable ? "+faststart" : "frag_keyframe+empty_moov", "-f", "mp4",
            ]
        case .webm:
            arguments += [
                "-c:v", "libvpx-vp9", "-crf", "32", "-b:v", "0", "-row-mt", "1", "-deadline", "good", "-cpu-used", "4",
                "-pix_fmt", "yuv420p", "-f", "webm",
            ]
        }
        arguments += ["-y", output]
        return arguments
    }

    /// The frame rate as ffmpeg reads it: a whole number, or a fraction of microseconds.
    static func rate(_ fps: Double) -> String {
        if fps == fps.rounded() { return String(Int(fps)) }
        return "\(Int((fps * 1_000_000).rounded()))/1000000"
    }
}
