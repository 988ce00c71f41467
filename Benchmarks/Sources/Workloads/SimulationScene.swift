/// The standard scene of the simulation benchmark: one of every control, running (the timer
/// counts down, the frames play, the odometer rolls, the view animates), and a Lua handler
/// every tick at 60 Hz that calls a method, and once a second reads and changes every control.
enum SimulationScene {
    static let source = """
        local odometer = Odometer.new{digits = 6, value = 0, duration = 0.25}
        local wheel = Wheel.new{sectors = 9, zero = "left"}
        local timer = Timer.new{duration = 30, progressbar = true, effect = true, alarm = true, screen = 375}
        local range = DateRange.new{start = "2026-12-24", finish = "2026-12-27"}
        local frames = Frames.new{frames = {"a.txt", "b.txt", "c.txt", "d.txt"}, duration = 0.5, repeats = 0}
        local view = View.new{alpha = 1}
        local memory = Memory.new{pairs = 8, seed = 3}
        local puzzle = Puzzle.new(4, 4)
        timer:start()
        frames:start("scene")

        ticks = 0
        local sum = 0
        clock.every(1/60, function(now)
          ticks = ticks + 1
          sum = sum + puzzle:tile(1)
          if ticks % 60 == 0 then
            -- Once a second the script touches every control: reads and a change each.
            odometer:increment()
            sum = sum + odometer.value + timer.remaining + (view.alpha or 0) + frames.index
            sum = sum + wheel:alpha(1) + #range.start
            wheel:spin(ticks % 9 + 1)
            view:animate({alpha = (ticks // 60) % 2}, {duration = 0.5})
            puzzle:tilt("left")
            if memory:card(1) then sum = sum + 1 end
          end
          if ticks % 1800 == 0 then timer:reset(); timer:start() end
        end)
        """
}
