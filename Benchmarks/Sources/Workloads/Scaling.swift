/// How the operations whose size a script controls grow: each workload run by the release
/// `playground` binary with n = 10^5 and n = 10^6, and the ratio t(10^6) / (10 × t(10^5)).
/// Linear work gives about 1, n log n about 1.2; quadratic work gives about 10 (or never ends),
/// which is what cancelling timers, re-setting an odometer, a history group with many changes,
/// a View's queued animations, a chain of zero-length animations at one instant and an
/// animator's queued runs once were (docs/hostile-input.md, class 6). Start-up (a few
/// milliseconds) is inside both figures and does not matter at these sizes.
public struct Scaling {
    public struct Workload: Sendable {
        public var name: String
        /// The body of a script that does the work `n` times; `n` is a local set from `arg[1]`.
        public var body: String
    }

    public static let workloads: [Workload] = [
        Workload(
            name: "cancelling timers",
            body: """
                local ids = {}
                for i = 1, n do ids[i] = clock.after(i, print) end
                for i = 1, n do clock.cancel(ids[i]) end
                """),
        Workload(
            name: "setting an odometer",
            body: """
                local o = Odometer.new(7)
                for i = 1, n do o:set(i % 1000000) end
                """),
        Workload(
            name: "a history group of n changes",
            body: """
                local o = Odometer.new(7)
                history.group("Many", function() for i = 1, n do o:set(i % 1000000) end end)
                history.undo()
                """),
        Workload(
            name: "View animations queued and delivered",
            body: """
                local v, done = View.new(), 0
                for i = 1, n do
                  v:animate({alpha = i % 2}, {duration = 0.5, delay = i, completion = function() done = done + 1 end})
                end
                """),
        Workload(
            name: "zero-length animations chained at one instant",
            body: """
                local v, count = View.new(), 0
                local function link()
                  count = count + 1
                  if count < n then v:animate({alpha = count % 2}, {duration = 0, completion = link}) end
                end
                v:animate({alpha = 1}, {duration = 0, completion = link})
                """),
        Workload(
            name: "animator runs started and stopped",
            body: """
                local a = Frames.new{frames = {"f1.txt", "f2.txt"}, duration = 0.1}
                a.onstart = function() end
                for i = 1, n do a:start(i) a:stop() end
                """),
        Workload(
            name: "memory game flips",
            body: """
                local m = Memory.new{pairs = 32, seed = 1}
                for i = 1, n do m:flip(1 + i % 64) clock.advance(1) end
                """),
    ]

    public var playground: String
    public var small = 100_000
    public var large = 1_000_000

    public init(playground: String) {
        self.playground = playground
    }

    public static func name(of workload: Workload) -> String { "Scaling: \(workload.name)" }

    public func run(_ workload: Workload) throws -> Comparison {
        let script = try temporaryScript(
            named: "scaling.lua", "local n = tonumber(arg[1])\n" + workload.body + "\n")
        for frame in ["f1.txt", "f2.txt"] {
            _ = try temporaryScript(named: frame, "\(frame)\n")
        }
        let playground = try resolveProgram(self.playground)
        func seconds(_ n: Int) throws -> Double {
            try secondsToRun(playground, ["run", "--memory", "4096", script, String(n)])
        }
        let smallSeconds = try seconds(small)
        let largeSeconds = try seconds(large)
        let factor = Double(large) / Double(small)
        return Comparison(
            name: Scaling.name(of: workload),
            subjectLabel: "n = \(large) in one run",
            baselineLabel: "\(Int(factor)) × the time for n = \(small)",
            subject: largeSeconds, baseline: factor * smallSeconds, unit: "s",
            ratio: largeSeconds / (factor * smallSeconds), target: .atMost(1.5),
            notes: [
                "n = \(small): \(Comparison.format(smallSeconds)) s; n = \(large): \(Comparison.format(largeSeconds)) s"
            ])
    }
}
