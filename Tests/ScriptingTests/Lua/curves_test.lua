-- playground test: --seed 1 --now 2026-12-24T18:00:00Z
-- Every control that animates takes a curve the same way: names, CSS text, springs, tables.

describe("timing curves", function()
  it("show a Bézier given as a table as cubic-bezier(…), and roll an odometer along it", function()
    local c = Odometer.new{digits = 1, duration = 1, curve = {0, 0, 1, 1}}
    assert.are.equal("cubic-bezier(0, 0, 1, 1)", c.curve)
    c:set(1)
    clock.advance(0.25)
    assert.are.equal(0.25, c:positions()[1], "the identity Bézier is linear")
    c.curve = {x1 = 0.42, y1 = 0, x2 = 0.58, y2 = 1}
    assert.are.equal("cubic-bezier(0.42, 0, 0.58, 1)", c.curve, "fields name the control points too")
    c.curve = "steps(4, jump-none)"
    assert.are.equal("steps(4, jump-none)", c.curve, "text is shown back as given")
    history.undo()
    assert.are.equal("cubic-bezier(0.42, 0, 0.58, 1)", c.curve, "a curve change is an undo step")
  end)

  it("hold a wheel at its start for the first half with steps(2, jump-end)", function()
    local w = Wheel.new{sectors = 4}
    w:spin(3, {duration = 1, curve = "steps(2)"})
    clock.advance(0.25)
    assert.are.equal(0, w.angle, "still on the first step")
    clock.advance(0.5)
    assert.are.equal(math.pi / 2, math.abs(w.angle), "on the second step: half the way")
  end)

  it("take linear() with an input percentage for a view, and spring options only with a spring", function()
    local v = View.new{alpha = 1}
    v:animate({alpha = 0}, {duration = 1, curve = "linear(0, 1 50%, 1)"})
    clock.advance(0.25)
    assert.are.equal(0.5, v.alpha, "halfway along the first segment")
    local s = View.new{alpha = 1}
    assert.has_error(function() s:animate({alpha = 1}, {curve = "spring(1, 0.5)", damping = 0.5}) end,
      "bad argument #2 to 'animate' (damping and response apply only to curve = \"spring\")")
  end)

  it("hold every memory card flip at its start until its end with step-end", function()
    local held = Memory.new{pairs = 2, seed = 1, curve = "step-end"}
    local eased = Memory.new{pairs = 2, seed = 1}
    held:flip(1)
    eased:flip(1)
    clock.advance(0.3)
    assert.are.equal(1, held:card(1).xscale, "a step-end flip has not begun to turn")
    assert.is_true(eased:card(1).xscale < 1, "an eased one has")
  end)

  it("reach a puzzle's slides from a table, and an unknown name is refused", function()
    local p = Puzzle.new{rows = 3, curve = "steps(1, jump-start)"}
    p:tilt("right")
    assert.is_true(p.sliding, "a slide is under way")
    assert.has_error(function() Puzzle.new{rows = 3, curve = "wobbly"} end,
      "bad field 'curve' in argument #1 to 'new' (unknown timing curve \"wobbly\"; valid names are linear, easeIn, easeOut, easeInEaseOut, easeInOut, default, ease, spring, or cubic-bezier(…), steps(…), linear(…), spring(…))")
  end)
end)
