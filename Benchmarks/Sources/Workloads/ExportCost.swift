import Foundation

/// The exports of the 12 s wheel demo (`Scripts/wheel.lua`) at 30 frames a second and 400 px:
/// the GIF's and the MP4's sizes against issue 40's budgets (1.5 MB and 500 KB), and the time
/// each export takes against ffmpeg encoding the same frames from PNG files already on disk
/// (written first by `--png`, the same pixels), with the same settings; many runs interleaved,
/// medians compared (target ≤ 2×). The export also runs the script and draws every frame from
/// SVG; the baseline only decodes PNG files.
public struct ExportCost {
    public static let gifSizeName = "Export: wheel GIF size"
    public static let videoSizeName = "Export: wheel MP4 size"
    public static let videoTimeName = "Export: wheel MP4 time"
    public static let gifTimeName = "Export: wheel GIF time"
    public static let gifBudget = 1.5 * 1024 * 1024
    public static let videoBudget = 500.0 * 1024
    public var playground: String
    public var ffmpeg: String
    public var rounds = 5

    public init(playground: String, ffmpeg: String = "ffmpeg") {
        self.playground = playground
        self.ffmpeg = ffmpeg
    }

    private var script: String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scripts/wheel.lua").path
    }

    private func folder() throws -> URL {
        URL(fileURLWithPath: try temporaryScript(named: "unused.lua", "")).deletingLastPathComponent()
    }

    public func size(gif: Bool) throws -> Comparison {
        let playground = try resolveProgram(self.playground)
        let file = try folder().appendingPathComponent(gif ? "wheel.gif" : "wheel.mp4").path
        try? FileManager.default.removeItem(atPath: file)
        _ = try secondsToRun(playground, ["run", script, gif ? "--gif" : "--video", file, "--size", "400"])
        let bytes = Double(try fileSize(file))
        let budget = gif ? ExportCost.gifBudget : ExportCost.videoBudget
        return Comparison(
            name: gif ? ExportCost.gifSizeName : ExportCost.videoSizeName,
            subjectLabel: "run Scripts/wheel.lua \(gif ? "--gif" : "--video") --size 400",
            baselineLabel: gif ? "the 1.5 MB budget" : "the 500 KB budget",
            subject: bytes / 1024, baseline: budget / 1024, unit: "KB",
            ratio: bytes / budget, target: .atMost(1),
            notes: ["361 frames of 400 × 400 pixels at 30 fps"])
    }

    public func time(gif: Bool) throws -> Comparison {
        let playground = try resolveProgram(self.playground)
        let ffmpeg = try resolveProgram(self.ffmpeg)
        let folder = try folder()
        let frames = folder.appendingPathComponent("wheel-png").path
        try? FileManager.default.removeItem(atPath: frames)
        _ = try secondsToRun(playground, ["run", script, "--png", frames, "--size", "400"])
        let count = try FileManager.default.contentsOfDirectory(atPath: frames).filter { $0.hasSuffix(".png") }.count
        let ours = folder.appendingPathComponent(gif ? "ours.gif" : "ours.mp4").path
        let theirs = folder.appendingPathComponent(gif ? "theirs.gif" : "theirs.mp4").path
        // The arguments the export gives ffmpeg (Modules/Export/VideoFormat.swift), reading PNG
        // files instead of raw frames.
        let encoding =
            gif
            ? [
                "-filter_complex",
                "[0:v]split[frames][forPalette];[forPalette]palettegen=stats_mode=diff[palette];"
                    + "[frames][palette]paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle",
                "-loop", "0", "-f", "gif",
            ]
            : [
                "-c:v", "libx264", "-preset", "medium", "-crf", "23", "-pix_fmt", "yuv420p", "-movflags", "+faststart",
                "-f", "mp4",
            ]
        let rounds = try Rounds.interleave(
            rounds: rounds,
            baseline: {
                try secondsToRun(
                    ffmpeg,
                    ["-hide_banner", "-loglevel", "error", "-framerate", "30", "-i", frames + "/frame-%05d.png"]
                        + encoding + ["-y", theirs])
            },
            subject: {
                try secondsToRun(playground, ["run", script, gif ? "--gif" : "--video", ours, "--size", "400"])
            }
        )
        return Comparison(
            name: gif ? ExportCost.gifTimeName : ExportCost.videoTimeName,
            subjectLabel: "run Scripts/wheel.lua \(gif ? "--gif" : "--video") --size 400",
            baselineLabel: "ffmpeg from the same \(count) PNG files",
            subject: rounds.subject * 1e3, baseline: rounds.baseline * 1e3, unit: "ms",
            ratio: rounds.ratio, target: .atMost(2),
            notes: [
                "the export runs the script and draws each frame from SVG (librsvg, \(ProcessInfo.processInfo.activeProcessorCount) cores); "
                    + "the baseline decodes PNG files"
            ])
    }

    private func fileSize(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.size] as? NSNumber)?.intValue ?? 0
    }
}
