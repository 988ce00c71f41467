import Foundation
import Testing

/// The HTML player of `run --record`, in a real headless browser (Debian's chromium, which CI
/// installs): a driver script appended to a copy of the page clicks play, waits, pauses, scrubs
/// and plays to the end, through the page's own controls, and leaves what it saw in the DOM.
@Suite struct RecordingBrowserTests {
    static let browser = ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Off only where no browser is installed and this is not CI (CI installs one, so there a
    /// missing browser fails the test instead).
    static var canRun: Bool { browser != nil || ProcessInfo.processInfo.environment["CI"] != nil }

    private let driver = """
        <script>
        (async function () {
          const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
          const body = document.body, play = document.getElementById("play");
          const scrub = document.getElementById("scrub"), time = document.getElementById("time");
          const stage = document.getElementById("stage");
          const seen = {};
          seen.initial = [body.dataset.frame, time.textContent, String(!!stage.querySelector("svg"))];
          play.click();
          seen.afterPlay = [body.dataset.playing];
          await sleep(700);
          seen.whilePlaying = [body.dataset.frame, time.textContent];
          play.click();
          const pausedAt = body.dataset.frame;
          await sleep(400);
          seen.afterPause = [body.dataset.playing, String(body.dataset.frame === pausedAt)];
          scrub.value = "12";
          scrub.dispatchEvent(new Event("input", { bubbles: true }));
          seen.afterScrub = [body.dataset.frame, time.textContent, document.getElementById("frame").textContent,
                             String(stage.querySelector("svg") !== null)];
          // Every frame, rebuilt from what changed since the one before, shows its own time.
          const labelOf = () => Array.from(stage.querySelectorAll("svg text")).map((t) => t.textContent)
            .find((t) => t.startsWith("t = ")) || "none";
          let mismatches = [];
          for (let i = 0; i <= Number(scrub.max); i++) {
            scrub.value = String(i);
            scrub.dispatchEvent(new Event("input", { bubbles: true }));
            if (labelOf() !== time.textContent) { mismatches.push(i + ": " + labelOf() + " vs " + time.textContent); }
          }
          seen.everyFrame = mismatches;
          seen.lastFrameText = [Array.from(stage.querySelectorAll("svg text")).map((t) => t.textContent).join(" ")];
          // The scene fills the window: wider than its own 320 points here, and all of it in view.
          const box = stage.querySelector("svg").getBoundingClientRect();
          seen.scaled = [String(box.width > 400), String(box.bottom <= window.innerHeight + 1),
                         String(document.documentElement.scrollHeight <= window.innerHeight + 1)];
          scrub.value = "12";
          scrub.dispatchEvent(new Event("input", { bubbles: true }));
          play.click();
          await sleep(3000);
          seen.atEnd = [body.dataset.frame, body.dataset.playing, time.textContent];
          const result = document.createElement("pre");
          result.id = "driver-result";
          result.textContent = JSON.stringify(seen);
          body.appendChild(result);
        })();
        </script>
        """

    @Test(.enabled(if: canRun)) func thePlayerPlaysPausesAndScrubs() throws {
        let browser = try #require(Self.browser, "chromium is not installed: run `make deps` (CI installs it)")
        let fixture = try ScriptFixture(
            """
            local counter = Odometer.new(2)
            clock.after(0.2, function() counter:set(19) end)
            clock.after(1.5, function() end)
            """)
        defer { fixture.remove() }
        let run = try fixture.run(options: ["--record", "run.html", "--fps", "10", "--svg", "pictures"])
        #expect(run.status == 0, "\(run.summary)")
        let page = try String(contentsOf: fixture.directory.appendingPathComponent("run.html"), encoding: .utf8)
        let driven = fixture.directory.appendingPathComponent("driven.html")
        try page.replacingOccurrences(of: "</body>", with: driver + "\n</body>")
            .write(to: driven, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
            "--window-size=1200,900",
            "--user-data-dir=\(fixture.directory.appendingPathComponent("profile").path)",
            // Virtual time: the page's timers run without waiting, and deterministically.
            "--virtual-time-budget=20000", "--dump-dom", driven.absoluteString,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        let start = try #require(
            dom.range(of: #"<pre id="driver-result">"#), "the driver did not finish:\n\(dom.suffix(2000))")
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        let json = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&amp;", with: "&")
        let seen = try JSONDecoder().decode([String: [String]].self, from: Data(json.utf8))

        #expect(seen["initial"] == ["0", "t = 0.000 s", "true"])
        #expect(seen["afterPlay"] == ["true"])
        let whilePlaying = try #require(seen["whilePlaying"])
        let frame = try #require(whilePlaying.first.flatMap { Int($0) })
        #expect((4...10).contains(frame), "about 0.7 s of virtual time in, at 10 frames a second: \(whilePlaying)")
        #expect(whilePlaying.last == String(format: "t = %.3f s", Double(frame) / 10))
        #expect(seen["afterPause"] == ["false", "true"])
        #expect(seen["afterScrub"] == ["12", "t = 1.200 s", "13 / 16", "true"])
        #expect(seen["atEnd"] == ["15", "false", "t = 1.500 s"])
        #expect(seen["everyFrame"] == [], "frames rebuilt wrongly: \(seen["everyFrame"] ?? [])")
        // The last frame, rebuilt by the player, says what the run's final scene.svg says.
        let scene = try String(
            contentsOf: fixture.directory.appendingPathComponent("pictures/scene.svg"), encoding: .utf8)
        let texts = scene.components(separatedBy: "</text>").dropLast().compactMap {
            $0.components(separatedBy: ">").last
        }
        #expect(seen["lastFrameText"] == [texts.joined(separator: " ")])
        #expect(seen["scaled"] == ["true", "true", "true"], "the scene fits the window: \(seen["scaled"] ?? [])")
    }
}
