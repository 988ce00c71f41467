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
        /// A finite number, argument `position`.
        func finite(_ position: DeclaredArgument<Double>.Position, _ name: String, _ doc: String = "")
            -> DeclaredArgument<Double>
        {
            DeclaredArgument(position, name, type: "number", doc) { site throws(LuaCallError) in
                let value = try Double.read(site.lua, at: site.index)
                guard value.isFinite else {
                    throw site.lua.argumentError(site.index, "finite number expected, got \(LuaValue.format(value))")
                }
                return value
            }
        }
        let angle = finite(1, "angle", "radians")
        let (x, y) = (finite(1, "x"), finite(2, "y"))
        let scaleX = finite(1, "sx")
        let scaleY = DeclaredArgument<Double?>(2, "sy", type: "number?") { site throws(LuaCallError) in
            site.lua.isNoneOrNil(site.index) ? nil : try finite(2, "sy").read(site)
        }
        let matrix = [("a", 1), ("b", 2), ("c", 3), ("d", 4), ("tx", 5), ("ty", 6)].map { finite($1, $0) }
        let other = DeclaredArgument<TransformObject>(1, "other")
        let point = DeclaredArgument<Point>(1, "point", type: "Point", reading: ViewValues.point)
        /// `sx [, sy]`: one factor for both axes, or one each.
        func factors(_ call: ControlCall) throws(LuaCallError) -> (Double, Double) {
            let x = try call[scaleX]
            return (x, try call[scaleY] ?? x)
        }
        transform.function(
            "make", doc: "A transform from its six numbers.", matrix[0], matrix[1], matrix[2], matrix[3], matrix[4],
            matrix[5], returns: "Transform"
        ) {
            call throws(LuaCallError) in
            call.push(
                TransformObject(
                    AffineTransform(
                        a: try call[matrix[0]], b: try call[matrix[1]], c: try call[matrix[2]], d: try call[matrix[3]],
                        tx: try call[matrix[4]], ty: try call[matrix[5]])))
        }
        transform.function(
            "identity", doc: "`CGAffineTransformIdentity`: the transform that changes nothing.", returns: "Transform"
        ) { call throws(LuaCallError) in
            call.push(TransformObject(.identity))
        }
        transform.function(
            "rotation", doc: "`CGAffineTransformMakeRotation`.", angle, returns: "Transform"
        ) { call throws(LuaCallError) in
            call.push(TransformObject(AffineTransform(rotationAngle: .radians(try call[angle]))))
        }
        transform.function(
            "scale", doc: "`CGAffineTransformMakeScale`: one factor for both axes when `sy` is left out.", scaleX,
            scaleY, returns: "Transform"
        ) { call throws(LuaCallError) in
            let (x, y) = try factors(call)
            call.push(TransformObject(AffineTransform(scaleX: x, y: y)))
        }
        transform.function(
            "translation", doc: "`CGAffineTransformMakeTranslation`.", x, y, returns: "Transform"
        ) { call throws(LuaCallError) in
            call.push(TransformObject(AffineTransform(translationX: try call[x], y: try call[y])))
        }
        transform.method(
            "rotate", doc: "`CGAffineTransformRotate`: the rotation applied before this transform.", angle,
            returns: "Transform"
        ) { object, call throws(LuaCallError) in
            call.push(TransformObject(object.transform.rotated(by: .radians(try call[angle]))))
        }
        transform.method(
            "scale", doc: "`CGAffineTransformScale`: one factor for both axes when `sy` is left out.", scaleX, scaleY,
            returns: "Transform"
        ) { object, call throws(LuaCallError) in
            let (x, y) = try factors(call)
            call.push(TransformObject(object.transform.scaledBy(x: x, y: y)))
        }
        transform.method(
            "translate", doc: "`CGAffineTransformTranslate`.", x, y, returns: "Transform"
        ) { object, call throws(LuaCallError) in
            call.push(TransformObject(object.transform.translatedBy(x: try call[x], y: try call[y])))
        }
        transform.method(
            "concat", doc: "`CGAffineTransformConcat(self, other)`: this transform first, then `other`.",
            other, returns: "Transform"
        ) { object, call throws(LuaCallError) in
            let other = try call[other]
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
            "apply", doc: "The point transformed.", point, returns: "{x: number, y: number}"
        ) { object, call throws(LuaCallError) in
            let point = try call[point]
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
