import Foundation
import Models
import Scripting

/// A spec file, run the way `playground test` does: the file runs once in a host of its own
/// to plan (every block's body, no test's), then each test runs in a process forked from that
/// state (``TestProcesses``): a test starts from what the file and its blocks' setups made, on
/// a clock at ``SpecOptions/origin`` with the seed, and a test that hangs, crashes or runs out
/// of memory fails by itself.
public struct SpecFile: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// Plans the file and runs its tests; `watch` gets the host's stop handle while the file's
    /// own code runs in this process (planning, setups, teardowns) and returns what ends the
    /// watch: the caller's wall-clock limit. A forked child never returns from here.
    public func run(_ given: SpecOptions, watch: @escaping (StopHandle) -> (() -> Void) = { _ in {} }) -> FileResult {
        let options: SpecOptions
        do {
            options = try SpecHeader.read(at: path).applied(to: given)
        } catch {
            return FileResult(path: path, failure: error.message)
        }
        let processes = TestProcesses(
            timeout: options.timeout, timeoutMessage: Self.limitText(.timeout, options) ?? "ran out of time",
            concurrency: options.concurrency)
        let host: ScriptHost
        let tests: [PlannedTest]
        do {
            host = try makeHost(options, processes: processes, watch: watch)
            tests = try plan(host, options, watch: watch)
        } catch {
            return FileResult(path: path, failure: Self.limitMessage(error, options) ?? error.message)
        }
        processes.planned = Dictionary(tests.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        if options.coverage {
            let runtime = host.runtime
            processes.countedLines = (reset: { runtime.resetCoverage() }, read: { runtime.coverage() })
        }
        do {
            _ = try host.runtime.execute("\(Self.runnerGlobal).execute()", chunkName: "=playground test")
        } catch {
            let why = Self.limitMessage(error, options) ?? error.message
            if processes.isChild { processes.exitChild(owedFailWith: why) }
            processes.finish()
            return FileResult(
                path: path, results: processes.results, failure: why,
                coverage: Self.adding(host.runtime.coverage(), to: processes.coverage))
        }
        if processes.isChild { processes.exitChild() }
        processes.finish()
        var result = FileResult(
            path: path, results: processes.results,
            coverage: options.coverage ? Self.adding(host.runtime.coverage(), to: processes.coverage) : [:])
        result.notes = processes.notes
        return result
    }

    /// Two sets of counted lines added up.
    static func adding(_ lines: [String: [Int: Int]], to total: [String: [Int: Int]]) -> [String: [Int: Int]] {
        var total = total
        for (path, counts) in lines {
            for (line, count) in counts { total[path, default: [:]][line, default: 0] += count }
        }
        return total
    }

    /// The file's tests, found by running the file once with every block's body and no test's.
    /// Planning alone, with no test run, is what ``tests(_:)`` gives.
    private func plan(
        _ host: ScriptHost, _ options: SpecOptions, watch: (StopHandle) -> (() -> Void)
    ) throws(LuaError) -> [PlannedTest] {
        // The file's blocks and the filter run under the same wall-clock limit as a test.
        let done = watch(host.runtime.stopHandle)
        defer { done() }
        try host.runtime.runFile(atPath: path)
        let filter = options.filter.map(Self.luaString) ?? "nil"
        let tags = Self.luaString(options.tags.joined(separator: ","))
        let text = try host.runtime.execute(
            "return \(Self.runnerGlobal).plan(\(filter), \(tags))", chunkName: "=playground test")
        guard case .string(let list)? = text.first else { return [] }
        return PlannedTest.list(String(decoding: list.bytes, as: UTF8.self))
    }

    /// The file's tests as planning finds them, none run; why the file cannot be planned.
    public func tests(_ given: SpecOptions) -> Result<[PlannedTest], SpecFailure> {
        let options: SpecOptions
        do {
            options = try SpecHeader.read(at: path).applied(to: given)
        } catch {
            return .failure(error)
        }
        do {
            let host = try makeHost(options, processes: nil, watch: { _ in {} })
            return .success(try plan(host, options, watch: { _ in {} }))
        } catch {
            return .failure(
                SpecFailure(message: Self.limitMessage(error, options) ?? error.message, traceback: error.traceback))
        }
    }

    /// Runs `source` in a host made as this spec's is (its folder, its modules, the runner),
    /// under `watch`, and returns each live control's title and what the global function
    /// `__playground_touches_state` that `source` defines says of it: what a spec made from
    /// saved touches expects (``TouchesSpec``).
    func replayEnds(
        _ source: String, _ options: SpecOptions, watch: @escaping (StopHandle) -> (() -> Void)
    ) throws(SpecFailure) -> [(title: String, state: String)] {
        do {
            let host = try makeHost(options, processes: nil, watch: watch)
            let done = watch(host.runtime.stopHandle)
            defer { done() }
            try host.runtime.run(source, chunkName: "=playground test --from-touches")
            var ends: [(title: String, state: String)] = []
            for item in host.scene().items {
                let values = try host.runtime.execute(
                    "return __playground_touches_state(\(Self.luaString(item.title)))", chunkName: "=playground test")
                guard case .string(let state)? = values.first else { continue }
                ends.append((item.title, String(decoding: state.bytes, as: UTF8.self)))
            }
            return ends
        } catch {
            throw SpecFailure(message: Self.limitMessage(error, options) ?? error.message, traceback: error.traceback)
        }
    }

    /// What a test or a plan stopped by a limit says, by the runtime's stop reason rather than
    /// by an error's words (an assertion about a message that says "timed out" is no timeout).
    private static func limitMessage(_ error: LuaError, _ options: SpecOptions) -> String? {
        guard case .stopped(let reason) = error.kind else { return nil }
        return limitText(reason, options)
    }

    private static func limitText(_ reason: StopReason, _ options: SpecOptions) -> String? {
        switch reason {
        case .timeout:
            return "ran longer than " + (options.timeout.map { "\(NumberText.plain($0)) s" } ?? "its time limit")
                + " (--timeout)"
        case .memory: return "needed more memory than --memory allows"
        case .instructions: return "ran more instructions than allowed"
        case .interrupt: return "was interrupted"
        case .terminate: return "was ended by a signal"
        case .controlFailed: return nil
        }
    }

    /// The global the runner of busted's language is kept in while a file runs.
    static let runnerGlobal = "__playground_spec"

    /// A host for the file: its folder is where `require` looks first; luassert, say and the
    /// runner are preloaded, and the runner is given the process control (`processes`; none
    /// when only planning).
    private func makeHost(
        _ options: SpecOptions, processes: TestProcesses?, watch: @escaping (StopHandle) -> (() -> Void)
    ) throws(LuaError) -> ScriptHost {
        var configuration = LuaRuntime.Configuration(
            memoryLimit: options.memoryLimit, moduleDirectory: Self.directory(of: path))
        configuration.libraryDirectories = options.libraryDirectories
        configuration.exposesSourceInfo = true
        configuration.countsCoverage = options.coverage
        let host = try ScriptHost(
            options: ScriptHost.Options(runtime: configuration, origin: options.origin, seed: options.seed))
        for (name, source) in EmbeddedModules.sources {
            try host.runtime.preload(
                name, source: source, chunkName: "@" + name.replacingOccurrences(of: ".", with: "/") + ".lua")
        }
        try host.runtime.preload(
            "playground.busted", source: PackageResources.busted_lua, chunkName: "@playground/busted.lua")
        let control = "__playground_spec_host"
        host.runtime.registerFunctions(
            control, processControl(processes, host.runtime, options, watch: watch),
            mainThreadOnly: ["fork", "exit", "wait", "guard"])
        try host.runtime.run(
            """
            local control = \(control)
            \(control) = nil
            \(Self.runnerGlobal) = package.preload['playground.busted'](control)
            """, chunkName: "=playground test")
        return host
    }

    /// What the runner reaches of the processes: `fork(path…)`, `report(path, state, message,
    /// traceback [, name, line])`, `exit()` and `guard(fn)` (a setup or teardown under `watch`).
    private func processControl(
        _ processes: TestProcesses?, _ runtime: LuaRuntime, _ options: SpecOptions,
        watch: @escaping (StopHandle) -> (() -> Void)
    ) -> [(name: String, body: LuaRuntime.SwiftFunction)] {
        guard let processes else { return [] }
        func text(_ values: [LuaValue], _ index: Int) -> String {
            guard values.indices.contains(index) else { return "" }
            switch values[index] {
            case .string(let string): return String(decoding: string.bytes, as: UTF8.self)
            case .nil: return ""
            case let value: return value.description
            }
        }
        return [
            (
                "fork",
                { arguments throws(LuaError) in
                    let tests = arguments.indices.compactMap { processes.planned[text(arguments, $0)] }
                    do throws(SpecFailure) {
                        return [.boolean(try processes.fork(tests))]
                    } catch {
                        throw LuaError(kind: .runtime, message: error.message)
                    }
                }
            ),
            (
                "report",
                { arguments throws(LuaError) in
                    let path = text(arguments, 0)
                    let message = text(arguments, 2)
                    let traceback = text(arguments, 3)
                    let outcome: TestOutcome =
                        switch text(arguments, 1) {
                        case "passed": .passed
                        case "pending": .pending(reason: message)
                        case "skipped": .skipped
                        case "failed": .failed(message: message, traceback: traceback)
                        default: .error(message: message, traceback: traceback)
                        }
                    var line = 0
                    if arguments.indices.contains(5), case .integer(let number) = arguments[5] {
                        line = Int(clamping: number)
                    }
                    let test =
                        processes.planned[path]
                        ?? PlannedTest(path: path, name: text(arguments, 4), line: line, tags: [], isPending: false)
                    processes.report(TestResult(test: test, outcome: outcome, seconds: 0))
                    return []
                }
            ),
            ("exit", { _ throws(LuaError) in processes.exitChild() }),
            (
                "wait",
                { _ throws(LuaError) in
                    processes.waitForChildren()
                    return []
                }
            ),
            (
                "snapshot",
                { arguments throws(LuaError) in
                    let snapshot = Snapshot(specPath: path, name: text(arguments, 0))
                    switch snapshot.check(text: text(arguments, 1), svg: text(arguments, 2), mode: options.snapshots) {
                    case .matched: return []
                    case .written(let files):
                        processes.notes += files.map { "snapshot written: \($0)" }
                        return []
                    case .failed(let message): return [.string(LuaString(message))]
                    }
                }
            ),
            (
                "guard",
                { arguments throws(LuaError) in
                    guard case .function(let function)? = arguments.first else { return [.boolean(false), .nil] }
                    // A child has no watch of its own: its parent keeps its time.
                    let done = processes.isChild ? {} : watch(runtime.stopHandle)
                    defer { done() }
                    do throws(LuaError) {
                        return try function.call()
                    } catch {
                        guard let why = Self.limitMessage(error, options), !processes.isChild else { throw error }
                        runtime.resetStop()
                        return [.boolean(false), .string(LuaString("it " + why))]
                    }
                }
            ),
        ]
    }

    /// `text` as a Lua string literal.
    static func luaString(_ text: String) -> String {
        LuaStringLiteral.quoted(text)
    }

    /// The folder a spec file is in, for `require`.
    static func directory(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }
}

/// Why a spec file could not be planned, with the Lua traceback.
public struct SpecFailure: Error, Sendable, Hashable {
    public let message: String
    public let traceback: String
}
