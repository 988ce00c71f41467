import Foundation
import Testing

@testable import Files

@Suite struct OutputFileTests {
    @Test func aFileAppearsOnlyWhenCommitted() throws {
        let folder = try FilesTestFolder()
        defer { folder.remove() }
        let output = try OutputFile(path: folder.file("trace.jsonl"), purpose: "the trace")
        try output.write("{\"t\":0}\n")
        #expect(
            !FileManager.default.fileExists(atPath: folder.file("trace.jsonl")), "nothing poses as the whole file yet")
        #expect(try folder.names().count == 1 && folder.names()[0].hasPrefix(".trace.jsonl.playground-"))
        try output.commit()
        #expect(try folder.read("trace.jsonl") == "{\"t\":0}\n")
        #expect(try folder.names() == ["trace.jsonl"], "no temporary file is left")
        #expect(output.byteCount == 8)
    }

    @Test func aDiscardedOutputLeavesTheFileAsItWas() throws {
        let folder = try FilesTestFolder()
        defer { folder.remove() }
        try folder.write("{\"t\":1} earlier\n", to: "trace.jsonl")
        do {
            let output = try OutputFile(path: folder.file("trace.jsonl"), purpose: "the trace")
            try output.write("half a li")
            output.discard()
        }
        do {
            // One that is dropped without a word is discarded too.
            let output = try OutputFile(path: folder.file("trace.jsonl"), purpose: "the trace")
            try output.write("half a li")
        }
        #expect(try folder.read("trace.jsonl") == "{\"t\":1} earlier\n")
        #expect(try folder.names() == ["trace.jsonl"])
    }

    @Test func aWriteErrorIsAnErrorThatSaysWhy() throws {
        let output = try OutputFile(path: "/dev/full", purpose: "the trace", option: "--trace")
        let error = #expect(throws: OutputFileError.self) {
            try output.write("x")
            try output.commit()
        }
        #expect(error?.description == "cannot write the trace '/dev/full': No space left on device")
    }

    @Test func anInputOfTheRunIsNeverAnOutput() throws {
        let folder = try FilesTestFolder()
        defer { folder.remove() }
        let script = try folder.write("print(1)\n", to: "s.lua")
        let files = RunFiles()
        files.recordInput(path: script, role: "the script")
        let error = #expect(throws: OutputFileError.self) {
            try OutputFile.write(
                Data("x".utf8), to: folder.path + "/./s.lua", purpose: "the touches", option: "--save-touches",
                files: files)
        }
        #expect(error?.problem == .isInput(role: "the script"))
        #expect(
            error?.description
                == "--save-touches '\(folder.path)/./s.lua' is the script, which this run reads; name another file for the touches"
        )
        #expect(try folder.read("s.lua") == "print(1)\n")
    }

    @Test func anInputReadAfterTheOutputWasOpenedIsNotReplaced() throws {
        let folder = try FilesTestFolder()
        defer { folder.remove() }
        let module = try folder.write("", to: "helper.lua")
        let files = RunFiles()
        let output = try OutputFile(path: module, purpose: "the trace", option: "--trace", files: files)
        try output.write("{\"t\":0}\n")
        _ = try InputFile.contents(at: module, limit: 100, role: "a module", recordingIn: files)
        #expect(
            throws: OutputFileError(
                path: module, purpose: "the trace", option: "--trace", problem: .isInput(role: "a module"))
        ) {
            try output.commit()
        }
        #expect(try folder.read("helper.lua") == "")
        #expect(try folder.names() == ["helper.lua"])
    }

    @Test func twoOutputsOfOneRunNeverShareAFile() throws {
        let folder = try FilesTestFolder()
        defer { folder.remove() }
        let files = RunFiles()
        try OutputFile.vet(path: folder.file("out.html"), purpose: "the recording", option: "--record", files: files)
        // The same output vetted again (before the run, then when it opens) is no conflict.
        try OutputFile.vet(path: folder.file("out.html"), purpose: "the recording", option: "--record", files: files)
        let error = #expect(throws: OutputFileError.self) {
            try OutputFile.vet(path: folder.file("out.html"), purpose: "the trace", option: "--trace", files: files)
        }
        #expect(error?.problem == .isOtherOutput(option: "--record", path: folder.file("out.html")))
        try files.claimOutputFolder(folder.file("svg"), option: "--svg")
        #expect(throws: OutputFileError.self) {
            try OutputFile.vet(path: folder.file("svg/t.jsonl"), purpose: "the trace", option: "--trace", files: files)
        }
    }

    @Test func aFileOfAnotherKindIsNotReplaced() throws {
        let folder = try FilesTestFolder()
        defer { folder.remove() }
        let replacing = OutputFile.Replacing.earlier("a playground trace", startingWith: #"{"t":"#)
        try folder.write("return {}\n", to: "helper.lua")
        try folder.write("{\"t\":0,\"event\":\"x\"}\n", to: "old.jsonl")
        try folder.write("", to: "empty.jsonl")
        let error = #expect(throws: OutputFileError.self) {
            try OutputFile.vet(
                path: folder.file("helper.lua"), purpose: "the trace", option: "--trace", replacing: replacing)
        }
        #expect(
            error?.description == "--trace '\(folder.file("helper.lua"))' names a file that is not a playground trace "
                + "(it may be a module, a frame or an image the script reads); name another file, or remove that one first"
        )
        #expect(
            try OutputFile.vet(path: folder.file("old.jsonl"), purpose: "the trace", replacing: replacing)
                == .replaced(mode: 0o644))
        #expect(
            try OutputFile.vet(path: folder.file("empty.jsonl"), purpose: "the trace", replacing: replacing)
                == .replaced(mode: 0o644))
    }

    @Test func namesThatCannotBeWrittenSaySo() throws {
        let folder = try FilesTestFolder()
        defer { folder.remove() }
        #expect(
            throws: OutputFileError(path: "", purpose: "the LuaCATS annotations", option: "-o", problem: .emptyName)
        ) {
            try OutputFile.vet(path: "", purpose: "the LuaCATS annotations", option: "-o")
        }
        #expect(
            OutputFileError(path: "", purpose: "x", option: "-o", problem: .emptyName).description
                == "-o needs a file name, not an empty one")
        #expect(throws: OutputFileError(path: folder.path, purpose: "the trace", problem: .isDirectory)) {
            try OutputFile.vet(path: folder.path, purpose: "the trace")
        }
        let missing = "no/such/folder/t.jsonl"
        let error = #expect(throws: OutputFileError.self) { try OutputFile(path: missing, purpose: "the trace") }
        #expect(
            error?.description
                == "cannot write the trace 'no/such/folder/t.jsonl': the folder 'no/such/folder' does not exist")
    }

    @Test func aFIFONobodyReadsIsRefusedAtOnce() throws {
        let folder = try FilesTestFolder()
        defer { folder.remove() }
        let fifo = folder.makeFIFO("pipe")
        #expect(try OutputFile.vet(path: fifo, purpose: "the trace") == .inPlace)
        let error = #expect(throws: OutputFileError.self) { try OutputFile(path: fifo, purpose: "the trace") }
        #expect(error?.problem == .system("no process is reading from it"))
    }

    @Test func aReplacedFileKeepsItsPermissionsAndALinkKeepsPointingAtIt() throws {
        let folder = try FilesTestFolder()
        defer { folder.remove() }
        let target = try folder.write("old", to: "real.txt")
        chmod(target, 0o600)
        try FileManager.default.createSymbolicLink(atPath: folder.file("link.txt"), withDestinationPath: target)
        try OutputFile.write(Data("new".utf8), to: folder.file("link.txt"), purpose: "the notes")
        #expect(try folder.read("real.txt") == "new")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("link.txt")) == target)
        let mode = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }
}
