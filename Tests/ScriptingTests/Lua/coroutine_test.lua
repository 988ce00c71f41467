-- Bindings called inside a coroutine answer on the coroutine's stack: every constructor returns
-- its control there (not whatever was on top, with the userdata left on the main thread).
local t = require "testing"

local made = {}
local co = coroutine.wrap(function(tag)
  made.odometer = Odometer.new(1)
  made.wheel = Wheel.new{sectors = 3}
  made.timer = Timer.new(5)
  made.range = DateRange.new{start = "2026-01-01", finish = "2026-02-01"}
  made.frames = Frames.new{folder = "frames", frames = {"a.txt"}}
  made.view = View.new()
  made.memory = Memory.new{pairs = 2, seed = 1}
  made.puzzle = Puzzle.new(2, 2)
  made.plan = Animation.sequence{{made.view, {alpha = 0}, {duration = 1}}}
  local again = coroutine.yield(tag)
  made.later = Odometer.new(2, again)
  return "done"
end)
t.equal(co("first"), "first", "the coroutine's yield")
for name, class in pairs{odometer = "Odometer", wheel = "Wheel", timer = "Timer", range = "DateRange",
    frames = "Frames", view = "View", memory = "Memory", puzzle = "Puzzle", plan = "AnimationPlan"} do
  t.equal(type(made[name]), "userdata", name)
  t.equal(getmetatable(made[name]), class, name .. "'s class")
end
t.equal(co(42), "done", "the coroutine's result")
t.equal(made.later.value, 42, "a control made after a yield")
t.equal(made.puzzle.rows, 2, "the puzzle made in the coroutine is usable")
