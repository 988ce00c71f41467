import Testing

@testable import Scripting

/// The declaration layer on a control of its own (a tally): what a declaration says is what a
/// script gets — typed arguments and their messages, properties by access, options tables,
/// changes that join the history, and events through the one pump.
@Suite struct ClassDeclarationTests {
    /// A control for the tests: a count that `add` raises through the history, and a "reached"
    /// event at each time listed in `marks`.
    final class Tally: ScriptControl {
        var id = 0
        var tether: ControlRegistry.Tether?
        var count: Int64
        var label: String
        var marks: [Double] = []
        var onReach: LuaReference?
        let reached = EventTimers<Double>()
        // A tally has no motion: its marks are events, which the run waits for anyway.
        var restTime: Double { -.infinity }
        // Nor a drawing.
        var drawnRevision: UInt64 { 0 }

        init(count: Int64, label: String) {
            self.count = count
            self.label = label
        }

        func settle(in context: ControlContext) {
            context.schedule(marks.map { TimedEvent(time: $0, event: $0) }, of: self, through: \.reached) {
                tally, mark in
                EventCall("onreach", callback: tally.onReach, arguments: [.number(mark), .integer(tally.count)])
            }
        }

        static var declaration: ControlDeclaration<Tally> {
            let start = OptionsField<Int64>("start", doc: "the first count", default: 0)
            let label = OptionsField<String>("label", doc: "what it counts")
            let options = OptionsDeclaration(start, label)
            let name = DeclaredArgument<String>(1, "label")
            let table = DeclaredArgument.options(1, options)
            var tally = ControlDeclaration<Tally>(
                "Tally", constructor: [name], options: options
            ) { call throws(LuaCallError) in
                if call.isTable(table) {
                    let table = try call[table]
                    return Tally(count: try table.read(start), label: try table.read(label))
                }
                return Tally(count: 0, label: try call[name])
            }
            let amountArgument = DeclaredArgument<Int64>(1, "amount")
            tally.method("add", doc: "Adds a positive amount.", amountArgument, returns: "integer") {
                object, call throws(LuaCallError) in
                let amount = try call[amountArgument]
                guard amount > 0 else {
                    throw call.argumentError(amountArgument, "amount must be positive, not \(amount)")
                }
                try call.context.change(
                    "Add", object, \.count,
                    apply: { count, _ in count += amount },
                    revert: { count, _ in count -= amount })
                call.push(object.count)
            }
            let at = DeclaredArgument<Double>(1, "at")
            tally.method("mark", doc: "Calls onreach at a time.", at) {
                object, call throws(LuaCallError) in
                object.marks.append(try call[at])
                object.settle(in: call.context)
            }
            let slot = DeclaredArgument<Int64>(1, "index")
            tally.method("nth", doc: "A slot, 1 to 3.", slot, returns: "integer") {
                object, call throws(LuaCallError) in
                call.push(try call.index(slot, count: 3, noun: "slot") + 1)
            }
            let divisor = DeclaredArgument<Double?>(1, "by")
            tally.method("ratio", doc: "The count divided.", divisor, returns: "number") {
                object, call throws(LuaCallError) in
                let by = try call[divisor] ?? 2
                call.push(
                    try call.checking(divisor) { () throws(TallyError) in
                        guard by != 0 else { throw TallyError() }
                        return Double(object.count) / by
                    })
            }
            tally.readOnly("count", doc: "the count") { object, _ in object.count }
            tally.writable("label", doc: "what it counts", { object, _ in object.label }) {
                object, call throws(LuaCallError) in
                let text: String = try call.value()
                guard !text.isEmpty else { throw call.valueError("a label cannot be empty") }
                object.label = text
            }
            tally.callback(
                "onreach", doc: "at each mark", type: "fun(tally: Tally, mark: number, count: integer)",
                get: { $0.onReach }, store: { $0.onReach = $1 })
            tally.readOnlyHint = "add to it"
            tally.describe = { object, _ in "\(object.label)=\(object.count)" }
            return tally
        }
    }

    struct TallyError: Error, CustomStringConvertible {
        var description: String { "cannot divide by zero" }
    }

    private func host() throws -> ScriptHost {
        let host = try ScriptHost(options: .init(origin: 0, seed: 1))
        Tally.declaration.register(in: host)
        return host
    }

    /// Runs `source` on a host that stays alive for the whole run (a runtime that outlives its
    /// host raises "the playground host has been closed").
    private func run(_ source: String) throws -> [LuaValue] {
        let host = try host()
        return try withExtendedLifetime(host) { try host.runtime.execute(source, chunkName: "t") }
    }

    private func message(_ source: String) throws -> String {
        let host = try host()
        return try #require(throws: LuaError.self) { try host.runtime.execute(source, chunkName: "t") }.message
    }

    @Test func methodsReadTypedArgumentsAndPushTheirResults() throws {
        let values = try run(
            """
            local t = Tally.new("apples")
            return t:add(2), t:add("3"), t:nth(3), t:ratio(), t:ratio(nil), t:ratio(10), tostring(t)
            """)
        #expect(
            values == [
                .integer(2), .integer(5), .integer(3), .number(2.5), .number(2.5), .number(0.5), .string("apples=5"),
            ])
    }

    @Test(arguments: [
        ("Tally.new('a'):add('x')", "t:1: bad argument #1 to 'add' (integer expected, got string)"),
        ("Tally.new('a'):add(1.5)", "t:1: bad argument #1 to 'add' (number has no integer representation)"),
        ("Tally.new('a'):add(0)", "t:1: bad argument #1 to 'add' (amount must be positive, not 0)"),
        ("Tally.new('a'):nth(4)", "t:1: bad argument #1 to 'nth' (slot 4 is out of range 1...3)"),
        ("Tally.new('a'):ratio(0)", "t:1: bad argument #1 to 'ratio' (cannot divide by zero)"),
        (
            "local t = Tally.new('a'); t.add(Odometer.new(1), 1)",
            "t:1: calling 'add' on bad self (Tally expected, got Odometer)"
        ),
        ("Tally.new('a').count = 3", "t:1: Tally field 'count' is read-only (add to it)"),
        ("Tally.new('a').label = ''", "t:1: bad value for 'label' (a label cannot be empty)"),
        ("Tally.new('a').label = {}", "t:1: bad value for 'label' (string expected, got table)"),
        ("Tally.new('a').onreach = 4", "t:1: bad value for 'onreach' (function expected, got number)"),
        ("return Tally.new('a').colour", "t:1: Tally has no member 'colour'"),
        ("Tally.new('a').colour = 1", "t:1: Tally has no member 'colour'"),
        ("return Tally.new('a')[1]", "t:1: Tally has no member named by a number"),
        ("Tally.new('a')[true] = 1", "t:1: Tally has no member named by a boolean"),
        ("return Tally.new('a')['count\\0']", "t:1: Tally has no member 'count"),
        ("Tally.new{labl = 'a'}", "t:1: bad argument #1 to 'new' (unknown field 'labl' (expected label, start))"),
        ("Tally.new{start = 1}", "t:1: bad argument #1 to 'new' (field 'label' is missing)"),
        (
            "Tally.new{label = 'a', start = 'x'}",
            "t:1: bad field 'start' in argument #1 to 'new' (integer expected, got string)"
        ),
        ("Tally.new()", "t:1: bad argument #1 to 'new' (string expected, got no value)"),
    ])
    func mistakesReadAsLauxlibWouldPhraseThem(source: String, expected: String) throws {
        #expect(try message(source).hasPrefix(expected))
    }

    @Test func propertiesAndOptionsTables() throws {
        let values = try run(
            """
            local t = Tally.new{label = "pears", start = 7}
            local f = function() end
            t.label = "plums"; t.onreach = f
            local held = t.onreach == f
            t.onreach = nil
            return t.count, t.label, held, t.onreach
            """)
        #expect(values == [.integer(7), .string("plums"), .boolean(true), .nil])
    }

    @Test func changesJoinTheHistory() throws {
        let values = try run(
            """
            local t = Tally.new("a")
            t:add(2); t:add(3)
            local after = t.count
            history.undo()
            local undone = t.count
            history.redo()
            return after, undone, t.count
            """)
        #expect(values == [.integer(5), .integer(2), .integer(5)])
    }

    @Test func eventsAreDeliveredOnceAtTheirTimes() throws {
        let values = try run(
            """
            local t = Tally.new("a")
            local seen = {}
            t.onreach = function(self, mark, count) seen[#seen + 1] = mark .. ":" .. count .. ":" .. tostring(self == t) end
            t:mark(1); t:mark(2)
            clock.advance(1)
            t:add(4)
            t:mark(3) -- reschedules 1 (past), 2 and 3; 1 is not delivered again
            clock.advance(5)
            return table.concat(seen, " ")
            """)
        #expect(values == [.string("1.0:0:true 2.0:4:true 3.0:4:true")])
    }

    @Test func aDroppedControlsEventsDoNothing() throws {
        let values = try run(
            """
            local calls = 0
            do
              local t = Tally.new("a")
              t.onreach = function() calls = calls + 1 end
              t:mark(1)
            end
            collectgarbage(); collectgarbage()
            clock.advance(2)
            return calls
            """)
        #expect(values == [.integer(0)])
    }

    @Test func theDeclarationListsWhatItBinds() {
        let declaration = Tally.declaration
        #expect(declaration.methods.map(\.name) == ["add", "mark", "nth", "ratio"])
        #expect(declaration.methods[3].parameters.map(\.luaType) == ["number?"])
        #expect(declaration.properties.map(\.name) == ["count", "label", "onreach"])
        #expect(
            declaration.properties.map(\.luaType) == [
                "integer", "string", "fun(tally: Tally, mark: number, count: integer)",
            ])
        #expect(declaration.options?.fields.map(\.name) == ["start", "label"])
    }
}
