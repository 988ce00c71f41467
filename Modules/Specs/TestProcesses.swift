import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The processes a spec file's tests run in. The file runs once, in the worker, to plan; each
/// test then runs in a child forked from that state (`fork`), so it starts from what the file
/// and its blocks' `setup` made, on the same clock, and nothing it does reaches another test.
/// The parent waits for the child's results, one JSON line each, and ends a child that is
/// silent for longer than `--timeout`; a child that hangs, crashes or runs out of memory fails
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
    /// Set in a forked child: where its results go and the tests it still owes.
    private var child: Child?
    /// When the last test began, for its seconds.
    private var mark = DispatchTime.now().uptimeNanoseconds
    /// Every result so far, in the order the tests were run: in the worker, the file's.
    private(set) var results: [TestResult] = []
    /// The file's tests by path, as planned: what `fork` and `report` are told by path.
    var planned: [String: PlannedTest] = [:]
    /// Notes for the result of the test running now (the snapshots it wrote).
    var notes: [String] = []

    private struct Child {
        let output: Int32
        var owed: [PlannedTest]
    }

    init(timeout: Double?, timeoutMessage: String) {
        self.timeout = timeout
        self.timeoutMessage = timeoutMessage
    }

    /// Whether this process is a forked child.
    var isChild: Bool { child != nil }

    /// The most bytes of one result line read from a child: a message is bounded long before.
    private static let lineLimit = 4 << 20

    /// Forks a child to run `tests`: true in the child, which reports each of them
    /// (``report(_:)``) and ends (``exitChild()``); false in the parent once the child has ended,
    /// with every test's result recorded, the ones it did not report failed with why.
    func fork(_ tests: [PlannedTest]) throws(SpecFailure) -> Bool {
        guard child == nil else { throw SpecFailure(message: "a test cannot fork tests of its own", traceback: "") }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            throw SpecFailure(message: "no pipe for a test: \(Self.errnoText())", traceback: "")
        }
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
            if getppid() != parent { _exit(1) }
            // A child whose parent was killed has nobody to keep its time: a processor limit
            // of the whole of its tests' time ends a hanging one even then.
            if let timeout {
                let seconds = rlim_t(min(Double(1 << 30), (timeout * Double(max(1, tests.count))).rounded(.up) + 1))
                var limit = rlimit(rlim_cur: seconds, rlim_max: seconds + 1)
                _ = setrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &limit)
            }
            child = Child(output: ends[1], owed: tests)
            mark = DispatchTime.now().uptimeNanoseconds
            return true
        }
        close(ends[1])
        collect(from: ends[0], pid: pid, owed: tests)
        close(ends[0])
        return false
    }

    /// Reads the child's result lines until it ends or goes silent for `timeout`, then records
    /// what it owed.
    private func collect(from input: Int32, pid: pid_t, owed tests: [PlannedTest]) {
        var owed = tests[...]
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var timedOut = false
        var start = DispatchTime.now().uptimeNanoseconds
        reading: while true {
            var wait: Int32 = -1
            if let timeout {
                let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                wait = Int32(clamping: Int((max(0, timeout - elapsed) * 1000).rounded(.up)))
            }
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, wait)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            if ready == 0 {
                timedOut = true
                kill(pid, SIGKILL)
                break
            }
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            buffer += chunk[..<count]
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[..<newline]
                buffer.removeSubrange(...newline)
                guard let result = try? JSONDecoder().decode(TestResult.self, from: Data(line)) else { continue }
                results.append(result)
                if let index = owed.firstIndex(where: { $0.path == result.test.path }) { owed.remove(at: index) }
                start = DispatchTime.now().uptimeNanoseconds
            }
            if buffer.count > Self.lineLimit {
                kill(pid, SIGKILL)
                buffer.removeAll()
                break reading
            }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard let first = owed.first else { return }
        let why = timedOut ? timeoutMessage : Self.describe(status: status)
        results.append(
            TestResult(test: first, outcome: .failed(message: "the test " + why, traceback: ""), seconds: seconds))
        for test in owed.dropFirst() {
            results.append(
                TestResult(
                    test: test,
                    outcome: .error(message: "not run: \(first.name) before it \(why)", traceback: ""), seconds: 0))
        }
    }

    /// Records `result`: in a child, a line to the parent.
    func report(_ result: TestResult) {
        let now = DispatchTime.now().uptimeNanoseconds
        let timed = TestResult(
            test: result.test, outcome: result.outcome, seconds: Double(now - mark) / 1e9, notes: notes + result.notes)
        mark = now
        notes = []
        guard var child else {
            results.append(timed)
            return
        }
        if let index = child.owed.firstIndex(where: { $0.path == result.test.path }) { child.owed.remove(at: index) }
        self.child = child
        guard var line = try? JSONEncoder().encode(timed) else { return }
        line.append(UInt8(ascii: "\n"))
        line.withUnsafeBytes { bytes in
            guard let start = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let written = write(child.output, start + offset, bytes.count - offset)
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
