import Foundation
import Testing

@testable import Specs

/// Specs made from saved touches: read from the file `playground serve --save-touches` writes,
/// they pass as written.
@Suite struct TouchesSpecTests {
    /// A file of touches as the live page saves it (``TouchRecording``): a stepper pressed
    /// twice, and once more from the console.
    static let touches = """
        -- What was done on the page of `playground serve steps.lua`: the script, then each
        -- touch at the virtual time it was made, through the same calls. Replay it with
        --   playground run --seed 3 --now 2026-05-01T10:00:00Z touches.lua
        local source = "counter = Stepper.new{value = 1, max = 5}\\010"
        local touches = {
          {1.5, "Stepper #1", "increment"},
          {2.25, "Stepper #1", "increment"},
          {3.0, false, "eval", "counter:increment()"},
        }
        local load, assert, pcall, ipairs, error, unpack = load, assert, pcall, ipairs, error, table.unpack
        local at, undo, redo, control_named = clock.at, history.undo, history.redo, scene.control
        local run, problem = load(source, "@steps.lua")
        if not run then error(problem, 0) end
        for _, touch in ipairs(touches) do
          at(touch[1], function()
            local method = touch[3]
            if method == "eval" then
              assert(load(touch[4], "=console"))()
            else
              local control = control_named(touch[2])
              if control then control[method](control, unpack(touch, 4)) end
            end
          end)
        end
        run(...)
        return touches[#touches] and touches[#touches][1] or 0

        """

    @Test func aSpecMadeFromTouchesReplaysThemAndPassesAsWritten() throws {
        let made = try TouchesSpec(touches: Self.touches, name: "touches.lua")
        #expect(made.seed == 3)
        #expect(made.now == "2026-05-01T10:00:00Z")
        let spec = try SpecFileTests.file("", name: "touches_spec.lua")
        let ends = try made.ends(specPath: spec.path, options: SpecOptions())
        #expect(ends.map(\.title) == ["Stepper #1"])
        #expect(ends.first?.state.contains("value = 4") == true, "\(ends)")
        #expect(ends.first?.state.contains("max = 5") == true, "\(ends)")
        let text = made.spec(ends: ends, specName: "touches_spec")
        #expect(text.hasPrefix("-- playground test: --seed 3 --now 2026-05-01T10:00:00Z\n-- Made by `playground test"))
        #expect(text.contains("`playground serve steps.lua`"))
        try text.write(toFile: spec.path, atomically: true, encoding: .utf8)
        let result = spec.run(SpecOptions(snapshots: .writeMissing))
        #expect(result.failure == nil)
        #expect(result.results.map(\.outcome) == [.passed], "\(result.results)")
        // A changed control fails it, naming the control.
        try text.replacingOccurrences(of: "{1.5, \"Stepper #1\"", with: "{9.5, \"Stepper #1\"").write(
            toFile: spec.path, atomically: true, encoding: .utf8)
        guard case .failed(let message, _)? = spec.run(SpecOptions(snapshots: .compareOnly)).results.first?.outcome
        else {
            Issue.record("a changed replay passed")
            return
        }
        #expect(message.contains("Stepper #1"), "\(message)")
    }

    @Test(arguments: [
        ("print('hi')\n", "x.lua is not a file of saved touches (playground serve --save-touches writes them)"),
        (
            "-- What was done on the page of `playground serve a.lua`: the script\n",
            "x.lua does not say the seed and start its session ran with"
        ),
    ])
    func aFileThatIsNoTouchesIsRefused(source: String, message: String) {
        #expect(throws: SpecFailure(message: message, traceback: "")) {
            try TouchesSpec(touches: source, name: "x.lua")
        }
    }

    @Test func touchesFromAnEarlierPlaygroundAreToldToBeSavedAgain() throws {
        let old = Self.touches.replacingOccurrences(
            of: "return touches[#touches] and touches[#touches][1] or 0", with: "")
        let made = try TouchesSpec(touches: old, name: "touches.lua")
        let spec = try SpecFileTests.file("", name: "touches_spec.lua")
        #expect(throws: SpecFailure.self) { try made.ends(specPath: spec.path, options: SpecOptions()) }
    }

    @Test func longStringsAreNeverClosedByWhatTheyHold() {
        #expect(TouchesSpec.longString("a") == "[[\na]]")
        #expect(TouchesSpec.longString("]] ]=]") == "[==[\n]] ]=]]==]")
        // What the text ends with cannot join the closing bracket either.
        #expect(TouchesSpec.longString("t[1]") == "[=[\nt[1]]=]")
        #expect(TouchesSpec.longString("x]=") == "[==[\nx]=]==]")
        #expect(
            TouchesSpec.longString(String(repeating: "]" + String(repeating: "=", count: 3), count: 2)).hasPrefix(
                "[====[\n"))
    }
}
