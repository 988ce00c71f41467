import Foundation

/// A throwaway folder holding a script (and any modules beside it), run with `playground run`
/// from inside the folder, so messages name the script by its bare file name (`script.lua:3:`).
struct ScriptFixture {
    let directory: URL
    let scriptName: String

    /// Creates a fresh folder with `script` as `name` and every entry of `files` (relative paths,
    /// subfolders created as needed).
    init(_ script: String, name: String = "script.lua", files: [String: String] = [:]) throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("pg-e2e-\(UUID().uuidString.prefix(8))")
        scriptName = name
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try write(script, to: name)
        for (path, contents) in files { try write(contents, to: path) }
    }

    private func write(_ contents: String, to path: String) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Runs `playground run OPTIONS script.lua ARGUMENTS` in the fixture's folder.
    func run(
        options: [String] = [],
        arguments: [String] = [],
        environment: [String: String]? = nil,
        interruptAfter: Double? = nil,
        signal: Int32 = SIGINT,
        killAfter: Double = 30
    ) throws -> PlaygroundProcess.Result {
        try PlaygroundProcess.run(
            ["run"] + options + [scriptName] + arguments,
            currentDirectory: directory,
            environment: environment,
            interruptAfter: interruptAfter,
            signal: signal,
            killAfter: killAfter
        )
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Writes `source` to a fresh folder, runs it, and removes the folder.
    static func run(
        _ source: String,
        options: [String] = [],
        arguments: [String] = [],
        files: [String: String] = [:],
        environment: [String: String]? = nil,
        interruptAfter: Double? = nil,
        signal: Int32 = SIGINT,
        killAfter: Double = 30
    ) throws -> PlaygroundProcess.Result {
        let fixture = try ScriptFixture(source, files: files)
        defer { fixture.remove() }
        return try fixture.run(
            options: options, arguments: arguments, environment: environment,
            interruptAfter: interruptAfter, signal: signal, killAfter: killAfter)
    }
}

extension PlaygroundProcess.Result {
    /// Standard output split into lines, without the empty string after the final newline.
    var outputLines: [String] {
        var lines = standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The first line of standard error: the `playground: …` message.
    var errorMessage: String {
        String(standardError.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
    }

    /// What the result was, for failure messages.
    var summary: String {
        """
        status \(status)\(endedBySignal ? " (signal)" : "")\(wasKilled ? ", killed by the test after hanging" : ""), \
        \(String(format: "%.2f", duration)) s
        stdout: \(standardOutput.debugDescription)
        stderr: \(standardError.debugDescription)
        """
    }
}
