import ArgumentParser
import Export
import Files
import Foundation
import Models
import Scripting

extension Playground {
    /// `playground run SCRIPT [ARGS…]`: runs a Lua script on the virtual clock.
    struct Run: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run a Lua script on the virtual clock.",
            discussion: """
                The run ends when the script has finished, nothing remains scheduled and every \
                control is at rest (every spin, roll, flip, slide, transition, animation and \
                frame sequence that ends by itself has ended, and its callbacks have run); when \
                the script calls clock.stop(); or at --duration. Motion that never ends by itself \
                (an animation repeated forever, a wobble, frames playing until stopped) is \
                something the script asked for; when nothing else is left, no Lua can run any \
                more: without --realtime the run ends there (exit status 0) with a note on \
                standard error naming what was left (--duration watches it longer; -i then \
                enters the REPL), and with --realtime it goes on until --duration or Ctrl-C. A \
                clock.every never cancelled keeps the run going until --duration or clock.stop() \
                (said once on standard error without --realtime). Finite times never mean \
                forever: a rest later than the clock's limit (1e12 s) is met at the limit. \
                Virtual time runs as fast as the machine goes unless --realtime is given; the \
                output is the same either way. --verbose says how and when the run ended.

                To see the controls: --realtime on a terminal draws them live below the \
                script's output; --svg DIR writes the final scene (and, with --svg-every, \
                numbered frames) as SVG; --record FILE.html writes a self-contained player of \
                the whole run; --gif FILE, --video FILE.mp4|webm and --png DIR export it to share \
                (see docs/watching.md). Frames are instants of virtual time, so they are the same however \
                fast the machine is. --trace FILE.jsonl writes every event of the run (each roll, \
                crossing, flip, match, transition, callback, timer and undo) as one JSON object a \
                line, at its virtual time, for diffing two runs.

                As with lua: the script '-' is read from standard input; -e CHUNK and -l MODULE \
                run before the script, in the order given (with them, or -i, the script may be \
                left out); -i continues in the REPL after the run, with its globals and controls.

                Exit status: 0 on success; 1 when the script raises an error (the message and a \
                traceback go to standard error); 3 when a limit (--timeout, --memory, \
                --instructions) stops it; 130 when Ctrl-C interrupts it; 143 when SIGTERM ends it; \
                64 for a usage error. A stopped run still writes its --svg, --record and export \
                files (what the run reached), and says what it wrote.
                """
        )

        @Argument(help: "The Lua script to run ('-' reads it from standard input).")
        var script: String?

        @Argument(
            help: ArgumentHelp(
                "Arguments for the script, in its global 'arg' and in '...'. Put them after '--' when they start with a dash (everything after '--' is the script's).",
                valueName: "arguments"))
        var arguments: [String] = []

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("Stop the script after this many seconds of wall time.", valueName: "seconds"))
        var timeout: Double?

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp(
                "Stop the script after this many Lua instructions (counting slows Lua down). Time inside C functions, such as a string pattern that backtracks, is not counted: --timeout bounds it.",
                valueName: "count"))
        var instructions: Int?

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("End the run at this virtual time, in seconds.", valueName: "seconds"))
        var duration: Double?

        @Flag(help: "Pace virtual time to the wall clock, to watch the run.")
        var realtime = false

        @Flag(help: "Say on standard error how and when the run ended.")
        var verbose = false

        @Option(
            help: ArgumentHelp(
                "Write every event of the run (each roll, crossing, flip, match, transition, callback, timer and history change, at its virtual time) to this file, one JSON object a line.",
                valueName: "file.jsonl"))
        var trace: String?

        @OptionGroup var lua: ChunkOptions

        @Flag(
            name: .customShort("i"),
            help: "After the run, continue in the REPL with the script's globals and controls, as lua -i does.")
        var interactive = false

        @OptionGroup var session: SessionOptions

        @OptionGroup(title: "Seeing the controls") var scene: SceneOptions

        @OptionGroup(title: "Sharing the run") var export: ExportOptions

        func validate() throws {
            if let timeout, !(timeout.isFinite && timeout > 0) {
                throw ValidationError(
                    "--timeout must be a positive number of seconds, not \(NumberText.plain(timeout))")
            }
            if let instructions, instructions <= 0 {
                throw ValidationError("--instructions must be a positive count, not \(instructions)")
            }
            if let duration, !(duration.isFinite && duration >= 0) {
                throw ValidationError("--duration must be a number of seconds ≥ 0, not \(NumberText.plain(duration))")
            }
            if script == nil, lua.isEmpty, !interactive {
                throw ValidationError(
                    "name a script to run ('-' reads it from standard input), or give -e CHUNK, -l MODULE or -i")
            }
            var settings = scene.settings
            settings.export = export.settings
            if settings.export.gifFile != nil, let fps = scene.fps, fps > VideoFormat.gif.maximumFPS {
                throw ValidationError(
                    "--gif plays at most 50 frames a second (a GIF's frames last whole hundredths of a second, and "
                        + "browsers slow down shorter ones), not \(NumberText.plain(fps)): give --fps 50 or less")
            }
            try Run.checkFrameCount(settings, duration: duration)
            try Run.checkOutputs(settings, trace: trace, script: script)
        }

        /// Refuses up front a run whose `--duration` says it would write more frames than
        /// `--max-frames` allows (a denormal `--svg-every`, an hour-long `--record`).
        static func checkFrameCount(_ settings: SceneSettings, duration: Double?) throws {
            guard let duration else { return }
            var requests: [(String, Double)] = []
            if let step = settings.svgEvery { requests.append(("--svg-every \(NumberText.plain(step))", step)) }
            if settings.recordFile != nil {
                requests.append(
                    ("--record at \(NumberText.plain(settings.fps ?? 30)) frames a second", settings.frameStep))
            }
            for (option, _, _) in settings.export.movingOutputs {
                requests.append(
                    ("\(option) at \(NumberText.plain(settings.fps ?? 30)) frames a second", settings.frameStep))
            }
            if settings.export.pngDirectory != nil {
                let step = settings.export.pngEvery ?? settings.frameStep
                requests.append(("--png every \(NumberText.plain(step)) s", step))
            }
            for (what, step) in requests {
                let frames = (duration / step).rounded(.down) + 1
                if frames > Double(settings.maximumFrames) {
                    throw ValidationError(
                        "\(what) for --duration \(NumberText.plain(duration)) would write \(NumberText.plain(frames)) frames, more than the "
                            + "limit of \(settings.maximumFrames); raise --max-frames or take fewer frames a second")
                }
            }
        }

        /// Refuses, before the run, outputs that could replace what the run reads or each
        /// other: the paths go through the one output layer (``OutputFile/vet``) against the
        /// run's files as they are known before it starts (the script, standard input's file).
        /// The pictures' folder must also not be the script's folder, nor hold files named like
        /// the pictures that playground did not write.
        static func checkOutputs(_ settings: SceneSettings, trace: String?, script: String?) throws {
            let files = RunRequest.files(script: script)
            do {
                if let trace {
                    try OutputFile.vet(
                        path: trace, purpose: "the trace", option: "--trace", files: files,
                        replacing: TraceWriter.replacing)
                }
                if let record = settings.recordFile {
                    try OutputFile.vet(
                        path: record, purpose: "the recording", option: "--record", files: files,
                        replacing: RecordingWriter.replacing)
                }
                for (option, path, format) in settings.export.movingOutputs {
                    try OutputFile.vet(
                        path: path, purpose: "the \(format.title)", option: option, files: files,
                        replacing: ExportWriter.replacing(format))
                }
                if let folder = settings.svgDirectory {
                    try files.claimOutputFolder(folder, option: "--svg")
                }
                if let folder = settings.export.pngDirectory {
                    try files.claimOutputFolder(folder, option: "--png")
                }
            } catch {
                throw ValidationError(error.description)
            }
            let folders: [(FrameFolderWriter.Kind, String?)] = [
                (.svg, settings.svgDirectory), (.png, settings.export.pngDirectory),
            ]
            for case (let kind, let folder?) in folders {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), !isDirectory.boolValue {
                    throw ValidationError("\(kind.option) needs a folder, but '\(folder)' is a file")
                }
                if let script, LosslessFile.resolved(folder) == LosslessFile.resolved(directory(of: script)) {
                    throw ValidationError(
                        "\(kind.option) '\(folder)' is the script's folder, where its modules and frames are read from; "
                            + "name a folder of its own for the pictures")
                }
                let foreign = kind.foreignOutputs(in: folder)
                if let first = foreign.first {
                    let more = foreign.count > 1 ? " (and \(foreign.count - 1) more)" : ""
                    throw ValidationError(
                        "\(kind.option) '\(folder)' holds '\(first)'\(more), named like the run's pictures but not written by "
                            + "playground; remove it, or name another folder for the pictures")
                }
            }
        }

        func run() throws {
            try request.execute()
        }

        /// The parsed options as plain values.
        var request: RunRequest {
            RunRequest(
                script: script, arguments: arguments,
                steps: lua.steps,
                interactive: interactive, timeout: timeout, instructions: instructions,
                duration: duration, realtime: realtime, memory: session.memory, origin: session.origin,
                seed: session.seed, allowIO: session.allowIO, verbose: verbose, trace: trace, scene: sceneSettings)
        }

        /// What to show and export, as plain values.
        var sceneSettings: SceneSettings {
            var settings = scene.settings
            settings.export = export.settings
            return settings
        }

        /// The folder of `script` as the user named it (relative stays relative, so messages
        /// name modules the way the user would), "." for a bare file name.
        static func directory(of script: String) -> String {
            guard let slash = script.lastIndex(of: "/") else { return "." }
            return slash == script.startIndex ? "/" : String(script[..<slash])
        }
    }
}
