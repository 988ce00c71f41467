import Foundation
import Testing

/// Every file the program reads for a run or writes goes through the one input reader and the
/// one output layer (`Modules/Files`). These tests read the sources: a new door that
/// opens, reads or writes a file by another API fails here until it goes through them.
@Suite struct FileDoorsTests {
    /// Every Swift and C source under Modules/ and Apps/ but the file layer's own, with its text.
    static func sources() -> [(path: String, text: String)] {
        let root = PlaygroundProcess.repositoryRoot
        return ["Modules", "Apps"].flatMap { folder -> [(String, String)] in
            guard
                let walk = FileManager.default.enumerator(
                    at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            else { return [] }
            return walk.compactMap { $0 as? URL }
                .filter {
                    ["swift", "c", "h"].contains($0.pathExtension) && !$0.path.contains("/Modules/Files/")
                }
                .compactMap { url in
                    (try? String(contentsOf: url, encoding: .utf8)).map {
                        (String(url.path.dropFirst(root.path.count + 1)), $0)
                    }
                }
        }
    }

    /// The ways to write a file that bypass ``OutputFile``.
    static let writers = [
        "write(to:", "write(toFile:", "createFile(atPath:", "FileHandle(forWriting", "forUpdating", "O_WRONLY",
        "O_CREAT",
        "\"w\")", "\"wb\")",
    ]

    /// The ways to read a file that bypass ``InputFile``.
    static let readers = [
        "contents(atPath:", "Data(contentsOf:", "String(contentsOf", "FileHandle(forReading", "LosslessFile.contents",
        "fopen(", "luaL_loadfilex(", "luaL_loadfile(",
    ]

    /// The places allowed another way, each for its reason.
    static let allowed: [String: String] = [
        // The script is read as a stream up to the memory limit, as lua reads one, so that a
        // pipe (`playground run <(generate)`) works; it is recorded as an input before the run.
        "Modules/Scripting/Runtime/LuaRuntime.swift": "fopen(",
        // The puzzle solver's pattern tables, cached where the benchmark says; no script names it.
        "Modules/Models/Puzzle/PatternDatabaseCache.swift": "contents(atPath: write(to:",
        // The shim's own tests load modules without a host; a host always sets its reader.
        "Modules/CLuaShim/sandbox.c": "luaL_loadfilex(",
        "Modules/CLuaShim/include/clua_macros.h": "luaL_loadfilex( luaL_loadfile(",
        // rsvg-convert's own output and errors go to /dev/null, opened for it by posix_spawn.
        "Modules/Specs/SideBySide.swift": "O_WRONLY",
        // ffmpeg's standard output goes to /dev/null when it writes its file by name (the
        // OutputFile's temporary file, committed by VideoEncoder).
        "Modules/CPixelsShim/child.c": "O_WRONLY",
    ]

    @Test func theSourcesAreThere() {
        #expect(Self.sources().count > 300)
    }

    @Test func everyWriteGoesThroughTheOutputLayer() {
        for (path, text) in Self.sources() {
            for word in Self.writers where text.contains(word) && !(Self.allowed[path]?.contains(word) ?? false) {
                Issue.record("\(path) writes a file with \(word): write it through OutputFile")
            }
        }
    }

    @Test func everyReadGoesThroughTheInputReader() {
        for (path, text) in Self.sources() {
            for word in Self.readers where text.contains(word) && !(Self.allowed[path]?.contains(word) ?? false) {
                Issue.record("\(path) reads a file with \(word): read it through InputFile")
            }
        }
    }
}
