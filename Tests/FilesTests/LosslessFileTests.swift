import Files
import Foundation
import TemporaryDirectories
import Testing

@Suite struct LosslessFileTests {
    /// `withTemporaryDirectory` with the directory's path, links resolved (the system's
    /// temporary directory may be reached through one).
    private func withResolvedDirectory(_ body: (String) throws -> Void) throws {
        try withTemporaryDirectory("LosslessFileTests") { try body(LosslessFile.resolved($0.path)) }
    }

    /// Latin-1 "é": a byte that is not UTF-8.
    private let latinName = String(losslessBytes: Array("caf".utf8) + [0xE9])

    @Test func aFileNamedByBytesThatAreNotUTF8IsFoundAndRead() throws {
        try withResolvedDirectory { directory throws in
            let path = directory + "/" + latinName
            let descriptor = open(path.losslessCString, O_WRONLY | O_CREAT, 0o644)
            #expect(descriptor >= 0)
            #expect(write(descriptor, [1, 2, 3] as [UInt8], 3) == 3)
            close(descriptor)
            // Read through the one reader, which opens a path by its own bytes.
            #expect(try InputFile.contents(at: path, limit: 3, role: "a frame") == Data([1, 2, 3]))
            #expect(throws: InputFileError(path: directory, role: "a frame", problem: .notRegular(kind: "a directory")))
            {
                try InputFile.contents(at: directory, limit: 3, role: "a frame")
            }
            #expect(throws: InputFileError(path: directory + "/café", role: "a frame", problem: .notFound)) {
                try InputFile.contents(at: directory + "/café", limit: 3, role: "a frame")
            }
        }
    }

    @Test func resolvingFollowsLinksAsFarAsThePathExistsAndKeepsTheRest() throws {
        try withResolvedDirectory { directory throws in
            try FileManager.default.createDirectory(atPath: directory + "/real", withIntermediateDirectories: true)
            #expect(symlink((directory + "/real").losslessCString, (directory + "/" + latinName).losslessCString) == 0)
            #expect(LosslessFile.resolved(directory + "/" + latinName) == directory + "/real")
            #expect(
                LosslessFile.resolved(directory + "/" + latinName + "/missing/x.png") == directory
                    + "/real/missing/x.png")
            #expect(LosslessFile.resolved(directory + "/gone/" + latinName) == directory + "/gone/" + latinName)
            #expect(LosslessFile.resolved("/") == "/")
        }
    }
}
