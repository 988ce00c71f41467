import Foundation
import Testing

/// `run --svg`, `--svg-every` and `--record`, end to end: the files appear with the frames the
/// options ask for, bad options are usage errors, and a failing run still leaves its pictures.
@Suite struct SceneOutputTests {
    /// An odometer rolling from 0 to 19 over a second and a bit, and a wheel.
    private let rolling = """
        local counter = Odometer.new(2)
        local wheel = Wheel.new{sectors = 6}
        clock.after(0.2, function() counter:set(19) end)
        clock.after(1.5, function() print("done at " .. clock.now()) end)
        """

    private func contents(of directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    @Test func svgWritesTheSceneAtTheEnd() throws {
        let fixture = try ScriptFixture(rolling)
        defer { fixture.remove() }
        let result = try fixture.run(options: ["--svg", "out"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.outputLines == ["done at 1.5"])
        let out = fixture.directory.appendingPathComponent("out")
        #expect(try contents(of: out) == ["scene.svg"])
        let svg = try String(contentsOf: out.appendingPathComponent("scene.svg"), encoding: .utf8)
        #expect(svg.contains("<svg"))
        #expect(svg.contains("xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.hasSuffix("</svg>\n") || svg.hasSuffix("</svg>"))
    }

    @Test func svgEveryWritesNumberedFramesOnTheGrid() throws {
        let fixture = try ScriptFixture(rolling)
        defer { fixture.remove() }
        let result = try fixture.run(options: ["--svg", "frames", "--svg-every", "0.25"])
        #expect(result.status == 0, "\(result.summary)")
        let out = fixture.directory.appendingPathComponent("frames")
        // Frames at 0, 0.25, …, 1.5 (the run's last instant), then the final scene.
        let expected = (0...6).map { String(format: "frame-%05d.svg", $0) } + ["scene.svg"]
        #expect(try contents(of: out) == expected)
        let first = try String(contentsOf: out.appendingPathComponent("frame-00000.svg"), encoding: .utf8)
        let rolling = try String(contentsOf: out.appendingPathComponent("frame-00002.svg"), encoding: .utf8)
        let last = try String(contentsOf: out.appendingPathComponent("frame-00006.svg"), encoding: .utf8)
        let scene = try String(contentsOf: out.appendingPathComponent("scene.svg"), encoding: .utf8)
        #expect(first != rolling, "the odometer moved between 0 and 0.5 s")
        #expect(last == scene, "the last frame is at the run's end, as the final scene")
    }

    /// The seeds' chapter on block animations: the card moves across its screen, and every frame
    /// has the size of the first (a View's box no longer follows its size or transform).
    @Test func theAnimationsChapterMovesItsCardInFramesOfOneSize() throws {
        let script = try String(
            contentsOf: PlaygroundProcess.repositoryRoot.appendingPathComponent("Scripts/animations.lua"),
            encoding: .utf8)
        let fixture = try ScriptFixture(script)
        defer { fixture.remove() }
        let result = try fixture.run(options: ["--svg", "frames", "--svg-every", "0.25"])
        #expect(result.status == 0, "\(result.summary)")
        let out = fixture.directory.appendingPathComponent("frames")
        let frames = try contents(of: out).filter { $0.hasPrefix("frame-") }
        #expect(frames.count > 100)
        var roots = Set<String>()
        var cardPlaces = Set<String>()
        for name in frames {
            let svg = try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)
            roots.insert(svg.split(separator: "\n").first { $0.hasPrefix("<svg") }.map(String.init) ?? "")
            // The first group on the views' screen is placed at the card's centre.
            let screen = try #require(svg.range(of: "<g clip-path=\"url(#views-clip-1)\">"))
            let place = try #require(
                svg.range(
                    of: #"translate\([^)]*\)"#, options: .regularExpression, range: screen.upperBound..<svg.endIndex))
            cardPlaces.insert(String(svg[place]))
        }
        #expect(roots.count == 1, "\(roots)")
        #expect(cardPlaces.count > 5, "the card is drawn at \(cardPlaces.count) places")
    }

    @Test func aSecondRunReplacesTheFramesOfTheFirstAndSaysSo() throws {
        let fixture = try ScriptFixture(rolling)
        defer { fixture.remove() }
        let out = fixture.directory.appendingPathComponent("frames")
        let first = try fixture.run(options: ["--svg", "frames", "--svg-every", "0.1"])
        #expect(first.status == 0, "\(first.summary)")
        try "keep me".write(to: out.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let second = try fixture.run(options: ["--svg", "frames", "--svg-every", "0.5"])
        #expect(second.status == 0, "\(second.summary)")
        // Only the second run's frames (0, 0.5, 1, 1.5), its scene, and the user's own file.
        let expected = (0...3).map { String(format: "frame-%05d.svg", $0) } + ["notes.txt", "scene.svg"]
        #expect(try contents(of: out) == expected)
        let bytes = try contents(of: out).filter { $0.hasSuffix(".svg") }.reduce(0) { total, name in
            total + ((try? Data(contentsOf: out.appendingPathComponent(name)).count) ?? 0)
        }
        #expect(
            second.standardError.hasPrefix("playground: wrote 4 frames and scene.svg to frames ("), "\(second.summary)")
        #expect(second.standardError.hasSuffix("), after removing 16 frames of an earlier run\n"), "\(second.summary)")
        #expect(bytes > 1000)
    }

    @Test func aFolderWithFramesPlaygroundDidNotWriteIsRefused() throws {
        let fixture = try ScriptFixture(rolling)
        defer { fixture.remove() }
        let out = fixture.directory.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let foreign = out.appendingPathComponent("frame-00003.svg")
        try "<svg>mine</svg>".write(to: foreign, atomically: true, encoding: .utf8)
        let result = try fixture.run(options: ["--svg", "frames", "--svg-every", "0.5"])
        #expect(result.status == 64, "\(result.summary)")
        #expect(
            result.standardError.contains(
                "--svg 'frames' holds 'frame-00003.svg', named like the run's pictures but not written by playground; "
                    + "remove it, or name another folder for the pictures"), "\(result.summary)")
        #expect(try String(contentsOf: foreign, encoding: .utf8) == "<svg>mine</svg>")
        #expect(try contents(of: out) == ["frame-00003.svg"])
    }

    @Test func theSVGFolderIsCreatedWithItsParents() throws {
        let fixture = try ScriptFixture("Odometer.new(3):set(7)")
        defer { fixture.remove() }
        let result = try fixture.run(options: ["--svg", "a/b/c"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(
            FileManager.default.fileExists(atPath: fixture.directory.appendingPathComponent("a/b/c/scene.svg").path))
    }

    @Test func aFailingRunStillWritesItsSceneAndReportsTheError() throws {
        let fixture = try ScriptFixture("local o = Odometer.new(3); o:set(5); error('boom')")
        defer { fixture.remove() }
        let result = try fixture.run(options: ["--svg", "out", "--record", "run.html"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("boom"), "\(result.standardError)")
        #expect(FileManager.default.fileExists(atPath: fixture.directory.appendingPathComponent("out/scene.svg").path))
        #expect(FileManager.default.fileExists(atPath: fixture.directory.appendingPathComponent("run.html").path))
    }

    @Test func recordWritesOnePagePlayerWithEveryFrame() throws {
        let fixture = try ScriptFixture(rolling)
        defer { fixture.remove() }
        let result = try fixture.run(options: ["--record", "run.html", "--fps", "10"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.outputLines == ["done at 1.5"], "nothing but the script's output on stdout")
        #expect(result.standardError.contains("recorded 16 frames (t = 0 … 1.500 s) to run.html"))
        let page = try String(contentsOf: fixture.directory.appendingPathComponent("run.html"), encoding: .utf8)
        #expect(page.contains("<title>script.lua — playground recording</title>"))
        #expect(page.contains(#"{"times":[0,0.1,0.2,0.3,"#))
        #expect(page.contains("16 frames · 1.500 s of virtual time"))
        #expect(!page.contains("src=\"http"), "nothing is fetched from elsewhere")
    }

    @Test func aLongRecordingReportsProgress() throws {
        let fixture = try ScriptFixture("Odometer.new(4):set(1234)")
        defer { fixture.remove() }
        let result = try fixture.run(options: ["--record", "long.html", "--fps", "1000", "--duration", "1.2"])
        #expect(result.status == 0, "\(result.summary)")
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(lines.contains("playground: recording… 500 frames, t = 0.499 s"))
        #expect(lines.contains("playground: recording… 1000 frames, t = 0.999 s"))
        #expect(lines.last?.hasPrefix("playground: recorded 1201 frames (t = 0 … 1.200 s) to long.html") == true)
    }

    @Test(arguments: [
        (["--svg-every", "1"], "--svg-every needs --svg DIR"),
        (
            ["--svg", "out", "--svg-every", "0"],
            "--svg-every must be a number of seconds of at least 0.001 (1000 frames a second), not 0"
        ),
        (
            ["--svg", "out", "--svg-every", "nan"],
            "--svg-every must be a number of seconds of at least 0.001 (1000 frames a second), not nan"
        ),
        (
            ["--record", "x.html", "--fps", "0"],
            "--fps must be a number of frames per second above 0 and at most 1000, not 0"
        ),
        (["--fps", "5000"], "--fps must be a number of frames per second above 0 and at most 1000, not 5000"),
        (["--svg", "script.lua"], "--svg needs a folder, but 'script.lua' is a file"),
        (["--record", "."], "--record needs a file name, but '.' is a folder"),
        (["--record", "missing/x.html"], "--record: the folder 'missing' does not exist"),
    ])
    func badOptionsAreUsageErrors(options: [String], message: String) throws {
        let result = try ScriptFixture.run("print 'ran'", options: options)
        #expect(result.status == 64, "\(result.summary)")
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }

    @Test func aFolderThatCannotBeWrittenIsAnErrorAfterTheRun() throws {
        let fixture = try ScriptFixture("print 'ran'", files: ["blocked": "a file where a folder should go"])
        defer { fixture.remove() }
        let result = try fixture.run(options: ["--svg", "blocked/inner"])
        #expect(result.outputLines == ["ran"])
        #expect(result.status == 1, "\(result.summary)")
        #expect(result.errorMessage.hasPrefix("playground: cannot create the folder"))
    }
}
