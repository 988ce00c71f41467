/// The classes of hostile input that once crashed, hung or escaped a limit (docs/hostile-input.md),
/// each as runs of the real binary that `hostileRunEndsCleanly` checks: the exit status, the
/// message and, where it matters, the output. Each class is fixed at a shared mechanism; these
/// runs are its regression tests.
import Foundation

let hostileClassRuns: [HostileRun] =
    deepStructureRuns + arithmeticRuns + dateRuns + memoryRuns + stopRuns + scalingRuns + outputRuns + byteRuns
    + fileRuns

/// Class 1: structures nested very deep, walked by Swift. The one copy of Lua values into Swift
/// and the animation plan are bounded in depth; the main chunk's values are never copied.
private let deepStructureRuns: [HostileRun] = [
    HostileRun(
        label: "a table 200,000 levels deep returned by the main chunk",
        source: "local t = {} for i = 1, 200000 do t = {t} end print('built') return t\n",
        status: 0, message: "", output: "built\n"),
    HostileRun(
        label: "a table 200,000 levels deep in keys returned by the main chunk",
        source: "local t = {} for i = 1, 200000 do t = {[t] = true} end print('built') return t\n",
        status: 0, message: "", output: "built\n"),
    HostileRun(
        label: "a plan nested 100,000 deep",
        source: "local p = Animation.sequence{0}\nfor i = 1, 100000 do p = Animation.sequence{p, 0} end\n",
        status: 1,
        message: "script.lua:2: bad argument #1 to 'sequence' (plan nested too deeply (limit 200))"),
    HostileRun(
        label: "a plan 200 deep started, printed, inspected and collected",
        source: """
            local v = View.new()
            local p = Animation.sequence{{v, {alpha = 0}, {duration = 1}}}
            for i = 2, 200 do p = (i % 2 == 0 and Animation.group or Animation.sequence){p} end
            print(p.steps, tostring(p):match('^%a+'))
            p:start() p = nil collectgarbage() clock.advance(2) print(v.alpha)
            """,
        status: 0, message: "", output: "1\tAnimationPlan\n0.0\n"),
    HostileRun(
        label: "a plan doubled forty times",
        source: """
            local p = Animation.group{0}
            local ok, err = pcall(function() for i = 1, 40 do p = Animation.group{p, p} end end)
            print(err)
            """,
        status: 0, message: "",
        output:
            "script.lua:2: bad argument #1 to 'group' (plan has too many parts (limit 100000 steps, pauses, sequences and groups, counting a plan used twice twice))\n"
    ),
]

/// Class 2: huge times and durations reaching integer conversions. The clock stops at 1e12 s,
/// its bindings refuse to go further, and every conversion of a script's number saturates.
private let arithmeticRuns: [HostileRun] = [
    HostileRun(
        label: "a memory game whose vanish lasts 1e300 s",
        source: """
            local m = Memory.new{pairs = 1, seed = 1, vanishduration = 1e300}
            m.ongameover = function(game, score) print('over', score.points) end
            m:flip(1) m:flip(2) print(m.score.points)
            """,
        // The game lasts until the pair has vanished, 1e300 s: the time penalty takes the score to 0.
        status: 0, message: "", output: "0\nover\t0\n"),
    HostileRun(
        label: "clock.advance, after, every and at past the clock's limit",
        source: """
            for _, f in ipairs{function() clock.advance(1e19) end, function() clock.after(1e300, print) end,
                               function() clock.every(1e13, print) end, function() clock.at(2e12, print) end} do
              print(select(2, pcall(f)))
            end
            clock.advance(1e12) print(clock.now(), os.time() >= 0)
            """,
        status: 0, message: "",
        output: """
            script.lua:1: bad argument #1 to 'advance' (1e+19 would take the clock past its limit of 1e12 s (about 31,700 years) from the start)
            script.lua:1: bad argument #1 to 'after' (1e+300 would take the clock past its limit of 1e12 s (about 31,700 years) from the start)
            script.lua:2: bad argument #1 to 'every' (10000000000000.0 would take the clock past its limit of 1e12 s (about 31,700 years) from the start)
            script.lua:2: bad argument #1 to 'at' (2000000000000.0 would take the clock past its limit of 1e12 s (about 31,700 years) from the start)
            1000000000000.0\ttrue

            """),
    HostileRun(
        label: "a view scaled to infinity drawn",
        source: "View.new{scale = 1e307} View.new{size = {1e308, 1e308}, rotation = 0.8} print(#scene.svg() > 0)\n",
        status: 0, message: "", output: "true\n"),
    HostileRun(
        label: "a recording of a run 1e16 s long at a tiny frame rate",
        options: ["--record", "r.html", "--fps", "1e-300", "--duration", "1e16"],
        source: "print('ran')\n", status: 0,
        message: "playground: recorded 2 frames (t = 0 … 1000000000000.000 s) to r.html", exact: false, output: "ran\n"),
]

/// Class 7: output without bound, refused up front or capped.
private let outputRuns: [HostileRun] = [
    HostileRun(
        label: "--svg-every with a denormal step", options: ["--svg", "out", "--svg-every", "5e-324"],
        source: "print('ran')\n", status: 64,
        message: "--svg-every must be a number of seconds of at least 0.001 (1000 frames a second), not 5e-324",
        exact: false),
    HostileRun(
        label: "--svg-every for a long --duration",
        options: ["--svg", "out", "--svg-every", "0.001", "--duration", "1000"],
        source: "print('ran')\n", status: 64,
        message: "--svg-every 0.001 for --duration 1000 would write 1000001 frames, more than the limit of 100000; "
            + "raise --max-frames or take fewer frames a second",
        exact: false),
    HostileRun(
        label: "--record of a run that goes on past --max-frames",
        options: ["--record", "r.html", "--max-frames", "10"],
        source: "clock.after(100, function() print('late') end)\n", status: 0,
        message: "playground: --record stopped at its limit of 10 frames (--max-frames); the run went on to t = 100 s",
        exact: false, output: "late\n"),
]

/// Class 9: files a run must not overwrite.
private let fileRuns: [HostileRun] = [
    HostileRun(
        label: "--record naming the script", options: ["--record", "script.lua"],
        source: "print('ran')\n", status: 64,
        message: "--record 'script.lua' is the script, which this run reads; name another file for the recording",
        exact: false),
    HostileRun(
        label: "--record naming the script by another path", options: ["--record", "./script.lua"],
        source: "print('ran')\n", status: 64, message: "is the script, which this run reads", exact: false),
    HostileRun(
        label: "--record with a one-letter name (Foundation's path API trapped on it)",
        options: ["--record", "r"], source: "print('ran')\n", status: 0,
        message: "playground: recorded 1 frame (t = 0 … 0.000 s) to r", exact: false, output: "ran\n"),
    HostileRun(
        label: "--record naming a frame the script reads", options: ["--record", "a.txt"],
        source: "print(Frames.new{frames = {'a.txt'}})\n", status: 64,
        message:
            "--record 'a.txt' names a file that is not a playground recording (it may be a module, a frame or an image the script reads); name another file, or remove that one first",
        exact: false),
    HostileRun(
        label: "--svg naming the script's folder", options: ["--svg", "."],
        source: "print('ran')\n", status: 64,
        message:
            "--svg '.' is the script's folder, where its modules and frames are read from; name a folder of its own for the pictures",
        exact: false),
    HostileRun(
        label: "--record with an empty name", options: ["--record", ""],
        source: "print('ran')\n", status: 64, message: "--record needs a file name, not an empty one", exact: false),
]

/// Class 3: malformed dates, refused with the field at fault.
private let dateRuns: [HostileRun] = [
    HostileRun(
        label: "--now with 40 fractional digits and junk",
        options: ["--now", "2026-12-24T18:00:00." + String(repeating: "9", count: 40) + "Zjunk"],
        source: "print(clock.iso())\n", status: 64,
        message: "(unexpected 'junk' after the time zone)",
        exact: false),
    HostileRun(
        label: "--now with 40 fractional digits",
        options: ["--now", "2026-12-24T18:00:00." + String(repeating: "9", count: 40) + "Z"],
        source: "print(clock.iso())\n", status: 0, message: "", output: "2026-12-24T18:00:01Z\n"),
]

/// Class 4: memory. A single request as large as the whole limit is stopped like any other;
/// what Swift holds for the script (a history of game states, copies of names) counts against
/// `--memory` as Lua's heap does (the process's heap is measured), and equal names share one copy.
private let memoryRuns: [HostileRun] = [
    HostileRun(
        label: "one request equal to the limit", options: ["--memory", "16"],
        source: "print(pcall(string.rep, 'x', 16 * 1024 * 1024))\nprint('after')\n", status: 3,
        message: "not enough memory: the script needs more than 16 MiB (--memory)", output: ""),
    HostileRun(
        label: "a memory game's undo history growing past the limit in Swift", options: ["--memory", "12"],
        source: """
            local g = Memory.new{pairs = 8, seed = 1}
            for i = 1, 20000 do g:flip(i % 16 + 1) clock.advance(1) end
            print('flipped', collectgarbage('count') < 1024)
            """,
        status: 3, message: "not enough memory: the script needs more than 12 MiB (--memory)", output: ""),
    HostileRun(
        label: "one 1 MiB name for the 64 sectors of 8 wheels", options: ["--memory", "64"],
        source: """
            local big = string.rep('x', 1 << 20)
            local names = {}
            for i = 1, 64 do names[i] = big end
            for i = 1, 8 do Wheel.new{sectors = 64, names = names} end
            print('built')
            """,
        status: 0, message: "", output: "built\n"),
    // Every push into Lua asks the budget first (MemoryBudget): the list of 2,000 steps named
    // with one shared 4 MiB name used to be pushed as 8 GB of Lua strings, for six minutes,
    // while the allocator was already past its limit.
    HostileRun(
        label: "history.list of 2,000 steps sharing one 4 MiB name", options: ["--memory", "64", "--timeout", "20"],
        source: """
            local name = ('n'):rep(4 << 20)
            for i = 1, 2000 do history.record(name, function() end, function() end) end
            print(history.count())
            local t = history.list()
            print('listed', #t)
            """,
        status: 3, message: "not enough memory: the script needs more than 64 MiB (--memory)", output: "2000\n"),
    // A line of the text view shows the first 64 characters of a name: forty wheels of sixty-four
    // 1 MiB names made scene.text() build 13 GB for three minutes.
    HostileRun(
        label: "scene.text and scene.svg over forty wheels of 1 MiB names",
        options: ["--memory", "64", "--timeout", "20"],
        source: """
            local name = ('n'):rep(1 << 20)
            local names = {}
            for i = 1, 64 do names[i] = name end
            for k = 1, 40 do Wheel.new{sectors = 64, names = names} end
            local text = scene.text()
            print(#text < 400000, text:find(('n'):rep(63) .. '…', 1, true) ~= nil, #scene.svg() < 4000000)
            """,
        status: 0, message: "", output: "true\ttrue\ttrue\n"),
]

/// Class 5: Swift work that a stop must reach. Building the 4×4 puzzle's pattern databases takes
/// seconds before the solve's first progress report; a timeout used to wait for the watchdog's
/// last resort ("did not stop within 2 s").
private let stopRuns: [HostileRun] = [
    // A list walked in Swift looks at the stop (every 1,024 items): three million frame names,
    // each checked against the file system, took 50 s in one call that --timeout could not end.
    HostileRun(
        label: "three million frame names checked in one call", options: ["--timeout", "1"],
        source:
            "local t = {} for i = 1, 3000000 do t[i] = 'f.txt' end\nprint('built')\nprint(pcall(Frames.new, {frames = t}))\n",
        status: 3, message: "timeout: the script ran longer than 1 s (--timeout)", output: "built\n"),
    // A pattern's names are checked one by one too: ten patterns of 100,000 frames ran past
    // the stop's grace in a debug build.
    HostileRun(
        label: "ten frame patterns of 100,000 names each", options: ["--timeout", "1"],
        source:
            "print('start')\nfor i = 1, 10 do Frames.new{pattern = 'f%05d.txt', count = 100000} end\nprint('made')\n",
        status: 3, message: "timeout: the script ran longer than 1 s (--timeout)", output: "start\n"),
    // Lua's own C code, which no hook reaches: the watchdog's last resort ends it, says what
    // happened, and what the script printed before is kept.
    HostileRun(
        label: "a pattern that backtracks for ever, in string.find", options: ["--timeout", "0.5"],
        source: "print('start')\nprint((\"a\"):rep(3000):find((\"a-\"):rep(12) .. \"b\"))\n", status: 3,
        message:
            "timeout: the script ran longer than 0.5 s (--timeout) (the script did not stop within 2 s, so it was ended)",
        output: "start\n"),
    HostileRun(
        label: "a finalizer that loops, installed on a library's metatable", options: ["--timeout", "0.5"],
        source: "print('start')\ngetmetatable(io.stdout).__gc = function() while true do end end\n", status: 3,
        message: "timeout: the script ran longer than 0.5 s (--timeout)", exact: false, output: "start\n"),
    HostileRun(
        label: "a timeout while the pattern databases are built", options: ["--timeout", "0.5"],
        source: "local p = Puzzle.new(4, 4) p:shuffle(7) p:solve() print('solved')\n", status: 3,
        message: "timeout: the script ran longer than 0.5 s (--timeout)"),
    HostileRun(
        label: "a close handler that loops, run by coroutine.close", options: ["--timeout", "0.5"],
        source: """
            local co = coroutine.create(function()
              local x <close> = setmetatable({}, {__close = function() while true do end end})
              coroutine.yield()
            end)
            coroutine.resume(co) print(coroutine.close(co)) print('after')
            """,
        status: 3, message: "timeout: the script ran longer than 0.5 s (--timeout)", output: ""),
    HostileRun(
        label: "a close handler that loops, run when a wrapped coroutine fails", options: ["--timeout", "0.5"],
        source: """
            local f = coroutine.wrap(function()
              local x <close> = setmetatable({}, {__close = function() while true do end end})
              error('boom')
            end)
            print(pcall(f)) print('after')
            """,
        status: 3, message: "timeout: the script ran longer than 0.5 s (--timeout)", output: ""),
    HostileRun(
        label: "a finalizer that loops, run when the state closes", options: ["--timeout", "0.5"],
        source: "setmetatable({}, {__gc = function() while true do end end}) print('end of script')\n",
        status: 3, message: "timeout: the script ran longer than 0.5 s (--timeout) (while closing the script's state)",
        output: "end of script\n"),
    HostileRun(
        label: "SIGTERM in a loop that catches every error",
        source: "while true do pcall(function() while true do end end) end\n",
        status: 143, message: "terminated (SIGTERM)", interruptAfter: 0.5, signal: SIGTERM),
]

/// Class 6: work a script sizes grows in proportion. Each of these took 30 s or more (a
/// quadratic cost) before its fix and finishes in well under a second of release time now; the
/// runner's 20 s limit catches a return to quadratic. `make bench` measures the growth.
private let scalingRuns: [HostileRun] = [
    HostileRun(
        label: "20,000 animations queued on one view and delivered",
        source: """
            local v, done = View.new(), 0
            for i = 1, 20000 do
              v:animate({alpha = i % 2}, {duration = 0.5, delay = i / 100, completion = function() done = done + 1 end})
            end
            clock.advance(300) print(done)
            """,
        status: 0, message: "", output: "20000\n"),
    HostileRun(
        label: "20,000 zero-length animations chained at one instant, each started by the last one's completion",
        source: """
            local v, count = View.new(), 0
            local function link()
              count = count + 1
              if count < 20000 then v:animate({alpha = count % 2}, {duration = 0, completion = link}) end
            end
            v:animate({alpha = 1}, {duration = 0, completion = link})
            clock.after(1, function() print(count, clock.now()) end)
            """,
        status: 0, message: "", output: "20000\t1.0\n"),
    HostileRun(
        label: "20,000 animator runs started and stopped",
        source: """
            local a, starts = Frames.new{frames = {"a.txt"}, duration = 0.1}, 0
            a.onstart = function() starts = starts + 1 end
            for i = 1, 20000 do a:start(i) a:stop() end
            clock.advance(1) print(starts)
            """,
        status: 0, message: "", output: "20000\n"),
    HostileRun(
        label: "20,000 memory game flips",
        source: """
            local m, flips = Memory.new{pairs = 32, seed = 1}, 0
            m.onflip = function() flips = flips + 1 end
            for i = 1, 20000 do m:flip(1 + i % 64) clock.advance(1) end
            print(flips > 0)
            """,
        status: 0, message: "", output: "true\n"),
]

/// Class 8: bytes are bytes. A name with a NUL byte is kept whole, and an options key with one is
/// not the field it starts with.
private let byteRuns: [HostileRun] = [
    HostileRun(
        label: "a sector name and an options key with NUL bytes",
        source: """
            local w = Wheel.new{sectors = 2, names = {"a\\0b", "c"}}
            print(#w.name, w.name == "a\\0b")
            print((select(2, pcall(DateRange.new, {["start\\0"] = "2026-01-01", finish = "2026-02-01"})):gsub("%z", "\\\\0")))
            """,
        status: 0, message: "",
        output: "3\ttrue\nbad argument #1 to 'new' (unknown field 'start\\0' (expected end, finish, max, min, start))\n"
    )
]
