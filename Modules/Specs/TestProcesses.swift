import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The processes a spec file's tests run in. The file runs once, in the worker, to plan; each
/// test then runs in a child forked from that state (`fork`), so it starts from what the file
/// and its blocks' `setup` made, on the same clock, and nothing it does reaches another test.
/// Up to `concurrency` children run at once (the cores `-j` leaves free); the parent collects
/// their results (``ChildRecord``) and keeps them in the file's order, and ends a child that is
/// silent for longer than `--timeout`. A child that hangs, crashes or runs out of memory fails
/// only the tests it owed.
///
/// Forking costs a fraction of a millisecond where making a host and running the file again
/// for each test cost several (`make bench`, row "playground test: 1,000 trivial tests").
/// A child uses no thread of its own: its parent keeps its time.
final class TestProcesses {
    /// How long a child may go without reporting a result, in seconds (nil: no limit).
    private let timeout: Double?
    /// What the parent says of a child that went silent for `timeout`.
    private let timeoutMessage: String
    /// How many children may run at once.
    private let concurrency: Int
    /// Set in a forked child: where its results go and the tests it still owes.
    private var child: Child?
    /// When the last test began, for its seconds (in a child).
    private var mark = DispatchTime.now().uptimeNanoseconds
    /// Every result so far, each with its place in the file's order: where the walk was when
    /// its test was forked or reported.
    private var collected: [(place: Int, result: TestResult)] = []
    /// The next place in the file's order.
    private var nextPlace = 0
    /// The file's tests by path, as planned: what `fork` and `report` are told by path.
    var planned: [String: PlannedTest] = [:]
    /// Notes for the result of the test running now (the snapshots it wrote).
    var notes: [String] = []
    /// The lines the children counted (`--coverage`), added up.
    private(set) var coverage: [String: [Int: Int]] = [:]
    /// What a child does first (sets its line counts back to 0), and the lines it counted,
    /// sent when it ends; nil when lines are not counted.
    var countedLines: (reset: () -> Void, read: () -> [String: [Int: Int]])?
    /// The children running, in the order they were forked.
    private var running: [Running] = []
    /// Children that sent all they owed and are ending, not yet reaped.
    private var ending: [pid_t] = []
    /// Where a child's records are read into, kept for every child.
    private var chunk = [UInt8](repeating: 0, count: 1 << 14)

    private struct Child {
        let output: Int32
        var owed: [PlannedTest]
    }

    private struct Running {
        let pid: pid_t
        let input: Int32
        /// What it still owes, each with its place in the file's order.
        var owed: [(place: Int, test: PlannedTest)]
        var buffer: [UInt8] = []
        /// When it was forked or last sent anything, for its time limit.
        var start: UInt64
        /// The place and name of the last test it owed, for what its block does after it.
        let last: (place: Int, test: PlannedTest)?
    }

    /// When the parent last stopped watching its children (to run a setup, a teardown, the
    /// walk to the next test): that time is not counted against them.
    private var awaySince: UInt64?

    init(timeout: Double?, timeoutMessage: String, concurrency: Int = 1) {
        self.timeout = timeout
        self.timeoutMessage = timeoutMessage
        self.concurrency = max(1, concurrency)
        // A record made and read once here, before any fork: the runtime's type metadata for
        // them is then made once and shared, rather than made again in every child.
        var sample = ChildRecord.encode(
            TestResult(
                test: PlannedTest(path: "1", name: "", line: 0, tags: [], isPending: false),
                outcome: .failed(message: "", traceback: ""), seconds: 0, notes: [""]))
        _ = ChildRecord.decode(&sample, planned: [:])
    }

    /// Whether this process is a forked child.
    var isChild: Bool { child != nil }

    /// Every result, in the file's order (the order its tests were reached, whatever order
    /// their children ended in).
    var results: [TestResult] {
        collected.enumerated().sorted { ($0.element.place, $0.offset) < ($1.element.place, $1.offset) }
            .map(\.element.result)
    }

    /// The most bytes of one result read from a child: a message is bounded long before.
    private static let recordLimit = 4 << 20

    /// Forks a child to run `tests`: true in the child, which reports each of them
    /// (``report(_:)``) and ends (``exitChild(owedFailWith:)``); false in the parent, at once
    /// unless `concurrency` children are running, when it first waits for one to end.
    func fork(_ tests: [PlannedTest]) throws(SpecFailure) -> Bool {
        guard child == nil else { throw SpecFailure(message: "a test cannot fork tests of its own", traceback: "") }
        reapEnded(waiting: false)
        while running.count >= concurrency { collectFromAny() }
        var ends: [Int32] = [0, 0]
        // Close-on-exec: a program a test starts (rsvg-convert) holds no test's pipe open.
        guard pipe(&ends) == 0 else {
            throw SpecFailure(message: "no pipe for a test: \(Self.errnoText())", traceback: "")
        }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        fflush(nil)  // what the parent printed must not be printed again by the child
        let parent = getpid()
        let pid = Glibc.fork()
        if pid < 0 {
            let reason = Self.errnoText()
            close(ends[0])
            close(ends[1])
            throw SpecFailure(message: "no process for a test: \(reason)", traceback: "")
        }
        if pid == 0 {
            close(ends[0])
            for sibling in running { close(sibling.input) }
            running = []
            ending = []
            if getppid() != parent { _exit(1) }
            // A child whose parent was killed has nobody to keep its time: a processor limit
            // of the whole of its tests' time ends a hanging one even then.
            if let timeout {
                let seconds = rlim_t(min(Double(1 << 30), (timeout * Double(max(1, tests.count))).rounded(.up) + 1))
                var limit = rlimit(rlim_cur: seconds, rlim_max: seconds + 1)
                _ = setrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &limit)
            }
            child = Child(output: ends[1], owed: tests)
            notes = []
            countedLines?.reset()
            mark = DispatchTime.now().uptimeNanoseconds
            return true
        }
        close(ends[1])
        let owed = tests.map { test in
            defer { nextPlace += 1 }
            return (place: nextPlace, test: test)
        }
        running.append(
            Running(pid: pid, input: ends[0], owed: owed, start: DispatchTime.now().uptimeNanoseconds, last: owed.last))
        return false
    }

    /// Waits for every running child: a block's teardown runs after its last test has ended.
    func waitForChildren() {
        while !running.isEmpty { collectFromAny() }
    }

    /// Waits for every child, then reaps them: the results are all in.
    func finish() {
        while !running.isEmpty { collectFromAny() }
        reapEnded(waiting: true)
    }

    /// Waits until a running child reports, ends or runs out of time, and takes what it said.
    private func collectFromAny() {
        guard !running.isEmpty else { return }
        defer { awaySince = DispatchTime.now().uptimeNanoseconds }
        var wait: Int32 = -1
        let now = DispatchTime.now().uptimeNanoseconds
        if let awaySince, now > awaySince {
            for index in running.indices { running[index].start = min(now, running[index].start + (now - awaySince)) }
        }
        if let timeout {
            let remaining = running.map { timeout - Double(now - $0.start) / 1e9 }.min() ?? timeout
            wait = Int32(min(max(0, remaining) * 1000, Double(Int32.max)).rounded(.up))
        }
        var descriptors = running.map { pollfd(fd: $0.input, events: Int16(POLLIN), revents: 0) }
        let ready = poll(&descriptors, nfds_t(descriptors.count), wait)
        if ready < 0 {
            guard errno == EINTR else { return }
        }
        for (pid, events) in zip(running.map(\.pid), descriptors.map(\.revents)) {
            guard let index = running.firstIndex(where: { $0.pid == pid }) else { continue }
            if events != 0 {
                read(from: index)
            } else if let timeout, Double(DispatchTime.now().uptimeNanoseconds - running[index].start) / 1e9 >= timeout
            {
                kill(pid, SIGKILL)
                end(index, why: timeoutMessage)
            }
        }
    }

    /// Reads what child `index` sent; when it has ended, or sent all it owed, it is removed.
    private func read(from index: Int) {
        let input = running[index].input
        var count = chunk.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
        while count < 0, errno == EINTR {
            count = chunk.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
        }
        guard count > 0 else {
            var status: Int32 = 0
            while waitpid(running[index].pid, &status, 0) < 0, errno == EINTR {}
            end(index, why: Self.describe(status: status), reaped: true)
            return
        }
        running[index].buffer += chunk[..<count]
        // Anything it sends shows it alive: a long result arrives in several reads.
        running[index].start = DispatchTime.now().uptimeNanoseconds
        var done = false
        for result in ChildRecord.decode(
            &running[index].buffer, planned: planned, coverage: &coverage, done: &done)
        {
            let owedIndex = running[index].owed.firstIndex { $0.test.path == result.test.path }
            let place =
                owedIndex.map { running[index].owed[$0].place } ?? running[index].owed.first?.place
                ?? running[index].last?.place ?? nextPlace
            if let owedIndex { running[index].owed.remove(at: owedIndex) }
            collected.append((place, result))
        }
        if running[index].buffer.count > Self.recordLimit {
            kill(running[index].pid, SIGKILL)
            end(index, why: "sent more than \(Self.recordLimit >> 20) MiB of results")
            return
        }
        // It said it is done: it is only ending now, and is reaped later, so that the next
        // test's fork does not wait for its end.
        if done {
            close(input)
            ending.append(running[index].pid)
            running.remove(at: index)
        }
    }

    /// Removes child `index`, failing the tests it still owed with `why` (the first) and as
    /// not run (the rest).
    private func end(_ index: Int, why: String, reaped: Bool = false) {
        let gone = running.remove(at: index)
        close(gone.input)
        if !reaped {
            var status: Int32 = 0
            while waitpid(gone.pid, &status, 0) < 0, errno == EINTR {}
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - gone.start) / 1e9
        guard let first = gone.owed.first else {
            // Its tests all reported, but it ended before saying it was done: what its block
            // ran after them (a shared block's teardown) failed.
            if let last = gone.last {
                let after = PlannedTest(
                    path: last.test.path + ".after", name: last.test.name + " (what its block ran after it)",
                    line: last.test.line, tags: [], isPending: false)
                collected.append(
                    (
                        last.place,
                        TestResult(test: after, outcome: .error(message: why, traceback: ""), seconds: seconds)
                    ))
            }
            return
        }
        collected.append(
            (
                first.place,
                TestResult(
                    test: first.test, outcome: .failed(message: "the test " + why, traceback: ""), seconds: seconds)
            ))
        for owed in gone.owed.dropFirst() {
            collected.append(
                (
                    owed.place,
                    TestResult(
                        test: owed.test,
                        outcome: .error(message: "not run: \(first.test.name) before it \(why)", traceback: ""),
                        seconds: 0)
                ))
        }
    }

    /// Reaps the children that are ending: those already gone, or (`waiting`) all of them.
    private func reapEnded(waiting: Bool) {
        ending.removeAll { pid in
            var status: Int32 = 0
            while true {
                let reaped = waitpid(pid, &status, waiting ? 0 : WNOHANG)
                if reaped < 0, errno == EINTR { continue }
                return reaped != 0
            }
        }
    }

    /// Records `result`: in a child, a record to the parent.
    func report(_ result: TestResult) {
        let now = DispatchTime.now().uptimeNanoseconds
        let timed = TestResult(
            test: result.test, outcome: result.outcome, seconds: Double(now - mark) / 1e9, notes: notes + result.notes)
        mark = now
        guard var child else {
            // A parent's notes (a setup's snapshots) are the file's, not this test's.
            collected.append((nextPlace, TestResult(test: timed.test, outcome: timed.outcome, seconds: timed.seconds)))
            nextPlace += 1
            return
        }
        notes = []
        if let index = child.owed.firstIndex(where: { $0.path == result.test.path }) { child.owed.remove(at: index) }
        self.child = child
        send(ChildRecord.encode(timed), to: child.output)
    }

    private func send(_ record: [UInt8], to output: Int32) {
        record.withUnsafeBytes { bytes in
            guard let start = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let written = write(output, start + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    /// Ends a child. The tests it still owes are reported failed with `why` (the first) and
    /// not run (the rest): a child that stops for a limit cannot run Lua any more.
    func exitChild(owedFailWith why: String? = nil) -> Never {
        if let why, let owed = child?.owed, let first = owed.first {
            report(TestResult(test: first, outcome: .failed(message: "the test " + why, traceback: ""), seconds: 0))
            for test in owed.dropFirst() {
                report(
                    TestResult(
                        test: test, outcome: .error(message: "not run: \(first.name) before it \(why)", traceback: ""),
                        seconds: 0))
            }
        }
        if let child {
            if let countedLines { send(ChildRecord.encode(coverage: countedLines.read()), to: child.output) }
            send(ChildRecord.done, to: child.output)
        }
        fflush(nil)
        _exit(0)
    }

    private static func describe(status: Int32) -> String {
        // WIFSIGNALED and WEXITSTATUS, which Swift does not import.
        let signal = status & 0x7f
        if signal != 0 && signal != 0x7f {
            switch signal {
            case SIGKILL: return "was ended by SIGKILL (out of memory, or killed from outside)"
            case SIGXCPU: return "used more processor time than --timeout allows"
            default: return "crashed (signal \(signal))"
            }
        }
        return "ended its process without a result (status \((status >> 8) & 0xff))"
    }

    private static func errnoText() -> String {
        String(cString: strerror(errno))
    }
}
