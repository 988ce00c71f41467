/// A drawing whose text lines are written from a few values: what the lines show, rounded as
/// they show it (``textShown``). The lines are a function of those values alone, so a text view
/// drawn frame after frame compares them with the frame before's and writes again only the
/// lines whose values changed — a turning wheel rewrites its angle, not its ring of names.
protocol ShownTextDrawing: ControlDrawing {
    associatedtype TextShown: Equatable & Sendable

    /// Everything the text lines show, as they show it.
    var textShown: TextShown { get }

    /// The lines for `shown`, each passed through `finish` (the scene's escaping and
    /// indenting); a line whose part of `shown` is as in `kept` (an earlier frame's values and
    /// finished lines) is taken from `kept`.
    static func textLines(
        of shown: TextShown, keeping kept: (shown: TextShown, lines: [String])?, finish: TextLineFinish
    ) -> [String]
}

/// The finished text lines of one control's drawing, kept from one frame to the next with the
/// values they were written from (nil for a drawing that does not say what it shows).
struct KeptText: Sendable {
    var shown: (any KeptShown)?
    var lines: [String]
}

/// The values kept lines show, boxed: a frame finds its own drawing's by the box's class, a
/// check of one word instead of a cast out of an existential.
protocol KeptShown: AnyObject, Sendable {}

/// The values of one kind of drawing.
final class KeptValues<Value: Sendable>: KeptShown {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// The values `box` holds if they are `Value`s.
    static func values(in box: (any KeptShown)?) -> Value? {
        guard let box, ObjectIdentifier(type(of: box)) == ObjectIdentifier(self) else { return nil }
        return unsafeDowncast(box, to: self).value
    }
}

extension ShownTextDrawing {
    public func textLines() -> [String] {
        Self.textLines(of: textShown, keeping: nil, finish: .plain)
    }

    /// The finished lines of this drawing, taken from `kept` where they show the same values.
    func keptText(after kept: KeptText?, finish: TextLineFinish) -> KeptText {
        let shown = textShown
        let previous = kept.flatMap { kept in KeptValues<TextShown>.values(in: kept.shown).map { (shown: $0, lines: kept.lines) } }
        if let kept, let previous, previous.shown == shown { return kept }
        return KeptText(shown: KeptValues(shown), lines: Self.textLines(of: shown, keeping: previous, finish: finish))
    }
}
