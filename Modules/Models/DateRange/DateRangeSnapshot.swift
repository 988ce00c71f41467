/// The editable values of a ``DateRangeEditor`` at one moment: what undo, redo and cancel put
/// back.
///
/// Bounds are not part of it: they are the editor's configuration, not an edit. Dates are in
/// seconds since 1970 (UTC).
public struct DateRangeSnapshot: Sendable, Hashable {
    /// The start date.
    public var start: Double
    /// The end date.
    public var end: Double
    /// Which date the picker edits.
    public var selectedField: DateRangeField

    /// Creates a snapshot.
    public init(start: Double, end: Double, selectedField: DateRangeField = .start) {
        self.start = start
        self.end = end
        self.selectedField = selectedField
    }
}
