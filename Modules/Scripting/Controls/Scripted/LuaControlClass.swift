import Geometry
import Models

/// A control class a script declared with `Control.declare`: its name, its fields and their
/// defaults, its size, and the script's functions that draw it, describe it as text and make up
/// its methods. Every control of the class holds it.
final class LuaControlClass {
    /// What a method does for the live page's finger, besides being a method.
    enum TrackingRole {
        case began, moved, ended, cancelled
    }

    /// A method the script wrote.
    struct Method {
        let name: String
        let function: LuaReference
        /// Its part in a tracked finger, if the class's `tracking` names it.
        let role: TrackingRole?
        /// The undo step a call makes ("Reset Slider").
        let stepName: String
    }

    let name: String
    /// What the control is, as the declaration says it.
    let doc: String?
    /// The fields, in order of their names, and their defaults.
    let fields: [(name: String, value: ControlFieldValue)]
    /// The number fields declared with an integer default, read back as integers while whole.
    let wholeNumbers: Set<Int>
    /// The size every control of the class has; nil when each is measured from its first
    /// drawing.
    let size: Size?
    let draw: LuaReference
    let text: LuaReference?
    /// Called with each new control once it is one (`init`).
    let initializer: LuaReference?
    /// Called at every frame while it changes the control (`frame`).
    let frame: LuaReference?
    let methods: [Method]
    /// The actions a control sends (`valuechanged`): each has a callback property `on<action>`.
    let actions: [String]
    let page: PageInput
    /// Where the class was declared ("slider.lua:12"), for messages.
    let origin: String

    init(
        name: String, doc: String?, fields: [(name: String, value: ControlFieldValue)], wholeNumbers: Set<Int>,
        size: Size?, draw: LuaReference,
        text: LuaReference?, initializer: LuaReference?, frame: LuaReference?, methods: [Method], actions: [String],
        page: PageInput,
        origin: String
    ) {
        self.name = name
        self.doc = doc
        self.fields = fields
        self.wholeNumbers = wholeNumbers
        self.size = size
        self.draw = draw
        self.text = text
        self.initializer = initializer
        self.frame = frame
        self.methods = methods
        self.actions = actions
        self.page = page
        self.origin = origin
    }

    /// The index of the field `name`.
    func fieldIndex(_ name: String) -> Int? {
        fields.firstIndex { $0.name == name }
    }

    /// How often a `frame` hook runs, in seconds of the clock.
    static let frameInterval = 1.0 / 60

    /// The undo step a gesture makes, from the finger going down to it lifting.
    var gestureStepName: String { "Touch \(name)" }
}
