import Testing

@testable import Export

@Suite struct VideoFormatTests {
    @Test func theExtensionSaysTheFormatWhateverItsCase() {
        #expect(VideoFormat(videoFile: "out/run.mp4") == .mp4)
        #expect(VideoFormat(videoFile: "RUN.MP4") == .mp4)
        #expect(VideoFormat(videoFile: "clip.m4v") == .mp4)
        #expect(VideoFormat(videoFile: "a.b/clip.webm") == .webm)
    }

    @Test func otherNamesAreNoVideoFormat() {
        for name in ["clip.avi", "clip", ".mp4", "clip.mp4/", "a.mp4/clip", "clip.gif"] {
            #expect(VideoFormat(videoFile: name) == nil, "\(name)")
        }
    }

    @Test func aFileIsRecognisedByItsFirstBytes() {
        #expect(VideoFormat.gif.accepts(head: Array("GIF89a....".utf8)))
        #expect(!VideoFormat.gif.accepts(head: Array("-- a script".utf8)))
        #expect(VideoFormat.mp4.accepts(head: [0, 0, 0, 0x20] + Array("ftypisom".utf8)))
        #expect(!VideoFormat.mp4.accepts(head: Array("ftyp".utf8)))
        #expect(!VideoFormat.mp4.accepts(head: [0, 0, 0, 0x14] + Array("ftypqt  ".utf8)), "a QuickTime movie")
        #expect(!VideoFormat.mp4.accepts(head: [0, 0, 0, 0x18] + Array("ftypheic".utf8)), "a HEIC picture")
        let webm: [UInt8] =
            [0x1A, 0x45, 0xDF, 0xA3, 0x9F, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84] + Array("webm".utf8)
        let matroska: [UInt8] = [0x1A, 0x45, 0xDF, 0xA3, 0x9F, 0x42, 0x82, 0x88] + Array("matroska".utf8)
        #expect(VideoFormat.webm.accepts(head: webm))
        #expect(!VideoFormat.webm.accepts(head: matroska), "a Matroska file that is not WebM")
        #expect(!VideoFormat.webm.accepts(head: Array("GIF89a".utf8)))
    }

    @Test func aGIFPlaysAtMost50FramesASecond() {
        #expect(VideoFormat.gif.maximumFPS == 50)
        #expect(VideoFormat.mp4.maximumFPS == 1000)
    }

    @Test func frameRatesAreWholeNumbersOrFractionsFFmpegReads() {
        #expect(VideoFormat.rate(30) == "30")
        #expect(VideoFormat.rate(29.97) == "29970000/1000000")
    }

    @Test func anMP4ThatCannotSeekIsFragmented() {
        let seekable = VideoFormat.mp4.ffmpegArguments(width: 2, height: 2, fps: 30, output: "file:x", seekable: true)
        let streamed = VideoFormat.mp4.ffmpegArguments(width: 2, height: 2, fps: 30, output: "pipe:1", seekable: false)
        #expect(seekable.contains("+faststart"))
        #expect(streamed.contains("frag_keyframe+empty_moov"))
        #expect(streamed.last == "pipe:1")
    }
}
