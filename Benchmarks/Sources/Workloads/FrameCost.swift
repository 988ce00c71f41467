import Rendering
import Scripting

/// What one frame of the standard scene costs to draw, as the HTML recording, the live terminal
/// view and a served page draw one per frame: the SVG document, or the text view. The scene
/// runs tick by tick at 60 Hz and only the drawing after each tick is timed, so every frame
/// draws controls in motion (nothing is drawn twice at one instant).
public struct FrameCost {
    public enum Format: String, Sendable {
        case svg = "SVG document"
        case text = "text view"
    }

    /// The budget of one frame: 0.1 ms.
    public static let budget = 100e-6
    public static func name(of format: Format) -> String { "Frame: \(format.rawValue)" }

    public var format: Format
    /// Frames per round, and rounds.
    public var frames = 3_600
    public var rounds = 5

    public init(format: Format) {
        self.format = format
    }

    public func run() throws -> Comparison {
        let host = try ScriptHost(options: .init(origin: 1_798_000_000, seed: 1))
        try host.runtime.execute(SimulationScene.source, chunkName: "scene")
        try host.advance(by: 1)
        var perFrame: [Double] = []
        var bytes = 0
        for _ in 0..<max(1, rounds) {
            var drawing = 0.0
            for _ in 0..<frames {
                try host.advance(by: 1.0 / 60)
                switch format {
                case .svg:
                    drawing += try secondsTaken { bytes = host.scene().svg().utf8.count }
                case .text:
                    drawing += try secondsTaken { bytes = host.scene().textLines().reduce(0) { $0 + $1.utf8.count } }
                }
            }
            perFrame.append(drawing / Double(frames))
        }
        // A frame that drew (almost) nothing would make the figure meaningless.
        guard bytes > (format == .svg ? 1_000 : 100) else {
            throw BenchmarkError("the scene drew an almost empty \(format.rawValue)")
        }
        let seconds = Rounds.median(perFrame)
        return Comparison(
            name: FrameCost.name(of: format),
            subjectLabel: "one \(format.rawValue) of the standard scene, after each 60 Hz tick",
            baselineLabel: "the 0.1 ms budget",
            subject: seconds * 1e6, baseline: FrameCost.budget * 1e6, unit: "µs",
            ratio: seconds / FrameCost.budget, target: .atMost(1),
            notes: ["\(bytes) bytes a frame"])
    }
}
