import Foundation
import Rendering
import Scripting

/// What the session sends the page, one JSON object per WebSocket message.
public enum StudioOutput: Sendable, Hashable {
    /// The scene at virtual `time`: the SVG document and where each control's drawing is in it,
    /// where the session's time stands (``StudioPlayback``), and by control id the buttons its
    /// class declares for the page, a date range's dates, and what else the person can do to it
    /// (``StudioOutput/accepted(by:)``), for the page's list of the controls.
    case frame(
        time: Double, svg: String, controls: [ScenePlacement], playback: StudioPlayback = StudioPlayback(),
        buttons: [Int: [String]] = [:], dateRanges: [Int: StudioDateRange] = [:], accepts: [Int: [String]] = [:])
    /// A line for the console: what a console line printed, an undo's name, an error.
    case console(String, isError: Bool)
    /// What the console's `word` may complete to (Tab), for the page that asked; `truncated`
    /// when there were more than the items sent.
    case completions(word: String, items: [String], truncated: Bool = false)
    /// A recording the record button asked for, ready at its address, for the page that asked.
    case recording(PageRecordings.Recording)

    private struct Control: Encodable {
        let id: Int
        let title: String
        let kind: String
        let x, y, width, height: Double
        let buttons: [String]
        let dates: StudioDateRange?
        let accepts: [String]
    }

    private struct Frame: Encodable {
        let type = "frame"
        let seq: Int
        let time: Double
        let svg: String
        let controls: [Control]
        let paused: Bool
        let speed: Double
        let furthest: Double
    }

    private struct Console: Encodable {
        let type = "console"
        let text: String
        let error: Bool
    }

    private struct Completions: Encodable {
        let type = "completions"
        let word: String
        let items: [String]
        let truncated: Bool
    }

    private struct Recording: Encodable {
        let type = "recording"
        let url: String
        let file: String
        let format: String
        let frames: Int
        let width: Int
        let height: Int
        let bytes: Int
    }

    /// The message as JSON text (a frame numbered 0, whole).
    public var json: String {
        json(sequence: 0)
    }

    /// The message as JSON text; a frame numbered `sequence`, its SVG whole.
    public func json(sequence: Int) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data: Data?
        switch self {
        case .frame(let time, let svg, let controls, let playback, let buttons, let dateRanges, let accepts):
            data = try? encoder.encode(
                Frame(
                    seq: sequence, time: time, svg: svg,
                    controls: Self.controls(controls, buttons, dateRanges, accepts),
                    paused: playback.isPaused, speed: playback.speed, furthest: playback.furthest))
        case .console(let text, let isError):
            data = try? encoder.encode(Console(text: text, error: isError))
        case .completions(let word, let items, let truncated):
            data = try? encoder.encode(Completions(word: word, items: items, truncated: truncated))
        case .recording(let recording):
            data = try? encoder.encode(
                Recording(
                    url: recording.path, file: recording.fileName, format: recording.format.title,
                    frames: recording.made.frames, width: recording.made.width, height: recording.made.height,
                    bytes: recording.made.bytes))
        }
        return data.map { String(decoding: $0, as: UTF8.self) }
            ?? #"{"type":"console","text":"(unencodable)","error":true}"#
    }

    /// A frame numbered `sequence` as what changed since frame `sequence − 1` (`image`, in the
    /// form the HTML player reads: ``RecordedImage``), everything else whole; nil for a console
    /// line, or when the image is stored whole anyway.
    func changeJSON(sequence: Int, image: RecordedImage) -> String? {
        guard case .frame(let time, _, let controls, let playback, let buttons, let dateRanges, let accepts) = self
        else {
            return nil
        }
        if case .whole = image { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let change = FrameChange(
            seq: sequence, base: sequence - 1, time: time,
            controls: Self.controls(controls, buttons, dateRanges, accepts),
            paused: playback.isPaused, speed: playback.speed, furthest: playback.furthest)
        guard let data = try? encoder.encode(change) else { return nil }
        // The image's form is JSON already (a string, or the numbers or lines that changed).
        return String(decoding: data.dropLast(), as: UTF8.self) + #","image":"# + image.json + "}"
    }

    private struct FrameChange: Encodable {
        let type = "frame"
        let seq: Int
        let base: Int
        let time: Double
        let controls: [Control]
        let paused: Bool
        let speed: Double
        let furthest: Double
    }

    private static func controls(
        _ placements: [ScenePlacement], _ buttons: [Int: [String]], _ dateRanges: [Int: StudioDateRange],
        _ accepts: [Int: [String]]
    ) -> [Control] {
        placements.map { placement in
            Control(
                id: placement.id, title: placement.title, kind: placement.kind,
                x: placement.frame.minX, y: placement.frame.minY,
                width: placement.frame.width, height: placement.frame.height,
                buttons: buttons[placement.id] ?? [], dates: dateRanges[placement.id],
                accepts: accepts[placement.id] ?? [])
        }
    }
}

extension StudioOutput {
    /// What a person can do to a control of a class declaring `input` besides its buttons, in
    /// the words of the page's list of controls: "drag", "click", "arrow keys", "dates".
    public static func accepted(by input: PageInput) -> [String] {
        var words: [String] = []
        if input.tracking != nil { words.append("drag") }
        if input.pressItem != nil { words.append("click") }
        if input.arrowKeys != nil { words.append("arrow keys") }
        if input.dates != nil { words.append("dates") }
        return words
    }
}

/// Where a session's time stands, for the page's time controls.
public struct StudioPlayback: Sendable, Hashable {
    /// Whether the clock stands still.
    public var isPaused = false
    /// How fast it runs against the wall clock while playing.
    public var speed = 1.0
    /// The latest instant the session has reached (on this branch).
    public var furthest = 0.0

    public init(isPaused: Bool = false, speed: Double = 1, furthest: Double = 0) {
        self.isPaused = isPaused
        self.speed = speed
        self.furthest = furthest
    }
}

/// A date range as the page's date inputs show it: its two dates (ISO 8601, UTC), whether the
/// range can be saved, and which field is flagged (shown red) when it cannot.
public struct StudioDateRange: Sendable, Hashable, Encodable {
    public let start: String
    public let finish: String
    public let valid: Bool
    public let flagged: String?

    public init(start: String, finish: String, valid: Bool, flagged: String?) {
        self.start = start
        self.finish = finish
        self.valid = valid
        self.flagged = flagged
    }
}
