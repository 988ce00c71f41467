import Geometry

/// The value of one field of a control a script declares: a number, a point, a colour or a
/// transform (each animatable), a boolean or a string. A field keeps the kind of its default
/// for good.
public enum ControlFieldValue: Sendable, Hashable {
    case number(Double)
    case boolean(Bool)
    case string(String)
    case point(Point)
    /// A colour, kept in HSB so that it animates as a view's colour does (the hue the short way
    /// round).
    case color(HSBColor)
    /// A turn, scale, shear and move, kept as parts so that a rotation animates past half a turn.
    case transform(AffineTransform.Decomposition)

    /// The kind of value a field holds, as Lua names it.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case number
        case boolean
        case string
        case point
        case color
        case transform

        /// Whether a field of this kind animates (everything but booleans and strings).
        public var isAnimatable: Bool {
            switch self {
            case .number, .point, .color, .transform: true
            case .boolean, .string: false
            }
        }
    }

    public var kind: Kind {
        switch self {
        case .number: .number
        case .boolean: .boolean
        case .string: .string
        case .point: .point
        case .color: .color
        case .transform: .transform
        }
    }

    /// Whether every number in the value is finite: a field's value is drawn, and NaN or ∞
    /// draws nothing.
    public var isFinite: Bool {
        switch self {
        case .number(let number): number.isFinite
        case .boolean, .string: true
        case .point(let point): point.x.isFinite && point.y.isFinite
        case .color(let color):
            [color.hue, color.saturation, color.brightness, color.alpha].allSatisfy(\.isFinite)
        case .transform(let parts):
            [
                parts.scaleX, parts.scaleY, parts.shear, parts.rotation.radians, parts.translation.dx,
                parts.translation.dy,
            ]
            .allSatisfy(\.isFinite)
        }
    }
}

extension ControlFieldValue: Interpolatable {
    /// The value `fraction` of the way to `end`, as each kind interpolates (a colour in HSB, a
    /// transform part by part). A field's timeline only ever holds values of its one kind;
    /// values of two kinds, or booleans and strings, jump at the end.
    public func interpolated(to end: ControlFieldValue, at fraction: Double) -> ControlFieldValue {
        switch (self, end) {
        case (.number(let start), .number(let end)): .number(start.interpolated(to: end, at: fraction))
        case (.point(let start), .point(let end)): .point(start.interpolated(to: end, at: fraction))
        case (.color(let start), .color(let end)): .color(start.interpolated(to: end, at: fraction))
        case (.transform(let start), .transform(let end)): .transform(start.interpolated(to: end, at: fraction))
        default: fraction < 1 ? self : end
        }
    }
}

extension ControlFieldValue {
    /// The value in a line of text (a message, a control's line in the terminal), its numbers
    /// to `places` decimals at most: `0.5`, `true`, `(12, 4)`, `#34c759`,
    /// `rotate 1.571 scale 1×1 move (0, 0)`; every digit without `places`.
    public func text(places: Int? = 3) -> String {
        func number(_ value: Double) -> String {
            places.map { NumberText.plain(value, places: $0) } ?? NumberText.plain(value)
        }
        switch self {
        case .number(let value): return number(value)
        case .boolean(let flag): return "\(flag)"
        case .string(let text): return text
        case .point(let point): return "(\(number(point.x)), \(number(point.y)))"
        case .color(let color):
            guard isFinite else {
                return "{h = \(number(color.hue)), s = \(number(color.saturation)), "
                    + "b = \(number(color.brightness)), a = \(number(color.alpha))}"
            }
            return Color(color).hex
        case .transform(let parts):
            var text = "rotate \(number(parts.rotation.radians)) scale \(number(parts.scaleX))×\(number(parts.scaleY))"
            if parts.shear != 0 { text += " shear \(number(parts.shear))" }
            return text + " move (\(number(parts.translation.dx)), \(number(parts.translation.dy)))"
        }
    }
}
