import Export
import Foundation
import Synchronization
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
        let first = try recordings.make(Self.documents, format: .gif)
        #expect(first.fileName.range(of: #"^playground-[0-9]{8}-[0-9]{6}\.gif$"#, options: .regularExpression) != nil)
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

    @Test func aDownloadIsNamedByTheDateAndTimeItWasMade() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        #expect(PageRecordings.clockText(Date(timeIntervalSince1970: 3_600 * 25 + 62), in: utc) == "19700102-010102")
        let paris = try #require(TimeZone(identifier: "Europe/Paris"))
        #expect(PageRecordings.clockText(Date(timeIntervalSince1970: 3_600 * 25 + 62), in: paris) == "19700102-020102")
    }

    /// A recording being made when the session ends is stopped, and the folder still goes.
    @Test func theSessionsEndStopsARecordingBeingMade() throws {
        let recordings = PageRecordings()
        let made = try recordings.make(Self.documents, format: .gif)
        let folder = URL(fileURLWithPath: made.file).deletingLastPathComponent().path
        try recordings.begin()
        let many = Array(repeating: Self.documents, count: 400).flatMap { $0 }
        let outcome = Mutex<Result<PageRecordings.Recording, ExportError>?>(nil)
        let thread = Thread {
            let result = Result { () throws(ExportError) in try recordings.finish(many, format: .gif) }
            outcome.withLock { $0 = result }
        }
        thread.start()
        recordings.close(waiting: 10)
        #expect(!FileManager.default.fileExists(atPath: folder))
        for _ in 0..<500 where outcome.withLock({ $0 == nil }) { Thread.sleep(forTimeInterval: 0.01) }
        let refused = outcome.withLock { $0 }
        if case .success = refused { Issue.record("the recording was kept after the session ended") }
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
