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
        of shown: TextShown, keeping kept: (shown: TextShown, lines: [String])?, finish: (String) -> String
    ) -> [String]
}

/// The finished text lines of one control's drawing, kept from one frame to the next with the
/// values they were written from (nil for a drawing that does not say what it shows).
struct KeptText: Sendable {
    var shown: (any Sendable)?
    var lines: [String]
}

extension ShownTextDrawing {
    public func textLines() -> [String] {
        Self.textLines(of: textShown, keeping: nil, finish: { $0 })
    }

    /// The finished lines of this drawing, taken from `kept` where they show the same values.
    func keptText(after kept: KeptText?, finish: (String) -> String) -> KeptText {
        let shown = textShown
        let previous = kept.flatMap { kept in (kept.shown as? TextShown).map { (shown: $0, lines: kept.lines) } }
        if let kept, let previous, previous.shown == shown { return kept }
        return KeptText(shown: shown, lines: Self.textLines(of: shown, keeping: previous, finish: finish))
    }
}
