import Foundation
import Testing

@testable import Files

@Suite struct RunFilesTests {
    @Test func anInputIsFoundByAnyPathThatLeadsToIt() throws {
        let folder = try FilesTestFolder()
        defer { folder.remove() }
        let script = try folder.write("print(1)\n", to: "s.lua")
        try FileManager.default.createSymbolicLink(atPath: folder.file("link.lua"), withDestinationPath: script)
        let files = RunFiles()
        files.recordInput(path: script, role: "the script")
        #expect(files.input(at: folder.file("link.lua"))?.role == "the script")
        #expect(
            files.input(at: folder.path + "/../" + (folder.path as NSString).lastPathComponent + "/s.lua")?.path
                == script)
        #expect(files.input(at: folder.file("other.lua")) == nil)
    }

    @Test func theFirstRoleAFileWasReadAsIsKept() throws {
        let folder = try FilesTestFolder()
        defer { folder.remove() }
        let path = try folder.write("x", to: "a.txt")
        let files = RunFiles()
        files.recordInput(path: path, role: "a frame")
        files.recordInput(path: path, role: "an image")
        #expect(files.inputs == [RunFiles.Input(path: path, role: "a frame")])
    }

    @Test func standardInputIsAnInputOnlyWhenItIsARegularFile() throws {
        // The test process's standard input is whatever launched it: a file, /dev/null, a pipe.
        let files = RunFiles()
        files.recordStandardInput()
        var status = stat()
        if fstat(0, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
            #expect(files.inputs == [RunFiles.Input(path: "-", role: "standard input")])
        } else {
            #expect(files.inputs.isEmpty, "a device or a pipe is no file an output could replace")
        }
    }

    @Test func aFolderOfOutputsHoldsNoOtherOutput() throws {
        let folder = try FilesTestFolder()
        defer { folder.remove() }
        let files = RunFiles()
        try OutputFile.vet(path: folder.file("out/t.jsonl"), purpose: "the trace", option: "--trace", files: files)
        #expect(
            throws: OutputFileError(
                path: folder.file("out"), purpose: "the pictures", option: "--svg",
                problem: .isOtherOutput(option: "--trace", path: folder.file("out/t.jsonl")))
        ) {
            try files.claimOutputFolder(folder.file("out"), option: "--svg")
        }
    }
}
