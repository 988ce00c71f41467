import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Every file the program writes goes through one output layer (docs/hostile-input.md): these
/// are the doors the hostile corpus found open, each through the real binary.
@Suite struct OutputLayerTests {
    private let requiresHelper = "local helper = require('lib.helper')\nprint('ran', helper)\n"

    @Test func aTraceThatCannotBeWrittenFailsTheRun() throws {
        let result = try ScriptFixture.run(
            "View.new():animate({alpha = 0}, {duration = 1})\n", options: ["--trace", "/dev/full"])
        #expect(result.status == 1, "\(result.summary)")
        #expect(
            result.standardError.contains("cannot write the trace '/dev/full': No space left on device"),
            "\(result.summary)")
    }

    @Test func aTraceNeverReplacesAModuleTheScriptRequires() throws {
        let fixture = try ScriptFixture(requiresHelper, files: ["lib/helper.lua": "return 'helped'\n"])
        defer { fixture.remove() }
        let result = try fixture.run(options: ["--trace", "lib/helper.lua"])
        #expect(result.status == 64, "\(result.summary)")
        #expect(
            result.standardError.contains(
                "--trace 'lib/helper.lua' names a file that is not a playground trace"), "\(result.summary)")
        #expect(
            try String(contentsOf: fixture.directory.appendingPathComponent("lib/helper.lua"), encoding: .utf8)
                == "return 'helped'\n")
        #expect(result.standardOutput.isEmpty, "nothing runs: \(result.summary)")
    }

    @Test func anEmptyModuleNamedAsTheTraceIsLeftAsItWas() throws {
        // An empty file is one any output may replace, so the run starts; the module is read
        // during the run, and the trace is not put in its place at the end.
        let fixture = try ScriptFixture(requiresHelper, files: ["lib/helper.lua": ""])
        defer { fixture.remove() }
        let result = try fixture.run(options: ["--trace", "lib/helper.lua"])
        #expect(result.status == 1, "\(result.summary)")
        #expect(result.standardOutput == "ran\ttrue\n")
        #expect(
            result.standardError.contains(
                "--trace 'lib/helper.lua' is a module, which this run reads; name another file for the trace"),
            "\(result.summary)")
        #expect(
            try String(contentsOf: fixture.directory.appendingPathComponent("lib/helper.lua"), encoding: .utf8) == "")
        let names = try FileManager.default.contentsOfDirectory(
            atPath: fixture.directory.appendingPathComponent("lib").path)
        #expect(names == ["helper.lua"], "no temporary file is left")
    }

    @Test func twoOutputsOfARunCannotShareAFile() throws {
        let result = try ScriptFixture.run("print('ran')\n", options: ["--record", "out.html", "--trace", "out.html"])
        #expect(result.status == 64, "\(result.summary)")
        #expect(
            result.standardError.contains(
                "--record 'out.html' is also where --trace 'out.html' writes; give each output a file of its own"),
            "\(result.summary)")
        let inside = try ScriptFixture.run("print('ran')\n", options: ["--svg", "out", "--trace", "out/t.jsonl"])
        #expect(inside.status == 64, "\(inside.summary)")
    }

    @Test func aScriptReadFromAFileOnStandardInputIsAnInput() throws {
        let fixture = try ScriptFixture("print('ran')\n")
        defer { fixture.remove() }
        let result = try PlaygroundProcess.run(
            ["-c", "exec \"$0\" run --trace script.lua - < script.lua", PlaygroundProcess.binary.path],
            executable: URL(fileURLWithPath: "/bin/sh"), currentDirectory: fixture.directory)
        #expect(result.status == 64, "\(result.summary)")
        #expect(
            result.standardError.contains("--trace 'script.lua' is standard input, which this run reads"),
            "\(result.summary)")
        #expect(
            try String(contentsOf: fixture.directory.appendingPathComponent("script.lua"), encoding: .utf8)
                == "print('ran')\n")
    }

    @Test func savedTouchesNeverReplaceTheScript() throws {
        let fixture = try ScriptFixture("print('ran')\n")
        defer { fixture.remove() }
        let result = try PlaygroundProcess.run(
            ["serve", "script.lua", "--port", "0", "--save-touches", "script.lua"], currentDirectory: fixture.directory,
            killAfter: 10)
        #expect(result.status == 64, "\(result.summary)")
        #expect(
            result.standardError.contains(
                "--save-touches 'script.lua' is the script, which this run reads; name another file for the touches"),
            "\(result.summary)")
        #expect(
            try String(contentsOf: fixture.directory.appendingPathComponent("script.lua"), encoding: .utf8)
                == "print('ran')\n")
    }

    @Test func docsSayWhyTheyCouldNotBeWritten() throws {
        let full = try PlaygroundProcess.run(["docs", "--lua-cats", "-o", "/dev/full"])
        #expect(full.status == 1, "\(full.summary)")
        #expect(
            full.standardError.contains("cannot write the LuaCATS annotations '/dev/full': No space left on device"),
            "\(full.summary)")
        let empty = try PlaygroundProcess.run(["docs", "--lua-cats", "-o", ""])
        #expect(empty.status == 64, "\(empty.summary)")
        #expect(empty.standardError == "playground docs: -o needs a file name, not an empty one\n", "\(empty.summary)")
    }

    @Test func aStoppedRunLeavesAWholeTraceAndNoTemporaryFile() throws {
        let fixture = try ScriptFixture("clock.every(0.01, function() end)\nwhile true do end\n")
        defer { fixture.remove() }
        let result = try fixture.run(options: ["--trace", "t.jsonl", "--timeout", "0.5"])
        #expect(result.status == 3, "\(result.summary)")
        let names = try FileManager.default.contentsOfDirectory(atPath: fixture.directory.path).sorted()
        #expect(names == ["script.lua", "t.jsonl"], "\(names)")
    }
}

/// Every file a run reads goes through one reader: a regular file only, its size checked first.
@Suite struct InputReaderTests {
    @Test func aFIFONamedAsAnImageDoesNotBlockTheRun() throws {
        let fixture = try ScriptFixture("print(pcall(Puzzle.new, {rows = 2, columns = 2, image = 'photo.png'}))\n")
        defer { fixture.remove() }
        mkfifo(fixture.directory.appendingPathComponent("photo.png").path, 0o644)
        let result = try fixture.run(killAfter: 10)
        #expect(result.status == 0 && !result.wasKilled, "\(result.summary)")
        #expect(result.standardOutput.contains("it is a FIFO (named pipe), not a regular file"), "\(result.summary)")
    }

    @Test func aFIFONamedAsAModuleOrAFrameDoesNotBlockTheRun() throws {
        let fixture = try ScriptFixture(
            """
            print(pcall(require, 'pipe'))
            local f = Frames.new{frames = {'pipe.lua'}}
            print(pcall(f.load, f))
            """)
        defer { fixture.remove() }
        mkfifo(fixture.directory.appendingPathComponent("pipe.lua").path, 0o644)
        let result = try fixture.run(killAfter: 10)
        #expect(result.status == 0 && !result.wasKilled, "\(result.summary)")
        #expect(result.outputLines.count == 2, "\(result.summary)")
        #expect(
            result.outputLines.allSatisfy {
                $0.hasPrefix("false") && $0.contains("it is a FIFO (named pipe), not a regular file")
            },
            "\(result.summary)")
    }

    @Test func aFrameLargerThanTheMemoryLimitIsRefusedBeforeItIsRead() throws {
        let fixture = try ScriptFixture("local f = Frames.new{frames = {'big.txt'}}\nprint(pcall(f.load, f))\n")
        defer { fixture.remove() }
        let big = fixture.directory.appendingPathComponent("big.txt").path
        #expect(FileManager.default.createFile(atPath: big, contents: nil))
        #expect(truncate(big, 64 << 20) == 0, "a sparse 64 MiB file")
        let result = try fixture.run(options: ["--memory", "16"], killAfter: 20)
        #expect(result.status == 0, "\(result.summary)")
        #expect(
            result.standardOutput.contains("it holds 64.0 MiB, more than the 16.0 MiB a run may read"),
            "\(result.summary)")
    }

    @Test func aPNGClaimingMorePixelsThanItsBytesHoldIsRefused() throws {
        let fixture = try ScriptFixture("print(pcall(Puzzle.new, {rows = 2, columns = 2, image = 'claim.png'}))\n")
        defer { fixture.remove() }
        // A signature and an IHDR chunk claiming 10^9 × 10^9 pixels: 33 bytes, nothing after.
        let size: [UInt8] = [0x3B, 0x9A, 0xCA, 0x00]
        let bytes: [UInt8] =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + size + size + [8, 2, 0, 0, 0] + [0, 0, 0, 0]
        #expect(bytes.count == 33)
        try Data(bytes).write(to: fixture.directory.appendingPathComponent("claim.png"))
        let result = try fixture.run()
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.standardOutput.hasPrefix("false\t"), "\(result.summary)")
        #expect(
            result.standardOutput.contains("a damaged PNG file (it ends before its IEND chunk)"), "\(result.summary)")
    }
}
