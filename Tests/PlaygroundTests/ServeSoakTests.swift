import Foundation
import Testing

/// `make soak`: `playground serve` under a long storm from a real browser — seeded random
/// touches, keys, buttons, undo/redo, time travel and console lines on the page, and 20 more
/// WebSocket clients of the same page sending junk — with no crash, the server's memory within a
/// bound, and every control's invariants intact at the end. Off in `make test`
/// (PLAYGROUND_SOAK_SECONDS sets its length; `make soak` gives 600).
@Suite struct ServeSoakTests {
    static var seconds: Double? {
        ProcessInfo.processInfo.environment["PLAYGROUND_SOAK_SECONDS"].flatMap(Double.init)
    }

    static var canRun: Bool { seconds != nil && RecordingBrowserTests.browser != nil }

    /// The storm, in the page: one seeded generator drives the person's inputs through the
    /// page's own `send`, and 20 sockets send junk of every kind.
    static func storm(seed: Int) -> String {
        """
        (() => {
          let state = \(seed) >>> 0;
          const random = () => { state = (state + 0x6D2B79F5) >>> 0; let t = state;
            t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
            return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
          const pick = (list) => list[Math.floor(random() * list.length)];
          window.stormCount = 0;
          setInterval(() => {
            if (!controls.length) return;
            const c = pick(controls);
            const x = random() * c.width, y = random() * c.height;
            const kind = random();
            if (kind < 0.45) {
              for (const phase of ["down", "move", "move", "up"]) {
                send({type: "pointer", phase, control: c.id, x: x + random() * 40 - 20, y: y + random() * 40 - 20});
              }
            } else if (kind < 0.55) send({type: "key", key: pick(["left", "right", "up", "down"])});
            else if (kind < 0.65 && c.buttons.length) send({type: "button", control: c.id, method: pick(c.buttons)});
            else if (kind < 0.72) send({type: pick(["undo", "redo"])});
            else if (kind < 0.76) send({type: "seek", time: random() * Number(scrub.max)});
            else if (kind < 0.80) send({type: "play", speed: pick([0.25, 0.5, 1, 2, 4])});
            else if (kind < 0.82) send({type: "pause"});
            else if (kind < 0.84) send({type: "step"});
            else if (kind < 0.88) send({type: "date", control: c.id, field: pick(["start", "finish"]), date: "2026-12-" + String(1 + Math.floor(random() * 28)).padStart(2, "0")});
            else if (kind < 0.92) send({type: "eval", line: pick(["return 1 + 1", "print('x')", "error('boom')", "local t = {} for i = 1, 1000 do t[i] = i end", "clock.after(0.1, function() end)"])});
            window.stormCount++;
          }, 15);
          const junk = [() => "", () => "{", () => "[]", () => "null", () => JSON.stringify({type: "pointer"}),
            () => JSON.stringify({type: "pointer", phase: "down", control: 1e300, x: 1e308, y: -1e308}),
            () => JSON.stringify({type: "eval", line: "x".repeat(70000)}), () => JSON.stringify({type: "seek", time: -1e300}),
            () => JSON.stringify({type: "button", control: 1, method: "__gc"}), () => String.fromCharCode(...Array.from({length: 64}, () => Math.floor(random() * 65536))),
            () => JSON.stringify({type: "date", control: 1, field: "start", date: "9999-99-99T99:99:99Z"})];
          for (let i = 0; i < 20; i++) {
            const socket = new WebSocket(`ws://${location.host}/session`);
            socket.onopen = () => setInterval(() => { if (socket.readyState === 1) socket.send(pick(junk)()); }, 25);
          }
          return "storming";
        })()
        """
    }

    @Test(.enabled(if: canRun), .timeLimit(.minutes(20))) func theServerWeathersAStormFromTheBrowser() async throws {
        let seconds = try #require(Self.seconds)
        let fixture = try ScriptFixture(
            """
            wheel = Wheel.new{sectors = 8}
            weighted = Wheel.new{weights = {1, 3, 2}}
            game = Memory.new{pairs = 4, seed = 3}
            board = Puzzle.new(3, 3)
            board:shuffle(5)
            timer = Timer.new(30)
            stepper = Stepper.new{max = 10}
            range = DateRange.new{start = "2026-12-01", finish = "2026-12-10"}
            range:edit()
            view = View.new{}
            view:animate({alpha = 0.2}, {duration = 2, repeats = "forever", autoreverse = true})
            """)
        defer { fixture.remove() }
        let (page, devtools, serve, chromium) = try ServeBrowserTests.serveAndBrowse(
            fixture, arguments: ["--seed", "9"])
        defer {
            chromium.stop()
            serve.stop()
        }
        let pid = serve.process.processIdentifier

        let report = try await DevTools.drive(devtools) { tab in
            let target = try await tab.send("Target.createTarget", ["url": page])
            let attached = try await tab.send(
                "Target.attachToTarget", ["targetId": target["targetId"] as? String ?? "", "flatten": true])
            tab.session = attached["sessionId"] as? String
            _ = try await tab.poll(
                #"typeof controls !== "undefined" && controls.length > 0 && socket.readyState === 1 ? "ready" : null"#)
            let startMemory = Self.residentMegabytes(of: pid)
            _ = try await tab.evaluate(Self.storm(seed: 20_261_125))
            var peak = startMemory
            let end = Date().addingTimeInterval(seconds)
            while Date() < end {
                try await Task.sleep(nanoseconds: 2_000_000_000)
                peak = max(peak, Self.residentMegabytes(of: pid))
            }
            let count = try await tab.evaluate("String(window.stormCount)") ?? "0"
            // Stop the storm, let the session play on, and check every control.
            _ = try await tab.evaluate(
                "for (let i = 1; i < 100000; i++) clearInterval(i); send({type: 'play', speed: 1}); 'calm'")
            try await Task.sleep(nanoseconds: 1_000_000_000)
            _ = try await tab.evaluate(#"send({type: "eval", line: \#(ServeBrowserTests.json(Self.invariants))})"#)
            let verdict = try await tab.poll(
                ##"Array.from(document.querySelectorAll("#log div")).map((d) => d.textContent).reverse().find((t) => t.startsWith("invariants")) || null"##
            )
            return (startMemory, peak, count, verdict)
        }
        print(
            "soak: \(report.2) inputs in \(Int(seconds)) s; the server's memory \(Int(report.0)) MB at the start, \(Int(report.1)) MB at its peak; \(report.3)"
        )
        #expect(serve.process.isRunning, "the server is still up")
        #expect((Int(report.2) ?? 0) > Int(seconds * 20), "the storm ran: \(report.2) inputs")
        #expect(report.1 - report.0 < 300, "the server's memory grew from \(report.0) MB to \(report.1) MB")
        #expect(report.3 == "invariants\tok", "\(report.3)")
    }

    /// A console line that checks every control's invariants and answers `ok` or what broke.
    static let invariants = """
        return 'invariants', (function()
          local problems = {}
          local function check(ok, what) if not ok then problems[#problems + 1] = what end end
          check(wheel.value >= 1 and wheel.value <= 8, 'wheel value ' .. tostring(wheel.value))
          check(weighted.value >= 1 and weighted.value <= 3, 'weighted value')
          local seen = {}
          for i = 1, 9 do local t = board:tile(i) check(t >= 0 and t <= 8 and not seen[t], 'puzzle tile ' .. i) seen[t] = true end
          local faces = {}
          for i = 1, 8 do local c = game:card(i) faces[c.face] = (faces[c.face] or 0) + 1 end
          for face, count in pairs(faces) do check(count == 2, 'memory face ' .. face .. ' x' .. count) end
          check(stepper.value >= 0 and stepper.value <= 10, 'stepper ' .. stepper.value)
          check(timer.remaining >= 0 and timer.remaining <= 30, 'timer ' .. timer.remaining)
          check(history.count() <= 10000 and history.index() <= history.count(), 'history')
          check(view.alpha >= 0 and view.alpha <= 1, 'view alpha')
          return #problems == 0 and 'ok' or table.concat(problems, '; ')
        end)()
        """

    /// The resident memory of process `pid`, in MB (0 when it cannot be read).
    static func residentMegabytes(of pid: Int32) -> Double {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return 0 }
        let kilobytes = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
        return kilobytes / 1024
    }
}
