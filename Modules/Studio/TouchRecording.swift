import Foundation
import Models
import Scripting

/// What people did on the page, as a Lua script that `playground run` replays: the session's
/// script (its source, under its own name, so messages read the same), then each touch, key,
/// button, undo, redo and console line at the virtual time it was applied, through the same
/// calls. Only what succeeded is kept (a refused touch changed nothing), and console lines that
/// raised an error while running (what they did before it stays done). `--save-touches`.
struct TouchRecording {
    /// One thing done: when, to which control (by its title), and the call; and whether it
    /// came at a frame (before the timers of that instant, as a touch on a playing session
    /// does) or while the session was paused (after them).
    struct Entry {
        let time: Double
        let control: String?
        let method: String
        let arguments: [Argument]
        var whilePaused = false
        /// A console line that raised an error when it ran: replayed for what it did before
        /// the error, which is not reported again.
        var raised = false
    }

    enum Argument {
        case number(Double)
        case integer(Int64)
        case string([UInt8])

        /// The value a call passes.
        var luaValue: LuaValue {
            switch self {
            case .number(let value): .number(value)
            case .integer(let value): .integer(value)
            case .string(let bytes): .string(LuaString(bytes: bytes))
            }
        }
    }

    let scriptName: String
    let source: [UInt8]
    let seed: Int64
    let origin: Double
    private(set) var entries: [Entry] = []

    init(scriptName: String, source: [UInt8], seed: Int64, origin: Double) {
        self.scriptName = scriptName
        self.source = source
        self.seed = seed
        self.origin = origin
    }

    mutating func add(_ entry: Entry) {
        entries.append(entry)
    }

    /// Forgets what was done from entry `index` on: a new branch of the session's history.
    mutating func truncate(from index: Int) {
        if index < entries.count { entries.removeSubrange(index...) }
    }

    /// The command line that replays the recording saved at `path`.
    func replayCommand(path: String) -> String {
        let now = ISO8601.string(secondsSince1970: origin, precision: .millisecondsWhenFractional) ?? "\(origin)"
        return "playground run --seed \(seed) --now \(now) \(path)"
    }

    /// The Lua script, saved at `path`.
    /// What a touches file may replace: an earlier one, whose first line says what it is.
    static let replacing = OutputFile.Replacing.earlier(
        "a file of saved touches", startingWith: "-- What was done on the page of `playground serve ")

    func script(path: String) -> String {
        var lines = [
            "-- What was done on the page of `playground serve \(Self.comment(scriptName))`: the script, then each",
            "-- touch at the virtual time it was made, through the same calls. Replay it with",
            "--   \(Self.comment(replayCommand(path: path)))",
            "local source = \"\(Self.quoted(source))\"",
            "local touches = {",
        ]
        for entry in entries {
            var fields = [
                Self.number(entry.time), entry.control.map { "\"\(Self.quoted(Array($0.utf8)))\"" } ?? "false",
                "\"\(entry.method)\"",
            ]
            for argument in entry.arguments {
                switch argument {
                case .number(let value): fields.append(Self.number(value))
                case .integer(let value): fields.append(String(value))
                case .string(let bytes): fields.append("\"\(Self.quoted(bytes))\"")
                }
            }
            if entry.raised { fields.append("true") }
            lines.append("  {" + fields.joined(separator: ", ") + "},")
        }
        lines += [
            "}",
            "-- What the replay calls, taken before the script or a console line can change a global",
            "-- (a console line `load = nil` on the page must not break the replay).",
            "local load, assert, pcall, ipairs, error, unpack = load, assert, pcall, ipairs, error, table.unpack",
            "local at, undo, redo, control_named = clock.at, history.undo, history.redo, scene.control",
            "-- A console line runs as on the page, with the REPL's shorthands where the script has no",
            "-- global of that name (help prints nothing here).",
            "local shorthands = {advance = clock.advance, undo = undo, redo = redo,",
            "  show = function() print(scene.text()) end, help = function() end}",
            "local G = _G",
            "local rawget = rawget",
            "local console = setmetatable({}, {__newindex = G, __index = function(_, name)",
            "  local value = rawget(G, name)",
            "  if value == nil then value = shorthands[name] end",
            "  if value == nil then value = G[name] end",
            "  return value",
            "end})",
            "local run, problem = load(source, \"@\(Self.quoted(Array(scriptName.utf8)))\")",
            "if not run then error(problem, 0) end",
            "-- Scheduled before the script runs, so that a touch comes before the script's own",
            "-- timers of the same instant, as it did on the page (touches are applied at a frame).",
            "for _, touch in ipairs(touches) do",
            "  at(touch[1], function()",
            "    local method = touch[3]",
            "    if method == \"undo\" then undo()",
            "    elseif method == \"redo\" then redo()",
            "    elseif method == \"eval\" then",
            "      local chunk = load(\"return \" .. touch[4], \"=console\", \"t\", console)",
            "        or assert(load(touch[4], \"=console\", \"t\", console))",
            "      -- A line marked true raised an error on the page, after doing what it did before it.",
            "      if touch[5] then pcall(chunk) else chunk() end",
            "    else",
            "      local control = control_named(touch[2])",
            "      if control then control[method](control, unpack(touch, 4)) end",
            "    end",
            "  end)",
            "end",
            "run(...)",
            "-- When the last touch was made: where a spec made from this file advances the clock to",
            "-- (`playground test --from-touches`).",
            "return touches[#touches] and touches[#touches][1] or 0",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `value` exactly, as Lua reads it back (17 significant digits).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0/0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) + ".0" }
        return String(format: "%.17g", value)
    }

    /// Bytes inside a Lua double-quoted string (``LuaStringLiteral``).
    static func quoted(_ bytes: [UInt8]) -> String {
        LuaStringLiteral.escaped(bytes)
    }

    /// Text for a Lua comment line: no line breaks.
    private static func comment(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
    }
}
