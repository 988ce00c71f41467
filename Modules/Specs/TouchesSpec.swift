import Foundation
import Models
import Scripting

/// A spec made from the live page's saved touches (`playground serve --save-touches`), by
/// `playground test --from-touches FILE`: it keeps the touches as saved, replays them at the
/// times they were made on the seed and clock they were made with, lets the controls come to
/// rest, and checks that each control ends as it did when the spec was made (what `tostring`
/// says of it) and that the scene looks as it did (a snapshot). It passes as written: its
/// expectations are what the same replay gave when it was made.
public struct TouchesSpec {
    /// The touches file's name, for the spec's words and the replay's chunk name.
    let touchesName: String
    let touches: String
    let seed: Int64
    let now: String

    /// The first words of a file of saved touches (``TouchRecording``).
    static let touchesPrefix = "-- What was done on the page of `playground serve "
    /// What a spec made here says of itself, so that making it again may replace it.
    public static let marker = "Made by `playground test --from-touches"

    /// Reads a file of saved touches: its replay command names the seed and the start.
    public init(touches: String, name: String) throws(SpecFailure) {
        guard touches.hasPrefix(Self.touchesPrefix) else {
            throw SpecFailure(
                message: "\(name) is not a file of saved touches (playground serve --save-touches writes them)",
                traceback: "")
        }
        let head = touches.prefix(2_000)
        guard let seedRange = head.range(of: "--seed "), let nowRange = head.range(of: " --now ") else {
            throw SpecFailure(message: "\(name) does not say the seed and start its session ran with", traceback: "")
        }
        let seedText = head[seedRange.upperBound...].prefix { $0 != " " }
        let nowText = head[nowRange.upperBound...].prefix { $0 != " " && $0 != "\n" }
        guard let seed = Int64(seedText), !nowText.isEmpty else {
            throw SpecFailure(message: "\(name) does not say the seed and start its session ran with", traceback: "")
        }
        touchesName = name
        self.touches = touches
        self.seed = seed
        now = String(nowText)
    }

    /// The command the session was served with (`playground serve script.lua`).
    private var served: String {
        let quoted = touches.prefix { $0 != "\n" }.split(separator: "`", omittingEmptySubsequences: false)
        return quoted.count > 1 ? String(quoted[1]) : "playground serve"
    }

    /// The replay, as the spec and its making both run it: the touches, the clock to the last
    /// of them, then until every control rests (one moving for ever is checked as it is); and
    /// what a control's state is: every field its class lists whose value is a number, a string
    /// or a boolean.
    static let replay = """
        local function replay()
          local last = assert(load(touches, TOUCHES_NAME))()
          if type(last) ~= "number" then
            error("the touches were saved by an earlier playground, which did not say when the last was made: save them again", 0)
          end
          clock.advance(math.max(0, last - clock.now()))
          pcall(clock.settle)
        end

        local function state(control)
          -- The classes as the run declares them now (the script declares its own as it runs).
          local class
          for _, each in ipairs(scene.classes()) do
            if each.name == getmetatable(control) then class = each end
          end
          local fields = {}
          for _, name in ipairs(class and class.properties or {}) do
            local ok, value = pcall(function() return control[name] end)
            local kind = type(value)
            if ok and (kind == "number" or kind == "string" or kind == "boolean") then fields[name] = value end
          end
          return fields
        end
        """

    /// Lua that writes a state as Lua source, its numbers exactly (`%.17g`, or `%q`'s hex
    /// when that is what it takes), its names sorted.
    static let literal = """
        local keywords = {}
        for word in ("and break do else elseif end false for function goto if in local nil not or repeat return then true until while"):gmatch("%a+") do
          keywords[word] = true
        end

        local function literal(fields)
          local names = {}
          for name in pairs(fields) do names[#names + 1] = name end
          table.sort(names)
          local parts = {}
          for _, name in ipairs(names) do
            local value = fields[name]
            local text
            if math.type(value) == "float" then
              text = ("%.17g"):format(value)
              if tonumber(text) ~= value then text = ("%q"):format(value) end
            elseif type(value) == "string" then
              text = ("%q"):format(value):gsub("\\\\\\n", "\\\\n")
            else
              text = tostring(value)
            end
            -- A name that is no plain identifier (a keyword, say) is written as a string key.
            local key = name
            if not name:match("^[%a_][%w_]*$") or keywords[name] then key = ("[%q]"):format(name) end
            parts[#parts + 1] = ("%s = %s"):format(key, text)
          end
          return "{" .. table.concat(parts, ", ") .. "}"
        end
        """

    /// The spec, with `ends` (each live control's title and its state, as Lua source, once
    /// replayed) as its expectations.
    public func spec(ends: [(title: String, state: String)], specName: String) -> String {
        var lines = [
            "-- playground test: --seed \(seed) --now \(now)",
            "-- \(Self.marker) \(Self.comment(touchesName))` from what was done on the page of",
            "-- `\(Self.comment(served))`: it replays each touch at the virtual time it was made, lets",
            "-- the controls come to rest, then checks that each ends as it did (its fields) and that the",
            "-- scene looks as it did (the snapshot in __snapshots__/\(specName)/). The touches are kept",
            "-- below, as they were saved.",
            "local touches = " + Self.longString(touches),
            "local TOUCHES_NAME = " + LuaStringLiteral.quoted("=" + touchesName),
            "",
            Self.replay,
            "describe(\(LuaStringLiteral.quoted(touchesName)), function()",
            "  it(\"replays what was done on the page and ends as it did\", function()",
            "    replay()",
        ]
        for end in ends {
            let title = LuaStringLiteral.quoted(end.title)
            lines.append("    assert.are.same(\(end.state), state(scene.control(\(title))), \(title))")
        }
        lines += [
            "    assert.snapshot(\"after the touches\")",
            "  end)",
            "end)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// What the replay ends with, made in a host like the spec's: each live control's title
    /// and its state as Lua source.
    public func ends(
        specPath: String, options: SpecOptions, watch: @escaping (StopHandle) -> (() -> Void) = { _ in {} }
    ) throws(SpecFailure) -> [(title: String, state: String)] {
        var options = options
        options.seed = seed
        do {
            options.origin = try ISO8601.seconds(from: now)
        } catch {
            throw SpecFailure(message: "\(touchesName) names a start that is no date-time: \(now)", traceback: "")
        }
        let source = """
            local touches = \(Self.longString(touches))
            local TOUCHES_NAME = \(LuaStringLiteral.quoted("=" + touchesName))
            \(Self.replay)
            \(Self.literal)
            replay()
            __playground_touches_state = function(title) return literal(state(scene.control(title))) end
            """
        return try SpecFile(path: specPath).replayEnds(source, options, watch: watch)
    }

    /// `text` as a Lua long string, its level chosen so that nothing inside closes it: one
    /// more than the longest `]=…=]` inside (or at its end, `]=…=` followed by the closing
    /// bracket's own `]`), found in one pass.
    static func longString(_ text: String) -> String {
        var level = 0
        var run: Int?  // the `=`s since a `]`, while only `=`s have followed it
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "]"):
                if let run { level = max(level, run + 1) }
                run = 0
            case UInt8(ascii: "="):
                run = run.map { $0 + 1 }
            default:
                run = nil
            }
        }
        if let run { level = max(level, run + 1) }
        let equals = String(repeating: "=", count: level)
        // A newline right after the opening bracket is skipped by Lua: one is given.
        return "[" + equals + "[\n" + text + "]" + equals + "]"
    }

    private static func comment(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
    }
}
