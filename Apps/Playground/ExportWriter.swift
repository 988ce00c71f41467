import Export
import Files
import Foundation
import Models
import Rendering
import Scripting

#if canImport(Glibc)
import Glibc
#endif

/// `--gif`, `--video` and `--png`: the run's frames, taken at the same instants as `--record`'s
/// (every 1/`--fps` virtual seconds), drawn to pixels by librsvg on worker threads and
/// encoded by ffmpeg as the run goes (GIF, MP4, WebM), or written as numbered PNG files. The
/// files are opened before the run, through ``OutputFile``: a path that may not be written is
/// refused then, and each file appears whole at the end of the run or not at all.
final class ExportWriter {
    private let settings: ExportSettings
    private let fps: Double
    private let maximumFrames: Int
    private let duration: Double?
    /// The moving-picture files, opened; their encoders start at the first frame, when the
    /// pictures' size is known.
    private var pending: [(option: String, output: OutputFile, format: VideoFormat)] = []
    private var encoders: [(option: String, encoder: VideoEncoder)] = []
    private var pngWriter: FrameFolderWriter?
    private let ffmpeg: String?
    private var pool: FrameRasterPool?
    /// What each picture in flight is for, in the order given to the pool: nil for the moving
    /// pictures, a frame number for a PNG file.
    private var destinations: [Int?] = []
    private var firstDestination = 0
    private var movingSize: (width: Int, height: Int)?
    private var pngSize: (width: Int, height: Int)?
    private var failure: String?
    private var failureIsUsage = false
    private var movingFrames = 0
    private var pngFrames = 0
    private var cappedWatches: [(option: String, id: ScriptHost.FrameWatchID)] = []
    private let progress: ExportProgress

    init(settings: ExportSettings, fps: Double, maximumFrames: Int, duration: Double?, files: RunFiles)
        throws(ExportError)
    {
        self.settings = settings
        self.fps = fps
        self.maximumFrames = maximumFrames
        self.duration = duration
        if settings.needsEncoder {
            guard let found = VideoEncoder.locateFFmpeg() else {
                let options = settings.movingOutputs.map(\.option).joined(separator: " and ")
                throw ExportError(
                    "\(options) need\(settings.movingOutputs.count == 1 ? "s" : "") ffmpeg, which is not installed "
                        + "(or not on PATH): install it (on Debian: apt-get install ffmpeg), or use --png or --record")
            }
            ffmpeg = found
        } else {
            ffmpeg = nil
        }
        do throws(OutputFileError) {
            for (option, path, format) in settings.movingOutputs {
                let output = try OutputFile(
                    path: path, purpose: "the \(format.title)", option: option, files: files,
                    replacing: Self.replacing(format))
                pending.append((option, output, format))
            }
            if let directory = settings.pngDirectory {
                pngWriter = try FrameFolderWriter(.png, directory: directory, files: files)
            }
        } catch {
            for (_, output, _) in pending { output.discard() }
            throw ExportError(error.description)
        }
        // The folder is made (and the frames of an earlier run removed) before the run, so a
        // folder that cannot be written is refused before the script starts.
        if let pngWriter {
            pngWriter.prepare()
            if let failure = pngWriter.failure {
                for (_, output, _) in pending { output.discard() }
                throw ExportError(failure)
            }
        }
        let frames = duration.map { Int(min(($0 * fps).rounded(.down) + 1, Double(maximumFrames))) }
        progress = ExportProgress(expectedFrames: settings.needsEncoder ? frames : nil)
    }

    /// What a GIF, MP4 or WebM export may replace: a file of the same format.
    static func replacing(_ format: VideoFormat) -> OutputFile.Replacing {
        OutputFile.Replacing(expected: "a \(format.title) file") { format.accepts(head: $0) }
    }

    /// Starts taking frames.
    func attach(to host: ScriptHost) {
        if settings.needsEncoder,
            let id = host.watchFrames(every: 1 / fps, limit: maximumFrames, { [self] host, _ in addMoving(host) })
        {
            cappedWatches.append((settings.movingOutputs.map(\.option).joined(separator: " and "), id))
        }
        if pngWriter != nil {
            let step = settings.pngEvery ?? 1 / fps
            if let id = host.watchFrames(
                every: step, limit: maximumFrames, { [self] host, index in addPNG(host, index) })
            {
                cappedWatches.append(("--png", id))
            }
        }
    }

    /// The pool that draws the frames, made at the first frame, when the pictures' size is
    /// known: pictures in flight are bounded to 256 MiB (two per worker when they are small).
    private func rasterPool(for size: (width: Int, height: Int)) -> FrameRasterPool {
        if let pool { return pool }
        let workers = max(1, min(4, ProcessInfo.processInfo.activeProcessorCount))
        let frameBytes = max(1, size.width * size.height * 4)
        let capacity = max(1, min(workers * 2, (256 << 20) / frameBytes))
        let made = FrameRasterPool(
            workers: min(workers, capacity), capacity: capacity, background: Scene.backgroundPixel)
        pool = made
        return made
    }

    /// The most frames a GIF takes: ffmpeg holds every frame of a GIF until the end, to make
    /// its palette from the whole run, so they are bounded to 1 GiB of pixels.
    private var gifFrameLimit = Int.max
    private var gifLimitReached = false
    static let gifBytes = 1 << 30

    private func addMoving(_ host: ScriptHost) {
        guard failure == nil else { return }
        let (svg, timeLabel) = host.scene().layers()
        if movingSize == nil {
            guard let size = pixelSize(of: svg, even: settings.videoFile != nil) else { return }
            movingSize = size
            gifFrameLimit = max(1, Self.gifBytes / max(1, size.width * size.height * 4))
            startEncoders(size)
            guard failure == nil else { return }
        }
        guard let movingSize else { return }
        destinations.append(nil)
        lastMovingTime = host.clock.now
        rasterPool(for: movingSize).submit(
            svg, layer: timeLabel, width: movingSize.width, height: movingSize.height, deliver: deliver)
        progress.show(frames: movingFrames, time: host.clock.now)
    }

    /// The virtual time of the last moving frame taken.
    private var lastMovingTime: Double?

    private func addPNG(_ host: ScriptHost, _ index: Int) {
        guard failure == nil, pngWriter?.failure == nil else { return }
        let (svg, timeLabel) = host.scene().layers()
        if pngSize == nil {
            guard let size = pixelSize(of: svg, even: false) else { return }
            pngSize = size
        }
        guard let pngSize else { return }
        destinations.append(index)
        pngTaken += 1
        rasterPool(for: pngSize).submit(
            svg, layer: timeLabel, width: pngSize.width, height: pngSize.height, deliver: deliver)
        if !settings.needsEncoder { progress.show(frames: pngFrames, time: host.clock.now) }
    }

    /// PNG frames given to the pool.
    private var pngTaken = 0

    /// The end of the run, when no frame showed it: the last frame of a GIF or a video when
    /// the run ended between two frames (as `--record` ends with it), and the one PNG frame of
    /// a run that took none (a scene that never moved).
    private func addFinalFrames(_ host: ScriptHost) {
        if settings.needsEncoder, lastMovingTime.map({ $0 < host.clock.now }) ?? true { addMoving(host) }
        if pngWriter != nil, pngTaken == 0 { addPNG(host, 0) }
    }

    /// The pictures' size for a scene drawn as `svg`, or nil after recording the failure.
    private func pixelSize(of svg: String, even: Bool) -> (width: Int, height: Int)? {
        do {
            return try settings.size.pixels(natural: try SVGRasterizer.intrinsicSize(of: svg), even: even)
        } catch {
            fail(error.description, isUsage: error.isUsage)
            return nil
        }
    }

    private func startEncoders(_ size: (width: Int, height: Int)) {
        guard let ffmpeg else { return }
        for (option, output, format) in pending {
            do {
                let encoder = try VideoEncoder(
                    format: format, output: output, executable: ffmpeg, width: size.width, height: size.height, fps: fps
                )
                encoders.append((option, encoder))
            } catch {
                output.discard()
                fail("\(option): \(error.description)")
            }
        }
        pending = []
    }

    private func deliver(_ outcome: FrameRasterPool.Outcome) {
        let destination = destinations[firstDestination]
        firstDestination += 1
        if firstDestination > 256 {
            destinations.removeFirst(firstDestination)
            firstDestination = 0
        }
        switch outcome {
        case .failure(let error):
            fail(error.description)
        case .success(let frame):
            guard failure == nil else { return }
            if let index = destination {
                do {
                    pngWriter?.writeFrame(Data(try PNGEncoder.encode(frame)), index: index)
                    pngFrames += 1
                } catch {
                    fail("--png: \(error.description)")
                }
            } else {
                for (option, encoder) in encoders {
                    if encoder.format == .gif, encoder.frameCount >= gifFrameLimit {
                        gifLimitReached = true
                        continue
                    }
                    encoder.add(frame)
                    if let problem = encoder.failure { fail("\(option): \(problem)") }
                }
                movingFrames += 1
            }
        }
    }

    private func fail(_ message: String, isUsage: Bool = false) {
        guard failure == nil else { return }
        failure = message
        failureIsUsage = isUsage
    }

    /// Finishes every file: takes the end of the run when no frame showed it, waits for the
    /// pictures in flight, lets ffmpeg end, and puts the files in place only when every one
    /// was made; says what was written. Returns the first failure, if any, and whether it is
    /// the command line's (exit status 64).
    func finish(host: ScriptHost?) -> (message: String, isUsage: Bool)? {
        var standardError = StandardError()
        if let host {
            if duration == nil, case .endlessMotion(let time, let what)? = host.ending {
                let options = (settings.movingOutputs.map(\.option) + (settings.pngDirectory == nil ? [] : ["--png"]))
                    .joined(separator: ", ")
                fail(
                    "\(options): the run ended at t = \(NumberText.plain(time)) s with motion that never ends by itself "
                        + "(\(what.joined(separator: ", "))); give --duration to say how much of it to export",
                    isUsage: true)
            }
            if failure == nil { addFinalFrames(host) }
        }
        pool?.drain(deliver: deliver)
        pool?.close()
        pool = nil
        progress.clear()
        if let host {
            for (option, id) in cappedWatches where host.frameWatchIsExhausted(id) {
                print(
                    "playground: \(option) stopped at its limit of \(maximumFrames) frames (--max-frames); "
                        + "the run went on to t = \(NumberText.plain(host.clock.now)) s", to: &standardError)
            }
        }
        if gifLimitReached, failure == nil {
            print(
                "playground: --gif stopped at \(gifFrameLimit) frames, what ffmpeg can hold in memory while it makes "
                    + "the palette; the other outputs went on (a lower --fps or --size, or --video, takes it all)",
                to: &standardError)
        }
        if movingFrames == 0, failure == nil, !encoders.isEmpty || !pending.isEmpty {
            fail("\(settings.movingOutputs.map(\.option).joined(separator: " and ")): the run made no frame")
        }
        if let failure {
            abandon()
            pngWriter?.removeWritten()
            return (failure, failureIsUsage)
        }
        var sizes: [Int?] = []
        for (option, encoder) in encoders {
            do {
                sizes.append(try encoder.complete())
            } catch {
                abandon()
                pngWriter?.removeWritten()
                return ("\(option): \(error.description)", false)
            }
        }
        for ((option, encoder), bytes) in zip(encoders, sizes) {
            do {
                try encoder.commit()
            } catch {
                abandon()
                return ("\(option): \(error.description)", false)
            }
            let frames = encoder.frameCount
            print(
                "playground: wrote \(encoder.output.path) (\(encoder.format.title), \(frames) frame"
                    + "\(frames == 1 ? "" : "s"), \(encoder.width) × \(encoder.height) pixels, "
                    + "\(NumberText.plain(fps)) fps\(bytes.map { ", " + FileSize.text($0) } ?? ""))", to: &standardError
            )
        }
        encoders = []
        if let pngWriter {
            if let failure = pngWriter.failure { return (failure, false) }
            let size = pngSize.map { ", \($0.width) × \($0.height) pixels" } ?? ""
            print("playground: \(pngWriter.summary)\(size)", to: &standardError)
        }
        return nil
    }

    /// Leaves every moving-picture path as it was (the run could not start, or the export
    /// failed); ``finish(host:)`` also removes the PNG frames this run wrote.
    func abandon() {
        pool?.close()
        pool = nil
        for (_, encoder) in encoders { encoder.abandon() }
        encoders = []
        for (_, output, _) in pending { output.discard() }
        pending = []
        progress.clear()
    }
}
