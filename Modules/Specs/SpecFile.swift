import Foundation
import Models
import Scripting

/// A spec file, planned and run the way `playground test` does: each test in a host of its own
/// (a fresh Lua state, a fresh clock at ``SpecOptions/origin``, the seed, the limits), so that
/// a test that hangs or runs out of memory fails by itself, and no test sees another's state.
public struct SpecFile: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// The file's tests, found by running the file once with every block's body and no test's;
    /// a message when it cannot be (not Lua, an error outside any test).
    public func plan(
        _ options: SpecOptions, watch: (StopHandle) -> (() -> Void) = { _ in {} }
    ) -> Result<[PlannedTest], SpecFailure> {
        do {
            let host = try makeHost(options, target: nil)
            // The file's blocks and the filter run under the same wall-clock limit as a test.
            let done = watch(host.runtime.stopHandle)
            defer { done() }
            try host.runtime.runFile(atPath: path)
            let filter = options.filter.map(Self.luaString) ?? "nil"
            let tags = Self.luaString(options.tags.joined(separator: ","))
            let text = try host.runtime.execute(
                "return \(Self.runnerGlobal).plan(\(filter), \(tags))", chunkName: "playground test")
            guard case .string(let list)? = text.first else { return .success([]) }
            return .success(PlannedTest.list(String(decoding: list.bytes, as: UTF8.self)))
        } catch {
            return .failure(
                SpecFailure(message: Self.limitMessage(error, options) ?? error.message, traceback: error.traceback))
        }
    }

    /// What a test or a plan stopped by a limit says, by the runtime's stop reason rather than
    /// by an error's words (an assertion about a message that says "timed out" is no timeout).
    private static func limitMessage(_ error: LuaError, _ options: SpecOptions) -> String? {
        guard case .stopped(let reason) = error.kind else { return nil }
        switch reason {
        case .timeout:
            return "ran longer than " + (options.timeout.map { "\(NumberText.plain($0)) s" } ?? "its time limit")
                + " (--timeout)"
        case .memory: return "needed more memory than --memory allows"
        case .instructions: return "ran more instructions than allowed"
        case .interrupt: return "interrupted"
        case .terminate: return "ended by a signal"
        case .controlFailed: return nil
        }
    }

    /// Runs `test` in a host of its own; `watch` gets the host's stop handle while the test
    /// runs (the caller's wall-clock limit), and its result is called when the test is over.
    public func run(
        _ test: PlannedTest, _ options: SpecOptions, watch: (StopHandle) -> (() -> Void) = { _ in {} }
    ) -> TestOutcome {
        let host: ScriptHost
        do {
            host = try makeHost(options, target: test.path)
        } catch {
            return .error(message: error.message, traceback: error.traceback)
        }
        let done = watch(host.runtime.stopHandle)
        defer { done() }
        do {
            try host.runtime.runFile(atPath: path)
            let values = try host.runtime.execute("return \(Self.runnerGlobal).run()", chunkName: "playground test")
            func text(_ index: Int) -> String {
                guard values.indices.contains(index), case .string(let string) = values[index] else { return "" }
                return String(decoding: string.bytes, as: UTF8.self)
            }
            switch text(0) {
            case "passed": return .passed
            case "pending": return .pending(reason: text(1))
            case "failed": return .failed(message: text(1), traceback: text(2))
            default: return .error(message: text(1), traceback: text(2))
            }
        } catch {
            if let limit = Self.limitMessage(error, options) {
                return .failed(message: "the test " + limit, traceback: "")
            }
            return .failed(message: error.message, traceback: error.traceback)
        }
    }

    /// The global the runner of busted's language is kept in while a file runs.
    static let runnerGlobal = "__playground_spec"

    /// A host for the file: its folder is where `require` looks first; luassert, say and the
    /// runner are preloaded; the runner is loaded to plan (`target` nil) or to run the test at
    /// `target`.
    private func makeHost(_ options: SpecOptions, target: String?) throws(LuaError) -> ScriptHost {
        var configuration = LuaRuntime.Configuration(
            memoryLimit: options.memoryLimit, moduleDirectory: Self.directory(of: path))
        configuration.libraryDirectories = options.libraryDirectories
        configuration.exposesSourceInfo = true
        let host = try ScriptHost(
            options: ScriptHost.Options(runtime: configuration, origin: options.origin, seed: options.seed))
        for (name, source) in EmbeddedModules.sources {
            try host.runtime.preload(
                name, source: source, chunkName: "@" + name.replacingOccurrences(of: ".", with: "/") + ".lua")
        }
        try host.runtime.preload(
            "playground.busted", source: PackageResources.busted_lua, chunkName: "@playground/busted.lua")
        let argument = target.map(Self.luaString) ?? "nil"
        try host.runtime.run(
            "\(Self.runnerGlobal) = package.preload['playground.busted'](\(argument))", chunkName: "playground test")
        return host
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
