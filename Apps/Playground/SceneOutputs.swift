import Export
import Foundation
import Models
import Rendering
import Scripting

/// What `run` shows of the controls, as the options ask: SVG files, an HTML recording, the
/// live terminal view, and the exports (GIF, video, PNG frames). Attached to the host before the script runs; finished after it ends,
/// whatever the outcome, so a failing run still leaves its pictures.
final class SceneOutputs {
    private var svgWriter: FrameFolderWriter?
    private var exporter: ExportWriter?
    private var recorder: RecordingWriter?
    private var liveView: LiveTerminalView?
    private var tracer: TraceWriter?

    /// Opens every output the options name, through the run's `files` (``OutputFile``): a
    /// path that is an input of the run or another output's is refused here, before the run.
    init(
        options: SceneSettings, script: String, realtime: Bool, files: RunFiles, trace: String? = nil,
        duration: Double? = nil
    ) throws(SceneOutputs.OpenError) {
        self.options = options
        do {
            tracer = try trace.map { file throws(OutputFileError) in try TraceWriter(file: file, files: files) }
        } catch {
            throw OpenError(description: error.description)
        }
        do throws(OpenError) {
            do throws(OutputFileError) {
                if let file = options.recordFile {
                    recorder = try RecordingWriter(
                        file: file, title: (script as NSString).lastPathComponent, files: files)
                }
                if let directory = options.svgDirectory {
                    svgWriter = try FrameFolderWriter(.svg, directory: directory, files: files)
                }
            } catch {
                throw OpenError(description: error.description)
            }
            if options.export.isRequested {
                do throws(ExportError) {
                    exporter = try ExportWriter(
                        settings: options.export, fps: options.fps ?? 30, maximumFrames: options.maximumFrames,
                        duration: duration, files: files)
                } catch {
                    throw OpenError(description: error.description)
                }
            }
        } catch {
            abandon()
            throw error
        }
        if realtime, !options.noView {
            liveView = LiveTerminalView()
        }
    }

    private let options: SceneSettings

    /// Why an output could not be opened before the run.
    struct OpenError: Error, CustomStringConvertible {
        var description: String
    }
    /// The frame watchers `--max-frames` applies to, with the option each serves.
    private var cappedWatches: [(option: String, id: ScriptHost.FrameWatchID)] = []

    /// Starts watching the host's clock for frames.
    func attach(to host: ScriptHost) {
        let limit = options.maximumFrames
        if let svgWriter {
            svgWriter.prepare()
            if let step = options.svgEvery,
                let id = host.watchFrames(
                    every: step, limit: limit,
                    { host, index in svgWriter.writeFrame(Data(host.scene().svg().utf8), index: index) })
            {
                cappedWatches.append(("--svg-every", id))
            }
        }
        if let recorder,
            let id = host.watchFrames(every: options.frameStep, limit: limit, { host, _ in recorder.add(host.scene()) })
        {
            cappedWatches.append(("--record", id))
        }
        if let liveView {
            host.watchFrames(every: options.frameStep) { host, _ in liveView.show(host.scene().textLines()) }
        }
        if let tracer {
            host.onTrace = { event in tracer.add(event) }
        }
        exporter?.attach(to: host)
    }

    /// Whether the failure ``finish(host:)`` returned is the command line's (exit status 64):
    /// an export of a run that never ends without --duration, pictures too big.
    private(set) var failureIsUsage = false

    /// Draws the final state everywhere and gives the terminal back. Returns the first error
    /// writing a file, if any.
    func finish(host: ScriptHost?) -> String? {
        // The trace ends with the run: what a REPL after it (-i) does is not part of it.
        host?.onTrace = nil
        if let host {
            var standardError = StandardError()
            for (option, id) in cappedWatches where host.frameWatchIsExhausted(id) {
                print(
                    "playground: \(option) stopped at its limit of \(options.maximumFrames) frames (--max-frames); "
                        + "the run went on to t = \(NumberText.plain(host.clock.now)) s", to: &standardError)
            }
        }
        // The last frame, drawn only for an output that shows it: drawing runs the `draw` of
        // every control written in Lua, which may fail; a failure here fails the outputs.
        let failedBefore = host?.controlFailure != nil
        let scene = liveView != nil || svgWriter != nil || recorder != nil ? host?.scene() : nil
        if let liveView {
            // The text lines are made here (a control's `text` runs now).
            if let scene { liveView.show(scene.textLines()) }
            liveView.finish()
        }
        var failure: String? = failedBefore ? nil : host?.controlFailure.map(\.message)
        if let svgWriter, let scene {
            svgWriter.writeFinal(scene)
            failure = svgWriter.failure
            if failure == nil {
                var standardError = StandardError()
                print("playground: \(svgWriter.summary)", to: &standardError)
            }
        }
        if let recorder, let scene, let error = recorder.finish(with: scene), failure == nil {
            failure = error
        }
        if let exporter, let (message, isUsage) = exporter.finish(host: host), failure == nil {
            failure = message
            failureIsUsage = isUsage
        }
        exporter = nil
        if let tracer {
            if let error = tracer.finish() {
                if failure == nil { failure = error }
            } else {
                var standardError = StandardError()
                print("playground: \(tracer.summary)", to: &standardError)
            }
            self.tracer = nil
        }
        return failure
    }

    /// Gives the terminal back without drawing (the host could not be made).
    func abandon() {
        tracer?.abandon()
        recorder?.abandon()
        exporter?.abandon()
        liveView?.finish()
    }
}
