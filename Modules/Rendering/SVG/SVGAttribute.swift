/// One ` name="value"` pair of an SVG element, typed, so the builder writes it without asking
/// at run time what the value is. A nil value leaves the attribute out.
struct SVGAttribute {
    /// How a value is written: numbers through ``SVGNumber``, text escaped through ``SVGText``.
    enum Value {
        case number(Double)
        case integer(Int)
        case text(String)
    }

    let name: StaticString
    let value: Value?

    static func number(_ name: StaticString, _ value: Double?) -> SVGAttribute {
        SVGAttribute(name: name, value: value.map(Value.number))
    }

    static func integer(_ name: StaticString, _ value: Int?) -> SVGAttribute {
        SVGAttribute(name: name, value: value.map(Value.integer))
    }

    static func text(_ name: StaticString, _ value: String?) -> SVGAttribute {
        SVGAttribute(name: name, value: value.map(Value.text))
    }
}
