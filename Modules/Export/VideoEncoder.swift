import Files
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// One moving-picture file of an export (``VideoFormat``): ffmpeg reads the frames as raw
/// pixels on its standard input and writes the file. A regular file is written by ffmpeg to
/// the ``OutputFile``'s temporary file and renamed into place once ffmpeg has ended well, so a
/// failed or stopped export leaves the path as it was; a device or a FIFO gets ffmpeg's output
/// directly (an MP4 there is fragmented, the form that needs no seeking back).
public final class VideoEncoder {
    public let format: VideoFormat
    public let output: OutputFile
    public let width: Int
    public let height: Int
    private let program: ExternalProgram
    /// The first failure; the frames after it are not sent.
    public private(set) var failure: String?
    public private(set) var frameCount = 0

    /// The path of ffmpeg on PATH, if it is installed.
    public static func locateFFmpeg() -> String? {
        ExecutablePath.search("ffmpeg")
    }

    /// Starts ffmpeg (`executable`) for frames of `width` × `height` at `fps`.
    public init(
        format: VideoFormat, output: OutputFile, executable: String, width: Int, height: Int, fps: Double
    ) throws(ExportError) {
        self.format = format
        self.output = output
        self.width = width
        self.height = height
        let target = output.temporaryPath
        let arguments = format.ffmpegArguments(
            width: width, height: height, fps: fps, output: target.map { "file:" + $0 } ?? "pipe:1",
            seekable: target != nil)
        program = try ExternalProgram(
            executable: executable, arguments: arguments, output: target == nil ? output.fileDescriptor : nil)
    }

    /// Sends one frame.
    public func add(_ frame: PixelFrame) {
        guard failure == nil else { return }
        guard frame.width == width, frame.height == height else {
            failure = "a frame of \(frame.width) × \(frame.height) pixels in a \(width) × \(height) export"
            return
        }
        let sent = frame.bytes.withUnsafeBytes { program.write($0) }
        if sent {
            frameCount += 1
        } else {
            failure = program.finish() ?? "ffmpeg stopped reading the frames"
        }
    }

    /// Lets ffmpeg finish the file (not yet in place: ``commit()`` puts it there, so that an
    /// export of several files puts none in place unless every one was made). Returns the
    /// file's size in bytes, nil when it is written in place (a device, a FIFO).
    public func complete() throws(ExportError) -> Int? {
        if let failure {
            abandon()
            throw ExportError(failure)
        }
        if let message = program.finish() {
            output.discard()
            throw ExportError(message)
        }
        guard let path = output.temporaryPath else { return nil }
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : 0
    }

    /// Puts the file ffmpeg made in place (after ``complete()``).
    public func commit() throws(ExportError) {
        do {
            try output.commit()
        } catch {
            throw ExportError(error.description)
        }
    }

    /// Stops ffmpeg and leaves the path as it was.
    public func abandon() {
        program.stop()
        output.discard()
    }
}
