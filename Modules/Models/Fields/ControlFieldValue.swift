/// The value of one field of a control a script declares: a number (animatable), a boolean or
/// a string. A field keeps the kind of its default for good.
public enum ControlFieldValue: Sendable, Hashable {
    case number(Double)
    case boolean(Bool)
    case string(String)

    /// The kind of value a field holds, as Lua names it.
    public enum Kind: String, Sendable, Hashable {
        case number
        case boolean
        case string
    }

    public var kind: Kind {
        switch self {
        case .number: .number
        case .boolean: .boolean
        case .string: .string
        }
    }
}
