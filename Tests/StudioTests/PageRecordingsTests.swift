import Export
import Foundation
import Testing

@testable import Studio

@Suite(.enabled(if: VideoEncoder.locateFFmpeg() != nil, "ffmpeg is installed by make"))
struct PageRecordingsTests {
    static let documents = (0..<5).map { x in
        ##"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect x="\##(x * 4)" width="8" height="20" fill="#36c"/></svg>"##
    }

    @Test func aRecordingIsServedAtAnAddressOfItsOwnUntilFourNewerOnesCame() throws {
        let recordings = PageRecordings()
        defer { recordings.close() }
        let first = try recordings.make(Self.documents, format: .gif, at: Date(timeIntervalSince1970: 3_600 * 25 + 62))
        #expect(first.fileName == "playground-010102.gif")
        #expect(first.path.range(of: #"^/recordings/[0-9a-f]{32}\.gif$"#, options: .regularExpression) != nil)
        #expect(first.made.frames == 5 && first.made.width == 40 && first.made.height == 20)
        #expect(first.contentType == "image/gif")
        #expect(recordings.recording(at: first.path) == first)
        let bytes = try #require(FileManager.default.contents(atPath: first.file))
        #expect(bytes.starts(with: Array("GIF89a".utf8)))
        var later: [PageRecordings.Recording] = []
        for _ in 0..<PageRecordings.keptCount {
            later.append(try recordings.make(Self.documents, format: .webm))
        }
        #expect(recordings.recording(at: first.path) == nil)
        #expect(!FileManager.default.fileExists(atPath: first.file), "the oldest file is removed")
        #expect(later.allSatisfy { recordings.recording(at: $0.path) == $0 })
        #expect(Set(later.map(\.path)).count == later.count)
        #expect(recordings.recording(at: "/recordings/\(String(repeating: "0", count: 32)).gif") == nil)
    }

    @Test func theSessionsEndRemovesTheRecordingsAndRefusesMore() throws {
        let recordings = PageRecordings()
        let made = try recordings.make(Self.documents, format: .gif)
        let folder = URL(fileURLWithPath: made.file).deletingLastPathComponent().path
        recordings.close()
        #expect(!FileManager.default.fileExists(atPath: folder))
        #expect(recordings.recording(at: made.path) == nil)
        let refused = #expect(throws: ExportError.self) { try recordings.make(Self.documents, format: .gif) }
        #expect(refused?.description == "the session has ended")
    }

    @Test func oneRecordingIsMadeAtATime() throws {
        let recordings = PageRecordings()
        defer { recordings.close() }
        try recordings.begin()
        let refused = #expect(throws: ExportError.self) { try recordings.begin() }
        #expect(refused?.description == "a recording is being made already: wait for it")
        _ = try recordings.finish(Self.documents, format: .gif)
        try recordings.begin()
        _ = try recordings.finish(Self.documents, format: .gif)
    }

    @Test func nothingShownIsSaidSo() {
        let recordings = PageRecordings()
        defer { recordings.close() }
        let refused = #expect(throws: ExportError.self) { try recordings.make([], format: .gif) }
        #expect(refused?.description == "there are no frames to make a GIF of")
    }
}
