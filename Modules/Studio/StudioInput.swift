import Export
import Foundation
import Rendering

/// What the page sends: a person's touch, key, button, undo or redo, or a console line. Decoded
/// from one JSON object per WebSocket message, strictly: an unknown type, a missing field or a
/// number that is not finite is refused with a message for the page's console.
public enum StudioInput: Sendable, Hashable {
    /// A pointer on a control's drawing, at a point in the drawing's own coordinates.
    case pointer(PointerPhase, control: Int, x: Double, y: Double)
    /// An arrow key: tilts the puzzle the person last touched (or the first puzzle).
    case key(ArrowKey)
    /// A button of a control's bar in the page (`start` on a timer, `increment` on a stepper).
    case button(control: Int, method: String)
    case undo
    case redo
    /// A line of the console, evaluated with the REPL's rules.
    case evaluate(String)
    /// A date range's field (`start` or `finish`) set to a date from the page's date input.
    case date(control: Int, field: String, date: String)
    /// Time travel: pause, play at a speed, step one frame, or go to an instant of the session.
    case transport(Transport)
    /// The page lost a frame (it skipped one, being slow) and asks for the next one whole.
    case resync
    /// The console's Stop button: stops the console line running now, at once (not queued).
    case stopConsoleLine
    /// Tab in the console: what `word` (the end of the line before the cursor) may complete to,
    /// as in `playground repl`, answered to the page `page` alone (the server's number for the
    /// connection; 0 as the page sends it).
    case complete(word: String, page: Int)
    /// The record button: what the pages showed lately as a GIF or a WebM file, for `page`
    /// (the server fills it in) to download.
    case record(VideoFormat, page: Int)

    /// What the page's time controls ask for.
    public enum Transport: Sendable, Hashable {
        case pause
        /// Play at `speed` times the wall clock (0.25 to 4).
        case play(speed: Double)
        /// One frame on, then paused.
        case step
        /// To virtual time `time` of this session (clamped to what it has reached), paused.
        case seek(time: Double)
    }

    /// The speeds the page may play at.
    public static let speeds = 0.25...4.0

    /// Where a pointer is in its gesture.
    public enum PointerPhase: String, Sendable, Hashable, Codable {
        case down, move, up, cancel
    }

    /// The arrow keys, named as a puzzle's `tilt` names its directions.
    public enum ArrowKey: String, Sendable, Hashable, Codable {
        case left, right, up, down
    }

    /// Why a message was refused.
    public struct DecodingError: Error, Sendable, Hashable, CustomStringConvertible {
        public let description: String

        public init(description: String) {
            self.description = description
        }
    }

    /// The most bytes a message may have (a console line is the longest thing a page sends).
    public static let maximumMessageSize = 64 * 1024

    private struct Message: Decodable {
        let type: String
        let phase: PointerPhase?
        let control: Int?
        let x: Double?
        let y: Double?
        let key: ArrowKey?
        let method: String?
        let line: String?
        let speed: Double?
        let time: Double?
        let field: String?
        let date: String?
        let format: String?
    }

    /// The longest word the console completes.
    static let longestCompletedWord = 256

    /// `text` as a refusal quotes it: at most 40 characters, so that a page sending junk is
    /// not answered with its own megabytes.
    static func echoed(_ text: String) -> String {
        SVGText.truncated(text, to: 40)
    }

    /// Decodes one message.
    public init(json: String) throws(DecodingError) {
        guard json.utf8.count <= Self.maximumMessageSize else {
            throw DecodingError(description: "a message of more than \(Self.maximumMessageSize) bytes")
        }
        let message: Message
        do {
            message = try JSONDecoder().decode(Message.self, from: Data(json.utf8))
        } catch {
            throw DecodingError(description: "not a message the page sends (\(error))")
        }
        func require<Value>(_ value: Value?, _ field: String) throws(DecodingError) -> Value {
            guard let value else {
                throw DecodingError(description: "a '\(Self.echoed(message.type))' message needs '\(field)'")
            }
            return value
        }
        switch message.type {
        case "pointer":
            let x = try require(message.x, "x")
            let y = try require(message.y, "y")
            guard x.isFinite, y.isFinite else {
                throw DecodingError(description: "a pointer at a point that is not finite")
            }
            self = .pointer(
                try require(message.phase, "phase"), control: try require(message.control, "control"), x: x, y: y)
        case "key":
            self = .key(try require(message.key, "key"))
        case "button":
            self = .button(
                control: try require(message.control, "control"), method: try require(message.method, "method"))
        case "undo":
            self = .undo
        case "redo":
            self = .redo
        case "eval":
            self = .evaluate(try require(message.line, "line"))
        case "date":
            let field = try require(message.field, "field")
            guard field == "start" || field == "finish" else {
                throw DecodingError(description: "a date range's field is start or finish, not '\(Self.echoed(field))'")
            }
            self = .date(
                control: try require(message.control, "control"), field: field, date: try require(message.date, "date"))
        case "resync":
            self = .resync
        case "stop":
            self = .stopConsoleLine
        case "complete":
            let word = try require(message.line, "line")
            guard word.utf8.count <= Self.longestCompletedWord else {
                throw DecodingError(description: "a word of more than \(Self.longestCompletedWord) bytes to complete")
            }
            self = .complete(word: word, page: 0)
        case "record":
            let name = try require(message.format, "format")
            guard let format = VideoFormat(rawValue: name) else {
                throw DecodingError(
                    description: "a recording is a gif, webm or mp4 file, not '\(Self.echoed(name))'")
            }
            self = .record(format, page: 0)
        case "pause":
            self = .transport(.pause)
        case "play":
            let speed = message.speed ?? 1
            guard speed.isFinite, Self.speeds.contains(speed) else {
                throw DecodingError(description: "a speed from 0.25 to 4, not \(speed)")
            }
            self = .transport(.play(speed: speed))
        case "step":
            self = .transport(.step)
        case "seek":
            let time = try require(message.time, "time")
            guard time.isFinite else { throw DecodingError(description: "a time that is not finite") }
            self = .transport(.seek(time: max(time, 0)))
        default:
            throw DecodingError(description: "unknown message type '\(Self.echoed(message.type))'")
        }
    }
}
