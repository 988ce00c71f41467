import Files
import Foundation
import Testing

@testable import Export

@Suite(.enabled(if: VideoEncoder.locateFFmpeg() != nil, "ffmpeg is installed by make"))
struct VideoEncoderTests {
    private func frames(_ count: Int) throws -> [PixelFrame] {
        try (0..<count).map { index in
            try SVGRasterizer.render(
                ##"<svg xmlns="http://www.w3.org/2000/svg" width="32" height="16"><rect x="\##(index)" width="8" height="16" fill="#c33"/></svg>"##,
                width: 32, height: 16, background: 0xFFFFFF)
        }
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("export-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(arguments: VideoFormat.allCases)
    func theFramesBecomeAFileOfTheFormat(_ format: VideoFormat) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("clip.\(format.rawValue)").path
        let encoder = try VideoEncoder(
            format: format, output: try OutputFile(path: path, purpose: "the clip"),
            executable: try #require(VideoEncoder.locateFFmpeg()), width: 32, height: 16, fps: 10)
        for frame in try frames(12) { encoder.add(frame) }
        let size = try encoder.complete()
        try encoder.commit()
        let written = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(written.count == size)
        #expect(format.accepts(head: Array(written.prefix(64))))
        #expect(encoder.frameCount == 12)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(left == ["clip.\(format.rawValue)"], "no temporary file left beside it")
    }

    @Test func aProgramThatFailsLeavesNothingAndSaysHow() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("clip.gif").path
        let encoder = try VideoEncoder(
            format: .gif, output: try OutputFile(path: path, purpose: "the clip"), executable: "/bin/false",
            width: 32, height: 16, fps: 10)
        for frame in try frames(3) { encoder.add(frame) }
        let error = #expect(throws: ExportError.self) { try encoder.complete() }
        #expect(error?.description.contains("false failed (exit status 1)") == true, "\(String(describing: error))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func aFrameOfAnotherSizeIsRefused() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("clip.gif").path
        let encoder = try VideoEncoder(
            format: .gif, output: try OutputFile(path: path, purpose: "the clip"),
            executable: try #require(VideoEncoder.locateFFmpeg()), width: 32, height: 16, fps: 10)
        encoder.add(PixelFrame(width: 8, height: 8))
        #expect(throws: ExportError.self) { try encoder.complete() }
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
