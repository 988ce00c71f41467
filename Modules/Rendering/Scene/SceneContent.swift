import Geometry
import Models

/// What a scene item draws: a snapshot of one control's model (a value; its state at the
/// scene's time is computed from it), plus what the model does not hold itself.
public indirect enum SceneContent: Sendable, Equatable {
    case odometer(Odometer)
    case wheel(RotaryWheel)
    /// A board, the image its tiles are cut from (if any) and its tiles' slides on screen.
    case puzzle(SlidingPuzzle, image: PuzzleImage? = nil, slides: PuzzleSlides = PuzzleSlides())
    case memory(MemoryGame)
    case timer(CountdownTimer)
    case dateRange(DateRangeEditor)
    /// An animator, the content of the frame it shows at the scene's time, and the least size
    /// of its frame's area (the largest of its frames, so that its box keeps its size).
    case frames(FrameAnimator, current: FrameContent, area: Size? = nil)
    case view(ViewAppearance)
    case stepper(Stepper)
    /// A control drawn by its own code, at the scene's instant (``DrawnControl``).
    case drawn(DrawnControl)

    /// The drawing of this content at `time`.
    public func drawing(at time: Double) -> any ControlDrawing {
        switch self {
        case .odometer(let odometer): OdometerDrawing(odometer, at: time)
        case .wheel(let wheel): WheelDrawing(wheel, at: time)
        case .puzzle(let puzzle, let image, let slides): PuzzleDrawing(puzzle, image: image, slides: slides, at: time)
        case .memory(let game): MemoryDrawing(game, at: time)
        case .timer(let timer): TimerDrawing(timer, at: time)
        case .dateRange(let editor): DateRangeDrawing(editor)
        case .frames(let animator, let current, let area):
            FramesDrawing(animator, at: time, content: current, area: area)
        case .view(let view): ViewScreenDrawing([view])
        case .stepper(let stepper): StepperDrawing(stepper, at: time)
        case .drawn(let control): control
        }
    }

    /// The control's kind as a title word: "Odometer", "Wheel", …
    public var kind: String {
        switch self {
        case .odometer: "Odometer"
        case .wheel: "Wheel"
        case .puzzle: "Puzzle"
        case .memory: "Memory"
        case .timer: "Timer"
        case .dateRange: "DateRange"
        case .frames: "Frames"
        case .view: "View"
        case .stepper: "Stepper"
        case .drawn(let control): control.kind
        }
    }

    /// The view's appearance when this is a View's content.
    public var viewAppearance: ViewAppearance? {
        if case .view(let view) = self { view } else { nil }
    }
}
