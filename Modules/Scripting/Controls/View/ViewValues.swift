import Geometry
import Models

/// How a script writes a view's values, timings and targets, read with the checks and the
/// messages of the Lua API (`{x, y}` or `{x = , y = }`, `"#rrggbb"` or `{h = , s = , b = }`, …).
/// The readers take the call and the stack index of the value, as ``OptionsField`` readers do.
enum ViewValues {
    /// The default duration of `animate` and `transition`, UIKit's usual quarter second.
    static let defaultDuration = 0.25
    /// The names an `animate` table may give.
    static let animatableNames = ["alpha", "center", "color", "rotation", "scale", "size", "transform", "translation"]
    /// The names `view:model(name)` and the properties read.
    static let readableNames = "alpha, center, color, face, hex, hidden, rotation, scale, size, transform, translation"

    /// Two finite numbers from a table: `{a, b}` or `{first = a, second = b}`.
    static func numberPair(_ call: LuaCall, _ index: LuaCall.Index, _ first: String, _ second: String)
        throws(LuaCallError) -> (Double, Double)
    {
        guard call.isTable(index) else { throw call.typeError(index, expected: "table") }
        func component(_ position: Int, _ name: String) throws(LuaCallError) -> Double {
            switch call.number(inTable: index, position: position, field: name) {
            case .number(let value) where value.isFinite:
                return value
            case .number(let value):
                throw call.argumentError(index, "\(name) must be a finite number, not \(LuaValue.format(value))")
            case .absent:
                throw call.argumentError(index, "\(name) must be a number, got nil")
            case .other(let type):
                throw call.argumentError(index, "\(name) must be a number, got \(type)")
            }
        }
        return (try component(1, first), try component(2, second))
    }

    static func alpha(_ call: LuaCall, _ index: LuaCall.Index) throws(LuaCallError) -> Double {
        let alpha = try call.finiteNumber(index)
        guard (0...1).contains(alpha) else {
            throw call.argumentError(index, "alpha must be in [0, 1], not \(call.numberText(index))")
        }
        return alpha
    }

    static func point(_ call: LuaCall, _ index: LuaCall.Index) throws(LuaCallError) -> Point {
        let (x, y) = try numberPair(call, index, "x", "y")
        return Point(x: x, y: y)
    }

    static func size(_ call: LuaCall, _ index: LuaCall.Index) throws(LuaCallError) -> Size {
        let (width, height) = try numberPair(call, index, "width", "height")
        guard width >= 0, height >= 0 else {
            throw call.argumentError(
                index, "a size cannot be negative (\(LuaValue.format(width)) x \(LuaValue.format(height)))")
        }
        return Size(width: width, height: height)
    }

    static func rotation(_ call: LuaCall, _ index: LuaCall.Index) throws(LuaCallError) -> Angle {
        Angle(radians: try call.finiteNumber(index))
    }

    static func scale(_ call: LuaCall, _ index: LuaCall.Index) throws(LuaCallError) -> ViewTargets.Scale {
        if call.isNumber(index) {
            let scale = try call.finiteNumber(index)
            return ViewTargets.Scale(x: scale, y: scale)
        }
        guard call.isTable(index) else { throw call.typeError(index, expected: "number or table") }
        let (x, y) = try numberPair(call, index, "x", "y")
        return ViewTargets.Scale(x: x, y: y)
    }

    static func translation(_ call: LuaCall, _ index: LuaCall.Index) throws(LuaCallError) -> Vector {
        let (x, y) = try numberPair(call, index, "x", "y")
        return Vector(dx: x, dy: y)
    }

    /// A colour: `"#rrggbb"`, `"#rrggbbaa"` or `{h = , s = , b = , a = }` (fractions in [0, 1]).
    static func color(_ call: LuaCall, _ index: LuaCall.Index) throws(LuaCallError) -> HSBColor {
        let usage = "a colour is \"#rrggbb\", \"#rrggbbaa\" or {h = hue, s = saturation, b = brightness, a = alpha}"
        if call.isString(index) {
            let text = try call.string(index)
            guard let color = Color(hex: text) else { throw call.argumentError(index, "\(usage), not \"\(text)\"") }
            return HSBColor(color)
        }
        guard call.isTable(index) else { throw call.typeError(index, expected: "string or table") }
        func component(_ name: String, default value: Double?) throws(LuaCallError) -> Double {
            switch call.number(inTable: index, field: name) {
            case .absent:
                guard let value else {
                    throw call.argumentError(index, "colour field \(name) must be a number, got nil (\(usage))")
                }
                return value
            case .number(let result) where result.isFinite:
                return result
            case .number(let result):
                throw call.argumentError(
                    index, "colour field \(name) must be a finite number, not \(LuaValue.format(result))")
            case .other(let type):
                throw call.argumentError(index, "colour field \(name) must be a number, got \(type) (\(usage))")
            }
        }
        return HSBColor(
            hue: try component("h", default: nil), saturation: try component("s", default: 1),
            brightness: try component("b", default: 1), alpha: try component("a", default: 1))
    }

    static func face(_ call: LuaCall, _ index: LuaCall.Index) throws(LuaCallError) -> String {
        guard call.isString(index) else { throw call.typeError(index, expected: "string") }
        let face = try call.string(index)
        guard !face.isEmpty else { throw call.argumentError(index, "a face name cannot be empty") }
        return face
    }

    static func transitionKind(_ call: LuaCall, _ index: LuaCall.Index) throws(LuaCallError) -> TransitionKind {
        guard call.isString(index) else { throw call.typeError(index, expected: "string") }
        do {
            return try TransitionKind(named: try call.string(index))
        } catch {
            throw call.argumentError(index, "\(error)")
        }
    }

    /// A property name for `cancel` and `isanimating`: the transform's parts name the transform.
    static func property(_ call: LuaCall, _ index: LuaCall.Index) throws(LuaCallError) -> ViewProperty {
        let name = try call.string(index)
        switch name {
        case "alpha": return .alpha
        case "center": return .center
        case "size": return .size
        case "color": return .color
        case "rotation", "scale", "translation", "transform": return .transform
        case "face": return .face
        default:
            throw call.argumentError(
                index,
                "unknown property '\(name)' (expected alpha, center, color, face, rotation, scale, size, transform, translation)"
            )
        }
    }

    static var alphaField: OptionsField<Double> {
        OptionsField("alpha", doc: "in [0, 1]", luaType: "number", read: alpha)
    }
    static var centerField: OptionsField<Point> { OptionsField("center", doc: "", luaType: "ViewPoint", read: point) }
    static var sizeField: OptionsField<Size> { OptionsField("size", doc: "", luaType: "ViewSize", read: size) }
    static var colorField: OptionsField<HSBColor> {
        OptionsField("color", doc: "animated in HSB, the hue the short way round", luaType: "ViewColor", read: color)
    }
    static var rotationField: OptionsField<Angle> {
        OptionsField(
            "rotation", doc: "radians, unbounded (3π/2 turns three quarters of the way)", luaType: "number",
            read: rotation
        )
    }
    static var scaleField: OptionsField<ViewTargets.Scale> {
        OptionsField("scale", doc: "a number or {x, y}", luaType: "number|ViewPoint", read: scale)
    }
    static var translationField: OptionsField<Vector> {
        OptionsField("translation", doc: "", luaType: "ViewPoint", read: translation)
    }
    static var transformField: OptionsField<AffineTransform.Decomposition> {
        OptionsField(
            "transform", doc: "its rotation, scale and translation (a matrix's rotation is in (−π, π]); not with them",
            luaType: "Transform", read: viewTransform)
    }
    static var targetFields: OptionsDeclaration {
        OptionsDeclaration(
            alphaField, centerField, sizeField, colorField, rotationField, scaleField, translationField, transformField
        )
        .named("ViewProperties", doc: "The targets of `view:animate`: at least one field. Any other field is an error.")
    }

    /// A `Transform` as a view's parts: a view turns, scales and moves, so a transform with
    /// shear is refused. Its rotation is the matrix's, in (−π, π]: the winding a matrix cannot
    /// hold is lost (3π/2 comes back as −π/2), which is why rotations are better given as
    /// `rotation`.
    static func viewTransform(_ call: LuaCall, _ index: LuaCall.Index) throws(LuaCallError)
        -> AffineTransform.Decomposition
    {
        let parts = try TransformObject.read(call, at: index).transform.decomposed()
        let numbers = [
            parts.scaleX, parts.scaleY, parts.shear, parts.rotation.radians, parts.translation.dx, parts.translation.dy,
        ]
        guard numbers.allSatisfy(\.isFinite), parts.scaleX != 0, parts.scaleY != 0 else {
            throw call.argumentError(
                index,
                "a view's transform must turn, scale and move it, and this one collapses it (its matrix has no inverse, or parts too small to compute)"
            )
        }
        guard abs(parts.shear) <= 1e-9 else {
            throw call.argumentError(
                index,
                "a view's transform has no shear (it turns, scales and moves); this one shears by \(LuaValue.format(parts.shear))"
            )
        }
        return parts
    }

    /// The targets that set only the property `name` to the value at `index` (a keyframe):
    /// read as that property is read in `animate`; nil for a name no animation takes.
    static func target(_ name: String, _ call: LuaCall, _ index: LuaCall.Index) throws(LuaCallError) -> ViewTargets? {
        var targets = ViewTargets()
        switch name {
        case "alpha": targets.alpha = try alpha(call, index)
        case "center": targets.center = try point(call, index)
        case "size": targets.size = try size(call, index)
        case "color": targets.color = try color(call, index)
        case "rotation": targets.rotation = try rotation(call, index)
        case "scale": targets.scale = try scale(call, index)
        case "translation": targets.translation = try translation(call, index)
        case "transform":
            let parts = try viewTransform(call, index)
            targets.rotation = parts.rotation
            targets.scale = ViewTargets.Scale(x: parts.scaleX, y: parts.scaleY)
            targets.translation = parts.translation
        default: return nil
        }
        return targets
    }

    /// `{alpha = …, center = …, …}`: the targets of an animation.
    static func targets(_ table: OptionsTable) throws(LuaCallError) -> ViewTargets {
        var targets = ViewTargets(
            alpha: try table.readIfPresent(alphaField), center: try table.readIfPresent(centerField),
            size: try table.readIfPresent(sizeField), color: try table.readIfPresent(colorField),
            rotation: try table.readIfPresent(rotationField), scale: try table.readIfPresent(scaleField),
            translation: try table.readIfPresent(translationField))
        if let parts = try table.readIfPresent(transformField) {
            guard targets.rotation == nil, targets.scale == nil, targets.translation == nil else {
                throw table.error("give 'transform' or its parts ('rotation', 'scale', 'translation'), not both")
            }
            targets.rotation = parts.rotation
            targets.scale = ViewTargets.Scale(x: parts.scaleX, y: parts.scaleY)
            targets.translation = parts.translation
        }
        guard !targets.isEmpty else {
            throw table.error("no property to animate (expected \(animatableNames.joined(separator: ", ")))")
        }
        return targets
    }

    /// The value of `name` in `snapshot`, as a script reads it; nil for an unknown name.
    static func value(_ name: String, of snapshot: ViewSnapshot) -> (any LuaResult)? {
        // + 0 turns -0.0 into 0.0.
        switch name {
        case "alpha": return snapshot.alpha
        case "center": return LuaRecord(["x": snapshot.center.x + 0, "y": snapshot.center.y + 0])
        case "size": return LuaRecord(["width": snapshot.size.width + 0, "height": snapshot.size.height + 0])
        case "rotation": return snapshot.transform.rotation.radians + 0
        case "scale": return LuaRecord(["x": snapshot.transform.scaleX + 0, "y": snapshot.transform.scaleY + 0])
        case "translation":
            return LuaRecord(["x": snapshot.transform.translation.dx + 0, "y": snapshot.transform.translation.dy + 0])
        case "transform": return TransformObject(AffineTransform(snapshot.transform))
        case "color":
            let color = snapshot.color
            return LuaRecord([
                "h": color.hue + 0, "s": color.saturation + 0, "b": color.brightness + 0, "a": color.alpha + 0,
            ])
        case "hex": return Color(snapshot.color).hex
        case "face": return snapshot.face
        case "hidden": return snapshot.hidden
        default: return nil
        }
    }

    /// A transition's state at an instant, as `view:transitionframe()` gives it. (+ 0 turns
    /// -0.0 into 0.0.)
    static let transitionFrameType = LuaRecordType<TransitionState<String>>(
        "ViewTransitionFrame", doc: "What a transition shows now (`view:transitionframe()`).",
        [
            .field("face", "the face covering most of the view") { $0.shownFace },
            .field("from", "the outgoing face (at rest, the face shown)") { $0.outgoing },
            .field("to", "the incoming face (at rest, the face shown)") { $0.incoming },
            .field("kind", type: "TransitionKindName?", "nil at rest") { $0.kind?.rawValue },
            .field("transitioning") { $0.isTransitioning },
            .field("progress", "in [0, 1]") { $0.frame.progress + 0 },
            .field("side", type: "\"outgoing\"|\"incoming\"", "which of the two faces covers most of the view") {
                $0.frame.face.rawValue
            },
            .field("xscale", "the shown face's horizontal scale (below 1 in left/right flips)") { $0.frame.xScale + 0 },
            .field("yscale", "the shown face's vertical scale (below 1 in top/bottom flips)") { $0.frame.yScale + 0 },
            .field("rotation", "the shown face's turn about the flip axis, in [−π/2, π/2]") {
                $0.frame.rotation.radians + 0
            },
            .field("curl", "the fraction of the curling face lifted away") { $0.frame.curl + 0 },
            .field("curling", type: "\"outgoing\"|\"incoming\"?", "the face that curls; nil for other kinds") {
                $0.frame.curlingFace?.rawValue
            },
            .field("outgoingopacity") { $0.frame.outgoingOpacity + 0 },
            .field("incomingopacity") { $0.frame.incomingOpacity + 0 },
        ])
}
