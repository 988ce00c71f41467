import Dispatch
import Scripting
import Testing

/// Finite inputs never overflow into "forever" (issue 35, class 1): every duration, delay,
/// count and step a script can give a control, at the values that overflowed (1e308, 2^62,
/// 5e-324, a deceleration a hair below 1), either is refused with a clean error or the run
/// ends by itself. A new option whose time bypasses ``FiniteTime`` makes its case here end
/// as `endlessMotion`, or not at all, and the case fails; a new time option that has no case
/// here fails ``everyTimeOptionOfTheAPIIsSwept()``.
@Suite struct FiniteTimeSweepTests {
    /// Each case: a label and a script that makes a control move with extreme finite times.
    static let cases: [(String, String)] = [
        ("animate repeats 1e308 × 10 s", "View.new():animate({alpha = 0}, {repeats = 1e308, duration = 10})"),
        (
            "clock.settle for 1e308 s with a view animating for 1e308 s",
            "View.new():animate({alpha = 0}, {duration = 1e308}) clock.settle(1e308)"
        ),
        ("clock.settle for 5e-324 s", "View.new():animate({alpha = 0}, {duration = 1}) clock.settle(5e-324)"),
        (
            "animate repeats 1e308 autoreversing",
            "View.new():animate({alpha = 0}, {repeats = 1e308, duration = 1e308, autoreverse = true})"
        ),
        ("animate duration and delay 1e308", "View.new():animate({alpha = 0}, {duration = 1e308, delay = 1e308})"),
        ("animate repeats 2^62 of 5e-324 s", "View.new():animate({alpha = 0}, {repeats = 2^62, duration = 5e-324})"),
        (
            "animate a spring of period 1e150 s",
            "View.new():animate({alpha = 0}, {curve = 'spring', response = 1e150, repeats = 1e308})"
        ),
        (
            "transition a spring of period 1e150 s",
            "View.new():transition('flipFromLeft', {curve = 'spring', response = 1e150, delay = 1e308, repeats = 1e308})"
        ),
        ("wobble a spring of period 1e150 s", "View.new():wobble{curve = 'spring', response = 1e150, repeats = 1e308}"),
        ("vanish a spring of period 1e150 s", "View.new():vanish{curve = 'spring', response = 1e150, delay = 1e308}"),
        (
            "transition duration and delay 1e308",
            "View.new():transition('flipFromLeft', {duration = 1e308, delay = 1e308})"
        ),
        (
            "transition repeats 1e308",
            "View.new():transition('flipFromLeft', {duration = 10, repeats = 1e308, autoreverse = true})"
        ),
        ("vanish duration and delay 1e308", "View.new():vanish{duration = 1e308, delay = 1e308}"),
        ("vanish 1e308", "View.new():vanish(1e308)"),
        ("wobble repeats 1e308", "View.new():wobble{duration = 1e308, repeats = 1e308}"),
        ("wobble repeats 2^62", "View.new():wobble{duration = 5e-324, repeats = 2^62}"),
        (
            "keyframes duration and delay 1e308",
            "View.new():keyframes('alpha', {1, 0, 1}, {duration = 1e308, delay = 1e308})"
        ),
        (
            "a plan of 1e308 s steps",
            """
            local v = View.new()
            Animation.sequence{{v, {alpha = 0}, {duration = 1e308, delay = 1e308}}, 1e308,
              {v, {alpha = 1}, {duration = 1e308, repeats = 1e308}}}:start()
            """
        ),
        (
            "a memory game of 1e308 s",
            """
            local m = Memory.new{pairs = 2, seed = 1, flipduration = 1e308, mismatchdelay = 1e308, vanishduration = 1e308}
            m:flip(1) m:flip(2)
            """
        ),
        ("a memory game's help of 1e308 s steps", "Memory.new{pairs = 8, seed = 1, helpstep = 1e308}:help()"),
        (
            "frames repeated 2^62 times, 5e-324 s a cycle",
            "Frames.new{pattern = 'f%d', count = 4, duration = 5e-324, repeats = 2^62}:start()"
        ),
        (
            "frames repeated 2^62 times, 1e308 s a cycle",
            "Frames.new{pattern = 'f%d', count = 4, duration = 1e308, repeats = 2^62}:start()"
        ),
        ("a stepper with a step of 5e-324 held down", "Stepper.new{step = 5e-324}:press('plus')"),
        (
            "a stepper from -1e308 to 1e308 held down",
            "Stepper.new{min = -1e308, max = 1e308, step = 5e-324}:press('minus')"
        ),
        (
            "a wheel flicked with a deceleration of 0.999999999999",
            """
            local w = Wheel.new{sectors = 8, deceleration = 0.999999999999}
            w:touch(-70, 0) clock.advance(0.01) w:move(0, -70) w:release()
            """
        ),
        (
            "a wheel flicked without snapping",
            """
            local w = Wheel.new{sectors = 8, snaps = false, deceleration = 0.999999999999}
            w:touch(-70, 0) clock.advance(0.01) w:move(0, -70) w:release()
            """
        ),
        ("a wheel spun 2^62 turns", "Wheel.new{sectors = 8}:spin(3, {duration = 1e308, turns = 2^62})"),
        ("a wheel spun for 1e308 s", "Wheel.new{sectors = 8}:spin(3, {duration = 1e308, turns = 1000})"),
        ("a wheel spun for 5e-324 s", "Wheel.new{sectors = 8}:spin(3, {duration = 5e-324, turns = 1000})"),
        (
            "a wheel landed after 2^62 turns",
            "local w = Wheel.new{sectors = 8} w:spinfree(100) w:land(2, {duration = 1e308, turns = 2^62})"
        ),
        (
            "a wheel landed over 1e308 s",
            "local w = Wheel.new{sectors = 8} w:spinfree(100) w:land(2, {duration = 1e308, turns = 1000})"
        ),
        (
            "a wheel snapping for 1e308 s",
            "local w = Wheel.new{sectors = 8, snapduration = 1e308} w:touch(-70, 0) w:move(-70, 1) w:release()"
        ),
        ("an odometer rolling for 1e308 s", "Odometer.new{digits = 3, duration = 1e308}:set(999)"),
        ("an odometer set to roll for 1e308 s", "local o = Odometer.new{digits = 3} o.duration = 1e308 o:set(999)"),
        ("a timer set to 1e308 s", "local t = Timer.new(1) t.duration = 1e308 t:start()"),
        ("a timer made with 1e308 s", "Timer.new(1e308):start()"),
        (
            "frames set to 2^62 repeats of 5e-324 s",
            "local f = Frames.new{pattern = 'f%d', count = 4} f.duration = 5e-324 f.repeats = 2^62 f:start()"
        ),
        (
            "frames set to 2^62 repeats of 1e308 s",
            "local f = Frames.new{pattern = 'f%d', count = 4} f.duration = 1e308 f.repeats = 2^62 f:start()"
        ),
        ("a timer of 1e308 s", "Timer.new{duration = 1e308, alarm = false}:start()"),
        ("a timer of 5e-324 s", "Timer.new{duration = 5e-324}:start()"),
        ("a timer of 1e308 s with its effect", "Timer.new{duration = 1e308, effect = true}:start()"),
        (
            "clock.after at the limit, then a 1e308 s animation",
            "clock.after(1e12, function() View.new():animate({alpha = 0}, {duration = 1e308, delay = 1e308}) end)"
        ),
    ]

    /// Every time a script can give the API (an option, argument or property whose doc says
    /// seconds, or a count or rate of time), by the LuaCATS annotations, with the cases above
    /// that give it extreme values; the clock's own functions refuse to pass its limit instead.
    static let doors: [String: [String]] = [
        "clock.every(interval)": [], "clock.after(delay)": [],
        "clock.settle(limit)": [
            "clock.settle for 1e308 s with a view animating for 1e308 s", "clock.settle for 5e-324 s",
        ],
        "OdometerOptions.duration": ["an odometer rolling for 1e308 s"],
        "Odometer.duration": ["an odometer set to roll for 1e308 s"],
        "WheelOptions.snapduration": ["a wheel snapping for 1e308 s"],
        "WheelOptions.deceleration": [
            "a wheel flicked with a deceleration of 0.999999999999", "a wheel flicked without snapping",
        ],
        "WheelSpinOptions.duration": ["a wheel spun for 1e308 s", "a wheel spun for 5e-324 s"],
        "WheelLandOptions.duration": ["a wheel landed over 1e308 s"],
        "MemoryOptions.flipduration": ["a memory game of 1e308 s"],
        "MemoryOptions.mismatchdelay": ["a memory game of 1e308 s"],
        "MemoryOptions.vanishduration": ["a memory game of 1e308 s"],
        "MemoryOptions.helpstep": ["a memory game's help of 1e308 s steps"],
        "TimerOptions.duration": ["a timer of 1e308 s", "a timer of 5e-324 s", "a timer of 1e308 s with its effect"],
        "Timer.duration": ["a timer set to 1e308 s"],
        "Timer.new(duration)": ["a timer made with 1e308 s"],
        "FramesOptions.duration": [
            "frames repeated 2^62 times, 5e-324 s a cycle", "frames repeated 2^62 times, 1e308 s a cycle",
        ],
        "FramesOptions.repeats": ["frames repeated 2^62 times, 5e-324 s a cycle"],
        "Frames.duration": ["frames set to 2^62 repeats of 5e-324 s", "frames set to 2^62 repeats of 1e308 s"],
        "Frames.repeats": ["frames set to 2^62 repeats of 5e-324 s"],
        "ViewAnimationOptions.duration": ["animate repeats 1e308 × 10 s", "animate repeats 2^62 of 5e-324 s"],
        "ViewAnimationOptions.delay": ["animate duration and delay 1e308", "a plan of 1e308 s steps"],
        "ViewAnimationOptions.response": ["animate a spring of period 1e150 s"],
        "ViewAnimationOptions.repeats": ["animate repeats 1e308 × 10 s", "animate repeats 1e308 autoreversing"],
        "ViewKeyframeOptions.duration": ["keyframes duration and delay 1e308"],
        "ViewKeyframeOptions.delay": ["keyframes duration and delay 1e308"],
        "ViewTransitionOptions.duration": ["transition duration and delay 1e308"],
        "ViewTransitionOptions.delay": ["transition duration and delay 1e308"],
        "ViewTransitionOptions.response": ["transition a spring of period 1e150 s"],
        "ViewTransitionOptions.repeats": ["transition repeats 1e308"],
        "ViewWobbleOptions.duration": ["wobble repeats 1e308", "wobble repeats 2^62"],
        "ViewWobbleOptions.response": ["wobble a spring of period 1e150 s"],
        "ViewWobbleOptions.repeats": ["wobble repeats 1e308", "wobble repeats 2^62"],
        "ViewVanishOptions.duration": ["vanish duration and delay 1e308"],
        "ViewVanishOptions.delay": ["vanish duration and delay 1e308"],
        "ViewVanishOptions.response": ["vanish a spring of period 1e150 s"],
        "View:vanish(options)": ["vanish 1e308"],
        "StepperOptions.step": [
            "a stepper with a step of 5e-324 held down", "a stepper from -1e308 to 1e308 held down",
        ],
    ]

    /// The time options the annotations declare: fields and parameters whose doc says seconds
    /// (read-only values excepted), and repeat counts, decelerations and steps.
    static func declaredTimeOptions(in annotations: String) -> Set<String> {
        var found: Set<String> = []
        var typeName = ""
        var parameters: [String] = []
        for line in annotations.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let words = line.split(separator: " ", maxSplits: 3).map(String.init)
            if line.hasPrefix("---@class "), words.count > 1 {
                typeName = String(words[1].split(separator: ":").first ?? "")
                parameters = []
            } else if line.hasPrefix("---@field ") || line.hasPrefix("---@param "), words.count > 1 {
                let name = String(words[1].filter { $0 != "?" })
                let doc = words.count > 3 ? words[3] : ""
                let isTime =
                    (doc.contains("seconds") || ["repeats", "deceleration", "step"].contains(name))
                    && !doc.contains("read-only")
                guard isTime else { continue }
                if line.hasPrefix("---@field ") { found.insert("\(typeName).\(name)") } else { parameters.append(name) }
            } else if line.hasPrefix("function ") {
                let function = line.dropFirst("function ".count).split(separator: "(").first.map(String.init) ?? ""
                for parameter in parameters { found.insert("\(function)(\(parameter))") }
                parameters = []
            }
        }
        return found
    }

    @Test func everyTimeOptionOfTheAPIIsSwept() throws {
        let declared = Self.declaredTimeOptions(in: try ScriptHost.luaCATSAnnotations())
        #expect(declared.count > 30)
        for door in declared.subtracting(Self.doors.keys).sorted() {
            Issue.record(
                "\(door) takes a time: add a case giving it 1e308, 2^62 or 5e-324 to FiniteTimeSweepTests.cases and list it in doors"
            )
        }
        for door in Set(Self.doors.keys).subtracting(declared).sorted() {
            Issue.record("\(door) is listed in doors but the API no longer declares it")
        }
        let labels = Set(Self.cases.map(\.0))
        for (door, cases) in Self.doors {
            for label in cases where !labels.contains(label) { Issue.record("\(door): no case '\(label)'") }
        }
    }

    @Test(arguments: cases)
    func finiteTimesEndTheRunOrAreRefused(label: String, source: String) throws {
        let host = try ScriptHost(options: .init(realtime: false, origin: 0, seed: 1))
        // A run that would not end is stopped after a few seconds of wall time, which fails
        // the case below rather than hanging the suite.
        let stopHandle = host.runtime.stopHandle
        let watchdog = DispatchWorkItem { stopHandle.stop(.timeout) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 20, execute: watchdog)
        defer { watchdog.cancel() }
        do {
            try host.runtime.run(source, chunkName: "script")
        } catch {
            // Refused: the message says what, and stopping was not what refused it.
            #expect(!error.message.isEmpty, "\(label)")
            if case .stopped = error.kind { Issue.record("\(label): stopped while the script ran") }
            return
        }
        do {
            try host.runClock(until: nil)
        } catch {
            Issue.record("\(label): the run did not end by itself: \(error.message)")
            return
        }
        switch host.ending {
        case .atRest?, .clockLimit?:
            #expect(host.clock.now <= VirtualClock.maximumTime, "\(label)")
        default:
            Issue.record("\(label): ended as \(String(describing: host.ending))")
        }
    }
}
