import Foundation
import Testing

@testable import Scripting

/// Every table a script gets whose shape the docs name is made from its ``LuaRecordType``: it
/// has exactly the fields the type declares (the same names, the values of the declared Lua
/// types), so the LuaCATS file and the docs cannot promise a field a script does not get.
struct LuaRecordTypeTests {
    /// A script that returns a table of the type, and the names of its declared fields.
    struct Case: CustomTestStringConvertible, Sendable {
        let script: String
        let name: String
        let fields: [LuaParameter]
        var testDescription: String { name }

        init<Source>(_ type: LuaRecordType<Source>, _ script: String) {
            self.script = script
            name = type.name
            fields = type.fields.map(\.parameter)
        }
    }

    static let cases: [Case] = [
        Case(WheelObject.sectorType, "return Wheel.new{sectors = 4}:sector(2)"),
        Case(MemoryObject.cardType, "return Memory.new{pairs = 2, seed = 1}:card(1)"),
        Case(
            MemoryObject.scoreType,
            "local g = Memory.new{pairs = 1, seed = 1}; g:flip(1); g:flip(2); clock.advance(10); return g.score"),
        Case(TimerObject.circlesType, "local t = Timer.new(60); t:start(); clock.advance(1); return t:circles()"),
        Case(TimerObject.circleType, "local t = Timer.new(60); t:start(); clock.advance(1); return t:circles()[2]"),
        Case(PuzzleObject.solutionType, "local p = Puzzle.new(2, 2); p:tilt('left'); return p:solve()"),
        Case(PuzzleObject.rectType, "return Puzzle.new(2, 2):rects(100, 80)[4]"),
        Case(FrameAnimatorObject.cacheType, "return Frames.new{frames = {'a.txt'}}.cache"),
        Case(TransformObject.partsType, "return Transform.rotation(1):decompose()"),
        Case(ViewValues.transitionFrameType, "return View.new():transitionframe()"),
    ]

    @Test(arguments: cases)
    func theTableHasExactlyTheDeclaredFields(_ type: Case) throws {
        let host = try ScriptHost(options: .init(origin: 0, seed: 1))
        let results = try host.runtime.execute(type.script, chunkName: "=record")
        guard case .table(let table)? = results.first else {
            Issue.record("\(type.name): expected a table, got \(results)")
            return
        }
        var declared: [LuaValue: String] = [:]
        for field in type.fields {
            let key = Int64(field.name).map(LuaValue.integer) ?? .string(LuaString(field.name))
            declared[key] = field.luaType
        }
        // A solution's moves are its parent's list, not fields of its own.
        let keys = table.entries.keys.filter { key in
            if case .integer = key, type.name == "PuzzleSolution" { return false }
            return true
        }
        #expect(Set(keys) == Set(declared.keys.filter { table.entries[$0] != nil || !isOptional(declared[$0]) }))
        for key in keys {
            guard let luaType = declared[key], let value = table.entries[key] else { continue }
            #expect(matches(value, luaType), "\(type.name).\(key) is \(value), declared \(luaType)")
        }
    }

    @Test func aRecordHandedToACallbackHasEveryField() throws {
        let host = try ScriptHost(options: .init(origin: 0, seed: 1))
        let results = try host.runtime.execute(
            """
            local got
            local g = Memory.new{pairs = 1, seed = 1}
            g.ongameover = function(_, score) got = score end
            g:flip(1); g:flip(2); clock.advance(10)
            return got
            """, chunkName: "=gameover")
        guard case .table(let table)? = results.first else {
            Issue.record("expected the score, got \(results)")
            return
        }
        #expect(
            Set(table.entries.keys)
                == Set(MemoryObject.scoreType.fields.map { LuaValue.string(LuaString($0.parameter.name)) }))
    }

    private func isOptional(_ luaType: String?) -> Bool {
        luaType?.hasSuffix("?") == true
    }

    /// Whether `value` is of the documented `luaType` (a string set counts as a string, a named
    /// type or an inline shape as a table).
    private func matches(_ value: LuaValue, _ luaType: String) -> Bool {
        let type = luaType.hasSuffix("?") ? String(luaType.dropLast()) : luaType
        switch value {
        case .integer: return type == "integer" || type == "number"
        case .number: return type == "number"
        case .string: return type == "string" || type.hasPrefix("\"") || type.hasSuffix("Name")
        case .boolean: return type == "boolean"
        case .table: return type.hasSuffix("[]") || type.hasPrefix("{") || type.first?.isUppercase == true
        default: return false
        }
    }
}
