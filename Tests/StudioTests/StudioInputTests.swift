import Studio
import Testing

@Suite struct StudioInputTests {
    @Test func everyMessageThePageSendsIsRead() throws {
        #expect(
            try StudioInput(json: #"{"type":"pointer","phase":"down","control":3,"x":1.5,"y":-2}"#)
                == .pointer(.down, control: 3, x: 1.5, y: -2))
        #expect(try StudioInput(json: #"{"type":"key","key":"left"}"#) == .key(.left))
        #expect(
            try StudioInput(json: #"{"type":"button","control":2,"method":"start"}"#)
                == .button(control: 2, method: "start"))
        #expect(try StudioInput(json: #"{"type":"undo"}"#) == .undo)
        #expect(try StudioInput(json: #"{"type":"redo"}"#) == .redo)
        #expect(try StudioInput(json: #"{"type":"eval","line":"return 1 + 1"}"#) == .evaluate("return 1 + 1"))
        #expect(try StudioInput(json: #"{"type":"pause"}"#) == .transport(.pause))
        #expect(
            try StudioInput(json: #"{"type":"date","control":4,"field":"start","date":"2026-12-01"}"#)
                == .date(control: 4, field: "start", date: "2026-12-01"))
        #expect(try StudioInput(json: #"{"type":"play","speed":0.25}"#) == .transport(.play(speed: 0.25)))
        #expect(try StudioInput(json: #"{"type":"play"}"#) == .transport(.play(speed: 1)))
        #expect(try StudioInput(json: #"{"type":"step"}"#) == .transport(.step))
        #expect(try StudioInput(json: #"{"type":"seek","time":-3}"#) == .transport(.seek(time: 0)))
    }

    @Test func tabAsksToCompleteAWordOfAtMost256Bytes() throws {
        #expect(
            try StudioInput(json: #"{"type":"complete","line":"wheel:sp"}"#) == .complete(word: "wheel:sp", page: 0))
        #expect(throws: StudioInput.DecodingError.self) { try StudioInput(json: #"{"type":"complete"}"#) }
        let long = String(repeating: "x", count: 257)
        #expect(throws: StudioInput.DecodingError.self) {
            try StudioInput(json: #"{"type":"complete","line":"\#(long)"}"#)
        }
    }

    @Test func theRecordButtonAsksForAGIFOrAWebM() throws {
        #expect(try StudioInput(json: #"{"type":"record","format":"gif"}"#) == .record(.gif, page: 0))
        #expect(try StudioInput(json: #"{"type":"record","format":"webm"}"#) == .record(.webm, page: 0))
        #expect(throws: StudioInput.DecodingError(description: "a 'record' message needs 'format'")) {
            try StudioInput(json: #"{"type":"record"}"#)
        }
        #expect(
            throws: StudioInput.DecodingError(description: "a recording is a gif, webm or mp4 file, not 'avi'")
        ) {
            try StudioInput(json: #"{"type":"record","format":"avi"}"#)
        }
    }

    @Test func aSpeedOutsideAQuarterToFourIsRefused() {
        #expect(throws: StudioInput.DecodingError(description: "a speed from 0.25 to 4, not 8.0")) {
            try StudioInput(json: #"{"type":"play","speed":8}"#)
        }
    }

    @Test(arguments: [
        (#"{"type":"jump"}"#, "unknown message type 'jump'"),
        (#"{"type":"pointer","phase":"down","control":3,"x":1}"#, "a 'pointer' message needs 'y'"),
        (#"{"type":"key"}"#, "a 'key' message needs 'key'"),
        (#"{"type":"eval"}"#, "a 'eval' message needs 'line'"),
    ])
    func aMessageWithoutWhatItNeedsIsRefusedWithTheReason(json: String, message: String) {
        #expect(throws: StudioInput.DecodingError(description: message)) { try StudioInput(json: json) }
    }

    @Test(arguments: [
        "not json", #"{"type":"key","key":"sideways"}"#, #"{"type":"pointer","phase":"hover","control":1,"x":0,"y":0}"#,
        #"{"type":"pointer","phase":"down","control":"one","x":0,"y":0}"#, "[]",
    ])
    func somethingThePageNeverSendsIsRefused(json: String) throws {
        let error = try #require(throws: StudioInput.DecodingError.self) { try StudioInput(json: json) }
        #expect(error.description.hasPrefix("not a message the page sends"))
    }

    @Test func aMessageLargerThanTheLimitIsRefusedUnread() throws {
        let line = String(repeating: "x", count: StudioInput.maximumMessageSize)
        let error = try #require(throws: StudioInput.DecodingError.self) {
            try StudioInput(json: #"{"type":"eval","line":""# + line + #""}"#)
        }
        #expect(error.description == "a message of more than 65536 bytes")
    }

    @Test func aRefusalQuotesAtMostFortyCharactersOfWhatThePageSent() throws {
        // A page sending junk must not be answered with its own kilobytes, per message.
        let type = String(repeating: "y", count: 60_000)
        let error = try #require(throws: StudioInput.DecodingError.self) {
            try StudioInput(json: #"{"type":""# + type + #""}"#)
        }
        #expect(error.description == "unknown message type '" + String(repeating: "y", count: 39) + "…'")
        let field = try #require(throws: StudioInput.DecodingError.self) {
            try StudioInput(json: #"{"type":"date","control":1,"field":""# + type + #"","date":"2026-12-01"}"#)
        }
        #expect(field.description.count < 120)
    }
}
