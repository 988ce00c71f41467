import ArgumentParser
import Foundation
import Models

/// The options of `run` that let the user see the controls: SVG files, an HTML recording and
/// the live terminal view.
struct SceneOptions: ParsableArguments {
    @Option(
        name: .customLong("svg"),
        help: ArgumentHelp(
            "Write the scene as SVG into this folder at the end of the run (scene.svg); frames an earlier run left there are removed first.",
            valueName: "dir"))
    var svgDirectory: String?

    @Option(
        name: .customLong("svg-every"), parsing: .unconditional,
        help: ArgumentHelp(
            "With --svg, also write a numbered frame every so many virtual seconds (frame-00000.svg, …).",
            valueName: "seconds"))
    var svgEvery: Double?

    @Option(
        name: .customLong("record"),
        help: ArgumentHelp(
            "Write the run as one self-contained HTML player (play, pause, scrub, virtual time).",
            valueName: "file.html"))
    var recordFile: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Frames per virtual second of --record, --gif, --video, --png and the live view (default 30).",
            valueName: "count"))
    var fps: Double?

    @Flag(
        name: .customLong("no-view"), help: "With --realtime on a terminal, don't draw the live view of the controls.")
    var noView = false

    @Option(
        name: .customLong("max-frames"), parsing: .unconditional,
        help: ArgumentHelp(
            "The most frames --svg-every, --record, --gif, --video and --png each write (default 100000); a run that would write more is refused up front when --duration says so, and its frames stop at the limit otherwise.",
            valueName: "count"))
    var maximumFrames: Int?

    /// The most frames per second: more is slower than any screen and makes huge recordings.
    static let maximumFPS = 1000.0

    func validate() throws {
        if let maximumFrames, maximumFrames <= 0 {
            throw ValidationError("--max-frames must be a positive count, not \(maximumFrames)")
        }
        if let svgEvery {
            guard svgDirectory != nil else {
                throw ValidationError("--svg-every needs --svg DIR, the folder to write the frames into")
            }
            guard svgEvery.isFinite, svgEvery >= 1 / Self.maximumFPS else {
                throw ValidationError(
                    "--svg-every must be a number of seconds of at least 0.001 (1000 frames a second), not \(NumberText.plain(svgEvery))"
                )
            }
        }
        if let fps, !(fps.isFinite && fps > 0 && fps <= Self.maximumFPS) {
            throw ValidationError(
                "--fps must be a number of frames per second above 0 and at most \(Int(Self.maximumFPS)), not \(NumberText.plain(fps))"
            )
        }
        if let svgDirectory {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: svgDirectory, isDirectory: &isDirectory), !isDirectory.boolValue {
                throw ValidationError("--svg needs a folder, but '\(svgDirectory)' is a file")
            }
        }
        if recordFile == "" { throw ValidationError("--record needs a file name, not an empty one") }
        if svgDirectory == "" { throw ValidationError("--svg needs a folder, not an empty name") }
        if let recordFile {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: recordFile, isDirectory: &isDirectory), isDirectory.boolValue {
                throw ValidationError("--record needs a file name, but '\(recordFile)' is a folder")
            }
            // Not NSString's deletingLastPathComponent: on Linux it traps on a one-letter name
            // ("--record r" crashed with SIGILL; found by the command-line fuzzer).
            let folder = Playground.Run.directory(of: recordFile)
            if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) || !isDirectory.boolValue {
                throw ValidationError("--record: the folder '\(folder)' does not exist")
            }
        }
    }

    /// The options as plain values.
    var settings: SceneSettings {
        SceneSettings(
            svgDirectory: svgDirectory, svgEvery: svgEvery, recordFile: recordFile, fps: fps, noView: noView,
            maximumFrames: maximumFrames ?? SceneSettings.defaultMaximumFrames)
    }
}
