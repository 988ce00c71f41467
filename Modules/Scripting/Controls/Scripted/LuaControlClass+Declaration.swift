import Models
import Rendering

/// How Lua reaches a control written in Lua: the class's declaration, made from what the script
/// declared, as the built-in classes' are made from Swift. Its fields are properties, its
/// actions callback properties, its methods the script's functions inside an undo step, and
/// every control has `animate` and `send`.
extension LuaControlClass {
    var declaration: ControlDeclaration<LuaControlObject> {
        let controlClass = self
        let fieldOptions = fields.enumerated().map { index, field in
            let kind = field.value.kind
            return OptionsField<ControlFieldValue>(
                field.name, doc: "", luaType: kind.luaType, default: field.value
            ) { call, index throws(LuaCallError) in
                try ControlFieldValue.read(kind, call, at: index)
            }
        }
        let options = OptionsDeclaration(fields: fieldOptions).named(
            "\(name)Options", doc: "The options of `\(name).new`: any of its fields; any other field is an error.")
        let optionsArgument = DeclaredArgument.optionalOptions(1, options)
        var initialize: ((LuaControlObject, inout ControlCall) throws(LuaCallError) -> Void)?
        if initializer != nil || frame != nil {
            let function = initializer
            initialize = { object, call throws(LuaCallError) in
                if let function { try object.initialize(with: function, call) }
                object.wakeFrames(in: call.context)
            }
        }
        var declaration = ControlDeclaration<LuaControlObject>(
            name, constructor: [optionsArgument], options: options, initialize: initialize
        ) { call throws(LuaCallError) in
            let table = try call[optionsArgument]
            var initial = controlClass.fields
            for (index, field) in fieldOptions.enumerated() {
                if let value = try table?.readIfPresent(field) { initial[index].value = value }
            }
            let model = try call.checking(optionsArgument) { () throws(ControlFieldsError) in
                try ControlFields(initial)
            }
            return LuaControlObject(model: model, class: controlClass, painter: call.context.painter)
        }
        declaration.doc = doc ?? "A control declared in \(origin)."
        // Its reference is the chapter that teaches writing one (help's first line).
        declaration.docsSection = "Writing a control"
        declaration.constructorDoc = "Makes a \(name) with its fields' defaults, or the values the options give."
        declaration.page = page
        declaration.describe = { object, context in
            "\(controlClass.name): " + LuaControlPainter.defaultLine(of: object.model, at: context.now)
        }
        declaration.readOnlyHint = nil
        for (index, field) in fields.enumerated() {
            let kind = field.value.kind
            let whole = wholeNumbers.contains(index)
            declaration.writable(
                field.name,
                doc: kind.isAnimatable
                    ? "a \(kind.rawValue) field (default \(field.value.literal)); it animates with `animate`"
                    : "a \(kind.rawValue) field (default \(field.value.literal))", type: kind.readType,
                { object, context in
                    FieldReading(value: object.model.value(of: index, at: context.now) ?? field.value, whole: whole)
                }
            ) { object, call throws(LuaCallError) in
                let value = try call.value { lua, stackIndex throws(LuaCallError) in
                    try ControlFieldValue.read(kind, lua, at: stackIndex)
                }
                try object.change("Set \(controlClass.name) \(field.name)", call) {
                    model, time throws(ControlFieldsError) in
                    try model.set(index, to: value, at: time)
                }
            }
        }
        for (index, action) in actions.enumerated() {
            declaration.callback(
                "on" + action, doc: "called with the control and what it sends when it sends \"\(action)\"",
                type: "fun(control: \(name), ...: any)", get: { $0.actionCallbacks[index] },
                store: { object, callback in object.actionCallbacks[index] = callback })
        }
        // A script's method takes whatever its function takes: the docs say so.
        let anything = DeclaredArgument<Void>(1, "...", type: "any") { _ in () }
        for method in methods {
            declaration.method(
                method.name, doc: "A method the script declared; a call is one undo step (\"\(method.stepName)\").",
                anything
            ) { object, call throws(LuaCallError) in
                try object.call(method, &call)
            }
        }
        declareAnimate(&declaration)
        declareSend(&declaration)
        return declaration
    }

    /// `control:animate({field = target, …}, options)`.
    private func declareAnimate(_ declaration: inout ControlDeclaration<LuaControlObject>) {
        let controlClass = self
        let targets = DeclaredArgument<[(field: Int, target: ControlFieldValue)]>(
            1, "targets", type: "table<string, any>",
            "each animatable field's name and the value it animates to (a number, point, colour or transform)"
        ) { site throws(LuaCallError) in
            let lua = site.lua
            guard lua.isTable(site.index) else { throw lua.typeError(site.index, expected: "table") }
            var targets: [(field: Int, target: ControlFieldValue)] = []
            try lua.forEachField(
                of: site.index, limit: ControlLibrary.memberLimit, describe: { lua.argumentError(site.index, $0) }
            ) { name, value throws(LuaCallError) in
                guard let index = controlClass.fieldIndex(name) else {
                    throw lua.argumentError(site.index, "\(controlClass.name) has no field '\(name)'")
                }
                let kind = controlClass.fields[index].value.kind
                guard kind.isAnimatable else {
                    throw lua.argumentError(
                        site.index,
                        "field '\(name)' is a \(kind.rawValue): only numbers, points, colours and transforms animate")
                }
                targets.append((index, try ControlFieldValue.read(kind, lua, at: value)))
            }
            return targets.sorted { $0.field < $1.field }
        }
        let timing = ViewTimingOptions.Use.animate.argument(2)
        declaration.method(
            "animate",
            doc: """
                Animates number, point, colour and transform fields to the values given, from where they show now, with the timing \
                `view:animate` takes (curve, spring, delay, repeats, autoreverse, completion); one undo \
                step ("Animate \(name)") unless inside a method.
                """, targets, timing
        ) { object, call throws(LuaCallError) in
            let targets = try call[targets]
            let options = try ViewTimingOptions(call, timing, defaultDuration: ViewValues.defaultDuration)
            try object.animate(targets, timing: options.timing, completion: options.completion, call)
        }
    }

    /// `control:send(action, …)`.
    private func declareSend(_ declaration: inout ControlDeclaration<LuaControlObject>) {
        let controlClass = self
        let action = DeclaredArgument<Int>(
            1, "action", type: "string", "one of the actions the class declares"
        ) { site throws(LuaCallError) in
            let lua = site.lua
            let name = try lua.string(site.index)
            guard let index = controlClass.actions.firstIndex(of: name) else {
                let known = controlClass.actions.isEmpty ? "none" : controlClass.actions.joined(separator: ", ")
                throw lua.argumentError(
                    site.index, "\(controlClass.name) sends no action \"\(name)\" (it declares \(known))")
            }
            return index
        }
        let values = DeclaredArgument<[EventCall.Argument]>(
            2, "...", type: "any", "what the callback gets after the control (at most 8 values)"
        ) { site throws(LuaCallError) in
            let lua = site.lua
            let count = lua.count - site.index + 1
            guard count <= 8 else { throw lua.argumentError(site.index, "at most 8 values go with an action") }
            var arguments: [EventCall.Argument] = []
            for index in stride(from: site.index, to: site.index + max(count, 0), by: 1) {
                // Plain values are copied, and the trace shows them; others are handed on as they are.
                switch lua.kind(at: index) {
                case .number: arguments.append(.value(.number(try lua.number(index))))
                case .boolean: arguments.append(.value(.boolean(try lua.boolean(index))))
                case .string: arguments.append(.value(.string(LuaString(try lua.string(index)))))
                default: arguments.append(.reference(lua.reference(at: index, runtime: site.runtime)))
                }
            }
            return arguments
        }
        declaration.method(
            "send",
            doc: """
                Sends `action`, as a UIControl sends its actions: the `on<action>` callback, if set, is \
                called now with the control and the values.
                """, action, values
        ) { object, call throws(LuaCallError) in
            let index = try call[action]
            let arguments = try call[values]
            try object.send(index, arguments, call)
        }
    }
}

extension ControlFieldValue {
    /// The value as a script writes it (in a declaration, for the kinds a plain value cannot show).
    var literal: String {
        switch self {
        case .number(let number): number.luaLiteral
        case .boolean(let flag): flag.luaLiteral
        case .string(let text): text.luaLiteral
        case .point(let point): "{point = {\(point.x.luaLiteral), \(point.y.luaLiteral)}}"
        case .color: "{color = \(text().luaLiteral)}"
        case .transform: "{transform = \(text())}"
        }
    }
}

extension ControlFieldValue.Kind {
    /// What the field takes, as the LuaCATS annotations name it.
    var luaType: String {
        switch self {
        case .number, .boolean, .string: rawValue
        case .point: "ViewPoint"
        case .color: "ViewColor"
        case .transform: "Transform"
        }
    }

    /// What the field reads as (a colour reads as its hex string).
    var readType: String {
        self == .color ? "string" : luaType
    }
}
