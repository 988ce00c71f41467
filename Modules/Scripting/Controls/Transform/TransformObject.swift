import Geometry
import Models

/// What a Lua `Transform` userdata holds: an immutable ``AffineTransform`` (Core Graphics'
/// `CGAffineTransform` and its functions, from Lua). Every method returns a new transform, as
/// the C functions do; a view takes one as its `transform`, through its decomposition.
final class TransformObject: LuaObjectArgument {
    let transform: AffineTransform

    init(_ transform: AffineTransform) {
        self.transform = transform
    }

    static var luaClassName: String { "Transform" }

    /// The transform's parts as a script reads them (`t:decompose()`). (+ 0 turns -0.0 into
    /// 0.0.)
    static let partsType = LuaRecordType<AffineTransform.Decomposition>(
        "TransformParts", doc: "The parts of a transform: rotation · shear · scale, then the translation.",
        [
            .field("rotation", "radians, in (−π, π]: a matrix holds no winding") { $0.rotation.radians + 0 },
            .field("scalex") { $0.scaleX + 0 },
            .field("scaley") { $0.scaleY + 0 },
            .field("shear") { $0.shear + 0 },
            .field("translation", type: "{x: number, y: number}") {
                LuaRecord(["x": $0.translation.dx + 0, "y": $0.translation.dy + 0])
            },
        ])

    /// `Transform.make`, `identity`, `rotation`, `scale` and `translation`, the methods that
    /// combine and take apart transforms, and the matrix's six numbers.
    static var declaration: ControlDeclaration<TransformObject> {
        var transform = ControlDeclaration<TransformObject>("Transform")
        let number = { (name: String) in LuaParameter.named(name, Double.self) }
        let angle = LuaParameter.named("angle", Double.self, "radians")
        func finite(_ call: ControlCall, _ n: ControlCall.Argument) throws(LuaCallError) -> Double {
            let value: Double = try call.argument(n)
            guard value.isFinite else {
                throw call.argumentError(n, "finite number expected, got \(LuaValue.format(value))")
            }
            return value
        }
        /// `sx [, sy]`: one factor for both axes, or one each.
        func factors(_ call: ControlCall, from n: ControlCall.Argument) throws(LuaCallError) -> (Double, Double) {
            let x = try finite(call, n)
            return (x, call.isNoneOrNil(n + 1) ? x : try finite(call, n + 1))
        }
        transform.function(
            "make", doc: "A transform from its six numbers.", number("a"), number("b"), number("c"), number("d"),
            number("tx"),
            number("ty"), returns: "Transform"
        ) {
            call throws(LuaCallError) in
            call.push(
                TransformObject(
                    AffineTransform(
                        a: try finite(call, 1), b: try finite(call, 2), c: try finite(call, 3), d: try finite(call, 4),
                        tx: try finite(call, 5), ty: try finite(call, 6))))
        }
        transform.function(
            "identity", doc: "`CGAffineTransformIdentity`: the transform that changes nothing.", returns: "Transform"
        ) { call throws(LuaCallError) in
            call.push(TransformObject(.identity))
        }
        transform.function(
            "rotation", doc: "`CGAffineTransformMakeRotation`.", angle, returns: "Transform"
        ) { call throws(LuaCallError) in
            call.push(TransformObject(AffineTransform(rotationAngle: .radians(try finite(call, 1)))))
        }
        transform.function(
            "scale", doc: "`CGAffineTransformMakeScale`: one factor for both axes when `sy` is left out.", number("sx"),
            LuaParameter.named("sy", Double?.self), returns: "Transform"
        ) { call throws(LuaCallError) in
            let (x, y) = try factors(call, from: 1)
            call.push(TransformObject(AffineTransform(scaleX: x, y: y)))
        }
        transform.function(
            "translation", doc: "`CGAffineTransformMakeTranslation`.", number("x"), number("y"), returns: "Transform"
        ) { call throws(LuaCallError) in
            call.push(TransformObject(AffineTransform(translationX: try finite(call, 1), y: try finite(call, 2))))
        }
        transform.method(
            "rotate", doc: "`CGAffineTransformRotate`: the rotation applied before this transform.", angle,
            returns: "Transform"
        ) { object, call throws(LuaCallError) in
            call.push(TransformObject(object.transform.rotated(by: .radians(try finite(call, 1)))))
        }
        transform.method(
            "scale", doc: "`CGAffineTransformScale`: one factor for both axes when `sy` is left out.", number("sx"),
            LuaParameter.named("sy", Double?.self), returns: "Transform"
        ) { object, call throws(LuaCallError) in
            let (x, y) = try factors(call, from: 1)
            call.push(TransformObject(object.transform.scaledBy(x: x, y: y)))
        }
        transform.method(
            "translate", doc: "`CGAffineTransformTranslate`.", number("x"), number("y"), returns: "Transform"
        ) { object, call throws(LuaCallError) in
            call.push(TransformObject(object.transform.translatedBy(x: try finite(call, 1), y: try finite(call, 2))))
        }
        transform.method(
            "concat", doc: "`CGAffineTransformConcat(self, other)`: this transform first, then `other`.",
            LuaParameter.named("other", TransformObject.self), returns: "Transform"
        ) { object, call throws(LuaCallError) in
            let other: TransformObject = try call.argument(1)
            call.push(TransformObject(object.transform.concatenating(other.transform)))
        }
        transform.method(
            "invert", doc: "The inverse, or nil and a message for a singular matrix.", returns: "Transform|nil inverse",
            "string? message"
        ) { object, call throws(LuaCallError) in
            // As CGAffineTransformInvert, a singular matrix has no inverse: nil and why, as io.open answers.
            if let inverse = object.transform.inverted() {
                call.push(TransformObject(inverse))
            } else {
                call.push(TransformObject?.none)
                call.push("the transform is not invertible (its determinant is 0)")
            }
        }
        transform.method(
            "decompose",
            doc: "The rotation, scale and translation this transform is made of (its rotation in (−π, π]).",
            returns: "TransformParts"
        ) { object, call throws(LuaCallError) in
            call.push(partsType.record(object.transform.decomposed()))
        }
        transform.method(
            "apply", doc: "The point transformed.", LuaParameter(name: "point", luaType: "Point"),
            returns: "{x: number, y: number}"
        ) { object, call throws(LuaCallError) in
            let point = try call.argument(1, using: ViewValues.point)
            let moved = point.applying(object.transform)
            call.push(LuaRecord(["x": moved.x + 0, "y": moved.y + 0]))
        }
        for (name, part) in [("a", \AffineTransform.a), ("b", \.b), ("c", \.c), ("d", \.d), ("tx", \.tx), ("ty", \.ty)]
        {
            transform.readOnly(name, doc: "") { object, _ in object.transform[keyPath: part] + 0 }
        }
        transform.readOnly("identity", doc: "whether it is exactly the identity") { object, _ in
            object.transform.isIdentity
        }
        transform.readOnlyHint = "a transform never changes; its methods return new ones"
        transform.describe = { object, _ in
            let t = object.transform
            return "Transform: ["
                + [t.a, t.b, t.c, t.d, t.tx, t.ty].map { LuaValue.format($0 + 0) }.joined(separator: " ") + "]"
        }
        transform.doc = """
            An affine transform (a userdata), immutable: `[a b c d tx ty]` maps (x, y) to (a·x + c·y \
            + tx, b·x + d·y + ty). `getmetatable` gives "Transform".
            """
        transform.types = [
            partsType.definition
        ]
        return transform
    }
}
