import Geometry
import Rendering
import Testing

@testable import Scripting

/// A control that exists only in this test, added to a catalog: from its declaration and its
/// drawing alone it reaches everything that lists controls — registration (`Knob.new`), the
/// scene (SVG and text), the live page's buttons, gestures and hit test, the classes the fuzz generator drives, the
/// LuaCATS file and the REPL's help — with no other file touched.
@Suite struct ThrowawayControlTests {
    /// The whole control: a model (a Double), a declaration and a drawing.
    final class KnobObject: ControlObject<Double>, ScriptControl {
        var restTime: Double { -.infinity }

        func sceneContent(at time: Double) -> SceneContent? {
            var drawing = Drawing(size: Size(width: 40, height: 40))
            drawing.circle(center: Point(x: 20, y: 20), radius: 18, fill: "#abcdef")
            drawing.text(String(model), x: 20, y: 24, size: 10, anchor: .middle)
            return .drawn(DrawnControl(kind: "Knob", drawing: drawing, lines: ["turned to \(model)"]))
        }

        static var declaration: ControlDeclaration<KnobObject> {
            let value = DeclaredArgument<Double>(1, "value")
            var knob = ControlDeclaration<KnobObject>("Knob", constructor: [value]) {
                call throws(LuaCallError) in
                KnobObject(model: try call[value])
            }
            knob.doc = "A knob that only a test declares."
            knob.constructorDoc = "A knob turned to `value`."
            let by = DeclaredArgument<Double>(1, "by")
            knob.method("turn", doc: "Turns the knob by `by`.", by) {
                knob, call throws(LuaCallError) in
                knob.model += try call[by]
            }
            knob.method("reset", doc: "Turns the knob back to 0.") { knob, _ throws(LuaCallError) in
                knob.model = 0
            }
            let (x, y) = (DeclaredArgument<Double>(1, "x"), DeclaredArgument<Double>(2, "y"))
            knob.method("grab", doc: "A finger at (`x`, `y`).", x, y) {
                knob, call throws(LuaCallError) in
                knob.model = try call[x]
            }
            knob.readOnly("value", doc: "How far the knob is turned.") { knob, _ in knob.model }
            knob.page.buttons = ["reset"]
            knob.page.tracking = .init(began: "grab", moved: "grab", ended: "grab", cancelled: "reset")
            return knob
        }
    }

    static func host() throws -> ScriptHost {
        try ScriptHost(catalog: ControlCatalog.builtIn.adding(.init(KnobObject.declaration)))
    }

    @Test func itIsRegisteredAndDrawnInTheScene() throws {
        let host = try Self.host()
        let results = try host.runtime.execute(
            "knob = Knob.new(1); knob:turn(2); return knob.value", chunkName: "knob")
        #expect(results == [.number(3)])
        let scene = host.scene()
        #expect(scene.items.map(\.content.kind) == ["Knob"])
        #expect(scene.svg().contains(##"fill="#abcdef""##))
        #expect(scene.textLines().suffix(2) == ["Knob #1", "  turned to 3.0"])
    }

    @Test func itReachesEveryListOfControls() throws {
        let host = try Self.host()
        let knob = try #require(host.declaredClasses.first { $0.name == "Knob" })
        // What the fuzz generator drives and what the live page shows as buttons.
        #expect(knob.hasConstructor)
        #expect(knob.methods.sorted() == ["grab", "reset", "turn"])
        #expect(knob.properties == ["value"])
        // The live page: its buttons, the finger it tracks, and where a pointer lands on it.
        #expect(knob.page.buttons == ["reset"])
        #expect(host.pageInput["Knob"]?.tracking?.began == "grab")
        _ = try host.runtime.execute("knob = Knob.new(1)", chunkName: "knob")
        let content = try #require(host.scene().items.first?.content)
        #expect(content.target(at: Point(x: 10, y: 30), time: 0) == .point(Point(x: 10, y: 30)))
        #expect(content.target(at: Point(x: 41, y: 30), time: 0) == nil)
        // A finger the knob holds is followed outside its box too.
        #expect(content.touchPoint(for: Point(x: 41, y: -3), time: 0) == Point(x: 41, y: -3))
        // What the hostile sweep and the random-call generator read from a script.
        let listed = try host.runtime.execute(
            """
            for _, class in ipairs(scene.classes()) do
              if class.name == "Knob" then return table.concat(class.methods, ","), class.page.tracking.began end
            end
            """, chunkName: "=classes")
        #expect(listed == [.string("turn,reset,grab"), .string("grab")])
        // The editor annotations and the REPL's help.
        #expect(host.luaCATSAnnotations.contains("---@class Knob"))
        #expect(host.luaCATSAnnotations.contains("function Knob:turn(by) end"))
        try host.installReplGlobals()
        let overview = ReplHelp.overview(of: host.catalog.summaries)
        #expect(overview.contains("Knob"))
        #expect(host.evaluate(replInput: "help") == .ran(output: overview))
        let help = ReplHelp.text(for: try #require(host.catalog.summary(named: "Knob")))
        #expect(help.contains("k:turn(by), k:reset(), k:grab(x, y)"))
        // The built-in catalog does not have it.
        #expect(!ScriptHost.declaredClasses.contains { $0.name == "Knob" })
    }
}
