import Foundation

/// The controls written in Lua the benchmarks add to a scene: the demonstrations of
/// `Scripts/controls/` (the slider, the switch and the rating), loaded from the repository.
enum LuaControlScenes {
    /// The repository's `Scripts` folder, where `require "controls.slider"` finds the module.
    static let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scripts").path

    /// `copies` each of the slider, the switch and the rating, in the global list `made`.
    private static func made(copies: Int) -> String {
        """
        local Slider, Switch, Rating = require "controls.slider", require "controls.switch", require "controls.rating"
        made = {}
        for i = 1, \(copies) do
          made[#made + 1] = {Slider.new{value = i / 10}, Switch.new{on = i % 2 == 0}, Rating.new{value = i % 5}}
        end

        """
    }

    /// `copies` of each demonstration control added to the standard scene, used as a script
    /// uses them: once a second the slider glides to a new value (0.3 s), the switch springs
    /// over and the rating takes a tap, so frames draw them moving and at rest.
    static func demonstrations(copies: Int) -> String {
        made(copies: copies) + """
            local second = 0
            clock.every(1, function()
              second = second + 1
              for _, controls in ipairs(made) do
                controls[1]:set((second % 4) / 4, true)
                controls[2]:toggle()
                controls[3]:set(second % 6)
              end
            end)
            """
    }

    /// The same controls changed at every 60 Hz tick (the slider's value, the switch's thumb,
    /// the rating), so every frame draws each afresh: a control's cost while it moves.
    static func demonstrationsDrawnAfresh(copies: Int) -> String {
        made(copies: copies) + """
            local tick = 0
            clock.every(1/60, function()
              tick = tick + 1
              for _, controls in ipairs(made) do
                controls[1].value = (tick % 100) / 100
                controls[2].thumb = (tick % 30) / 30
                controls[3].value = (tick % 11) / 2
              end
            end)
            """
    }

    /// `copies` Steppers added to the standard scene, each stepped at every 60 Hz tick (round
    /// its range), so every frame draws each afresh: the built-in control the Lua ones are
    /// held against.
    static func steppers(copies: Int) -> String {
        """
        local steppers = {}
        for i = 1, \(copies) do steppers[i] = Stepper.new{value = i, wraps = true} end
        clock.every(1/60, function()
          for _, stepper in ipairs(steppers) do stepper:increment() end
        end)
        """
    }

    /// A scene of `copies` of each demonstration control at rest, and a Lua handler every
    /// 60 Hz tick: what resting Lua controls cost the clock.
    static func resting(copies: Int) -> String {
        """
        local Slider, Switch, Rating = require "controls.slider", require "controls.switch", require "controls.rating"
        controls = {}
        for i = 1, \(copies) do
          controls[#controls + 1] = Slider.new{value = i / 100}
          controls[#controls + 1] = Switch.new{on = true}
          controls[#controls + 1] = Rating.new{value = 3}
        end
        ticks = 0
        clock.every(1/60, function() ticks = ticks + 1 end)
        """
    }
}
