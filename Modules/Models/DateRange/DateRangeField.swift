/// The two dates of a ``DateRangeEditor``; one of them is selected for editing at a time, as
/// the seed's start and end buttons select which date the picker edits.
///
/// The raw values are the names scripts see.
public enum DateRangeField: String, Sendable, Hashable, CaseIterable {
    /// The beginning of the range.
    case start
    /// The end of the range.
    case end
}
