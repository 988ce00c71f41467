import Foundation
import Geometry

/// A control drawn by code of its own rather than by one of the drawings this module ships (a
/// control a test declares, or one written in a script): its kind, and its drawing and text
/// lines at the scene's instant. The scene lays it out, writes it and caches it like any other,
/// and nothing else needs to know it.
///
/// The text lines may be made only when asked (``init(kind:drawing:makingLines:)``): most frames
/// are pictures, and a control written in Lua would otherwise run its `text` function at every
/// frame for nothing.
public struct DrawnControl: ControlDrawing, Equatable {
    /// The control's kind as a title word (its class: "Slider").
    public var kind: String
    public var drawing: Drawing
    private let text: DrawnText

    public init(kind: String, drawing: Drawing, lines: [String]) {
        self.kind = kind
        self.drawing = drawing
        text = DrawnText(lines: lines)
    }

    /// A control whose lines `makeLines` makes the first time they are asked for.
    public init(kind: String, drawing: Drawing, makingLines makeLines: @escaping () -> [String]) {
        self.kind = kind
        self.drawing = drawing
        text = DrawnText(making: makeLines)
    }

    public var lines: [String] { text.lines }

    public func draw() -> Drawing { drawing }

    public func textLines() -> [String] { text.lines }

    /// A point inside the drawing's bounds, in the drawing's own coordinates.
    public func target(at point: Point) -> SceneTarget? {
        let size = drawing.size
        guard point.x >= 0, point.y >= 0, point.x <= size.width, point.y <= size.height else { return nil }
        return .point(point)
    }

    /// Equal when of one kind, drawn alike, with lines made alike: lines still to make are the
    /// same only as the same lines, never made to compare.
    public static func == (lhs: DrawnControl, rhs: DrawnControl) -> Bool {
        lhs.kind == rhs.kind && lhs.drawing == rhs.drawing && lhs.text.isSame(as: rhs.text)
    }
}

/// A drawn control's text lines, made once, when first asked for.
private final class DrawnText: @unchecked Sendable {
    private let lock = NSLock()
    private var made: [String]?
    private var make: (() -> [String])?

    init(lines: [String]) {
        made = lines
    }

    init(making make: @escaping () -> [String]) {
        self.make = make
    }

    var lines: [String] {
        lock.withLock {
            if let made { return made }
            let lines = make?() ?? []
            made = lines
            make = nil
            return lines
        }
    }

    func isSame(as other: DrawnText) -> Bool {
        if self === other { return true }
        let (mine, theirs) = (
            lock.withLock { make == nil ? made : nil }, other.lock.withLock { other.make == nil ? other.made : nil }
        )
        guard let mine, let theirs else { return false }
        return mine == theirs
    }
}
