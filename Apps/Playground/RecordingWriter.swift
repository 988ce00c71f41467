import Foundation
import Models
import Rendering
import Scripting

/// `--record FILE.html`: collects the run's frames and writes the HTML player at the end. A
/// long recording reports its progress on standard error every `progressEvery` frames. The
/// file is opened through ``OutputFile`` before the run, so a path it may not write is refused
/// then, and appears whole at the end or not at all.
final class RecordingWriter {
    let file: String
    private let output: OutputFile
    private var recording: HTMLRecording
    private let progressEvery: Int
    private var standardError = StandardError()

    /// What a recording may replace: an earlier one, whose head names playground as its generator.
    static let replacing = OutputFile.Replacing.earlier(
        "a playground recording", containing: #"<meta name="generator" content="playground">"#)

    init(file: String, title: String, files: RunFiles, progressEvery: Int = 500) throws(OutputFileError) {
        self.file = file
        output = try OutputFile(
            path: file, purpose: "the recording", option: "--record", files: files, replacing: Self.replacing)
        self.recording = HTMLRecording(title: title)
        self.progressEvery = progressEvery
    }

    var frameCount: Int { recording.count }

    func add(_ scene: Scene) {
        recording.append(time: scene.time, svg: scene.svg())
        if recording.count % progressEvery == 0 {
            print(
                "playground: recording… \(recording.count) frames, t = \(Self.seconds(scene.time)) s",
                to: &standardError)
        }
    }

    /// Adds the scene at the end of the run when it is later than the last frame, then writes
    /// the file. Returns an error message, or nil when written.
    func finish(with scene: Scene) -> String? {
        if recording.count == 0 || scene.time > (recording.times.last ?? 0) {
            recording.append(time: scene.time, svg: scene.svg())
        }
        let page = recording.html()
        do throws(OutputFileError) {
            try output.write(page)
            try output.commit()
        } catch {
            output.discard()
            return error.description
        }
        print(
            "playground: recorded \(recording.count) frame\(recording.count == 1 ? "" : "s") "
                + "(t = 0 … \(Self.seconds(recording.times.last ?? 0)) s) to \(file) "
                + "(\(FileSize.text(page.utf8.count)))", to: &standardError)
        return nil
    }

    /// Leaves the file as it was (the run could not start).
    func abandon() {
        output.discard()
    }

    static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }
}
