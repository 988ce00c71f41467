import Foundation
import Testing
import WSClient

/// `playground serve` in a real headless browser (Debian's chromium, which CI installs): the
/// test drives the page through the DevTools protocol as a person would — real mouse events on
/// the wheel, a click on Undo — and reads what the page's console shows.
@Suite struct ServeBrowserTests {
    static var canRun: Bool { RecordingBrowserTests.canRun }

    /// A running process and the lines it writes to standard error (and standard output too,
    /// when `withStandardOutput`), read as they come.
    final class Running: @unchecked Sendable {
        let process = Process()
        private let lock = NSLock()
        private var text = ""

        init(_ executable: URL, _ arguments: [String], in directory: URL, withStandardOutput: Bool = false) throws {
            process.executableURL = executable
            process.arguments = arguments
            process.currentDirectoryURL = directory
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = withStandardOutput ? errors : FileHandle.nullDevice
            errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                guard let self, !data.isEmpty else { return }
                lock.withLock { text += String(decoding: data, as: UTF8.self) }
            }
            try process.run()
        }

        /// Waits for standard error to contain a match of `pattern`; returns its first group.
        func wait(for pattern: String, seconds: Double = 30) throws -> String {
            let expression = try NSRegularExpression(pattern: pattern)
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                let seen = lock.withLock { text }
                if let match = expression.firstMatch(in: seen, range: NSRange(seen.startIndex..., in: seen)),
                    let range = Range(match.range(at: 1), in: seen)
                {
                    return String(seen[range])
                }
                Thread.sleep(forTimeInterval: 0.05)
            }
            throw BrowserTestError("nothing matched \(pattern) in: \(lock.withLock { text })")
        }

        /// Everything written to standard error so far.
        var standardError: String { lock.withLock { text } }

        func stop() {
            if process.isRunning { process.interrupt() }
            let deadline = Date().addingTimeInterval(5)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
    }

    struct BrowserTestError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    @Test(.enabled(if: canRun)) func draggingTheWheelAndUndoingItInThePage() async throws {
        let fixture = try ScriptFixture(
            """
            wheel = Wheel.new{sectors = 8}
            crossings = 0
            wheel.oncross = function() crossings = crossings + 1 end
            wheel.onchange = function(_, index, name) print("selected " .. index .. " " .. name) end
            """)
        defer { fixture.remove() }
        let (page, devtools, serve, chromium) = try Self.serveAndBrowse(fixture, windowSize: "1200,900")
        defer {
            chromium.stop()
            serve.stop()
        }

        let seen = try await DevTools.drive(devtools) { tab in
            try await tab.open(page)
            // The wheel's centre on screen, once the first frame is drawn.
            let geometry = try await tab.poll(
                """
                (() => {
                  const c = controls.find((c) => c.kind === "Wheel");
                  const svg = document.querySelector("#scene svg");
                  if (!c || !svg) return null;
                  const m = svg.getScreenCTM();
                  const p = new DOMPoint(c.x + c.width / 2, c.y + c.height / 2).matrixTransform(m);
                  return JSON.stringify([p.x, p.y, m.a]);
                })()
                """)
            let numbers = try JSONDecoder().decode([Double].self, from: Data(geometry.utf8))
            let (x, y, scale) = (numbers[0], numbers[1], numbers[2])
            func point(_ radians: Double) -> [String: Any] {
                [
                    "x": x + 70 * scale * cos(radians), "y": y + 70 * scale * sin(radians), "button": "left",
                    "clickCount": 1,
                ]
            }
            // A finger on the left of the wheel, dragged a quarter turn clockwise, held still,
            // and lifted (a slow release: the wheel snaps).
            _ = try await tab.send(
                "Input.dispatchMouseEvent", point(Double.pi).merging(["type": "mousePressed"]) { $1 })
            for step in 1...10 {
                _ = try await tab.send(
                    "Input.dispatchMouseEvent",
                    point(Double.pi + Double(step) * Double.pi / 20).merging(["type": "mouseMoved"]) { $1 })
                try await Task.sleep(nanoseconds: 30_000_000)
            }
            try await Task.sleep(nanoseconds: 400_000_000)
            _ = try await tab.send(
                "Input.dispatchMouseEvent", point(Double.pi * 1.5).merging(["type": "mouseReleased"]) { $1 })
            try await Task.sleep(nanoseconds: 600_000_000)
            _ = try await tab.evaluate(
                #"send({type: "eval", line: "return 'after drag', wheel.value, crossings, history.undoname()"})"#)
            let afterDrag = try await tab.poll(
                ##"Array.from(document.querySelectorAll("#log div")).map((d) => d.textContent).find((t) => t.startsWith("after drag")) || null"##
            )
            let selected = try await tab.poll(
                ##"Array.from(document.querySelectorAll("#log div")).map((d) => d.textContent).find((t) => t.startsWith("selected")) || null"##
            )
            _ = try await tab.evaluate(#"document.getElementById("undo").click()"#)
            let undone = try await tab.poll(
                ##"Array.from(document.querySelectorAll("#log div")).map((d) => d.textContent).find((t) => t.startsWith("Undo")) || null"##
            )
            try await Task.sleep(nanoseconds: 500_000_000)
            _ = try await tab.evaluate(
                #"send({type: "eval", line: "return 'after undo', wheel.value, history.canundo()"})"#)
            let afterUndo = try await tab.poll(
                ##"Array.from(document.querySelectorAll("#log div")).map((d) => d.textContent).find((t) => t.startsWith("after undo")) || null"##
            )
            // A whole frame older than the one shown (a resync's answer overtaken by the frames
            // after it) is dropped: the picture stays the latest.
            let stale = try await tab.evaluate(
                """
                (() => {
                  const shown = lastSequence;
                  showFrame({type: "frame", seq: shown - 1, time: 0, furthest: 0, paused: false,
                             svg: "<svg id='stale'></svg>", controls: controls});
                  return String(lastSequence === shown && document.getElementById("stale") === null);
                })()
                """)
            return [afterDrag, undone, afterUndo, selected, stale]
        }
        // A quarter turn clockwise on screen brings the sector two before the first to the
        // pointer: 8 sectors of 45°, so sector 7, crossing two boundaries.
        #expect(seen[0] == "after drag\t7\t2\tTurn Wheel")
        #expect(seen[1] == "Undo Turn Wheel")
        #expect(seen[2] == "after undo\t1\tfalse")
        // The script's onchange ran for the person's drag, and printed to the page's console.
        #expect(seen[3] == "selected 7 Swirl")
        #expect(seen[4] == "true")
    }

    /// The scene fills the stage whatever the window (a 320-point scene drawn larger in a wide
    /// window, smaller in a narrow one), re-flows when the window changes, and the side panel
    /// lists every control with what it takes.
    @Test(.enabled(if: canRun)) func theSceneFillsTheWindowAndThePanelListsTheControls() async throws {
        let fixture = try ScriptFixture(
            """
            wheel = Wheel.new{sectors = 8}
            stepper = Stepper.new{value = 2, max = 5}
            board = Puzzle.new(3, 3)
            counter = Odometer.new(3)
            """)
        defer { fixture.remove() }
        let (page, devtools, serve, chromium) = try Self.serveAndBrowse(fixture, windowSize: "1400,1000")
        defer {
            chromium.stop()
            serve.stop()
        }
        try FileManager.default.createDirectory(at: Self.artefacts, withIntermediateDirectories: true)
        let seen = try await DevTools.drive(devtools) { tab in
            try await tab.open(page)
            var seen: [String: String] = [:]
            _ = try await tab.poll(
                #"typeof controls !== "undefined" && controls.length === 4 && socket.readyState === 1 ? "ready" : null"#
            )
            // How the scene is drawn: its scale, and how much of the stage it takes each way.
            let measure = """
                (() => {
                  const svg = document.querySelector("#scene svg");
                  const stage = document.getElementById("scene").getBoundingClientRect();
                  const box = svg.viewBox.baseVal;
                  const scale = svg.getScreenCTM().a;
                  return JSON.stringify([scale, box.width * scale / stage.width, box.height * scale / stage.height]);
                })()
                """
            func screenshot(_ name: String) async throws -> Data {
                let shot = try await tab.send("Page.captureScreenshot", ["format": "png"])
                let data = try #require((shot["data"] as? String).flatMap { Data(base64Encoded: $0) })
                try data.write(to: Self.artefacts.appendingPathComponent("\(name).png"))
                return data
            }
            func size(of png: Data) -> String {
                let bytes = [UInt8](png)
                guard bytes.count > 24 else { return "none" }
                let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
                let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
                return "\(width)x\(height)"
            }
            _ = try await tab.send(
                "Emulation.setDeviceMetricsOverride",
                ["width": 1800, "height": 1100, "deviceScaleFactor": 1, "mobile": false])
            try await Task.sleep(nanoseconds: 500_000_000)
            seen["wide"] = try await tab.evaluate(measure)
            let wide = try await screenshot("scaled-wide")
            seen["wideShot"] = size(of: wide) + (wide.count > 20_000 ? " drawn" : " blank")
            _ = try await tab.send(
                "Emulation.setDeviceMetricsOverride",
                ["width": 820, "height": 560, "deviceScaleFactor": 1, "mobile": false])
            try await Task.sleep(nanoseconds: 500_000_000)
            seen["narrow"] = try await tab.evaluate(measure)
            let narrow = try await screenshot("scaled-narrow")
            seen["narrowShot"] = size(of: narrow) + (narrow.count > 10_000 ? " drawn" : " blank")
            // A click on the drawn "+" of the stepper steps it (the segment's centre on screen).
            let plus = try await tab.poll(
                """
                (() => {
                  const c = controls.find((c) => c.kind === "Stepper");
                  const svg = document.querySelector("#scene svg");
                  if (!c || !svg) return null;
                  const p = new DOMPoint(c.x + 4 + 47 * 1.5, c.y + 18).matrixTransform(svg.getScreenCTM());
                  return JSON.stringify([p.x, p.y]);
                })()
                """)
            let at = try JSONDecoder().decode([Double].self, from: Data(plus.utf8))
            for type in ["mousePressed", "mouseReleased"] {
                _ = try await tab.send(
                    "Input.dispatchMouseEvent",
                    ["type": type, "x": at[0], "y": at[1], "button": "left", "clickCount": 1])
            }
            try await Task.sleep(nanoseconds: 400_000_000)
            _ = try await tab.evaluate(#"send({type: "eval", line: "return 'stepped', stepper.value"})"#)
            seen["stepped"] = try await tab.poll(
                ##"Array.from(document.querySelectorAll("#log div")).map((d) => d.textContent).find((t) => t.startsWith("stepped")) || null"##
            )
            seen["panel"] = try await tab.evaluate(
                ##"Array.from(document.querySelectorAll("#bars .bar")).map((b) => b.querySelector("span").textContent + ": " + b.querySelector(".accepts").textContent + " [" + Array.from(b.querySelectorAll("button")).map((x) => x.textContent).join(",") + "]").join("\n")"##
            )
            return seen
        }
        func numbers(_ key: String) throws -> [Double] {
            try JSONDecoder().decode([Double].self, from: Data(try #require(seen[key]).utf8))
        }
        let wide = try numbers("wide")
        let narrow = try numbers("narrow")
        // Fitted: it fills the stage one way (within a pixel's rounding) and fits the other.
        #expect(max(wide[1], wide[2]) > 0.97 && max(wide[1], wide[2]) <= 1.001, "\(wide)")
        #expect(max(narrow[1], narrow[2]) > 0.97 && max(narrow[1], narrow[2]) <= 1.001, "\(narrow)")
        #expect(wide[0] > narrow[0], "drawn smaller in the smaller window: \(wide) \(narrow)")
        #expect(wide[0] > 1 && narrow[0] < 1, "larger than its own size, then smaller: \(wide) \(narrow)")
        #expect(seen["wideShot"] == "1800x1100 drawn", "\(seen)")
        #expect(seen["stepped"] == "stepped\t3.0", "a click on the drawn plus stepped it: \(seen)")
        #expect(seen["narrowShot"] == "820x560 drawn", "\(seen)")
        #expect(
            seen["panel"]
                == """
                Wheel #1: drag [ ]
                Stepper #1: click · buttons [decrement,increment]
                Puzzle #1: click · arrow keys · buttons [shuffle,hint,solve]
                Odometer #1: watch only []
                """.replacingOccurrences(of: " [ ]", with: " []"), "\(seen)")
    }

    /// The record button: what the page showed lately comes back as a file to download, a
    /// GIF or a WebM of the scene's size, at an address the page was told.
    @Test(.enabled(if: canRun)) func theRecordButtonDownloadsWhatThePageShowedLately() async throws {
        let fixture = try ScriptFixture(
            """
            wheel = Wheel.new{sectors = 8}
            wheel:spin(4)
            """)
        defer { fixture.remove() }
        let (page, devtools, serve, chromium) = try Self.serveAndBrowse(fixture)
        defer {
            chromium.stop()
            serve.stop()
        }
        let seen = try await DevTools.drive(devtools) { tab in
            try await tab.open(page)
            _ = try await tab.poll(
                #"typeof controls !== "undefined" && controls.length === 1 && socket.readyState === 1 ? "ready" : null"#
            )
            // A second and a half of the wheel turning.
            try await Task.sleep(nanoseconds: 1_500_000_000)
            var seen: [String: String] = [:]
            for format in ["gif", "webm"] {
                _ = try await tab.evaluate(
                    "recordFormat.value = \"\(format)\"; document.getElementById(\"record\").click(); "
                        + "document.getElementById(\"record\").disabled")
                let line = try await tab.poll(
                    ##"Array.from(document.querySelectorAll("#log div")).map((d) => d.textContent).find((t) => t.startsWith("saved") && t.includes("\##(format)")) || null"##
                )
                seen[format + "Line"] = line
                // The file as the download fetches it: its first bytes, size and headers.
                _ = try await tab.evaluate(
                    """
                    window.fetched = null;
                    fetch(Array.from(document.querySelectorAll("#log a")).pop().getAttribute("href"))
                      .then((r) => r.arrayBuffer().then((b) => {
                        const a = new Uint8Array(b);
                        window.fetched = JSON.stringify({status: r.status, type: r.headers.get("content-type"),
                          disposition: r.headers.get("content-disposition"), bytes: a.length,
                          head: Array.from(a.slice(0, 10))});
                      }));
                    """)
                seen[format] = try await tab.poll("window.fetched")
                seen[format + "Enabled"] = try await tab.evaluate(
                    #"String(!document.getElementById("record").disabled)"#)
            }
            seen["scene"] = try await tab.evaluate(
                ##"(() => { const b = document.querySelector("#scene svg").viewBox.baseVal; return b.width + "x" + b.height; })()"##
            )
            return seen
        }
        struct Fetched: Decodable {
            let status: Int
            let type: String
            let disposition: String
            let bytes: Int
            let head: [UInt8]
        }
        let gif = try JSONDecoder().decode(Fetched.self, from: Data(try #require(seen["gif"]).utf8))
        let webm = try JSONDecoder().decode(Fetched.self, from: Data(try #require(seen["webm"]).utf8))
        #expect(gif.status == 200 && gif.type == "image/gif", "\(seen)")
        #expect(gif.head.starts(with: Array("GIF89a".utf8)))
        #expect(
            gif.disposition.hasPrefix(#"attachment; filename="playground-"#) && gif.disposition.hasSuffix(#".gif""#))
        // The GIF's own width and height (little-endian, after the signature) are the scene's.
        let scene = try #require(seen["scene"]).split(separator: "x").compactMap { Double($0) }.map {
            Int($0.rounded())
        }
        #expect(
            [Int(gif.head[6]) | Int(gif.head[7]) << 8, Int(gif.head[8]) | Int(gif.head[9]) << 8] == scene, "\(seen)")
        #expect(gif.bytes > 10_000, "a second and more of a turning wheel: \(gif.bytes) bytes")
        #expect(webm.status == 200 && webm.type == "video/webm", "\(seen)")
        #expect(webm.head.starts(with: [0x1A, 0x45, 0xDF, 0xA3]))
        // Frames every 1/25 s from when the page first showed the scene: 1.5 s and more.
        let frames = try #require(seen["gifLine"]).components(separatedBy: ", ").first { $0.hasSuffix(" frames") }
        #expect((frames.flatMap { Int($0.split(separator: " ").first ?? "") } ?? 0) >= 35, "\(seen)")
        #expect(seen["gifEnabled"] == "true" && seen["webmEnabled"] == "true")
    }

    /// `playground serve` of the fixture's script and a headless chromium with the DevTools
    /// protocol open: the page's address and the protocol's, and both processes (stopped by
    /// the caller).
    static func serveAndBrowse(
        _ fixture: ScriptFixture, arguments: [String] = [], windowSize: String = "1300,900"
    ) throws -> (page: String, devtools: String, serve: Running, chromium: Running) {
        let browser = try #require(
            RecordingBrowserTests.browser, "chromium is not installed: run `make browser` (CI installs it)")
        let serve = try Running(
            PlaygroundProcess.binary, ["serve", "script.lua", "--port", "0"] + arguments, in: fixture.directory)
        let page = try serve.wait(for: #"serving script\.lua on (http://127\.0\.0\.1:[0-9]+/)"#)
        let chromium = try Running(
            URL(fileURLWithPath: browser),
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                "--remote-debugging-port=0", "--remote-allow-origins=*", "--window-size=\(windowSize)",
                "--user-data-dir=\(fixture.directory.appendingPathComponent("profile").path)", "about:blank",
            ], in: fixture.directory)
        let devtools = try chromium.wait(for: #"DevTools listening on (ws://\S+)"#)
        return (page, devtools, serve, chromium)
    }

    /// Where the browser tests keep their screenshots (test artefacts, never compared).
    static let artefacts = PlaygroundProcess.repositoryRoot.appendingPathComponent(".build/test-artefacts/serve")

    @Test(.enabled(if: canRun)) func cardsTilesUndoGoingBackAndAReloadInThePage() async throws {
        let fixture = try ScriptFixture(
            """
            wheel = Wheel.new{sectors = 8}
            wheel.onchange = function(_, index, name) print("selected " .. index .. " " .. name) end
            game = Memory.new{pairs = 2, seed = 3}
            board = Puzzle.new(3, 3)
            board:shuffle(5)
            """)
        defer { fixture.remove() }
        let (page, devtools, serve, chromium) = try Self.serveAndBrowse(fixture, windowSize: "1300,900")
        defer {
            chromium.stop()
            serve.stop()
        }
        try FileManager.default.createDirectory(at: Self.artefacts, withIntermediateDirectories: true)
        let script = fixture.directory.appendingPathComponent("script.lua")

        let seen = try await DevTools.drive(devtools) { tab in
            try await tab.open(page)
            var seen: [String: String] = [:]
            // A console line's answer, asked through the page and read from its console pane.
            func ask(_ tag: String, _ lua: String) async throws -> String {
                _ = try await tab.evaluate("send({type: \"eval\", line: \(Self.json("return '\(tag)', " + lua))})")
                return try await tab.poll(
                    ##"Array.from(document.querySelectorAll("#log div")).map((d) => d.textContent).reverse().find((t) => t.startsWith("\##(tag)\t")) || null"##
                )
            }
            // The screen point of a point of a control's drawing.
            func screen(_ kind: String, _ x: Double, _ y: Double) async throws -> (Double, Double) {
                let text = try await tab.poll(
                    """
                    (() => {
                      const c = controls.find((c) => c.kind === "\(kind)");
                      const svg = document.querySelector("#scene svg");
                      if (!c || !svg) return null;
                      const p = new DOMPoint(c.x + \(x), c.y + \(y)).matrixTransform(svg.getScreenCTM());
                      return JSON.stringify([p.x, p.y]);
                    })()
                    """)
                let numbers = try JSONDecoder().decode([Double].self, from: Data(text.utf8))
                return (numbers[0], numbers[1])
            }
            func click(_ point: (Double, Double)) async throws {
                for type in ["mousePressed", "mouseReleased"] {
                    _ = try await tab.send(
                        "Input.dispatchMouseEvent",
                        ["type": type, "x": point.0, "y": point.1, "button": "left", "clickCount": 1])
                }
            }
            func screenshot(_ name: String) async throws {
                let shot = try await tab.send("Page.captureScreenshot", ["format": "png"])
                if let data = (shot["data"] as? String).flatMap({ Data(base64Encoded: $0) }) {
                    try data.write(to: Self.artefacts.appendingPathComponent("\(name).png"))
                }
            }

            // The page is up once its socket is open and a frame has come.
            _ = try await tab.poll(
                #"typeof controls !== "undefined" && controls.length > 0 && socket.readyState === 1 ? "ready" : null"#)

            // Two matching cards, clicked: they are a pair.
            let pair = try await ask(
                "pair",
                "(function() for i = 1, 4 do for j = i + 1, 4 do if game:card(i).face == game:card(j).face then return i .. ' ' .. j end end end end)()"
            )
            let cards = pair.split(separator: "\t")[1].split(separator: " ").compactMap { Int($0) }
            for card in cards {
                let index = card - 1
                let point = try await screen("Memory", 8 + Double(index % 2) * 52 + 22, 8 + Double(index / 2) * 66 + 29)
                try await click(point)
                try await Task.sleep(nanoseconds: 300_000_000)
            }
            try await Task.sleep(nanoseconds: 1_500_000_000)
            seen["pair"] = try await ask("cards", "game:card(\(cards[0])).solved, game:card(\(cards[1])).solved")
            try await screenshot("cards")

            // Arrow keys tilt the puzzle.
            let movesBefore = try await ask("before", "board.moves")
            for (key, code) in [("ArrowLeft", 37), ("ArrowUp", 38), ("ArrowRight", 39), ("ArrowDown", 40)] {
                for type in ["rawKeyDown", "keyUp"] {
                    _ = try await tab.send(
                        "Input.dispatchKeyEvent",
                        ["type": type, "key": key, "code": key, "windowsVirtualKeyCode": code])
                }
            }
            try await Task.sleep(nanoseconds: 500_000_000)
            let movesAfter = try await ask("after", "board.moves")
            seen["tilted"] = String(movesAfter != movesBefore.replacingOccurrences(of: "before", with: "after"))

            // Undo, from the page's button: the last tilt goes.
            let countBefore = try await ask("count", "history.count(), history.index()")
            _ = try await tab.evaluate(#"document.getElementById("undo").click()"#)
            _ = try await tab.poll(
                ##"Array.from(document.querySelectorAll("#log div")).map((d) => d.textContent).find((t) => t.startsWith("Undo")) || null"##
            )
            let countAfter = try await ask("count2", "history.count(), history.index()")
            seen["undo"] =
                countBefore.replacingOccurrences(of: "count\t", with: "") + " -> "
                + countAfter.replacingOccurrences(of: "count2\t", with: "")

            // The console is the REPL: Tab completes a control's methods, help() answers.
            _ = try await tab.evaluate(
                #"const line = document.getElementById("line"); line.value = "wheel:sp"; line.focus(); line.setSelectionRange(8, 8)"#
            )
            for type in ["rawKeyDown", "keyUp"] {
                _ = try await tab.send(
                    "Input.dispatchKeyEvent", ["type": type, "key": "Tab", "code": "Tab", "windowsVirtualKeyCode": 9])
            }
            seen["completed"] = try await tab.poll(
                #"document.getElementById("line").value !== "wheel:sp" ? document.getElementById("line").value : null"#)
            seen["listed"] = try await tab.poll(
                ##"Array.from(document.querySelectorAll("#log div")).map((d) => d.textContent).find((t) => t.includes("wheel:spinfree")) || null"##
            )
            _ = try await tab.evaluate(#"document.getElementById("line").value = """#)
            seen["help"] = try await ask("help", "type(help) .. ' ' .. type(show) .. ' ' .. type(advance)")

            // Back to 0.1 s with the slider: paused there, the cards face down again.
            _ = try await tab.evaluate(#"scrub.value = "0.1"; scrub.dispatchEvent(new Event("input"))"#)
            seen["scrubbed"] = try await tab.poll(
                #"statusLine.textContent.startsWith("paused, t = 0.1") ? statusLine.textContent : null"#)
            seen["back"] = try await ask("back", "game:card(\(cards[0])).faceup")
            // Paused, the picture the page rebuilt from the frames' changes is the scene's own.
            let lua = try await ask(
                "digest",
                "(function() local s = scene.svg() local h = 0 for i = 1, #s do h = (h * 31 + s:byte(i)) % 2147483647 end return #s .. ' ' .. h end)()"
            )
            let page = try await tab.poll(
                "(() => { const b = new TextEncoder().encode(lastImage); let h = 0; for (const x of b) h = (h * 31 + x) % 2147483647; return b.length + ' ' + h; })()"
            )
            seen["digest"] = String(lua == "digest\t" + page)
            try await screenshot("scrubbed")

            // Saving the script reloads it; the page keeps its connection.
            try await Task.sleep(nanoseconds: 1_100_000_000)
            try "print('version 2')\nwheel = Wheel.new{sectors = 4}\n".write(
                to: script, atomically: true, encoding: .utf8)
            seen["reloaded"] = try await tab.poll(
                ##"Array.from(document.querySelectorAll("#log div")).map((d) => d.textContent).find((t) => t === "version 2") || null"##
            )
            seen["sectors"] = try await ask("sectors", "wheel.sectors")
            try await screenshot("reloaded")
            return seen
        }
        #expect(seen["pair"] == "cards\ttrue\ttrue", "\(seen)")
        #expect(seen["completed"] == "wheel:spin", "Tab put in the common beginning: \(seen)")
        #expect(seen["listed"] == "wheel:spin  wheel:spinfree", "\(seen)")
        #expect(seen["help"] == "help\ttable function function", "\(seen)")
        #expect(seen["tilted"] == "true", "\(seen)")
        let undo = try #require(seen["undo"])
        let numbers = undo.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        #expect(numbers.count == 4 && numbers[1] - numbers[3] == 1, "one step undone: \(undo)")
        #expect(seen["scrubbed"]?.hasPrefix("paused, t = 0.1") == true)
        #expect(seen["back"] == "back\tfalse", "\(seen)")
        #expect(seen["digest"] == "true", "the page's picture, rebuilt from changes, is the scene's SVG")
        #expect(seen["reloaded"] == "version 2")
        #expect(seen["sectors"] == "sectors\t4")
    }

    /// `text` as a JavaScript string literal.
    static func json(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text])) ?? Data("[\"\"]".utf8)
        return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
    }
}

/// A minimal DevTools-protocol client over one WebSocket: commands answered by id, events
/// skipped.
final class DevTools: @unchecked Sendable {
    private let outbound: WebSocketOutboundWriter
    private var inbound: WebSocketInboundMessageStream.AsyncIterator
    private var nextID = 0
    /// The page session commands go to, once attached.
    var session: String?

    private init(outbound: WebSocketOutboundWriter, inbound: WebSocketInboundMessageStream.AsyncIterator) {
        self.outbound = outbound
        self.inbound = inbound
    }

    /// Connects to `url` and runs `body` with the client; returns what `body` returned.
    static func drive<Result: Sendable>(_ url: String, _ body: @escaping @Sendable (DevTools) async throws -> Result)
        async throws -> Result
    {
        let box = ResultBox<Result>()
        var configuration = WebSocketClientConfiguration()
        configuration.maxFrameSize = 1 << 24
        try await WebSocketClient.connect(url: url, configuration: configuration, logger: .init(label: "devtools")) {
            inbound, outbound, _ in
            let client = DevTools(outbound: outbound, inbound: inbound.messages(maxSize: 1 << 24).makeAsyncIterator())
            box.value = try await body(client)
        }
        return try #require(box.value)
    }

    /// Sends `method` with `params`; returns the result, or throws the protocol's error.
    func send(_ method: String, _ params: [String: Any] = [:]) async throws -> [String: Any] {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": params]
        if let session { message["sessionId"] = session }
        let data = try JSONSerialization.data(withJSONObject: message)
        try await outbound.write(.text(String(decoding: data, as: UTF8.self)))
        while let reply = try await inbound.next() {
            guard case .text(let text) = reply,
                let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
                object["id"] as? Int == nextID
            else { continue }
            if let error = object["error"] { throw ServeBrowserTests.BrowserTestError("\(method): \(error)") }
            return object["result"] as? [String: Any] ?? [:]
        }
        throw ServeBrowserTests.BrowserTestError("the browser closed the connection during \(method)")
    }

    /// Opens `page` in a new tab and sends the commands that follow to it.
    func open(_ page: String) async throws {
        let target = try await send("Target.createTarget", ["url": page])
        let targetID = try #require(target["targetId"] as? String)
        let attached = try await send("Target.attachToTarget", ["targetId": targetID, "flatten": true])
        session = try #require(attached["sessionId"] as? String)
    }

    /// Evaluates `expression` in the page; returns its value as a string, nil for null.
    func evaluate(_ expression: String) async throws -> String? {
        let result = try await send("Runtime.evaluate", ["expression": expression, "returnByValue": true])
        if let exception = result["exceptionDetails"] {
            throw ServeBrowserTests.BrowserTestError("\(expression): \(exception)")
        }
        let value = (result["result"] as? [String: Any])?["value"]
        return value.flatMap { $0 is NSNull ? nil : "\($0)" }
    }

    /// Evaluates `expression` every 50 ms until it is neither null nor an error (the page may
    /// still be loading), 10 s at most.
    func poll(_ expression: String) async throws -> String {
        var last: (any Error)?
        for _ in 0..<200 {
            do {
                if let value = try await evaluate(expression) { return value }
            } catch {
                last = error
            }
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        throw ServeBrowserTests.BrowserTestError("\(expression) stayed null\(last.map { " (\($0))" } ?? "")")
    }
}

private final class ResultBox<Value: Sendable>: @unchecked Sendable {
    var value: Value?
}
