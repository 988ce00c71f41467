import ArgumentParser
import Export
import Foundation
import Models

/// The options of `run` that turn a run into something to share: an animated GIF, a video,
/// numbered PNG frames. Checked here as far as can be known before the run (exit status 64).
struct ExportOptions: ParsableArguments {
    @Option(
        name: .customLong("gif"),
        help: ArgumentHelp(
            "Write the run as an animated GIF (at --fps, at most 50), drawn by librsvg and encoded by ffmpeg.",
            valueName: "file.gif"))
    var gifFile: String?

    @Option(
        name: .customLong("video"),
        help: ArgumentHelp(
            "Write the run as a video: H.264 in .mp4, or VP9 in .webm (by the file's extension), encoded by ffmpeg.",
            valueName: "file.mp4|file.webm"))
    var videoFile: String?

    @Option(
        name: .customLong("png"),
        help: ArgumentHelp(
            "Write numbered PNG frames (frame-00000.png, …) into this folder; earlier frames playground wrote there are replaced.",
            valueName: "dir"))
    var pngDirectory: String?

    @Option(
        name: .customLong("png-every"), parsing: .unconditional,
        help: ArgumentHelp(
            "With --png, a frame every so many virtual seconds (default: every frame of --fps).", valueName: "seconds"))
    var pngEvery: Double?

    @Option(
        name: .customLong("size"),
        help: ArgumentHelp(
            "The pictures' size in pixels: a width (400; the height follows the scene) or a box (400x300; the scene fitted inside). At most 4096 a side.",
            valueName: "width[xheight]"))
    var size: String?

    @Option(
        name: .customLong("scale"), parsing: .unconditional,
        help: ArgumentHelp(
            "The pictures' size as a multiple of the scene's own (default 1; 2 for sharp pictures on a high-density screen).",
            valueName: "factor"))
    var scale: Double?

    /// Whether any export is asked for.
    var isRequested: Bool { gifFile != nil || videoFile != nil || pngDirectory != nil }

    func validate() throws {
        for (option, value) in [("--gif", gifFile), ("--video", videoFile), ("--png", pngDirectory)] where value == "" {
            throw ValidationError("\(option) needs a \(option == "--png" ? "folder" : "file") name, not an empty one")
        }
        for (option, value) in [("--gif", gifFile), ("--video", videoFile)] {
            guard let value else { continue }
            let folder = Playground.Run.directory(of: value)
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) || !isDirectory.boolValue {
                throw ValidationError("\(option): the folder '\(folder)' does not exist")
            }
        }
        if let videoFile, VideoFormat(videoFile: videoFile) == nil {
            throw ValidationError(
                "--video needs a file name ending in .mp4 or .webm (the extension says which), not '\(videoFile)'")
        }
        if let pngEvery {
            guard pngDirectory != nil else {
                throw ValidationError("--png-every needs --png DIR, the folder to write the frames into")
            }
            guard pngEvery.isFinite, pngEvery >= 1 / SceneOptions.maximumFPS else {
                throw ValidationError(
                    "--png-every must be a number of seconds of at least 0.001 (1000 frames a second), not \(NumberText.plain(pngEvery))"
                )
            }
        }
        if size != nil, scale != nil {
            throw ValidationError(
                "give --size or --scale, not both: --size sets the pixels, --scale multiplies the scene's size")
        }
        if size != nil || scale != nil, !isRequested {
            throw ValidationError("--size and --scale are for --gif, --video and --png: name one of them")
        }
        do {
            _ = try sizeRequest()
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// What `--size` or `--scale` asks for.
    func sizeRequest() throws(ExportError) -> ExportSize {
        if let size { return try ExportSize.parse(size: size) }
        return try ExportSize.checked(scale: scale ?? 1)
    }

    /// The options as plain values (after ``validate()``).
    var settings: ExportSettings {
        ExportSettings(
            gifFile: gifFile, videoFile: videoFile, pngDirectory: pngDirectory, pngEvery: pngEvery,
            size: (try? sizeRequest()) ?? .scale(1))
    }
}

/// What `run` was asked to export, as plain values (see ``ExportOptions``).
struct ExportSettings {
    var gifFile: String?
    var videoFile: String?
    var pngDirectory: String?
    var pngEvery: Double?
    var size: ExportSize = .scale(1)

    var isRequested: Bool { gifFile != nil || videoFile != nil || pngDirectory != nil }
    /// Whether ffmpeg is needed.
    var needsEncoder: Bool { gifFile != nil || videoFile != nil }

    /// The moving-picture files asked for, with the option that named each.
    var movingOutputs: [(option: String, path: String, format: VideoFormat)] {
        var outputs: [(String, String, VideoFormat)] = []
        if let gifFile { outputs.append(("--gif", gifFile, .gif)) }
        if let videoFile, let format = VideoFormat(videoFile: videoFile) {
            outputs.append(("--video", videoFile, format))
        }
        return outputs
    }
}
