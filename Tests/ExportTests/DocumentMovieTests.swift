import Files
import Foundation
import Testing

@testable import Export

@Suite(.enabled(if: VideoEncoder.locateFFmpeg() != nil, "ffmpeg is installed by make"))
struct DocumentMovieTests {
    static func document(width: Int, height: Int, x: Int) -> String {
        ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(width)" height="\##(height)"><rect x="\##(x)" width="8" height="\##(height)" fill="#c33"/></svg>"##
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("movie-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(arguments: [VideoFormat.gif, .webm])
    func theDocumentsBecomeOneFileAFrameEach(_ format: VideoFormat) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("clip.\(format.rawValue)").path
        // A scene that grew during the recording: the pictures take the largest size.
        let documents = (0..<10).map { Self.document(width: $0 < 5 ? 40 : 60, height: 21, x: $0 * 3) }
        let made = try DocumentMovie.write(
            documents, fps: 25, format: format, to: try OutputFile(path: path, purpose: "the clip"),
            ffmpeg: try #require(VideoEncoder.locateFFmpeg()), background: 0xFFFFFF)
        #expect(made.frames == 10)
        #expect(format == .gif ? (made.width, made.height) == (60, 21) : (made.width, made.height) == (60, 20))
        let written = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(written.count == made.bytes)
        #expect(format.accepts(head: Array(written.prefix(64))))
    }

    @Test func aLargeSceneIsScaledDownToItsLongestSide() throws {
        let size = try DocumentMovie.pixelSize(of: [Self.document(width: 1920, height: 1000, x: 0)], even: false)
        #expect(size.width == 960 && size.height == 500)
        let small = try DocumentMovie.pixelSize(of: [Self.document(width: 300, height: 200, x: 0)], even: false)
        #expect(small.width == 300 && small.height == 200)
    }

    @Test func nothingToRecordOrADocumentThatIsNotSVGLeavesNoFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("clip.gif").path
        let ffmpeg = try #require(VideoEncoder.locateFFmpeg())
        let empty = #expect(throws: ExportError.self) {
            try DocumentMovie.write(
                [], fps: 25, format: .gif, to: try OutputFile(path: path, purpose: "the clip"), ffmpeg: ffmpeg,
                background: 0)
        }
        #expect(empty?.description == "there are no frames to make a GIF of")
        #expect(throws: ExportError.self) {
            try DocumentMovie.write(
                ["not a picture"], fps: 25, format: .gif, to: try OutputFile(path: path, purpose: "the clip"),
                ffmpeg: ffmpeg, background: 0)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
