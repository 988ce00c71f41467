-- playground test: --seed 1 --now 2026-12-24T18:00:00Z
-- Bindings called inside a coroutine answer on the coroutine's stack: every constructor returns
-- its control there (not whatever was on top, with the userdata left on the main thread).

describe("bindings called inside a coroutine", function()
  local made, co

  before_each(function()
    made = {}
    co = coroutine.wrap(function(tag)
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
  end)

  it("return each control they make there, of its class", function()
    assert.are.equal("first", co("first"), "the coroutine's yield")
    for name, class in pairs{odometer = "Odometer", wheel = "Wheel", timer = "Timer", range = "DateRange",
        frames = "Frames", view = "View", memory = "Memory", puzzle = "Puzzle", plan = "AnimationPlan"} do
      assert.are.equal("userdata", type(made[name]), name)
      assert.are.equal(class, getmetatable(made[name]), name .. "'s class")
    end
  end)

  it("make a usable control after a yield, from the value the coroutine is resumed with", function()
    co("first")
    assert.are.equal("done", co(42), "the coroutine's result")
    assert.are.equal(42, made.later.value, "a control made after a yield")
    assert.are.equal(2, made.puzzle.rows, "the puzzle made in the coroutine is usable")
  end)
end)
