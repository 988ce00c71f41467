import Export
import Geometry
import Rendering
import Testing

@testable import Studio

@Suite struct StudioOutputTests {
    @Test func aFrameCarriesTheDrawingAndWhereEachControlIsWithItsButtons() {
        let output = StudioOutput.frame(
            time: 1.5, svg: "<svg/>",
            controls: [
                ScenePlacement(
                    id: 2, title: "Timer #1", kind: "Timer", frame: Rect(x: 10, y: 20, width: 30, height: 40))
            ], playback: StudioPlayback(isPaused: true, speed: 0.5, furthest: 3),
            buttons: [2: ["start", "pause", "resume", "stop", "reset"]])
        #expect(
            output.json
                == #"{"controls":[{"accepts":[],"buttons":["start","pause","resume","stop","reset"],"height":40,"id":2,"kind":"Timer","title":"Timer #1","width":30,"x":10,"y":20}],"furthest":3,"paused":true,"seq":0,"speed":0.5,"svg":"<svg/>","time":1.5,"type":"frame"}"#
        )
        let change = output.changeJSON(sequence: 8, image: .numbers([.init(gap: 2, text: "12.5")]))
        #expect(
            change
                == #"{"base":7,"controls":[{"accepts":[],"buttons":["start","pause","resume","stop","reset"],"height":40,"id":2,"kind":"Timer","title":"Timer #1","width":30,"x":10,"y":20}],"furthest":3,"paused":true,"seq":8,"speed":0.5,"time":1.5,"type":"frame","image":{"n":[2,12.5]}}"#
        )
        #expect(
            output.changeJSON(sequence: 8, image: .whole("<svg/>")) == nil, "a whole image goes as the frame itself")
    }

    @Test func completionsSayTheWordAndWhatItMayBecome() {
        #expect(
            StudioOutput.completions(word: "w:sp", items: ["w:spin", "w:spinfree"]).json
                == #"{"items":["w:spin","w:spinfree"],"truncated":false,"type":"completions","word":"w:sp"}"#)
    }

    @Test func aRecordingSaysWhereToDownloadItAndWhatItIs() {
        let recording = PageRecordings.Recording(
            path: "/recordings/0123.gif", fileName: "playground-101500.gif", format: .gif,
            made: DocumentMovie.Made(frames: 250, width: 320, height: 240, bytes: 12345), file: "/tmp/0123.gif")
        #expect(
            StudioOutput.recording(recording).json
                == #"{"bytes":12345,"file":"playground-101500.gif","format":"GIF","frames":250,"height":240,"type":"recording","url":"/recordings/0123.gif","width":320}"#
        )
    }

    @Test func aConsoleLineSaysWhetherItIsAnError() {
        #expect(
            StudioOutput.console("a \"quoted\" line", isError: true).json
                == #"{"error":true,"text":"a \"quoted\" line","type":"console"}"#)
    }

    @Test func aControlsButtonsGoWithIt() {
        let placement = ScenePlacement(
            id: 3, title: "Stepper #1", kind: "Stepper", frame: Rect(x: 0, y: 0, width: 9, height: 9))
        let json = StudioOutput.frame(
            time: 0, svg: "<svg/>", controls: [placement], buttons: [3: ["decrement", "increment"]]
        ).json
        #expect(json.contains(#""buttons":["decrement","increment"]"#))
    }
}
