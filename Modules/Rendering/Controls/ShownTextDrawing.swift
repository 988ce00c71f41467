/// A drawing whose text lines are written from a few values: what the lines show, rounded as
/// they show it (``textShown``). The lines are a function of those values alone, so a text view
/// drawn frame after frame compares them with the frame before's and writes again only the
/// lines whose values changed — a turning wheel rewrites its angle, not its ring of names.
protocol ShownTextDrawing: ControlDrawing {
    associatedtype TextShown: Equatable & Sendable

    /// Everything the text lines show, as they show it.
    var textShown: TextShown { get }

    /// Writes the lines for `shown` with `writer`. Without `kept`, the writer holds no lines
    /// and every line is written; with it (an earlier frame's values), the writer holds the
    /// lines written for `kept`, and only those whose part of `shown` differs are written again.
    static func writeLines(of shown: TextShown, over kept: TextShown?, into writer: inout TextLineWriter)
}

/// The finished text lines of one control's drawing, kept from one frame to the next with the
/// values they were written from (nil for a drawing that does not say what it shows) and the
/// writer's buffer.
struct KeptText {
    /// A ``KeptValues`` box, changed in place while this text alone holds it.
    var shown: AnyObject?
    var writer: TextLineWriter

    init(finish: TextLineFinish) {
        writer = TextLineWriter(finish: finish)
    }

    var lines: [String] { writer.lines }

    /// Replaces the lines with `lines` finished by `finish`: a drawing that does not say what
    /// it shows is written anew.
    mutating func replaceLines(with lines: [String], finish: TextLineFinish) {
        shown = nil
        if writer.finish != finish { writer = TextLineWriter(finish: finish, after: writer) }
        writer.removeAll()
        for line in lines { writer.appendLine(line) }
    }
}

/// The values kept lines show, boxed: a frame finds its own drawing's by the box's class, a
/// check of one word instead of a cast out of an existential, and changes them in place
/// instead of making a box a frame.
final class KeptValues<Value> {
    /// Not checked for exclusive access at run time: the text that holds the box is all that
    /// reads and changes it (a scene's text kept in its cache, under the cache's lock, or a
    /// text a scene without a cache writes on its own).
    @exclusivity(unchecked) var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// `box` if it holds `Value`s.
    static func box(_ box: AnyObject?) -> KeptValues? {
        guard let box, ObjectIdentifier(type(of: box)) == ObjectIdentifier(self) else { return nil }
        return unsafeDowncast(box, to: self)
    }

    /// The values `box` holds if they are `Value`s.
    static func values(in box: AnyObject?) -> Value? {
        Self.box(box)?.value
    }
}

extension ShownTextDrawing {
    public func textLines() -> [String] {
        var writer = TextLineWriter(finish: .plain)
        Self.writeLines(of: textShown, over: nil, into: &writer)
        return writer.lines
    }

    /// Brings `kept` (an earlier frame's finished lines, of any drawing, or none) to this
    /// drawing's lines, finished by `finish`, writing again only those whose values changed.
    /// The lines are changed in place: an array that `kept` alone holds is not copied.
    func updateText(_ kept: inout KeptText, finish: TextLineFinish) {
        let shown = textShown
        // A box another copy of the text holds too is left to it.
        let owned = isKnownUniquelyReferenced(&kept.shown)
        var box = KeptValues<TextShown>.box(kept.shown)
        if kept.writer.finish != finish {
            kept.writer = TextLineWriter(finish: finish, after: kept.writer)
            box = nil
        }
        guard let box else {
            kept.writer.removeAll()
            Self.writeLines(of: shown, over: nil, into: &kept.writer)
            kept.shown = KeptValues(shown)
            return
        }
        if owned {
            Self.rewrite(&box.value, to: shown, into: &kept.writer)
        } else {
            // Another copy of the text holds the box: changed values go in a box of their own.
            var values = box.value
            if Self.rewrite(&values, to: shown, into: &kept.writer) { kept.shown = KeptValues(values) }
        }
    }

    /// Writes again the lines of `writer`, written for `kept`, that show otherwise for `shown`,
    /// and makes `kept` `shown`; returns whether they differed. (Read through `inout`, the kept
    /// values are neither copied for the comparison nor for the writing, as a box's property
    /// read for a call is.)
    @discardableResult
    private static func rewrite(
        _ kept: inout TextShown, to shown: consuming TextShown, into writer: inout TextLineWriter
    ) -> Bool {
        if kept == shown { return false }
        writeLines(of: shown, over: kept, into: &writer)
        kept = shown
        return true
    }
}
