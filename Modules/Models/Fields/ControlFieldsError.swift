/// Why a control's fields refused a change.
public enum ControlFieldsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No field has this index.
    case noSuchField(Int)
    /// A value of another kind than the field's.
    case wrongKind(field: String, expected: ControlFieldValue.Kind, got: ControlFieldValue.Kind)
    /// A value with a number that is not finite: a field's value is drawn, and NaN or ∞ draws
    /// nothing.
    case notFinite(field: String, value: ControlFieldValue)
    /// Booleans and strings do not animate.
    case notAnimatable(field: String, kind: ControlFieldValue.Kind)
    /// The animation itself was refused (a time, a timing).
    case animation(AnimationError)

    public var description: String {
        switch self {
        case .noSuchField(let index):
            "no field #\(index)"
        case .wrongKind(let field, let expected, let got):
            "field '\(field)' holds a \(expected.rawValue), not a \(got.rawValue)"
        case .notFinite(let field, let value):
            "field '\(field)' must be finite, not \(value.text(places: nil))"
        case .notAnimatable(let field, let kind):
            "field '\(field)' is a \(kind.rawValue); only numbers, points, colours and transforms animate"
        case .animation(let error):
            "\(error)"
        }
    }
}
