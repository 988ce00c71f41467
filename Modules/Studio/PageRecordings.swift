import Export
import Files
import Foundation
import Rendering
import Synchronization

/// The page's record button: the last seconds the pages showed (``ScreenHistory``) made into a
/// GIF or a WebM file (``DocumentMovie``: librsvg and ffmpeg, as `run --gif` and `--video`),
/// kept in a folder of the session's own under the system's temporary folder and served once
/// made at an address no other page can guess (`/recordings/<128 random bits>.gif`), so the
/// page that asked downloads it. The last ``keptCount`` are kept; the folder goes when the
/// session ends. One recording is made at a time.
public final class PageRecordings: Sendable {
    /// Frames a second of a recording: 25, whose 4-centisecond steps a GIF keeps exactly.
    public static let fps = 25.0
    /// How many recordings are kept to be downloaded again.
    public static let keptCount = 4
    /// The largest file served: 10 s of the largest pictures (960 pixels a side) is far less.
    public static let largestFile = 64 << 20
    /// What making one recording holds besides its documents, counted as the pages' memory
    /// while it is made: the pictures in flight and kept (``DocumentMovie``: at most eight
    /// being drawn and four kept, each at most 960 × 960 × 4 bytes) and librsvg's own.
    public static let workingBytes = 64 << 20
    /// How many downloads are served at once; each holds its file twice while it is sent.
    public static let concurrentDownloads = 2

    /// A recording ready to download.
    public struct Recording: Sendable, Hashable {
        /// Its address on the server, `/recordings/<name>`.
        public let path: String
        /// The name a download is saved under, `playground-<hhmmss>.gif`.
        public let fileName: String
        public let format: VideoFormat
        public let made: DocumentMovie.Made
        /// The file on disk.
        let file: String

        /// The MIME type it is served as.
        public var contentType: String {
            switch format {
            case .gif: "image/gif"
            case .mp4: "video/mp4"
            case .webm: "video/webm"
            }
        }
    }

    private struct State {
        var folder: String?
        var kept: [Recording] = []
        var busy = false
        var closed = false
    }

    private let state = Mutex(State())

    public init() {}

    /// Makes `documents` (frames 1/``fps`` s apart) into a `format` file; throws why it could
    /// not. Refused while another is being made.
    public func make(_ documents: [String], format: VideoFormat, at wallTime: Date = Date()) throws(ExportError)
        -> Recording
    {
        try begin()
        return try finish(documents, format: format, at: wallTime)
    }

    /// Claims the one recording made at a time (refused while another is being made, or once the
    /// session has ended), so that a page asking again and again is told at once, without a thread.
    public func begin() throws(ExportError) {
        try state.withLock { state throws(ExportError) in
            guard !state.closed else { throw ExportError("the session has ended") }
            guard !state.busy else { throw ExportError("a recording is being made already: wait for it") }
            if state.folder == nil { state.folder = try Self.makeFolder() }
            state.busy = true
        }
    }

    /// Makes the recording ``begin()`` claimed, and lets the next one be made. Stopped, and its
    /// file removed, when the session ends meanwhile; whatever ends it, the folder goes with the
    /// session.
    public func finish(_ documents: [String], format: VideoFormat, at wallTime: Date = Date()) throws(ExportError)
        -> Recording
    {
        defer {
            let (ended, folder) = state.withLock { state -> (Bool, String?) in
                state.busy = false
                return (state.closed, state.folder)
            }
            // The session ended while this was made: `close()` could not remove the folder then.
            if ended, let folder { rmdir(folder) }
        }
        guard let folder = state.withLock({ $0.closed ? nil : $0.folder }) else {
            throw ExportError("the session has ended")
        }
        guard let ffmpeg = VideoEncoder.locateFFmpeg() else {
            throw ExportError(
                "the record button needs ffmpeg, which is not installed (or not on PATH): install it "
                    + "(on Debian: apt-get install ffmpeg), or record with playground run --record, --gif or --video")
        }
        let name = Self.randomName() + "." + format.rawValue
        let file = folder + "/" + name
        let output: OutputFile
        do {
            output = try OutputFile(path: file, purpose: "the recording")
        } catch {
            throw ExportError(error.description)
        }
        let made = try DocumentMovie.write(
            documents, fps: Self.fps, format: format, to: output, ffmpeg: ffmpeg,
            background: Scene.backgroundPixel,
            isCancelled: { self.state.withLock { $0.closed } })
        let recording = Recording(
            path: "/recordings/" + name, fileName: "playground-" + Self.clockText(wallTime) + "." + format.rawValue,
            format: format, made: made, file: file)
        let kept = state.withLock { state -> Bool in
            guard !state.closed else {
                unlink(file)
                return false
            }
            state.kept.append(recording)
            // The oldest go, removed while the lock is held: `close()` finds only files that are there.
            while state.kept.count > Self.keptCount { unlink(state.kept.removeFirst().file) }
            return true
        }
        guard kept else { throw ExportError("the session has ended") }
        return recording
    }

    /// The recording served at `path`, while it is kept.
    public func recording(at path: String) -> Recording? {
        state.withLock { state in state.kept.first { $0.path == path } }
    }

    /// Removes every recording and the folder; later requests are refused. A recording being
    /// made is stopped (its ffmpeg ended, its file discarded), and waited for up to `seconds`;
    /// if it has not ended by then, it removes the folder itself when it does.
    public func close(waiting seconds: Double = 5) {
        state.withLock { state in
            state.closed = true
            for recording in state.kept { unlink(recording.file) }
            state.kept = []
        }
        let deadline = Date().addingTimeInterval(seconds)
        while state.withLock({ $0.busy }), Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        let folder = state.withLock { state -> String? in
            guard !state.busy else { return nil }
            defer { state.folder = nil }
            return state.folder
        }
        if let folder { rmdir(folder) }
    }

    /// A folder only this user may read, new for the session.
    private static func makeFolder() throws(ExportError) -> String {
        let template = FileManager.default.temporaryDirectory.path + "/playground-recordings-XXXXXX"
        var bytes = Array(template.utf8CString)
        let made = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
        }
        guard let made else {
            throw ExportError(
                "cannot make a folder for the recordings in \(FileManager.default.temporaryDirectory.path): "
                    + String(cString: strerror(errno)))
        }
        return made
    }

    /// 128 random bits as 32 hexadecimal digits.
    static func randomName() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let text = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - text.count) + text
        }.joined()
    }

    /// `yyyymmdd-hhmmss` of `date` in the machine's time zone, as the person's clock reads it.
    static func clockText(_ date: Date, in zone: TimeZone = .current) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String {
            let value = value ?? 0
            return value < 10 ? "0\(value)" : "\(value)"
        }
        return "\(parts.year ?? 0)" + two(parts.month) + two(parts.day) + "-" + two(parts.hour) + two(parts.minute)
            + two(parts.second)
    }
}
