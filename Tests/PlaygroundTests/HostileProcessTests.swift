import Foundation
import Testing

/// Hostile scripts run by the real binary, where what matters is how the process ends: deep
/// recursion, memory and time limits met inside every kind of handler and callback, Ctrl-C
/// inside a callback, and files outside the script's folder. Each must end with its message and
/// exit status — never a signal, a Swift trap or a hang. (Handlers run after the top level has
/// printed "after", so unlike LimitTests these cases do not check that it was not printed.)
struct HostileRun: Sendable, CustomTestStringConvertible {
    var label: String
    var options: [String] = []
    var source: String
    var status: Int32
    /// The first line of standard error, or a part of it when `exact` is false.
    var message: String
    var exact = true
    var interruptAfter: Double? = nil
    /// The signal `interruptAfter` sends.
    var signal: Int32 = SIGINT
    /// Standard output, when it matters.
    var output: String? = nil

    var testDescription: String { label }
}

private let timeout = "timeout: the script ran longer than 0.5 s (--timeout)"
private let memory = "not enough memory: the script needs more than 16 MiB (--memory)"
private let growForever = #"local t, i = {}, 0; while true do i = i + 1; t[i] = ("x"):rep(64) .. i end"#

/// Where a hostile body can run: top level and inside every kind of callback.
private let places: [(String, @Sendable (String) -> String)] = [
    ("top level", { $0 }),
    ("a clock handler", { "clock.after(1, function() \($0) end)" }),
    ("onroll", { "local o = Odometer.new(1); o.onroll = function() \($0) end; o:increment()" }),
    (
        "an animation completion",
        {
            "View.new():animate({alpha = 0}, {duration = 1, completion = function() \($0) end})"
        }
    ),
    ("a history group body", { "history.group('G', function() \($0) end)" }),
    ("Wheel names", { "Wheel.new{sectors = 2, names = function() \($0) end}" }),
    (
        "a frame callback",
        {
            "local a = Frames.new{frames = {'a.txt'}}; a.onstart = function() \($0) end; a:start()"
        }
    ),
    (
        "a memory game callback",
        {
            "local g = Memory.new{pairs = 1, seed = 1}; g.onflip = function() \($0) end; g:flip(1)"
        }
    ),
    (
        "a coroutine inside a handler",
        {
            "clock.after(1, function() coroutine.wrap(function() \($0) end)() end)"
        }
    ),
]

private let limitRuns: [HostileRun] = places.flatMap { place, wrap in
    [
        HostileRun(
            label: "infinite loop in \(place)", options: ["--timeout", "0.5"],
            source: wrap("while true do end") + "\nprint('after')\n", status: 3, message: timeout),
        HostileRun(
            label: "memory growing forever in \(place)", options: ["--memory", "16"],
            source: wrap(growForever) + "\nprint('after')\n", status: 3, message: memory),
        HostileRun(
            label: "stack overflow in \(place)",
            source: "local function f() return 1 + f() end\n" + wrap("f()") + "\nprint('after')\n",
            status: 1, message: "stack overflow", exact: false),
        HostileRun(
            label: "Ctrl-C in \(place)",
            source: wrap("while true do end") + "\nprint('after')\n", status: 130,
            message: "interrupted!", interruptAfter: 0.5),
    ]
}

private let otherRuns: [HostileRun] = [
    HostileRun(
        label: "C stack overflow through nested coroutines",
        source: "local function f() coroutine.wrap(f)() end\nf()\n", status: 1,
        message: "C stack overflow", exact: false),
    HostileRun(
        label: "C stack overflow through nested pcall and bindings",
        source: "local function f() history.group('G', f) end\nf()\n", status: 1,
        message: "stack overflow", exact: false),
    // A C function that loops without allocating runs no hook: the watchdog's last resort ends
    // it 2 s after the deadline.
    HostileRun(
        label: "table.move over 2^40 elements against --timeout", options: ["--timeout", "0.5"],
        source: "local t = table.move({}, 1, 2^40, 1)\nprint('after')\n", status: 3,
        message: "\(timeout) (the script did not stop within 2 s, so it was ended)"),
    HostileRun(
        label: "huge string against --memory", options: ["--memory", "16"],
        source: "print(string.rep(('x'):rep(1000), 2^40))\n", status: 1,
        message: "resulting string too large", exact: false),
    HostileRun(
        label: "huge table constructor against --memory", options: ["--memory", "16"],
        source: "local t = {}\nfor i = 1, 2^40 do t[i] = i end\nprint('after')\n", status: 3, message: memory),
    HostileRun(
        label: "infinite loop in a finalizer-free coroutine resumed from a callback",
        options: ["--timeout", "0.5"],
        source: """
            local co = coroutine.create(function() while true do coroutine.yield() end end)
            local o = Odometer.new(1)
            o.onroll = function() while true do coroutine.resume(co) end end
            o:increment()
            print('after')

            """,
        status: 3, message: timeout),
]

@Test(arguments: limitRuns + otherRuns + hostileClassRuns)
func hostileRunEndsCleanly(_ run: HostileRun) throws {
    let result = try ScriptFixture.run(
        run.source, options: run.options, files: ["a.txt": "frame\n"],
        // A safety net for a run that hangs, wide enough for the slowest honest run (20,000
        // animations delivered: 5 s in a debug build, 15 s under AddressSanitizer, more on a
        // loaded machine).
        interruptAfter: run.interruptAfter, signal: run.signal, killAfter: 60)
    #expect(!result.wasKilled, "the run hung until the test killed it\n\(result.summary)")
    #expect(!result.endedBySignal, "the process died of a signal\n\(result.summary)")
    #expect(!result.standardError.contains("Fatal error"), "\(result.summary)")
    #expect(result.status == run.status, "\(result.summary)")
    if let output = run.output {
        #expect(result.standardOutput == output, "\(result.summary)")
    }
    if run.message.isEmpty {
        #expect(result.standardError.isEmpty, "\(result.summary)")
    } else if run.exact {
        #expect(result.errorMessage == "playground: \(run.message)", "\(result.summary)")
    } else {
        #expect(result.errorMessage.contains(run.message), "\(result.summary)")
    }
}

/// Files outside the script's folder: `require`, frame names and puzzle images refuse `..` and
/// absolute paths (the Lua corpus checks the messages), and resolve symbolic links before they
/// check: a link beside the script that leads outside the folder is refused, one that stays
/// inside is followed.
@Test func aSymbolicLinkBesideTheScriptCannotLeadOutsideTheFolder() throws {
    let outside = try ScriptFixture("", name: "unused.lua", files: ["secret.lua": "return 'outside'\n"])
    defer { outside.remove() }
    let fixture = try ScriptFixture(
        """
        print(select(2, pcall(require, "link")))
        print((require("inner")))
        print(select(2, pcall(require, "sub.secret")))
        print((pcall(require, "../\(outside.directory.lastPathComponent)/secret")))
        print((pcall(require, "\(outside.directory.path)/secret")))
        print((pcall(Frames.new, {frames = {"\(outside.directory.path)/secret.lua"}})))
        print(select(2, pcall(Frames.new, {frames = {"link.lua"}, precache = true})))
        print(select(2, pcall(Frames.new, {folder = "sub", frames = {"secret.lua"}, precache = true})))
        print((pcall(Frames.new, {frames = {"inner.lua"}, precache = true})))
        print(select(2, pcall(Puzzle.new, {rows = 2, columns = 2, image = "link.lua"})))

        """, files: ["real.lua": "return 'inside'\n"])
    defer { fixture.remove() }
    let links = [
        "link.lua": outside.directory.appendingPathComponent("secret.lua").path,
        "sub": outside.directory.path,
        "inner.lua": fixture.directory.appendingPathComponent("real.lua").path,
    ]
    for (name, destination) in links {
        try FileManager.default.createSymbolicLink(
            atPath: fixture.directory.appendingPathComponent(name).path, withDestinationPath: destination)
    }
    let result = try fixture.run()
    #expect(result.status == 0, "\(result.summary)")
    let outsideModule =
        "module '%@' leads outside the script's folder through a symbolic link (modules are read from the script's folder only)"
    let outsideFile =
        "'%@' leads outside the script's folder through a symbolic link (files are read from the script's folder only)"
    func named(_ text: String, _ name: String) -> String { text.replacingOccurrences(of: "%@", with: name) }
    #expect(
        result.outputLines == [
            named(outsideModule, "link"),
            "inside",
            named(outsideModule, "sub.secret"),
            "false", "false", "false",
            "bad argument #1 to 'new' (cannot precache: frame " + named(outsideFile, "link.lua") + ")",
            "bad argument #1 to 'new' (cannot precache: frame " + named(outsideFile, "secret.lua") + ")",
            "true",
            "bad field 'image' in argument #1 to 'new' (image " + named(outsideFile, "link.lua") + ")",
        ], "\(result.summary)")
}

/// `--record` refuses a file that is not a recording, but replaces an earlier recording: running
/// the same command twice works.
@Test func recordingTwiceToTheSameFileReplacesTheEarlierRecording() throws {
    let fixture = try ScriptFixture("print('ran')\n")
    defer { fixture.remove() }
    for _ in 1...2 {
        let result = try fixture.run(options: ["--record", "r.html"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.errorMessage.hasPrefix("playground: recorded 1 frame"), "\(result.summary)")
    }
}
