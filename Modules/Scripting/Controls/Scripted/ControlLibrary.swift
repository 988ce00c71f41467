import Geometry
import Models

/// The `Control` library: `Control.declare(name, spec)` makes a class of control written in Lua
/// — its fields, size, drawing, text, methods, tracked finger, buttons, keys and actions — a
/// class like the built-in ones: `Name.new{…}` makes one, drawn in the scene, touched in the
/// live page, undone and animated by the engine.
enum ControlLibrary {
    /// The most classes one run may declare, and the most fields, methods and actions a class
    /// may have: each is bound once, and a script looping on `declare` must meet a limit.
    static let classLimit = 64
    static let memberLimit = 64
    static let actionLimit = 16
    /// The largest width or height a control may declare, in points.
    static let largestSide = 4_096.0
    /// The longest name of a class, field, method or action.
    static let nameLength = 40

    /// The members every control written in Lua has, which a declaration may not name.
    static let reservedNames: Set<String> = ["animate", "send", "new"]

    static var doc: OptionsField<String> {
        OptionsField<String>("doc", doc: "what the control is, for help and the editor")
    }
    static var fields: OptionsField<[DeclaredField]> {
        OptionsField<[DeclaredField]>(
            "fields",
            doc: """
                each field's name and default: a number, a boolean or a string, or a table naming a \
                kind, {point = {x, y}}, {color = "#rrggbb"} or {transform = Transform.identity()}; \
                numbers, points, colours and transforms animate
                """,
            luaType: "table<string, number|boolean|string|table>", read: readFields)
    }
    static var size: OptionsField<Size> {
        OptionsField<Size>(
            "size",
            doc: "{width, height} in points, each > 0 and ≤ 4096 (default: measured from the control's first drawing)",
            luaType: "number[]", read: readSize)
    }
    static var draw: DependentOptionsField<LuaReference> {
        DependentOptionsField<LuaReference>(
            "draw", doc: "draws the control at each frame: `draw(control, canvas)` (required)",
            luaType: "fun(control: any, canvas: Canvas)")
    }
    static var text: DependentOptionsField<LuaReference> {
        DependentOptionsField<LuaReference>(
            "text",
            doc: "the control as text lines for the terminal: a string or a list of strings (default: its fields)",
            luaType: "fun(control: any): string|string[]")
    }
    static var initializer: DependentOptionsField<LuaReference> {
        DependentOptionsField<LuaReference>(
            "init",
            doc: "called with each new control once it is made (its fields set from the options): `init(control)`",
            luaType: "fun(control: any)")
    }
    static var frame: DependentOptionsField<LuaReference> {
        DependentOptionsField<LuaReference>(
            "frame",
            doc: """
                a hook called at every frame (1/60 s) with `(control, now)` while it changes the control: \
                from when it is made, and again after any change from outside; what it changes is no undo step
                """,
            luaType: "fun(control: any, now: number)")
    }
    static var methods: DependentOptionsField<[(name: String, function: LuaReference)]> {
        DependentOptionsField<[(name: String, function: LuaReference)]>(
            "methods", doc: "the control's methods, each `function(control, …)`; a call is one undo step",
            luaType: "table<string, function>")
    }
    static var tracking: OptionsField<PageInput.Tracking> {
        OptionsField<PageInput.Tracking>(
            "tracking",
            doc: """
                the methods a finger on the live page calls: {began =, moved =, ended =, cancelled =}, each a \
                method's name; began and moved get (x, y) in the control's coordinates, began returns false to \
                refuse the finger; a touch from began to ended is one undo step
                """, luaType: "{began: string, moved: string, ended: string, cancelled: string}", read: readTracking)
    }
    static var buttons: OptionsField<[String]> {
        OptionsField<[String]>(
            "buttons", doc: "methods shown as buttons on the live page, called without arguments", luaType: "string[]",
            read: readNames)
    }
    static var keys: OptionsField<String> {
        OptionsField<String>(
            "keys", doc: "the method the arrow keys call with \"left\", \"right\", \"up\" or \"down\"")
    }
    static var actions: OptionsField<[String]> {
        OptionsField<[String]>(
            "actions",
            doc: "the actions the control sends with `control:send(action, …)`; each has a callback field `on<action>`",
            luaType: "string[]", read: readNames)
    }

    static var spec: OptionsDeclaration {
        OptionsDeclaration(doc, fields, size, draw, text, initializer, frame, methods, tracking, buttons, keys, actions)
            .named("ControlSpec", doc: "What `Control.declare` makes a control of. `draw` is required.")
    }

    static var declaration: HostLibraryDeclaration {
        var library = HostLibraryDeclaration(
            "Control",
            doc: """
                Controls written in Lua: `Control.declare(name, spec)` makes a class of them, used as the \
                built-in ones are (`Name.new{…}`).
                """)
        let name = DeclaredArgument<String>(1, "name", "the class's name: a letter, then letters, digits or _")
        let specArgument = DeclaredArgument.options(2, spec, name: "spec")
        library.function(
            "declare",
            doc: """
                Declares the class of control `name` and returns its table (`Name.new{…}` makes one; also \
                the global `Name`).
                """, name, specArgument, returns: "table class"
        ) { host, call throws(LuaCallError) in
            let className = try call[name]
            try checkClassName(className, host: host, call: call, argument: name)
            let table = try call[specArgument]
            let controlClass = try readClass(className, table, origin: call.lua.callerPosition(), call: call)
            let declaration = controlClass.declaration
            declaration.register(in: host)
            host.addScriptedClass(controlClass, summary: declaration.summary)
            call.push(LuaGlobal(name: className))
        }
        return library
    }

    /// Refuses a name that is not an identifier, is taken, or one too many.
    private static func checkClassName(
        _ name: String, host: ScriptHost, call: ControlCall, argument: DeclaredArgument<String>
    ) throws(LuaCallError) {
        guard isName(name) else {
            throw call.argumentError(
                argument,
                "a class name is a letter, then letters, digits or _ (at most \(nameLength)), not \"\(name)\"")
        }
        if let earlier = host.scriptedClasses.first(where: { $0.controlClass.name == name }) {
            throw call.argumentError(argument, "\(name) is already declared (at \(earlier.controlClass.origin))")
        }
        if host.classSummary(named: name) != nil || call.lua.hasGlobal(name) || call.lua.registryHas(name) {
            throw call.argumentError(
                argument, "\(name) is taken by a built-in class or a global: choose another name")
        }
        guard host.scriptedClasses.count < classLimit else {
            throw call.argumentError(argument, "a run may declare at most \(classLimit) classes of control")
        }
    }

    /// Whether `name` is an identifier a member or a class may have.
    static func isName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard let first = bytes.first, bytes.count <= nameLength else { return false }
        let isLetter = { (byte: UInt8) in (65...90).contains(byte) || (97...122).contains(byte) || byte == 95 }
        return isLetter(first) && bytes.allSatisfy { isLetter($0) || (48...57).contains($0) }
    }

    /// The class the spec table describes, every name checked against the others.
    private static func readClass(_ name: String, _ table: OptionsTable, origin: String, call: ControlCall)
        throws(LuaCallError) -> LuaControlClass
    {
        let runtime = call.context.runtime
        let fields = (try table.readIfPresent(Self.fields) ?? []).sorted { $0.name < $1.name }
        let methods =
            (try table.readIfPresent(Self.methods) { call, index throws(LuaCallError) in
                try readMethods(call, index, runtime: runtime)
            } ?? []).sorted { $0.name < $1.name }
        let readFunction = { (call: LuaCall, index: LuaCall.Index) throws(LuaCallError) -> LuaReference in
            try call.function(index, runtime: runtime)
        }
        guard let draw = try table.readIfPresent(Self.draw, using: readFunction) else {
            throw table.error("field 'draw' is missing: a control draws itself")
        }
        let actions = try table.readIfPresent(Self.actions) ?? []
        guard actions.count <= actionLimit else { throw table.error("at most \(actionLimit) actions") }
        let callbacks = actions.map { "on" + $0 }
        // Every member name once: fields, methods, callbacks and the built-in members.
        var seen = reservedNames
        for member in fields.map(\.name) + methods.map(\.name) + callbacks {
            guard !seen.contains(member) else {
                throw table.error(
                    reservedNames.contains(member)
                        ? "'\(member)' is a member every control has: name yours otherwise"
                        : "'\(member)' names two members (a field, a method or an action's callback)")
            }
            seen.insert(member)
        }
        let methodNames = Set(methods.map(\.name))
        func checkMethod(_ method: String, for use: String) throws(LuaCallError) {
            guard methodNames.contains(method) else {
                throw table.error("\(use) names '\(method)', which is not one of the methods")
            }
        }
        var page = PageInput()
        page.buttons = try table.readIfPresent(buttons) ?? []
        for button in page.buttons { try checkMethod(button, for: "buttons") }
        page.tracking = try table.readIfPresent(tracking)
        if let tracking = page.tracking {
            for (role, method) in [
                ("began", tracking.began), ("moved", tracking.moved), ("ended", tracking.ended),
                ("cancelled", tracking.cancelled),
            ] {
                try checkMethod(method, for: "tracking.\(role)")
            }
        }
        page.arrowKeys = try table.readIfPresent(keys)
        if let keys = page.arrowKeys { try checkMethod(keys, for: "keys") }
        var roles: [String: LuaControlClass.TrackingRole] = [:]
        if let tracking = page.tracking {
            for (method, role) in [
                (tracking.began, LuaControlClass.TrackingRole.began), (tracking.moved, .moved),
                (tracking.ended, .ended), (tracking.cancelled, .cancelled),
            ] {
                guard roles[method] == nil else {
                    throw table.error("tracking names '\(method)' twice: each role needs a method of its own")
                }
                roles[method] = role
            }
        }
        return LuaControlClass(
            name: name, doc: try table.readIfPresent(doc), fields: fields.map { ($0.name, $0.value) },
            wholeNumbers: Set(fields.indices.filter { fields[$0].whole }), size: try table.readIfPresent(size),
            draw: draw, text: try table.readIfPresent(text, using: readFunction),
            initializer: try table.readIfPresent(initializer, using: readFunction),
            frame: try table.readIfPresent(frame, using: readFunction),
            methods: methods.map {
                LuaControlClass.Method(
                    name: $0.name, function: $0.function, role: roles[$0.name],
                    stepName: "\($0.name.prefix(1).uppercased() + $0.name.dropFirst()) \(name)")
            }, actions: actions, page: page, origin: origin)
    }

    // MARK: Readers

    private static func readFields(_ call: LuaCall, _ index: LuaCall.Index) throws(LuaCallError) -> [DeclaredField] {
        try readNamed(call, index, noun: "field") { name, value throws(LuaCallError) in
            guard let initial = try ControlFieldValue.readDefault(call, at: value, field: name) else {
                throw call.argumentError(
                    index,
                    "field '\(name)' defaults to a \(call.typeName(at: value)); a number, boolean, string or a table naming a kind ({point = {x, y}}, {color = \"#rrggbb\"}, {transform = t})"
                )
            }
            // An integer default (`sectors = 8`) is read back as an integer while it is whole.
            var whole = false
            if call.kind(at: value) == .number, case .integer = try call.exactNumber(value) { whole = true }
            return DeclaredField(name: name, value: initial, whole: whole)
        }
    }

    private static func readMethods(_ call: LuaCall, _ index: LuaCall.Index, runtime: LuaRuntime) throws(LuaCallError)
        -> [(name: String, function: LuaReference)]
    {
        try readNamed(call, index, noun: "method") { name, value throws(LuaCallError) in
            guard call.kind(at: value) == .function else {
                throw call.argumentError(index, "method '\(name)' is a \(call.typeName(at: value)), not a function")
            }
            return (name, call.reference(at: value, runtime: runtime))
        }
    }

    /// Each named entry of the table at `index` (at most ``memberLimit``), read by `read`; a
    /// key that is not a name is an error naming it as a `noun`'s.
    private static func readNamed<Entry>(
        _ call: LuaCall, _ index: LuaCall.Index, noun: String,
        _ read: (String, LuaCall.Index) throws(LuaCallError) -> Entry
    ) throws(LuaCallError) -> [Entry] {
        guard call.isTable(index) else { throw call.typeError(index, expected: "table") }
        var entries: [Entry] = []
        try call.forEachField(of: index, limit: memberLimit, describe: { call.argumentError(index, $0) }) {
            name, value throws(LuaCallError) in
            guard isName(name) else { throw call.argumentError(index, "'\(name)' is not a \(noun)'s name") }
            entries.append(try read(name, value))
        }
        return entries
    }

    private static func readSize(_ call: LuaCall, _ index: LuaCall.Index) throws(LuaCallError) -> Size {
        guard call.isTable(index), call.length(of: index) == 2 else {
            throw call.argumentError(index, "size is a list of two numbers {width, height}")
        }
        var sides: [Double] = []
        try call.forEachItem(of: index) { _, item throws(LuaCallError) in
            let side = try call.finiteNumber(item)
            guard side > 0, side <= largestSide else {
                throw call.argumentError(
                    index, "a side must be > 0 and ≤ \(Int(largestSide)), not \(call.numberText(item))")
            }
            sides.append(side)
        }
        return Size(width: sides[0], height: sides[1])
    }

    private static func readTracking(_ call: LuaCall, _ index: LuaCall.Index) throws(LuaCallError) -> PageInput.Tracking
    {
        guard call.isTable(index) else { throw call.typeError(index, expected: "table") }
        var names: [String: String] = [:]
        try call.forEachField(of: index, limit: 4, describe: { call.argumentError(index, $0) }) {
            role, value throws(LuaCallError) in
            guard ["began", "moved", "ended", "cancelled"].contains(role) else {
                throw call.argumentError(index, "unknown role '\(role)' (expected began, moved, ended, cancelled)")
            }
            guard call.kind(at: value) == .string else {
                throw call.argumentError(
                    index, "tracking.\(role) is a method's name, not a \(call.typeName(at: value))")
            }
            names[role] = try call.string(value)
        }
        guard let began = names["began"], let moved = names["moved"], let ended = names["ended"],
            let cancelled = names["cancelled"]
        else {
            throw call.argumentError(index, "tracking names the methods for began, moved, ended and cancelled")
        }
        return PageInput.Tracking(began: began, moved: moved, ended: ended, cancelled: cancelled)
    }

    private static func readNames(_ call: LuaCall, _ index: LuaCall.Index) throws(LuaCallError) -> [String] {
        guard call.isTable(index) else { throw call.typeError(index, expected: "table") }
        guard call.length(of: index) <= memberLimit else {
            throw call.argumentError(index, "a list of at most \(memberLimit) names")
        }
        var names: [String] = []
        try call.forEachItem(of: index) { position, item throws(LuaCallError) in
            guard call.kind(at: item) == .string else {
                throw call.argumentError(index, "item \(position) is \(call.typeName(at: item)), not a name")
            }
            let name = try call.string(item)
            guard isName(name) else { throw call.argumentError(index, "'\(name)' is not a name") }
            names.append(name)
        }
        return names
    }
}

/// A field as a declaration gives it: its name, its default, and whether that default was an
/// integer.
struct DeclaredField {
    let name: String
    let value: ControlFieldValue
    let whole: Bool
}
