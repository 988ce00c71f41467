import Geometry
import Models
import Testing

@Suite struct ControlFieldsTests {
    static func fields() throws -> ControlFields {
        try ControlFields([("label", .string("volume")), ("on", .boolean(false)), ("value", .number(0))])
    }

    @Test func fieldsHoldTheirDefaultsByIndex() throws {
        let fields = try Self.fields()
        #expect(fields.name(of: 2) == "value")
        #expect(fields.value(of: 0, at: 5) == .string("volume"))
        #expect(fields.modelValues == [.string("volume"), .boolean(false), .number(0)])
        #expect(fields.value(of: 3, at: 0) == nil)
        #expect(fields.restTime == -.infinity)
    }

    @Test func aNumberAnimatesAsAFunctionOfTime() throws {
        var fields = try Self.fields()
        let timing = try AnimationTiming(duration: 1, curve: .linear)
        try fields.animate(2, to: .number(10), timing: timing, at: 1)
        #expect(fields.value(of: 2, at: 1.5) == .number(5))
        #expect(fields.value(of: 2, at: 0.5) == .number(0))
        #expect(fields.modelValue(of: 2) == .number(10))
        #expect(fields.restTime == 2)
        #expect(fields.isAnimating(at: 1.5))
        #expect(fields.nextCompletionTime(after: 1) == 2)
        #expect(fields.completions(after: 1, through: 2).map(\.field) == [2])
    }

    @Test func setStopsAnAnimationWhereItIsSet() throws {
        var fields = try Self.fields()
        try fields.animate(2, to: .number(10), timing: try AnimationTiming(duration: 1, curve: .linear), at: 0)
        let stopped = try fields.set(2, to: .number(3), at: 0.5)
        #expect(stopped.count == 1)
        #expect(fields.value(of: 2, at: 0.75) == .number(3))
        #expect(fields.completions(after: 0, through: 1).map(\.completion.finished) == [false])
    }

    @Test func eachFieldKeepsItsKind() throws {
        var fields = try Self.fields()
        #expect(throws: ControlFieldsError.wrongKind(field: "on", expected: .boolean, got: .number)) {
            try fields.set(1, to: .number(1), at: 0)
        }
        #expect(throws: ControlFieldsError.notAnimatable(field: "label", kind: .string)) {
            try fields.animate(0, to: .number(1), timing: try AnimationTiming(duration: 1), at: 0)
        }
        #expect(throws: ControlFieldsError.notFinite(field: "value", value: .number(.infinity))) {
            try fields.set(2, to: .number(.infinity), at: 0)
        }
        let nan = #expect(throws: ControlFieldsError.self) { try ControlFields([("x", .number(.nan))]) }
        #expect(nan.map { "\($0)" } == "field 'x' must be finite, not nan")
        try fields.set(1, to: .boolean(true), at: 0)
        #expect(fields.value(of: 1, at: 0) == .boolean(true))
    }

    @Test func restoreSetsEveryFieldAnUndoStepKept() throws {
        var fields = try Self.fields()
        let before = fields.modelValues
        try fields.animate(2, to: .number(4), timing: try AnimationTiming(duration: 1), at: 0)
        try fields.set(0, to: .string("gain"), at: 0)
        fields.restore(before, at: 0.5)
        #expect(fields.modelValues == before)
        #expect(fields.value(of: 2, at: 0.6) == .number(0))
    }

    @Test func pointsColoursAndTransformsAnimateAsTheirKindsDo() throws {
        let red = HSBColor(hue: 0.9, saturation: 1, brightness: 1, alpha: 1)
        let turn = AffineTransform.Decomposition(
            scaleX: 1, scaleY: 1, shear: 0, rotation: .radians(0), translation: Vector(dx: 0, dy: 0))
        var fields = try ControlFields([
            ("knob", .point(Point(x: 0, y: 10))), ("tint", .color(red)), ("turn", .transform(turn)),
        ])
        let timing = try AnimationTiming(duration: 1, curve: .linear)
        try fields.animate(0, to: .point(Point(x: 10, y: 20)), timing: timing, at: 0)
        // The hue goes the short way round, through red (0), as a view's colour does.
        try fields.animate(
            1, to: .color(HSBColor(hue: 0.1, saturation: 1, brightness: 1, alpha: 1)), timing: timing, at: 0)
        var later = turn
        later.rotation = .radians(3 * .pi / 2)
        try fields.animate(2, to: .transform(later), timing: timing, at: 0)
        #expect(fields.value(of: 0, at: 0.5) == .point(Point(x: 5, y: 15)))
        guard case .color(let halfway)? = fields.value(of: 1, at: 0.5) else {
            Issue.record("the colour field holds no colour")
            return
        }
        #expect(abs(halfway.hue - 1) < 1e-9 || abs(halfway.hue) < 1e-9)
        // A rotation field keeps its winding: three quarters of a turn passes through half of one.
        guard case .transform(let parts)? = fields.value(of: 2, at: 2.0 / 3) else {
            Issue.record("the transform field holds no transform")
            return
        }
        #expect(abs(parts.rotation.radians - .pi) < 1e-9)
        #expect(fields.restTime == 1)
    }

    @Test func aSpringCaughtInFlightKeepsTheFieldsVelocity() throws {
        var fields = try ControlFields([("value", .number(0)), ("label", .string(""))])
        try fields.animate(0, to: .number(10), timing: try AnimationTiming(duration: 1, curve: .linear), at: 0)
        let spring = TimingCurve.spring(try Spring(stiffness: 200, damping: 20))
        try fields.animate(0, to: .number(20), timing: try AnimationTiming(duration: 2, curve: spring), at: 0.5)
        // Moving at 10 a second when caught, it goes on at that speed rather than from rest.
        guard case .number(let soon)? = fields.value(of: 0, at: 0.5001) else {
            Issue.record("no number")
            return
        }
        #expect(abs((soon - 5) / 0.0001 - 10) < 1)
        // A spring with a velocity of its own starts at that one: 0.1 of the 15 to go, a second.
        var given = try ControlFields([("value", .number(0))])
        try given.animate(0, to: .number(10), timing: try AnimationTiming(duration: 1, curve: .linear), at: 0)
        let pushed = TimingCurve.spring(try Spring(stiffness: 200, damping: 20, initialVelocity: 0.1))
        try given.animate(0, to: .number(20), timing: try AnimationTiming(duration: 2, curve: pushed), at: 0.5)
        guard case .number(let slow)? = given.value(of: 0, at: 0.5001) else {
            Issue.record("no number")
            return
        }
        #expect(abs((slow - 5) / 0.0001 - 1.5) < 1)
    }

    @Test func aFieldAnimatesOnlyToAValueOfItsKind() throws {
        var fields = try ControlFields([("knob", .point(Point(x: 0, y: 0)))])
        let timing = try AnimationTiming(duration: 1)
        #expect(throws: ControlFieldsError.wrongKind(field: "knob", expected: .point, got: .number)) {
            try fields.animate(0, to: .number(1), timing: timing, at: 0)
        }
        let nan = #expect(throws: ControlFieldsError.self) {
            try fields.set(0, to: .point(Point(x: .nan, y: 0)), at: 0)
        }
        #expect(nan.map { "\($0)" } == "field 'knob' must be finite, not (nan, 0)")
        #expect(ControlFieldValue.point(Point(x: 1.25, y: -2)).text() == "(1.25, -2)")
        #expect(ControlFieldValue.color(HSBColor(Color(hex: "#34c759") ?? .black)).text() == "#34c759")
    }

    @Test func errorsSayWhatIsWrong() {
        #expect(
            "\(ControlFieldsError.wrongKind(field: "on", expected: .boolean, got: .string))"
                == "field 'on' holds a boolean, not a string")
        #expect(
            "\(ControlFieldsError.notAnimatable(field: "label", kind: .string))"
                == "field 'label' is a string; only numbers, points, colours and transforms animate")
    }
}
