/// The classes of hostile input that once crashed, hung or escaped a limit (docs/hostile-input.md),
/// each as runs of the real binary that `hostileRunEndsCleanly` checks: the exit status, the
/// message and, where it matters, the output. Each class is fixed at a shared mechanism; these
/// runs are its regression tests.
let hostileClassRuns: [HostileRun] = deepStructureRuns + arithmeticRuns + dateRuns

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
        output: "script.lua:2: bad argument #1 to 'group' (plan has too many parts (limit 100000 steps, pauses, sequences and groups, counting a plan used twice twice))\n"),
]

/// Class 2: huge times and durations reaching integer conversions.
private let arithmeticRuns: [HostileRun] = []

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
