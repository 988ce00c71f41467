/// The seed's date range editor (`UIViewControllerDateRangeEditor`): a start and an end date,
/// one selected at a time for the picker to edit, optional minimum and maximum dates, and an
/// editing session that ends with Save or Cancel.
///
/// Dates are seconds since 1970 (UTC), the seed's `NSTimeInterval`s; ``date(fromISO8601:)`` and
/// ``iso8601(_:)`` convert ISO 8601 text.
///
/// ## Bounds clamp
///
/// A date outside the minimum and maximum is clamped to the nearest bound, the way the seed's
/// `UIDatePicker` with `minimumDate` and `maximumDate` springs back to the limit: setting
/// 2030 with a maximum of 2027 sets 2027. Setters return the date actually set so a script can
/// tell. Changing the bounds clamps the start and end into the new bounds, so both dates are
/// always within them. Non-finite dates are refused, never clamped.
///
/// ## Validity
///
/// The range is valid when start ≤ end. An invalid range is flagged on the start field (the seed
/// draws the start date in red, ``isFlagged(_:)``) and ``save()`` refuses it with
/// ``DateRangeError/invalidRange(start:end:)``. Editing may pass through invalid ranges: moving a
/// range a week later, one date after the other, must be possible in either order.
///
/// ## Sessions, cancel, save and reset
///
/// Editing begins at creation, at ``beginEditing(start:end:)``, at ``reset()`` and after a
/// successful ``save()``; ``cancel()`` puts back the values of that moment (``original``).
/// ``isSaved`` is the seed's `savePressed`: true once Save succeeds, false again after any later
/// change, cancel or reset.
///
/// ## Undo
///
/// The editor is a `Hashable`, `Sendable` value, so `SnapshotChange<DateRangeEditor>` and
/// `UndoStack.recordMutation` work as they are. For lighter steps, ``snapshot`` and
/// ``restore(_:)`` give the editable values alone, and ``DateRangeChange`` is a ready
/// `UndoableCommand` built from two snapshots.
public struct DateRangeEditor: Sendable, Hashable {
    /// The start date, within the bounds.
    public private(set) var start: Double
    /// The end date, within the bounds.
    public private(set) var end: Double
    /// The earliest date either field may take, or `nil` for none.
    public private(set) var minimum: Double?
    /// The latest date either field may take, or `nil` for none.
    public private(set) var maximum: Double?
    /// The field the picker edits; the start when editing begins, as the seed highlights its
    /// start button.
    public private(set) var selectedField: DateRangeField
    /// Whether the last thing that happened was a successful ``save()``: the seed's
    /// `savePressed`, which the presenting screen reads to decide whether to take the dates.
    public private(set) var isSaved: Bool
    /// The values when the current editing session began; ``cancel()`` restores them.
    public private(set) var original: DateRangeSnapshot

    /// Creates an editor for the range `start`…`end` and begins editing.
    ///
    /// The range may be invalid (start after end); it is flagged, not refused. Dates outside the
    /// bounds are clamped into them.
    ///
    /// - Throws: ``DateRangeError/invalidDate(_:)`` for a date or bound that is not finite or outside years 0000–9999,
    ///   ``DateRangeError/boundsReversed(minimum:maximum:)`` when the minimum is after the maximum.
    public init(
        start: Double, end: Double, minimum: Double? = nil, maximum: Double? = nil
    ) throws(DateRangeError) {
        try Self.checkBounds(minimum: minimum, maximum: maximum)
        try Self.check(start)
        try Self.check(end)
        self.minimum = minimum
        self.maximum = maximum
        self.start = Self.clamp(start, minimum: minimum, maximum: maximum)
        self.end = Self.clamp(end, minimum: minimum, maximum: maximum)
        selectedField = .start
        isSaved = false
        original = DateRangeSnapshot(start: self.start, end: self.end, selectedField: .start)
    }

    // MARK: - Reading

    /// Whether the range can be saved: start ≤ end.
    public var isValid: Bool {
        start <= end
    }

    /// Whether `field` is drawn as an error: the start, when the range is invalid (the seed turns
    /// the start date red). The end is never flagged.
    public func isFlagged(_ field: DateRangeField) -> Bool {
        field == .start && !isValid
    }

    /// The date of `field`.
    public func date(of field: DateRangeField) -> Double {
        switch field {
        case .start: start
        case .end: end
        }
    }

    /// The date the picker shows: that of the selected field.
    public var selectedDate: Double {
        date(of: selectedField)
    }

    /// Whether the dates differ from those at the start of the session.
    public var hasChanges: Bool {
        start != original.start || end != original.end
    }

    /// `date` moved into the bounds: the minimum if it is earlier, the maximum if later.
    public func clamped(_ date: Double) -> Double {
        Self.clamp(date, minimum: minimum, maximum: maximum)
    }

    // MARK: - Editing

    /// Selects the field the picker edits.
    public mutating func select(_ field: DateRangeField) {
        selectedField = field
    }

    /// Sets the selected field's date, clamped into the bounds.
    ///
    /// - Returns: the date set, which differs from `date` when it was clamped.
    /// - Throws: ``DateRangeError/invalidDate(_:)`` for a date that is not finite or outside years 0000–9999; the editor is then
    ///   unchanged.
    @discardableResult
    public mutating func setSelectedDate(_ date: Double) throws(DateRangeError) -> Double {
        try set(selectedField, to: date)
    }

    /// Sets one field's date, clamped into the bounds, without changing the selection.
    ///
    /// - Returns: the date set, which differs from `date` when it was clamped.
    /// - Throws: ``DateRangeError/invalidDate(_:)`` for a date that is not finite or outside years 0000–9999.
    @discardableResult
    public mutating func set(_ field: DateRangeField, to date: Double) throws(DateRangeError) -> Double {
        try Self.check(date)
        let value = clamped(date)
        switch field {
        case .start: changeValues(start: value, end: end)
        case .end: changeValues(start: start, end: value)
        }
        return value
    }

    /// Sets or removes the bounds and clamps both dates into them.
    ///
    /// - Throws: ``DateRangeError/invalidDate(_:)`` for a bound that is not finite or outside years 0000–9999,
    ///   ``DateRangeError/boundsReversed(minimum:maximum:)`` when the minimum is after the
    ///   maximum; the editor is then unchanged.
    public mutating func setBounds(minimum: Double?, maximum: Double?) throws(DateRangeError) {
        try Self.checkBounds(minimum: minimum, maximum: maximum)
        self.minimum = minimum
        self.maximum = maximum
        changeValues(start: clamped(start), end: clamped(end))
    }

    // MARK: - Sessions

    /// Ends the session with Save: the range becomes the one a later ``cancel()`` returns to, and
    /// ``isSaved`` becomes true.
    ///
    /// - Throws: ``DateRangeError/invalidRange(start:end:)`` when the start is after the end; the
    ///   editor is then unchanged and still editing.
    public mutating func save() throws(DateRangeError) {
        guard isValid else { throw .invalidRange(start: start, end: end) }
        original = snapshot
        isSaved = true
    }

    /// Ends the session with Cancel: puts back the dates and selection from when it began.
    /// ``isSaved`` becomes false: the user did not save.
    public mutating func cancel() {
        restore(original)
        isSaved = false
    }

    /// Readies the editor for its next use, as the seed's `reset` after the presenter read it:
    /// clears ``isSaved``, selects the start, and begins a new session from the current dates.
    public mutating func reset() {
        selectedField = .start
        isSaved = false
        original = snapshot
    }

    /// Loads new dates and begins a new session with them, as the seed's presenter sets
    /// `startTimeInterval` and `endTimeInterval` before showing the editor. Dates are clamped
    /// into the bounds.
    ///
    /// - Throws: ``DateRangeError/invalidDate(_:)`` for a date that is not finite or outside years 0000–9999; the editor is then
    ///   unchanged.
    public mutating func beginEditing(start: Double, end: Double) throws(DateRangeError) {
        try Self.check(start)
        try Self.check(end)
        self.start = clamped(start)
        self.end = clamped(end)
        reset()
    }

    // MARK: - Snapshots for undo

    /// The editable values: dates and selection.
    public var snapshot: DateRangeSnapshot {
        DateRangeSnapshot(start: start, end: end, selectedField: selectedField)
    }

    /// Puts back a snapshot's values, clamped into the current bounds (which may have changed
    /// since it was taken). A snapshot holds only finite dates, except one a caller built by
    /// hand: a date outside years 0000–9999 in it is ignored and that field keeps its value, because an undo
    /// must not fail.
    public mutating func restore(_ snapshot: DateRangeSnapshot) {
        let newStart = Self.isDate(snapshot.start) ? clamped(snapshot.start) : start
        let newEnd = Self.isDate(snapshot.end) ? clamped(snapshot.end) : end
        changeValues(start: newStart, end: newEnd)
        selectedField = snapshot.selectedField
    }

    // MARK: - Helpers

    /// Every change of the dates goes through here, so that a change (and only a change)
    /// clears the saved flag.
    private mutating func changeValues(start newStart: Double, end newEnd: Double) {
        guard newStart != start || newEnd != end else { return }
        start = newStart
        end = newEnd
        isSaved = false
    }

    private static func check(_ date: Double) throws(DateRangeError) {
        guard isDate(date) else { throw .invalidDate(date) }
    }

    /// Whether `date` is an instant ISO 8601 text can name: finite, within years 0000–9999.
    private static func isDate(_ date: Double) -> Bool {
        ISO8601Instant(secondsSince1970: date) != nil
    }

    private static func checkBounds(minimum: Double?, maximum: Double?) throws(DateRangeError) {
        if let minimum { try check(minimum) }
        if let maximum { try check(maximum) }
        if let minimum, let maximum, minimum > maximum {
            throw .boundsReversed(minimum: minimum, maximum: maximum)
        }
    }

    private static func clamp(_ date: Double, minimum: Double?, maximum: Double?) -> Double {
        var value = date
        if let minimum, value < minimum { value = minimum }
        if let maximum, value > maximum { value = maximum }
        return value
    }
}
