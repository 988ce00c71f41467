import Foundation
import Testing

/// An example in docs/lua-api.md and the output the page shows for it.
///
/// The page's conventions, which a reader follows too:
/// - a ```lua block followed by a ```text block is a script, `example.lua`, and what running it
///   prints (standard output, then standard error); a first line
///   `-- playground run OPTIONS example.lua ARGUMENTS` gives its command line;
/// - a ```lua block whose first line is `-- file: PATH` is a file the examples find beside them
///   (a module, a frame, a broken image), its whole text the file's bytes;
/// - a ```sh block of `$ ` lines is a terminal session: each command, then what it printed.
///
/// Every example sees every declared file, and `lib/countdown.lua` copied from `Scripts/lib`,
/// as the page tells readers to copy it.
struct DocExample: Sendable, CustomTestStringConvertible {
    enum Run: Sendable {
        /// `playground run OPTIONS example.lua ARGUMENTS` with this source.
        case script(source: String, options: [String], arguments: [String])
        /// A shell command line, run with `playground` on the path.
        case shell(String)
    }

    /// The line of the page where the example's code starts.
    let line: Int
    let run: Run
    let expected: String

    var testDescription: String { "docs/lua-api.md:\(line)" }
}

enum DocExamples {
    struct File: Sendable {
        let path: String
        let contents: String
    }

    static let page = PlaygroundProcess.repositoryRoot.appendingPathComponent("docs/lua-api.md")

    /// The page's fenced blocks: language, text, and the line their text starts on.
    static func blocks(of text: String) -> [(language: String, text: String, line: Int)] {
        let lines = text.components(separatedBy: "\n")
        var blocks: [(String, String, Int)] = []
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix("```") else {
                index += 1
                continue
            }
            let language = String(lines[index].dropFirst(3)).trimmingCharacters(in: .whitespaces)
            var end = index + 1
            while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
            blocks.append((language, lines[index + 1..<min(end, lines.count)].joined(separator: "\n"), index + 2))
            index = end + 1
        }
        return blocks
    }

    static func parse(_ text: String) -> (examples: [DocExample], files: [File]) {
        let blocks = blocks(of: text)
        var examples: [DocExample] = []
        var files: [File] = []
        for (offset, block) in blocks.enumerated() {
            let firstLine = block.text.components(separatedBy: "\n").first ?? ""
            if block.language == "lua", firstLine.hasPrefix("-- file: ") {
                files.append(File(path: String(firstLine.dropFirst("-- file: ".count)), contents: block.text + "\n"))
            } else if block.language == "lua", offset + 1 < blocks.count, blocks[offset + 1].language == "text" {
                var options: [String] = []
                var arguments: [String] = []
                if firstLine.hasPrefix("-- playground run ") {
                    let words = firstLine.dropFirst("-- playground run ".count).split(separator: " ").map(String.init)
                    if let script = words.firstIndex(of: "example.lua") {
                        options = Array(words[..<script])
                        arguments = Array(words[(script + 1)...])
                    }
                }
                examples.append(
                    DocExample(
                        line: block.line, run: .script(source: block.text, options: options, arguments: arguments),
                        expected: blocks[offset + 1].text))
            } else if block.language == "sh" {
                examples += session(block.text, line: block.line)
            }
        }
        return (examples, files)
    }

    /// The commands of a terminal session and what each printed.
    static func session(_ text: String, line: Int) -> [DocExample] {
        var examples: [DocExample] = []
        var command: (text: String, line: Int)?
        var output: [String] = []
        func finish() {
            if let command {
                examples.append(
                    DocExample(line: command.line, run: .shell(command.text), expected: output.joined(separator: "\n")))
            }
            output = []
        }
        for (offset, text) in text.components(separatedBy: "\n").enumerated() {
            if text.hasPrefix("$ ") {
                finish()
                command = (String(text.dropFirst(2)), line + offset)
            } else if command != nil {
                output.append(text)
            }
        }
        finish()
        return examples
    }

    static let parsed: (examples: [DocExample], files: [File]) = {
        parse((try? String(contentsOf: page, encoding: .utf8)) ?? "")
    }()

    /// A fresh folder holding every declared file and `lib/countdown.lua`.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("playground-doc-\(UUID().uuidString)", isDirectory: true)
        let lib = folder.appendingPathComponent("lib", isDirectory: true)
        try FileManager.default.createDirectory(at: lib, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: PlaygroundProcess.repositoryRoot.appendingPathComponent("Scripts/lib/countdown.lua"),
            to: lib.appendingPathComponent("countdown.lua"))
        for file in parsed.files {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
        }
        return folder
    }
}

@Suite struct LuaAPIExamplesTests {
    @Test func thePageHasItsExamples() {
        let (examples, files) = DocExamples.parsed
        #expect(examples.count >= 100, "\(examples.count) examples")
        #expect(files.contains { $0.path == "walk/1.txt" } && files.contains { $0.path == "lib/greet.lua" })
    }

    @Test(arguments: DocExamples.parsed.examples)
    func theExamplePrintsWhatThePageShows(_ example: DocExample) throws {
        let folder = try DocExamples.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result: PlaygroundProcess.Result
        switch example.run {
        case .script(let source, let options, let arguments):
            try Data((source + "\n").utf8).write(to: folder.appendingPathComponent("example.lua"))
            result = try PlaygroundProcess.run(
                ["run"] + options + ["example.lua"] + arguments, currentDirectory: folder, killAfter: 20)
        case .shell(let command):
            // The session's commands as a reader types them, `playground` found on the path.
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] =
                PlaygroundProcess.binary.deletingLastPathComponent().path + ":"
                + (environment["PATH"] ?? "/usr/bin:/bin")
            result = try PlaygroundProcess.run(
                ["-c", "exec 2>&1; " + command], executable: URL(fileURLWithPath: "/bin/sh"),
                currentDirectory: folder, environment: environment, killAfter: 20)
        }
        #expect(!result.wasKilled, "\(result.summary)")
        let printed = (result.standardOutput + result.standardError)
        #expect(
            printed.trimmingTrailingNewlines == example.expected.trimmingTrailingNewlines,
            "docs/lua-api.md:\(example.line) printed:\n\(printed)")
    }
}

extension String {
    fileprivate var trimmingTrailingNewlines: Substring {
        var text = self[...]
        while text.hasSuffix("\n") { text = text.dropLast() }
        return text
    }
}
