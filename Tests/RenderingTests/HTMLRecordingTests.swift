import Testing

@testable import Rendering

/// The recording page: frames stored once, times kept in order, the data unable to break out of
/// its script element, and the player's parts present.
@Suite struct HTMLRecordingTests {
    private let red = #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect fill="red"/></svg>"#
    private let blue = #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect fill="blue"/></svg>"#

    @Test func identicalFramesAreStoredOnce() {
        var recording = HTMLRecording(title: "t")
        recording.append(time: 0, svg: red)
        recording.append(time: 0.5, svg: red)
        recording.append(time: 1, svg: blue)
        recording.append(time: 1.5, svg: red)
        #expect(recording.count == 4)
        #expect(recording.images == [red, blue])
        #expect(recording.frames == [0, 0, 1, 0])
        #expect(recording.imageBytes == red.utf8.count + blue.utf8.count)
    }

    @Test func largeEmbeddedImagesAreStoredOnceForAllFrames() {
        let picture = "data:image/png;base64," + String(repeating: "QUJD", count: 200)
        let small = "data:image/png;base64,QUJD"
        func frame(_ x: Int) -> String {
            #"<svg><image x="\#(x)" href="\#(picture)"/><image href="\#(small)"/><text>"data:x"</text></svg>"#
        }
        var recording = HTMLRecording(title: "t")
        recording.append(time: 0, svg: frame(1))
        recording.append(time: 1, svg: frame(2))
        #expect(recording.assets == [picture])
        #expect(
            recording.images == [
                #"<svg><image x="1" href="playground-asset:0"/><image href="\#(small)"/><text>"data:x"</text></svg>"#,
                #"<svg><image x="2" href="playground-asset:0"/><image href="\#(small)"/><text>"data:x"</text></svg>"#,
            ])
        let page = recording.html()
        #expect(page.components(separatedBy: picture).count == 2, "the picture appears once in the page")
        #expect(page.contains("function expand(svg)"))
    }

    @Test func timesNeverRunBackwards() {
        var recording = HTMLRecording(title: "t")
        recording.append(time: 1, svg: red)
        recording.append(time: 0.5, svg: red)
        recording.append(time: .nan, svg: red)
        #expect(recording.times == [1, 1, 1])
    }

    @Test func thePageHoldsEveryFrameAsDataTheScriptElementCannotLeak() throws {
        var recording = HTMLRecording(title: "a <b> & \"c\"")
        recording.append(time: 0, svg: red)
        recording.append(time: 0.25, svg: "<svg><text>&lt;/script&gt; </script><!-- x</text></svg>")
        let page = recording.html()
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<title>a &lt;b&gt; &amp; &quot;c&quot; — playground recording</title>"))
        #expect(page.contains(#"{"times":[0,0.25],"frames":[0,1],"assets":["#))
        // The only closing script tags are the page's own two.
        #expect(page.components(separatedBy: "</script>").count == 3)
        #expect(!page.contains("<!-- x"))
        #expect(page.contains(#"\u003csvg"#))
    }

    @Test func thePlayerHasItsControls() {
        var recording = HTMLRecording(title: "wheel.lua")
        recording.append(time: 0, svg: red)
        recording.append(time: 2.5, svg: blue)
        let page = recording.html()
        for part in [
            #"id="play""#, #"id="scrub""#, #"max="1""#, #"id="time">t = 0.000 s<"#, #"id="speed""#,
            #"id="loop""#, "2 frames · 2.500 s of virtual time", "requestAnimationFrame", "setTimeout(run, 40)",
        ] {
            #expect(page.contains(part), "missing \(part)")
        }
    }

    @Test func anEmptyRecordingStillMakesAPage() {
        let page = HTMLRecording(title: "empty").html()
        #expect(page.contains(#"{"times":[],"frames":[],"assets":["#))
        #expect(page.contains("0 frames"))
    }

    @Test(arguments: [
        ("plain", #""plain""#),
        ("quote \" backslash \\", #""quote \" backslash \\""#),
        ("line\nbreak\ttab\r", #""line\nbreak\ttab\r""#),
        ("</script>", #""\u003c/script\u003e""#),
        ("\u{01}\u{2028}", #""\u0001\u2028""#),
        ("é ✓", #""é ✓""#),
    ])
    func jsonStringsAreEscaped(text: String, expected: String) {
        #expect(JSONText.string(text) == expected)
    }

    @Test(arguments: [
        (0.0, "0"), (0.25, "0.25"), (1.0 / 3, "0.333333"), (-2.5, "-2.5"), (120, "120"),
        (.infinity, "0"), (.nan, "0"), (-0.0000001, "0"),
    ])
    func jsonNumbersAreShortAndFinite(value: Double, expected: String) {
        #expect(JSONText.number(value) == expected)
    }

    @Test(arguments: [(0.0, "0.000"), (1.2346, "1.235"), (61, "61.000"), (-0.5, "-0.500")])
    func secondsShowThreeDecimals(value: Double, expected: String) {
        #expect(HTMLPlayerPage.seconds(value) == expected)
    }
}

/// The recorder weighs frames by their JSON length, counted without building the JSON.
@Test(arguments: [
    "", "plain", "<svg>\n\t\"a\\b\"\r</svg>", "é & ü > \u{2028}\u{2029}\u{1}", String(repeating: "<x/>\n", count: 100),
])
func jsonLengthIsCountedAsTheStringWouldBe(_ text: String) {
    #expect(JSONText.stringLength(text) == JSONText.string(text).utf8.count)
}
