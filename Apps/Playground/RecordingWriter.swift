import Foundation
import Rendering
import Scripting

/// `--record FILE.html`: collects the run's frames and writes the HTML player at the end. A
/// long recording reports its progress on standard error every `progressEvery` frames.
final class RecordingWriter {
    let file: String
    private var recording: HTMLRecording
    private let progressEvery: Int
    private var standardError = StandardError()

    init(file: String, title: String, progressEvery: Int = 500) {
        self.file = file
        self.recording = HTMLRecording(title: title)
        self.progressEvery = progressEvery
    }

    var frameCount: Int { recording.count }

    func add(_ scene: Scene) {
        recording.append(time: scene.time, svg: scene.svg())
        if recording.count % progressEvery == 0 {
            print("playground: recording… \(recording.count) frames, t = \(Self.seconds(scene.time)) s", to: &standardError)
        }
    }

    /// Adds the scene at the end of the run when it is later than the last frame, then writes
    /// the file. Returns an error message, or nil when written.
    func finish(with scene: Scene) -> String? {
        if recording.count == 0 || scene.time > (recording.times.last ?? 0) {
            recording.append(time: scene.time, svg: scene.svg())
        }
        let page = recording.html()
        do {
            try Data(page.utf8).write(to: URL(fileURLWithPath: file))
        } catch {
            return "cannot write the recording '\(file)': \(SVGFrameWriter.reason(error))"
        }
        print("playground: recorded \(recording.count) frame\(recording.count == 1 ? "" : "s") "
              + "(t = 0 … \(Self.seconds(recording.times.last ?? 0)) s) to \(file) "
              + "(\(FileSize.text(page.utf8.count)))", to: &standardError)
        return nil
    }

    static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }
}
