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
        #expect(VideoFormat.webm.accepts(head: [0x1A, 0x45, 0xDF, 0xA3, 0x9F]))
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
