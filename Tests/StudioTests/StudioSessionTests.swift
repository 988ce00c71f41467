import Foundation
import Rendering
import Scripting
import Studio
import Synchronization
import Testing

/// A live session driven as the page drives it, without a browser: inputs posted, messages
/// heard. The session is paced to the wall clock, so each wait is for real time (a few tenths
/// of a second), bounded by a generous deadline.
@Suite struct StudioSessionTests {
    @Test func whatTheScriptPrintsReachesThePagesConsole() throws {
        let harness = try Harness("print('hello', 1, nil)\nclock.after(0.1, function() print('later') end)\n")
        _ = try harness.wait(for: "the first line") {
            $0 == #"{"error":false,"text":"hello\t1\tnil","type":"console"}"#
        }
        _ = try harness.wait(for: "the timer's line") { $0.contains(#""text":"later""#) }
    }

    /// A console line runs under a stop, as a script does: an endless one is stopped after the
    /// limit, says so, is not kept for a replay, and the session goes on.
    @Test func anEndlessConsoleLineIsStoppedAndTheSessionGoesOn() throws {
        let harness = try Harness("x = 1\n")
        let start = harness.messages.count
        harness.session.post(.evaluate("while true do end"))
        let message = try harness.wait(for: "the stopped line", after: start) { $0.contains("ran longer than") }
        #expect(message.contains("the console line ran longer than 5 s and was stopped; the session goes on"))
        #expect(try harness.evaluate("x + 1") == "2")
    }

    /// The console's Stop button stops the line running now, before its time limit, and the
    /// session goes on; with no line running it says so.
    @Test func theStopButtonStopsTheRunningConsoleLine() throws {
        let harness = try Harness("x = 1\n")
        let start = harness.messages.count
        harness.session.post(.evaluate("print('looping') while true do end"))
        _ = try harness.wait(for: "the line to start", after: start) { $0.contains("looping") }
        harness.session.post(.stopConsoleLine)
        let message = try harness.wait(for: "the stopped line", after: start) { $0.contains("was stopped") }
        #expect(message.contains("the console line was stopped from the page; the session goes on"))
        #expect(try harness.evaluate("x + 1") == "2")
        let idle = harness.messages.count
        harness.session.post(.stopConsoleLine)
        _ = try harness.wait(for: "the answer to a Stop with nothing running", after: idle) {
            $0.contains("no console line is running")
        }
    }

    @Test func aTabOpenedLaterGetsTheConsoleSoFarAndTheLatestFrame() throws {
        let harness = try Harness("print('early')\nwheel = Wheel.new{}\n")
        _ = try harness.wait(for: "the print") { $0.contains("early") }
        _ = try harness.control("Wheel #1")
        let late = MessageLog()
        let token = harness.session.subscribe { late.append($0) }
        defer { harness.session.unsubscribe(token) }
        let first = late.last(2)
        #expect(first.first?.contains(#""text":"early""#) == true)
        #expect(first.last?.contains(#""type":"frame""#) == true)
    }

    @Test func aHugePrintedLineIsCutForThePages() throws {
        let harness = try Harness("print(string.rep('x', 100000))\n")
        let line = try harness.wait(for: "the cut line") { $0.contains("more bytes") }
        #expect(line.contains("… (83616 more bytes)"))
        #expect(line.utf8.count < 17_000)
    }

    @Test func thePageSeesTheSceneAndTheConsoleRunsLinesInTheSession() throws {
        let harness = try Harness("counter = Odometer.new(3)\ncounter:set(42)\n")
        let frame = try harness.wait(for: "a frame") { $0.contains(#""type":"frame""#) }
        #expect(frame.contains("<svg"))
        #expect(try harness.evaluate("counter.value") == "42")
        harness.session.post(.evaluate("error('boom')"))
        let error = try harness.wait(for: "the error") { $0.contains("boom") }
        #expect(error.contains(#""error":true"#))
        #expect(error.contains("console:1: boom"))
    }

    @Test func draggingTheWheelTurnsItThroughItsBindingsIntoTheHistory() throws {
        let harness = try Harness(
            """
            wheel = Wheel.new{sectors = 8}
            crossings = 0
            wheel.oncross = function() crossings = crossings + 1 end
            """)
        let wheel = try harness.control("Wheel #1")
        // The drawing's centre is the wheel's; a finger at radius 70 on the left, then round
        // a third of a turn clockwise on screen, in steps, and up.
        let center = (x: wheel.width / 2, y: wheel.height / 2)
        func at(_ radians: Double) -> (Double, Double) { (center.x + 70 * cos(radians), center.y + 70 * sin(radians)) }
        let start = at(Double.pi)
        harness.session.post(.pointer(.down, control: wheel.id, x: start.0, y: start.1))
        for step in 1...12 {
            let point = at(Double.pi + Double(step) * 0.2)
            harness.session.post(.pointer(.move, control: wheel.id, x: point.0, y: point.1))
            Thread.sleep(forTimeInterval: 0.02)
        }
        let end = at(Double.pi + 2.4)
        harness.session.post(.pointer(.up, control: wheel.id, x: end.0, y: end.1))
        #expect(try harness.evaluate("history.undoname()") == "Turn Wheel")
        // Wait for the wheel to come to rest wherever the flick took it.
        var moving = "true"
        for _ in 0..<200 where moving == "true" {
            moving = try harness.evaluate("wheel.moving")
        }
        #expect(moving == "false")
        // Where a flick lands depends on how fast the person moved (here, on the wall clock);
        // that the finger turned the wheel, and its callbacks ran, does not.
        #expect(try harness.evaluate("wheel.angle ~= 0") == "true")
        #expect(try harness.evaluate("crossings > 2") == "true")
        harness.session.post(.undo)
        _ = try harness.wait(for: "the undo") { $0.contains("Undo Turn Wheel") }
        #expect(try harness.evaluate("wheel.value") == "1")
        #expect(try harness.evaluate("history.canundo()") == "false")
    }

    @Test func aClickFlipsACardAndATileSlidesAndTheArrowsTilt() throws {
        let harness = try Harness(
            """
            game = Memory.new{pairs = 2, seed = 3}
            board = Puzzle.new(3, 3)
            board:shuffle(5)
            """)
        let game = try harness.control("Memory #1")
        // The first card's middle (the drawing's cards start one gap in).
        harness.session.post(.pointer(.down, control: game.id, x: 8 + 22, y: 8 + 29))
        harness.session.post(.pointer(.up, control: game.id, x: 8 + 22, y: 8 + 29))
        #expect(try harness.evaluate("game:card(1).faceup") == "true")
        // A click between cards does nothing.
        harness.session.post(.pointer(.down, control: game.id, x: 4, y: 4))
        #expect(try harness.evaluate("game:card(2).faceup") == "false")

        let board = try harness.control("Puzzle #1")
        let before = try harness.evaluate("board:tile(1) .. ',' .. board.moves")
        harness.session.post(.key(.left))
        harness.session.post(.key(.right))
        let after = try harness.evaluate("board.moves")
        #expect(after != before.split(separator: ",").last.map(String.init), "the arrows tilted the puzzle")
        _ = board
    }

    @Test func aButtonCallsOnlyTheMethodsItsControlShows() throws {
        let harness = try Harness("timer = Timer.new(60)\n")
        let timer = try harness.control("Timer #1")
        harness.session.post(.button(control: timer.id, method: "start"))
        #expect(try harness.evaluate("timer.status") == "running")
        harness.session.post(.button(control: timer.id, method: "setduration"))
        let refused = try harness.wait(for: "the refusal") { $0.contains("no button") }
        #expect(refused.contains("no button 'setduration' on that control"))
    }

    @Test func savingTheScriptRunsItAgainAndABrokenSaveKeepsTheLastGoodRun() throws {
        let harness = try Harness("version = 1\ncounter = Odometer.new(2)\n")
        #expect(try harness.evaluate("version") == "1")
        // File times have a resolution; a second save must look newer than the first.
        Thread.sleep(forTimeInterval: 1.1)
        try "version = 2\ncounter = Odometer.new(3)\n".write(to: harness.script, atomically: true, encoding: .utf8)
        _ = try harness.wait(for: "the reload") { $0.contains("reloaded") }
        #expect(try harness.evaluate("version") == "2")
        #expect(try harness.evaluate("counter.digits") == "3")
        Thread.sleep(forTimeInterval: 1.1)
        let start = harness.messages.count
        try "version = 3\nerror('half-written')\n".write(to: harness.script, atomically: true, encoding: .utf8)
        let error = try harness.wait(for: "the broken save's error", after: start) { $0.contains("half-written") }
        #expect(error.contains(#""error":true"#))
        #expect(error.contains("live.lua:2:"))
        #expect(try harness.evaluate("version") == "2", "the last good run goes on")
    }

    @Test func theSavedTouchesReplayIntoTheSameRun() throws {
        let harness = try Harness(
            """
            wheel = Wheel.new{sectors = 8}
            game = Memory.new{pairs = 2, seed = 3}
            crossings = 0
            wheel.oncross = function() crossings = crossings + 1 end
            """, savingTouches: true)
        let wheel = try harness.control("Wheel #1")
        let game = try harness.control("Memory #1")
        let center = (x: wheel.width / 2, y: wheel.height / 2)
        harness.session.post(.pointer(.down, control: wheel.id, x: center.x - 70, y: center.y))
        for step in 1...8 {
            let angle = Double.pi + Double(step) * 0.25
            harness.session.post(
                .pointer(.move, control: wheel.id, x: center.x + 70 * cos(angle), y: center.y + 70 * sin(angle)))
            Thread.sleep(forTimeInterval: 0.03)
        }
        harness.session.post(
            .pointer(
                .up, control: wheel.id, x: center.x + 70 * cos(3 * Double.pi), y: center.y + 70 * sin(3 * Double.pi)))
        harness.session.post(.pointer(.down, control: game.id, x: 8 + 22, y: 8 + 29))
        harness.session.post(.evaluate("marker = 'set from the console'"))
        // A line that raises after doing something: what it did is replayed too.
        let raising = harness.messages.count
        harness.session.post(.evaluate("halfway = 'before the error'; error('on purpose')"))
        _ = try harness.wait(for: "the line's error", after: raising) { $0.contains("on purpose") }
        harness.session.post(.undo)
        harness.session.post(.redo)
        var moving = "true"
        for _ in 0..<200 where moving == "true" { moving = try harness.evaluate("wheel.moving") }
        let state =
            "string.format('%.12f', wheel.angle), wheel.value, crossings, game:card(1).faceup, marker, halfway, history.count(), history.undoname()"
        let live = try harness.evaluate(state)

        // The file replays with the seed and the clock start the session ran with.
        let touches = harness.directory.appendingPathComponent("touches.lua")
        let text = try String(contentsOf: touches, encoding: .utf8)
        #expect(text.contains("playground run --seed 1 --now 1970-01-01T00:00:00Z"))
        #expect(text.contains(#""Wheel #1", "touch""#))
        #expect(text.contains(#"error('on purpose')", true}"#))
        // Replayed twice, with what it prints, its trace and its final scene: the same run.
        var runs: [(state: String, output: [String], trace: [String], svg: String)] = []
        for _ in 0..<2 {
            let replay = try ScriptHost(options: .init(origin: 0, seed: 1))
            let output = MessageLog()
            let trace = MessageLog()
            try replay.echoPrints { output.append($0) }
            replay.onTrace = { trace.append("\($0)") }
            try replay.run(scriptAtPath: touches.path)
            let replayed = try replay.runtime.execute("return " + state, chunkName: "state").map(\.description).joined(
                separator: "\t")
            runs.append((replayed, output.last(100_000), trace.last(100_000), replay.scene().svg()))
        }
        #expect(runs[0].state == live)
        #expect(runs[1].state == live)
        #expect(runs[0].output == runs[1].output)
        #expect(runs[0].trace == runs[1].trace && !runs[0].trace.isEmpty)
        #expect(runs[0].svg == runs[1].svg)
    }

    /// A control written in Lua is dragged, pressed and replayed as the wheel is, and a draw
    /// that fails keeps its last good drawing and says why in the console, once.
    @Test func aControlWrittenInLuaIsTouchedPressedAndReplayedLikeABuiltInOne() throws {
        let harness = try Harness(
            """
            Knob = Control.declare("Knob", {fields = {value = 0, held = false}, size = {100, 40},
              tracking = {began = "grab", moved = "drag", ended = "lift", cancelled = "drop"}, buttons = {"reset"},
              draw = function(self, canvas)
                if self.value < 0 then error("a negative knob") end
                canvas:rect(0, 0, self.value, 40, {fill = "#2f6fdf"})
              end,
              methods = {
                grab = function(self, x) self.held = true; self.value = x end,
                drag = function(self, x) self.value = math.max(0, math.min(100, x)) end,
                lift = function(self, x) self.held = false; self:drag(x) end,
                drop = function(self) self.held = false end,
                reset = function(self) self.value = 0 end,
              }})
            knob = Knob.new()
            """, savingTouches: true)
        let knob = try harness.control("Knob #1")
        #expect(knob.width == 100 && knob.height == 40)
        harness.session.post(.pointer(.down, control: knob.id, x: 10, y: 20))
        harness.session.post(.pointer(.move, control: knob.id, x: 60, y: 20))
        harness.session.post(.pointer(.up, control: knob.id, x: 80, y: 20))
        #expect(try harness.evaluate("knob.value, knob.held, history.undoname()") == "80\tfalse\tTouch Knob")
        harness.session.post(.button(control: knob.id, method: "reset"))
        #expect(try harness.evaluate("knob.value, history.undoname()") == "0\tReset Knob")
        harness.session.post(.pointer(.down, control: knob.id, x: 30, y: 20))
        harness.session.post(.pointer(.up, control: knob.id, x: 45, y: 20))
        let live = try harness.evaluate("knob.value, history.count()")
        #expect(live == "45\t3")

        // The touches replay into the same run.
        // The file is written a little after the touches (it lags at most a second).
        let touches = harness.directory.appendingPathComponent("touches.lua")
        var text = ""
        for _ in 0..<100 where !text.contains(#""Knob #1", "lift""#) {
            Thread.sleep(forTimeInterval: 0.1)
            text = (try? String(contentsOf: touches, encoding: .utf8)) ?? ""
        }
        #expect(text.contains(#""Knob #1", "grab""#))
        let replay = try ScriptHost(options: .init(origin: 0, seed: 1))
        try replay.run(scriptAtPath: touches.path)
        let replayed = try replay.runtime.execute("return knob.value, history.count()", chunkName: "state")
        #expect(replayed.map(\.description).joined(separator: "\t") == live)

        // A draw that fails: the console says why, once, and the session goes on.
        let start = harness.messages.count
        harness.session.post(.evaluate("knob.value = -5"))
        let failure = try harness.wait(for: "the draw's failure", after: start) { $0.contains("a negative knob") }
        #expect(failure.contains("Knob #1: draw failed: ") && failure.contains("live.lua:4: a negative knob"))
        #expect(try harness.evaluate("1 + 1") == "2")
        // Frames go on while it fails; it is said once.
        _ = try harness.evaluate("2 + 2")
        #expect(
            harness.messages.last(100_000).filter { $0.contains("a negative knob") && !$0.contains("frame") }.count == 1
        )
    }

    @Test func goingBackInTimeShowsWhatTheFirstPassShowedThenAndATouchThereBranches() throws {
        let harness = try Harness(
            """
            wheel = Wheel.new{sectors = 8}
            crossings = 0
            wheel.oncross = function() crossings = crossings + 1 end
            counter = Odometer.new(3)
            clock.every(0.5, function() counter:set(counter.value + 1) end)
            """)
        let wheel = try harness.control("Wheel #1")
        let center = (x: wheel.width / 2, y: wheel.height / 2)
        harness.session.post(.pointer(.down, control: wheel.id, x: center.x - 70, y: center.y))
        for step in 1...6 {
            let angle = Double.pi + Double(step) * 0.3
            harness.session.post(
                .pointer(.move, control: wheel.id, x: center.x + 70 * cos(angle), y: center.y + 70 * sin(angle)))
            Thread.sleep(forTimeInterval: 0.03)
        }
        harness.session.post(
            .pointer(
                .up, control: wheel.id, x: center.x + 70 * cos(2.8 * Double.pi), y: center.y + 70 * sin(2.8 * Double.pi)
            ))
        // Pause, and touch while paused (undone later on this branch: it must replay too).
        harness.session.post(.transport(.pause))
        harness.session.post(.undo)
        harness.session.post(.transport(.play(speed: 4)))
        // Let the session run on a while, remembering every frame the first pass showed.
        _ = try harness.wait(for: "t ≥ 2.5 s") { frameTime($0).map { $0 >= 2.5 } ?? false }
        let firstPass = harness.messages.frames()
        let target = try #require(firstPass.filter { $0.time > 0.3 && $0.time < 2 }.dropFirst(5).first)
        let start = harness.messages.count
        harness.session.post(.transport(.seek(time: target.time)))
        let shown = try harness.wait(for: "the frame at \(target.time)", after: start) { frameTime($0) == target.time }
        #expect(
            svg(of: shown) == target.svg, "the scrubbed-back scene is the one the first pass showed at \(target.time)")
        #expect(shown.contains(#""paused":true"#))

        // Going forward again without touching replays the rest of the branch: the frame at a
        // later instant is the first pass's too.
        let later = try #require(firstPass.last { $0.time <= 2.4 && $0.time > target.time })
        let forward = harness.messages.count
        harness.session.post(.transport(.seek(time: later.time)))
        let shownLater = try harness.wait(for: "the frame at \(later.time)", after: forward) {
            frameTime($0) == later.time
        }
        #expect(svg(of: shownLater) == later.svg)
        // A touch after going back starts a new branch: the later history is gone.
        // Waiting for a frame sent after this seek: the first pass's frame at 0.2 would match too.
        let back = harness.messages.count
        harness.session.post(.transport(.seek(time: 0.2)))
        _ = try harness.wait(for: "back at 0.2", after: back) { frameTime($0) == 0.2 }
        // What the history held at 0.2 s: a loaded machine may apply the whole drag (queued
        // before the clock started) before 0.2 s, so this is not always 0.
        let historyThen = try harness.evaluate("history.count()")
        harness.session.post(.evaluate("touched = true"))
        #expect(try harness.evaluate("touched") == "true")
        // The new branch has not reached 2.5 s: going there stays where it is, and nothing the
        // old branch did after 0.2 s is in its history.
        harness.session.post(.transport(.seek(time: 2.5)))
        #expect(try harness.evaluate("clock.now() < 1") == "true")
        #expect(try harness.evaluate("history.count()") == historyThen)
    }

    /// After going back, inputs that do nothing — a pointer moving over a wheel no finger
    /// holds, a tap on no control, a refused call — leave the branch ahead: going forward
    /// replays it.
    @Test func anInputThatDoesNothingAfterGoingBackKeepsTheBranchAhead() throws {
        let harness = try Harness("wheel = Wheel.new{sectors = 8}\n")
        let wheel = try harness.control("Wheel #1")
        _ = try harness.wait(for: "t ≥ 0.3 s") { frameTime($0).map { $0 >= 0.3 } ?? false }
        _ = try harness.evaluate("0")
        harness.session.post(.evaluate("marked = clock.now()"))
        _ = try harness.wait(for: "t ≥ 1.2 s") { frameTime($0).map { $0 >= 1.2 } ?? false }
        let back = harness.messages.count
        harness.session.post(.transport(.seek(time: 0.1)))
        _ = try harness.wait(for: "back at 0.1", after: back) { frameTime($0) == 0.1 }
        let inputs = harness.messages.count
        harness.session.post(.pointer(.move, control: wheel.id, x: wheel.width / 2 - 70, y: wheel.height / 2))
        harness.session.post(.pointer(.down, control: wheel.id + 1_000, x: 1, y: 1))
        // A button the wheel does not have is refused, and says so: the inputs were applied.
        harness.session.post(.button(control: wheel.id, method: "explode"))
        _ = try harness.wait(for: "the refusal", after: inputs) { $0.contains("no button 'explode'") }
        // The branch still reaches past 1 s: the clock can go there, replaying the console line.
        let forward = harness.messages.count
        harness.session.post(.transport(.seek(time: 1.1)))
        _ = try harness.wait(for: "forward at 1.1", after: forward) { frameTime($0) == 1.1 }
        #expect(try harness.evaluate("marked ~= nil and marked < 1.1") == "true")
    }

    /// Going back to the middle of a drag leaves the finger on the wheel, as it was then: the
    /// next pointer move turns it.
    @Test func goingBackToTheMiddleOfADragLetsTheFingerGoOn() throws {
        let harness = try Harness("wheel = Wheel.new{sectors = 8}\n")
        let wheel = try harness.control("Wheel #1")
        let center = (x: wheel.width / 2, y: wheel.height / 2)
        func at(_ radians: Double) -> (x: Double, y: Double) {
            (center.x + 70 * cos(radians), center.y + 70 * sin(radians))
        }
        _ = try harness.wait(for: "t ≥ 0.2 s") { frameTime($0).map { $0 >= 0.2 } ?? false }
        let down = harness.messages.count
        harness.session.post(.pointer(.down, control: wheel.id, x: at(.pi).x, y: at(.pi).y))
        _ = try harness.wait(for: "a frame after the touch", after: down) { frameTime($0) != nil }
        let touched = try #require(Double(try harness.evaluate("clock.now()")))
        _ = try harness.wait(for: "t ≥ \(touched + 0.5) s") { frameTime($0).map { $0 >= touched + 0.5 } ?? false }
        harness.session.post(.pointer(.move, control: wheel.id, x: at(1.2 * .pi).x, y: at(1.2 * .pi).y))
        harness.session.post(.pointer(.up, control: wheel.id, x: at(1.2 * .pi).x, y: at(1.2 * .pi).y))
        _ = try harness.wait(for: "t ≥ \(touched + 1) s") { frameTime($0).map { $0 >= touched + 1 } ?? false }
        // Back between the touch and the release: the wheel is held there.
        let back = harness.messages.count
        let middle = (touched * 60 + 15).rounded() / 60
        harness.session.post(.transport(.seek(time: middle)))
        // (Within a nanosecond: the page's JSON need not parse back to the same last bit.)
        _ = try harness.wait(for: "back at \(middle)", after: back) {
            frameTime($0).map { abs($0 - middle) < 1e-9 } ?? false
        }
        let before = try harness.evaluate("string.format('%.6f', wheel.angle)")
        harness.session.post(.pointer(.move, control: wheel.id, x: at(1.5 * .pi).x, y: at(1.5 * .pi).y))
        let after = try harness.evaluate("string.format('%.6f', wheel.angle)")
        #expect(after != before, "the move after going back turned the held wheel")
    }

    /// The console is the REPL: its shorthands work there, and a script's own global of the
    /// same name wins.
    @Test func theConsoleHasTheREPLsShorthands() throws {
        let harness = try Harness("counter = Odometer.new(3)\ncounter:set(7)\nfunction redo() return 'mine' end\n")
        #expect(try harness.evaluate("type(help)") == "table")
        #expect(try harness.evaluate("advance ~= nil and undo ~= nil and show ~= nil") == "true")
        #expect(try harness.evaluate("redo()") == "mine")
        let start = harness.messages.count
        harness.session.post(.evaluate("show()"))
        let shown = try harness.wait(for: "the scene's text", after: start) { $0.contains("Odometer #1") }
        #expect(shown.contains("── t = "))
        let helped = harness.messages.count
        harness.session.post(.evaluate("help(counter)"))
        _ = try harness.wait(for: "the odometer's help", after: helped) {
            $0.contains("Odometer") && $0.contains("set")
        }
    }

    /// Tab completes as `playground repl` does, and only the page that asked hears the answer.
    @Test func completionsGoToThePageThatAsked() throws {
        let harness = try Harness("spinner = Wheel.new{sectors = 6}\n")
        _ = try harness.control("Wheel #1")
        let asking = MessageLog()
        let token = harness.session.subscribe { asking.append($0) }
        defer { harness.session.unsubscribe(token) }
        let start = asking.count
        let others = harness.messages.count
        harness.session.post(.complete(word: "spinner:sp", page: token))
        let deadline = Date().addingTimeInterval(20)
        var answer: String?
        while answer == nil, Date() < deadline {
            answer = asking.first(after: start) { $0.contains(#""type":"completions""#) }
            Thread.sleep(forTimeInterval: 0.02)
        }
        let message = try #require(answer)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(message.utf8)) as? [String: Any])
        #expect(object["word"] as? String == "spinner:sp")
        let items = try #require(object["items"] as? [String])
        #expect(items == ["spinner:spin", "spinner:spinfree"], "\(items)")
        #expect(harness.messages.first(after: others) { $0.contains(#""type":"completions""#) } == nil)
    }

    /// Going back in time replays what was printed before without showing it again.
    @Test func goingBackDoesNotPrintAgainWhatWasPrinted() throws {
        let harness = try Harness("print('loaded')\nclock.every(0.25, function() print('tick ' .. clock.now()) end)\n")
        _ = try harness.wait(for: "t ≥ 1 s") { frameTime($0).map { $0 >= 1 } ?? false }
        let back = harness.messages.count
        harness.session.post(.transport(.seek(time: 0.6)))
        _ = try harness.wait(for: "back at 0.6", after: back) { frameTime($0) == 0.6 }
        _ = try harness.evaluate("0")
        let printed = harness.messages.first(after: back) { $0.contains("loaded") || $0.contains("tick 0.5") }
        #expect(printed == nil, "the replay printed \(printed ?? "")")
        // What is new is shown: playing on prints the next ticks.
        let play = harness.messages.count
        harness.session.post(.transport(.play(speed: 4)))
        _ = try harness.wait(for: "a tick after playing on", after: play) { $0.contains("tick ") }
    }

    /// A finger lifted while the session is paused does not fling: the moves came at one
    /// instant, so the touch ends as a cancelled one and the wheel settles where it was left.
    @Test func aDragWhilePausedEndsWithoutAFling() throws {
        let harness = try Harness("wheel = Wheel.new{sectors = 8}\n")
        let wheel = try harness.control("Wheel #1")
        let center = (x: wheel.width / 2, y: wheel.height / 2)
        func at(_ radians: Double) -> (x: Double, y: Double) {
            (center.x + 70 * cos(radians), center.y + 70 * sin(radians))
        }
        harness.session.post(.transport(.pause))
        _ = try harness.wait(for: "paused") { $0.contains(#""paused":true"#) }
        harness.session.post(.pointer(.down, control: wheel.id, x: at(.pi).x, y: at(.pi).y))
        for step in 1...8 {
            let point = at(.pi + Double(step) * 0.25)
            harness.session.post(.pointer(.move, control: wheel.id, x: point.x, y: point.y))
        }
        harness.session.post(.pointer(.up, control: wheel.id, x: at(.pi + 2).x, y: at(.pi + 2).y))
        let held = try Double(try harness.evaluate("wheel.angle")) ?? .nan
        harness.session.post(.transport(.play(speed: 4)))
        var moving = "true"
        for _ in 0..<200 where moving == "true" { moving = try harness.evaluate("wheel.moving") }
        #expect(moving == "false")
        let rested = try Double(try harness.evaluate("wheel.angle")) ?? .nan
        // A settle goes at most half a sector (π/8) from where the finger left it; a fling of
        // two radians in no time would go through many sectors.
        #expect(abs(rested - held) <= Double.pi / 8 + 1e-9, "held at \(held), rested at \(rested)")
    }

    @Test func theDateInputsSetARangeWhichSavesOnlyWhenValid() throws {
        let harness = try Harness(
            "range = DateRange.new{start = \"2026-12-01\", finish = \"2026-12-10\"}\nrange:edit()\n")
        let range = try harness.control("DateRange #1")
        let start = harness.messages.count
        harness.session.post(.date(control: range.id, field: "finish", date: "2026-11-20"))
        let invalid = try harness.wait(for: "an invalid range", after: start) { $0.contains(#""valid":false"#) }
        #expect(invalid.contains(#""flagged":"#))
        #expect(try harness.evaluate("range.valid") == "false")
        let refusal = harness.messages.count
        harness.session.post(.button(control: range.id, method: "save"))
        let error = try harness.wait(for: "the refusal", after: refusal) { $0.contains("cannot save") }
        #expect(error.contains(#""error":true"#))
        #expect(try harness.evaluate("range.saved") == "false")
        harness.session.post(.date(control: range.id, field: "finish", date: "2026-12-15"))
        #expect(try harness.evaluate("range.finish:sub(1, 10), range.valid") == "2026-12-15\ttrue")
        harness.session.post(.button(control: range.id, method: "save"))
        #expect(try harness.evaluate("range.saved") == "true")
    }

    @Test func framesSentAsChangesRebuildTheWholeFrames() throws {
        let harness = try Harness("wheel = Wheel.new{}\nwheel:spin(5, {turns = 2, duration = 1})\n")
        let changes = MessageLog()
        let token = harness.session.subscribe(changes: true) { changes.append($0) }
        defer { harness.session.unsubscribe(token) }
        _ = try harness.wait(for: "the spin's end") { frameTime($0).map { $0 > 1.2 } ?? false }
        var previous = ""
        var rebuilt: [Int: String] = [:]
        var changed = 0
        for message in changes.last(10_000) {
            guard let object = try JSONSerialization.jsonObject(with: Data(message.utf8)) as? [String: Any],
                object["type"] as? String == "frame", let sequence = object["seq"] as? Int
            else { continue }
            let image: String
            if let svg = object["svg"] as? String {
                image = svg
            } else {
                changed += 1
                #expect(object["base"] as? Int == sequence - 1)
                image = try #require(Self.rebuild(object["image"], after: previous))
            }
            rebuilt[sequence] = image
            previous = image
        }
        var compared = 0
        for message in harness.messages.last(10_000) {
            guard let object = try JSONSerialization.jsonObject(with: Data(message.utf8)) as? [String: Any],
                let sequence = object["seq"] as? Int, let svg = object["svg"] as? String, let image = rebuilt[sequence]
            else { continue }
            #expect(image == svg, "frame \(sequence)")
            compared += 1
        }
        #expect(changed > 10, "most frames of a spin go as changes")
        #expect(compared > 10)
    }

    /// An image rebuilt from its change, as the page does it.
    static func rebuild(_ form: Any?, after previous: String) -> String? {
        if let whole = form as? String { return whole }
        guard let object = form as? [String: Any] else { return nil }
        if let numbers = object["n"] as? [Any] {
            var changes: [RecordedImage.NumberChange] = []
            var index = 0
            while index + 1 < numbers.count {
                guard let gap = numbers[index] as? Int else { return nil }
                let value = numbers[index + 1]
                // A JSON number is a number whose text JavaScript writes back the same: no ".0".
                let text =
                    (value as? String) ?? (value as? NSNumber).map { number in
                        let double = number.doubleValue
                        return double == double.rounded() ? String(Int64(double)) : "\(double)"
                    } ?? ""
                changes.append(RecordedImage.NumberChange(gap: gap, text: text))
                index += 2
            }
            return RecordedImage.numbers(changes).decoded(after: previous)
        }
        if let lines = object["l"] as? [Any], lines.count == 3, let prefix = lines[0] as? Int,
            let suffix = lines[1] as? Int,
            let middle = lines[2] as? [String]
        {
            return RecordedImage.lines(keeping: prefix, middle, ending: suffix).decoded(after: previous)
        }
        return nil
    }

    @Test func aScriptThatStopsTheClockPausesTheSessionInsteadOfSpinning() throws {
        let harness = try Harness("wheel = Wheel.new{}\nclock.after(0.2, function() clock.stop() end)\n")
        _ = try harness.wait(for: "the pause") {
            $0.contains("the script called clock.stop(): the session is paused at t = 0.2 s")
        }
        #expect(try harness.evaluate("wheel.sectors") == "8", "the console still answers")
    }

    @Test func aScriptErrorIsShownAndTheSceneStaysLive() throws {
        let harness = try Harness("wheel = Wheel.new{}\nerror('the script fell over')\n")
        let error = try harness.wait(for: "the script's error") { $0.contains("the script fell over") }
        #expect(error.contains(#""error":true"#))
        _ = try harness.control("Wheel #1")
        #expect(try harness.evaluate("wheel.sectors") == "8")
    }
}

/// A session of `source`, with what it sends collected.
private final class Harness: Sendable {
    let session: StudioSession
    let messages = MessageLog()
    let directory: URL
    let script: URL

    init(_ source: String, savingTouches: Bool = false) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("studio-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        script = directory.appendingPathComponent("live.lua")
        try source.write(to: script, atomically: true, encoding: .utf8)
        let touches = savingTouches ? directory.appendingPathComponent("touches.lua").path : nil
        session = StudioSession(
            .init(script: script.path, options: .init(origin: 0, seed: 1), fps: 60, touchesFile: touches))
        let messages = self.messages
        _ = session.subscribe { text in messages.append(text) }
        session.start()
    }

    deinit {
        session.stop()
        try? FileManager.default.removeItem(at: directory)
    }

    /// Waits until a message satisfies `condition`, and returns it.
    func wait(for what: String, after start: Int = 0, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if let found = messages.first(after: start, where: condition) { return found }
            Thread.sleep(forTimeInterval: 0.02)
        }
        throw HarnessError(
            description: "no \(what) within 20 s; heard \(messages.last(3).map { String($0.prefix(160)) })")
    }

    /// The value a console line prints (the session evaluates it at its next frame).
    func evaluate(_ line: String) throws -> String {
        let marker = UUID().uuidString
        let start = messages.count
        session.post(.evaluate("return '\(marker)', \(line)"))
        let message = try wait(for: "the value of \(line)", after: start) {
            $0.contains(marker) || $0.contains("\"error\":true")
        }
        let object = try JSONSerialization.jsonObject(with: Data(message.utf8)) as? [String: Any]
        let text = try #require(object?["text"] as? String)
        guard text.hasPrefix(marker + "\t") else { throw HarnessError(description: text) }
        return String(text.dropFirst(marker.count + 1))
    }

    /// The drawing of control `title` in the latest frame: its id and its rectangle.
    func control(_ title: String) throws -> (id: Int, x: Double, y: Double, width: Double, height: Double) {
        let frame = try wait(for: "a frame with \(title)") { $0.contains(#""type":"frame""#) && $0.contains(title) }
        let object = try JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [String: Any]
        let controls = try #require(object?["controls"] as? [[String: Any]])
        let control = try #require(controls.first { $0["title"] as? String == title })
        func number(_ key: String) throws -> Double { try #require((control[key] as? NSNumber)?.doubleValue) }
        return (
            try #require(control["id"] as? Int), try number("x"), try number("y"), try number("width"),
            try number("height")
        )
    }
}

private struct HarnessError: Error, CustomStringConvertible {
    let description: String
}

/// What a session sent, from its thread, read by the test's.
private final class MessageLog: Sendable {
    private let messages = Mutex<[String]>([])

    func append(_ message: String) {
        messages.withLock { $0.append(message) }
    }

    var count: Int {
        messages.withLock { $0.count }
    }

    func first(after start: Int = 0, where condition: (String) -> Bool) -> String? {
        messages.withLock { $0.dropFirst(start).first(where: condition) }
    }

    /// Every frame heard so far: its time and its SVG.
    func frames() -> [(time: Double, svg: String)] {
        messages.withLock { $0 }.compactMap { message in
            guard let time = frameTime(message), let svg = svg(of: message) else { return nil }
            return (time, svg)
        }
    }

    func last(_ count: Int) -> [String] {
        messages.withLock { Array($0.suffix(count)) }
    }
}

/// The time of a frame message; nil for any other message.
private func frameTime(_ message: String) -> Double? {
    guard message.contains(#""type":"frame""#),
        let object = try? JSONSerialization.jsonObject(with: Data(message.utf8)) as? [String: Any]
    else { return nil }
    return (object["time"] as? NSNumber)?.doubleValue
}

/// The SVG of a frame message.
private func svg(of message: String) -> String? {
    (try? JSONSerialization.jsonObject(with: Data(message.utf8)) as? [String: Any])?["svg"] as? String
}
