import Foundation
import Models
import TemporaryDirectories
import Testing

@Suite struct FileFrameLoaderTests {
    @Test func readsTheBytesOfRealFilesAndReportsAMissingOne() throws {
        try withTemporaryDirectory("FileFrameLoaderTests") { directory in
            try Data([1, 2, 3]).write(to: directory.appendingPathComponent("a.png"))
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent("walk"), withIntermediateDirectories: true)
            try Data([9]).write(to: directory.appendingPathComponent("walk/b.png"))
            let loader = FileFrameLoader(directory: directory.path)

            #expect(try loader.loadFrame(named: "a.png") == Data([1, 2, 3]))
            #expect(try loader.loadFrame(named: "walk/b.png") == Data([9]))
            let missing = directory.appendingPathComponent("gone.png").path
            #expect(throws: FrameLoaderError.notFound(name: "gone.png", location: missing)) {
                try loader.loadFrame(named: "gone.png")
            }
            #expect(
                FrameLoaderError.notFound(name: "gone.png", location: missing).description
                    == "frame 'gone.png' not found (looked in \(missing))")
        }
    }

    @Test func drivesAnAnimatorFromDisk() throws {
        try withTemporaryDirectory("FileFrameLoaderTests") { directory in
            for index in 0..<3 {
                let file = directory.appendingPathComponent("f\(index).raw")
                try Data(repeating: UInt8(index), count: 10).write(to: file)
            }
            let loader = FileFrameLoader(directory: directory.path)
            var animator = try FrameAnimator(frames: ["f0.raw", "f1.raw", "f2.raw", "f3.raw"], duration: 4)
            try animator.start(at: 0)
            #expect(try animator.frame(at: 2.5, using: loader) == Data(repeating: 2, count: 10))
            #expect(
                throws: FrameAnimatorError.frameLoadFailed(
                    .notFound(name: "f3.raw", location: directory.appendingPathComponent("f3.raw").path)
                )
            ) {
                try animator.frame(at: 3.5, using: loader)
            }
            #expect(throws: FrameAnimatorError.self) { try animator.precache(using: loader) }
            try animator.setFrames(["f0.raw", "f1.raw", "f2.raw"])
            try animator.precache(using: loader)
            #expect(animator.cache.bytes == 30)
        }
    }

    @Test func aDirectoryIsNotAFrame() throws {
        try withTemporaryDirectory("FileFrameLoaderTests") { directory in
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent("sub"), withIntermediateDirectories: true)
            let loader = FileFrameLoader(directory: directory.path)
            #expect {
                try loader.loadFrame(named: "sub")
            } throws: { error in
                guard case .unreadable("sub", _, let reason) = error as? FrameLoaderError else { return false }
                return reason == "it is a directory, not a regular file"
            }
        }
    }

    @Test(arguments: ["", "/etc/passwd", "../secret.png", "walk/../../secret.png", "a\0b"])
    func namesCannotLeaveTheDirectory(name: String) {
        let loader = FileFrameLoader(directory: "/tmp/frames")
        #expect(throws: FrameLoaderError.invalidName(name)) { try loader.loadFrame(named: name) }
    }

    @Test func namesMayUseSubdirectoriesAndDots() throws {
        let loader = FileFrameLoader(directory: "/tmp/frames")
        #expect(try loader.path(forFrame: "walk/03.png") == "/tmp/frames/walk/03.png")
        #expect(try loader.path(forFrame: "..hidden.png") == "/tmp/frames/..hidden.png")
        #expect(
            FrameLoaderError.invalidName("../x").description
                == "'../x' is not a valid frame name "
                + "(use a non-empty path relative to the frame directory, without '..')")
    }

    @Test func aMissingDirectoryMakesEveryFrameNotFound() {
        let loader = FileFrameLoader(directory: "/nonexistent-\(UUID().uuidString)")
        #expect(throws: FrameLoaderError.self) { try loader.loadFrame(named: "a.png") }
    }

    /// A frame named by bytes that are not UTF-8 (Latin-1 "café") reads the file of that name.
    @Test func aNameThatIsNotUTF8FindsItsFile() throws {
        try withTemporaryDirectory("FileFrameLoaderTests") { directory throws in
            let name = String(losslessBytes: Array("caf".utf8) + [0xE9] + Array(".png".utf8))
            let path = directory.path + "/" + name
            let descriptor = open(path.losslessCString, O_WRONLY | O_CREAT, 0o644)
            #expect(descriptor >= 0)
            #expect(write(descriptor, [7, 8] as [UInt8], 2) == 2)
            close(descriptor)
            let loader = FileFrameLoader(directory: directory.path)
            #expect(try loader.loadFrame(named: name) == Data([7, 8]))
            // The UTF-8 spelling of the same word is another name, and no file has it.
            #expect(throws: FrameLoaderError.self) { try loader.loadFrame(named: "café.png") }
        }
    }
}
