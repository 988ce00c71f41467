import Foundation
import Testing

/// `run --gif`, `--video`, `--png`, end to end: the files appear whole with the frames and the
/// size asked for, the same run gives the same PNG bytes, and every bad request is refused
/// (64 for the command line, 1 for the system) without leaving a file that looks complete.
/// The tests that encode need ffmpeg (make installs it); the others run without it.
@Suite struct ExportCommandTests {
    /// An odometer rolling for a second: frames that change, and a run that ends at rest.
    private let rolling = """
        local counter = Odometer.new(2)
        clock.after(0.1, function() counter:set(19) end)
        """

    private func contents(of directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    private func head(_ url: URL, _ count: Int = 16) throws -> [UInt8] {
        Array(try Data(contentsOf: url).prefix(count))
    }

    /// Width and height from a PNG file's IHDR chunk.
    private func pngSize(_ url: URL) throws -> (Int, Int) {
        let bytes = [UInt8](try Data(contentsOf: url))
        return (bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, bytes[20..<24].reduce(0) { $0 << 8 | Int($1) })
    }

    @Test(.enabled(if: FFmpeg.isInstalled, "ffmpeg is installed by make"))
    func gifMP4AndWebMAreWrittenWholeAndSaid() throws {
        let fixture = try ScriptFixture(rolling)
        defer { fixture.remove() }
        let result = try fixture.run(
            options: ["--gif", "run.gif", "--video", "run.mp4", "--fps", "10", "--size", "200"], killAfter: 120)
        #expect(result.status == 0, "\(result.summary)")
        let folder = fixture.directory
        #expect(try head(folder.appendingPathComponent("run.gif")).starts(with: Array("GIF89a".utf8)))
        #expect(Array(try head(folder.appendingPathComponent("run.mp4"))[4..<8]) == Array("ftyp".utf8))
        #expect(result.standardError.contains("playground: wrote run.gif (GIF, "), "\(result.summary)")
        #expect(result.standardError.contains("200 × "), "\(result.summary)")
        #expect(result.standardError.contains("10 fps"), "\(result.summary)")
        let webm = try fixture.run(options: ["--video", "run.webm", "--fps", "5"], killAfter: 120)
        #expect(webm.status == 0, "\(webm.summary)")
        #expect(try head(folder.appendingPathComponent("run.webm")).starts(with: [0x1A, 0x45, 0xDF, 0xA3]))
        #expect(try contents(of: folder) == ["run.gif", "run.mp4", "run.webm", "script.lua"], "no temporary files")
    }

    @Test func pngFramesAreNumberedSizedAndTheSameEveryRun() throws {
        let fixture = try ScriptFixture(rolling)
        defer { fixture.remove() }
        let first = try fixture.run(options: ["--png", "a", "--png-every", "0.2", "--scale", "2"])
        #expect(first.status == 0, "\(first.summary)")
        let second = try fixture.run(options: ["--png", "b", "--png-every", "0.2", "--scale", "2"])
        #expect(second.status == 0, "\(second.summary)")
        let a = fixture.directory.appendingPathComponent("a")
        let b = fixture.directory.appendingPathComponent("b")
        let names = try contents(of: a)
        #expect(names.first == "frame-00000.png")
        #expect(names.count >= 3, "frames at 0, 0.2, 0.4, … until the odometer rests: \(names)")
        #expect(try contents(of: b) == names)
        for name in names {
            #expect(
                try Data(contentsOf: a.appendingPathComponent(name))
                    == Data(contentsOf: b.appendingPathComponent(name)),
                "\(name) is byte-identical in both runs")
        }
        let svg = try fixture.run(options: ["--svg", "s"])
        let scene = try String(contentsOf: fixture.directory.appendingPathComponent("s/scene.svg"), encoding: .utf8)
        #expect(svg.status == 0)
        #expect(scene.contains(#"width="\#(try pngSize(a.appendingPathComponent(names[0])).0 / 2)""#), "--scale 2")
    }

    @Test func aSecondRunReplacesItsOwnFramesButNotSomeoneElses() throws {
        let fixture = try ScriptFixture(rolling)
        defer { fixture.remove() }
        let folder = fixture.directory.appendingPathComponent("frames")
        #expect(try fixture.run(options: ["--png", "frames", "--png-every", "0.1"]).status == 0)
        let many = try contents(of: folder).count
        #expect(try fixture.run(options: ["--png", "frames", "--png-every", "0.5"]).status == 0)
        #expect(try contents(of: folder).count < many, "the earlier run's frames are gone")
        try Data("not ours".utf8).write(to: folder.appendingPathComponent("frame-00000.png"))
        let refused = try fixture.run(options: ["--png", "frames"])
        #expect(refused.status == 64, "\(refused.summary)")
        #expect(refused.errorMessage.contains("holds 'frame-00000.png'"), "\(refused.summary)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("frame-00000.png")) == Data("not ours".utf8))
    }

    @Test(arguments: [
        (["--gif", "x.gif", "--size", "0"], "--size"),
        (["--gif", "x.gif", "--size", "100000"], "--size"),
        (["--gif", "x.gif", "--fps", "1e308"], "--fps"),
        (["--gif", "x.gif", "--fps", "60"], "--gif plays at most 50"),
        (["--video", "x.avi"], "ending in .mp4 or .webm"),
        (["--gif", "x.gif", "--scale", "0"], "--scale"),
        (["--gif", "x.gif", "--size", "400", "--scale", "2"], "not both"),
        (["--png-every", "1"], "--png-every needs --png"),
        (["--size", "400"], "--size and --scale are for"),
        (["--gif", "script.lua"], "the script"),
        (["--gif", "."], "is a directory"),
        (["--gif", "same.mp4", "--video", "same.mp4"], "--video"),
        (["--png", "."], "the script's folder"),
        (["--gif", "missing/x.gif"], "the folder 'missing' does not exist"),
        (["--video", "missing/x.mp4"], "the folder 'missing' does not exist"),
        (["--gif", "x.gif", "--duration", "100000"], "more than the limit"),
    ])
    func badRequestsAreUsageErrorsBeforeTheRun(options: [String], saying: String) throws {
        let fixture = try ScriptFixture("print('ran')")
        defer { fixture.remove() }
        let result = try fixture.run(options: options)
        #expect(result.status == 64, "\(options): \(result.summary)")
        #expect(result.standardError.contains(saying), "\(options): \(result.summary)")
        #expect(result.standardOutput.isEmpty, "the script did not run")
        #expect(try contents(of: fixture.directory) == ["script.lua"])
    }

    @Test func aFolderThatCannotBeWrittenIsRefusedBeforeTheRun() throws {
        guard getuid() != 0 else { return }  // root writes anywhere
        let fixture = try ScriptFixture("print('ran')")
        defer { fixture.remove() }
        let locked = fixture.directory.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        let result = try fixture.run(options: ["--gif", "locked/x.gif"])
        #expect(result.status == 1, "\(result.summary)")
        #expect(result.errorMessage.contains("locked/x.gif"), "\(result.summary)")
        #expect(result.standardOutput.isEmpty)
    }

    @Test(.enabled(if: FFmpeg.isInstalled, "ffmpeg is installed by make"))
    func aFullDeviceIsAnErrorOfTheSystem() throws {
        let result = try ScriptFixture.run(rolling, options: ["--gif", "/dev/full"], killAfter: 60)
        #expect(result.status == 1, "\(result.summary)")
        #expect(result.standardError.contains("--gif"), "\(result.summary)")
        #expect(result.standardError.contains("No space left on device"), "\(result.summary)")
    }

    @Test func aRunOfEndlessMotionNeedsADurationAndLeavesNoFrame() throws {
        let fixture = try ScriptFixture("View.new{}:wobble()")
        defer { fixture.remove() }
        let result = try fixture.run(options: ["--png", "frames"], killAfter: 60)
        #expect(result.status == 64, "\(result.summary)")
        #expect(result.standardError.contains("--png: the run ended at t = 0 s with motion that never ends"))
        #expect(result.standardError.contains("give --duration"), "\(result.summary)")
        #expect(try contents(of: fixture.directory.appendingPathComponent("frames")).isEmpty)
        let bounded = try fixture.run(options: ["--png", "frames", "--duration", "0.5", "--fps", "10"], killAfter: 60)
        #expect(bounded.status == 0, "\(bounded.summary)")
        #expect(try contents(of: fixture.directory.appendingPathComponent("frames")).count == 6, "0, 0.1, …, 0.5")
    }

    @Test(.enabled(if: FFmpeg.isInstalled, "ffmpeg is installed by make"))
    func anEndlessGIFWithoutADurationIsRefusedAndNotWritten() throws {
        let fixture = try ScriptFixture("View.new{}:wobble()")
        defer { fixture.remove() }
        let result = try fixture.run(options: ["--gif", "x.gif"], killAfter: 60)
        #expect(result.status == 64, "\(result.summary)")
        #expect(try contents(of: fixture.directory) == ["script.lua"])
    }

    @Test func aSceneThatNeverMovesIsExportedAsOneFrame() throws {
        let fixture = try ScriptFixture("Stepper.new{value = 3}")
        defer { fixture.remove() }
        let png = try fixture.run(options: ["--png", "frames"])
        #expect(png.status == 0, "\(png.summary)")
        #expect(try contents(of: fixture.directory.appendingPathComponent("frames")) == ["frame-00000.png"])
        if FFmpeg.isInstalled {
            let gif = try fixture.run(options: ["--gif", "still.gif"], killAfter: 60)
            #expect(gif.status == 0, "\(gif.summary)")
            #expect(gif.standardError.contains("(GIF, 1 frame,"), "\(gif.summary)")
        }
    }

    @Test(.enabled(if: FFmpeg.isInstalled, "ffmpeg is installed by make"))
    func theEndOfARunBetweenTwoFramesIsTheLastFrame() throws {
        // At 10 frames a second the run ends at 0.25 s, between the frames of 0.2 and 0.3.
        let result = try ScriptFixture.run(
            "Stepper.new{value = 3} clock.after(0.25, function() end)", options: ["--gif", "x.gif", "--fps", "10"],
            killAfter: 60)
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.standardError.contains("(GIF, 4 frames,"), "0, 0.1, 0.2 and the end: \(result.summary)")
    }

    @Test func aPNGFolderThatCannotBeMadeIsRefusedBeforeTheRun() throws {
        let fixture = try ScriptFixture("print('ran')")
        defer { fixture.remove() }
        try Data("a file".utf8).write(to: fixture.directory.appendingPathComponent("plain.txt"))
        let result = try fixture.run(options: ["--png", "plain.txt/frames"])
        #expect(result.status != 0, "\(result.summary)")
        #expect(result.standardError.contains("plain.txt"), "\(result.summary)")
        #expect(result.standardOutput.isEmpty, "the script did not run")
    }

    @Test func withoutFFmpegTheRunSaysWhatToInstallAndDoesNotStart() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = "/nonexistent"
        let fixture = try ScriptFixture("print('ran')")
        defer { fixture.remove() }
        let result = try fixture.run(options: ["--video", "x.mp4"], environment: environment)
        #expect(result.status == 1, "\(result.summary)")
        #expect(result.errorMessage.contains("needs ffmpeg, which is not installed"), "\(result.summary)")
        #expect(result.standardOutput.isEmpty)
        #expect(try contents(of: fixture.directory) == ["script.lua"])
        let png = try fixture.run(options: ["--png", "frames"], environment: environment)
        #expect(png.status == 0, "--png needs no ffmpeg: \(png.summary)")
    }

    @Test(.enabled(if: FFmpeg.isInstalled, "ffmpeg is installed by make"))
    func aStoppedRunStillExportsWhatItReached() throws {
        let result = try ScriptFixture.run(
            """
            local counter = Odometer.new(2)
            clock.after(0.1, function() counter:set(19) end)
            clock.after(0.5, function() while true do end end)
            """, options: ["--gif", "x.gif", "--timeout", "1", "--fps", "10"], killAfter: 60)
        #expect(result.status == 3, "\(result.summary)")
        #expect(result.standardError.contains("wrote x.gif (GIF, 6 frames"), "\(result.summary)")
    }
}

/// Whether ffmpeg is on PATH (make installs it; a machine without it skips the export tests).
enum FFmpeg {
    static var isInstalled: Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/ffmpeg") }
    }
}
