-- Timing curves, as every control that animates takes them: names, CSS's cubic-bezier(),
-- steps() and linear(), springs, and a Bézier's control points as a table.
--
--   playground run Scripts/curves.lua
--   playground run Scripts/curves.lua --svg out --svg-every 0.1    (see them roll, spin and flip)

local curves = {
  "easeInEaseOut",
  "cubic-bezier(0.68, -0.6, 0.32, 1.6)",   -- anticipates, then overshoots
  "steps(4, jump-end)",
  "steps(4, jump-both)",
  "linear(0, 0.25 50%, 1)",                -- slow for half the time, then fast
  "spring(0.4, 0.6)",                      -- a bouncy spring, played over the roll's second
  {0.25, 0.1, 0.25, 1},                    -- CSS's ease, as control points
}

-- The hundreds wheel of a counter rolling from 0 to 100 in a second, every tenth of a second:
-- where the curve puts it.
print("curve                                    hundreds wheel every 0.1 s")
local counters = {}
for index, curve in ipairs(curves) do
  counters[index] = Odometer.new{digits = 3, duration = 1, curve = curve}
  counters[index]:set(100)
end
local rows = {}
for step = 1, 10 do
  clock.after(step / 10, function()
    for index, counter in ipairs(counters) do
      rows[index] = (rows[index] or "") .. ("%5.2f"):format(counter:positions()[1])
    end
  end)
end
-- The controls made below are kept here: a control nothing refers to is collected, and the
-- events it has still to report (the view's completion) go with it.
local kept = {}
clock.after(1, function()
  for index, counter in ipairs(counters) do
    print(("%-40s %s"):format(counter.curve, rows[index]))
  end

  -- The same curves reach the other controls: a wheel that ticks round in four steps,
  -- a card that flips on a spring, a view that fades along linear().
  local wheel = Wheel.new{sectors = 8}
  wheel:spin(5, {duration = 2, curve = "steps(4, jump-end)"})
  wheel.oncross = function(w, sector) print(("t = %.2f  the wheel ticks onto sector %d"):format(clock.now(), sector)) end
  local game = Memory.new{pairs = 2, seed = 3, curve = "spring(0.6, 0.5)"}
  game:flip(1)
  local view = View.new{alpha = 1}
  view:animate({alpha = 0}, {duration = 1, curve = "linear(0, 0.9 10%, 1)",
    completion = function() print(("t = %.2f  the view has faded"):format(clock.now())) end})
  clock.after(0.1, function() print(("t = %.2f  alpha %.2f after a tenth of its fade"):format(clock.now(), view.alpha)) end)
  kept.wheel, kept.game, kept.view = wheel, game, view
end)
