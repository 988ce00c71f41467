import Foundation
import Testing

@testable import Files

@Suite struct InputFileTests {
    @Test func aRegularFileIsReadAndRecordedAsAnInput() throws {
        let folder = try FilesTestFolder()
        defer { folder.remove() }
        let path = try folder.write("return 42\n", to: "helper.lua")
        let files = RunFiles()
        let data = try InputFile.contents(at: path, limit: 1024, role: "a module", recordingIn: files)
        #expect(String(decoding: data, as: UTF8.self) == "return 42\n")
        #expect(files.input(at: path) == RunFiles.Input(path: path, role: "a module"))
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let folder = try FilesTestFolder()
        defer { folder.remove() }
        let fifo = folder.makeFIFO("photo.png")
        #expect(throws: InputFileError(path: fifo, role: "an image", problem: .notRegular(kind: "a FIFO (named pipe)")))
        {
            try InputFile.contents(at: fifo, limit: 1024, role: "an image")
        }
    }

    @Test func devicesAndFoldersAreRefused() throws {
        let folder = try FilesTestFolder()
        defer { folder.remove() }
        #expect(
            throws: InputFileError(path: "/dev/zero", role: "a frame", problem: .notRegular(kind: "a character device"))
        ) {
            try InputFile.contents(at: "/dev/zero", limit: .max, role: "a frame")
        }
        #expect(throws: InputFileError(path: folder.path, role: "a frame", problem: .notRegular(kind: "a directory"))) {
            try InputFile.contents(at: folder.path, limit: .max, role: "a frame")
        }
    }

    @Test func aFileLargerThanTheLimitIsRefusedBeforeItIsRead() throws {
        let folder = try FilesTestFolder()
        defer { folder.remove() }
        let path = try folder.write(String(repeating: "x", count: 2000), to: "frame.txt")
        let files = RunFiles()
        let error = #expect(throws: InputFileError.self) {
            try InputFile.contents(at: path, limit: 1999, role: "a frame", recordingIn: files)
        }
        #expect(error?.problem == .tooLarge(size: 2000, limit: 1999))
        #expect(
            error?.description
                == "cannot read a frame '\(path)': it holds 2.0 KiB, more than the 2.0 KiB a run may read")
        #expect(files.inputs.isEmpty, "a file refused is no input")
        #expect(try InputFile.contents(at: path, limit: 2000, role: "a frame").count == 2000)
    }

    @Test func aMissingFileIsNotFound() {
        #expect(throws: InputFileError(path: "/nonexistent/x.lua", role: "a module", problem: .notFound)) {
            try InputFile.contents(at: "/nonexistent/x.lua", limit: 10, role: "a module")
        }
        #expect(throws: InputFileError(path: "", role: "a module", problem: .notFound)) {
            try InputFile.contents(at: "", limit: 10, role: "a module")
        }
    }

    @Test func aNameThatIsNotUTF8FindsItsFile() throws {
        let folder = try FilesTestFolder()
        defer { folder.remove() }
        let bytes = Array(folder.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".txt".utf8)
        let name = String(losslessBytes: bytes)
        let descriptor = open(name.losslessCString, O_WRONLY | O_CREAT, 0o644)
        #expect(descriptor >= 0)
        _ = write(descriptor, "latin", 5)
        close(descriptor)
        #expect(try InputFile.contents(at: name, limit: 10, role: "a frame") == Data("latin".utf8))
    }

    @Test func theSizeOfARegularFileOnly() throws {
        let folder = try FilesTestFolder()
        defer { folder.remove() }
        let path = try folder.write("12345", to: "a.txt")
        #expect(InputFile.size(at: path) == 5)
        #expect(InputFile.size(at: folder.makeFIFO("f")) == nil)
        #expect(InputFile.size(at: folder.file("missing")) == nil)
    }
}
