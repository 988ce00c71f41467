local t = require "testing"

-- Every control that animates takes a curve the same way: names, CSS text, springs, tables.

-- Odometer: a Bézier as a table is shown back as cubic-bezier(…), and rolls as that curve.
local c = Odometer.new{digits = 1, duration = 1, curve = {0, 0, 1, 1}}
t.equal(c.curve, "cubic-bezier(0, 0, 1, 1)")
c:set(1)
clock.advance(0.25)
t.equal(c:positions()[1], 0.25, "the identity Bézier is linear")
c.curve = {x1 = 0.42, y1 = 0, x2 = 0.58, y2 = 1}
t.equal(c.curve, "cubic-bezier(0.42, 0, 0.58, 1)", "fields name the control points too")
c.curve = "steps(4, jump-none)"
t.equal(c.curve, "steps(4, jump-none)", "text is shown back as given")
history.undo()
t.equal(c.curve, "cubic-bezier(0.42, 0, 0.58, 1)", "a curve change is an undo step")

-- Wheel: steps(2, jump-end) holds the start for the first half.
local w = Wheel.new{sectors = 4}
w:spin(3, {duration = 1, curve = "steps(2)"})
clock.advance(0.25)
t.equal(w.angle, 0, "still on the first step")
clock.advance(0.5)
t.equal(math.abs(w.angle), math.pi / 2, "on the second step: half the way")

-- View: linear() with an input percentage.
local v = View.new{alpha = 1}
v:animate({alpha = 0}, {duration = 1, curve = "linear(0, 1 50%, 1)"})
clock.advance(0.25)
t.equal(v.alpha, 0.5, "halfway along the first segment")
local s = View.new{alpha = 1}
t.fails(function() s:animate({alpha = 1}, {curve = "spring(1, 0.5)", damping = 0.5}) end,
  "bad argument #2 to 'animate' (damping and response apply only to curve = \"spring\")")

-- Memory: step-end holds every flip at its start until its end.
local held = Memory.new{pairs = 2, seed = 1, curve = "step-end"}
local eased = Memory.new{pairs = 2, seed = 1}
held:flip(1)
eased:flip(1)
clock.advance(0.3)
t.equal(held:card(1).xscale, 1, "a step-end flip has not begun to turn")
t.equal(eased:card(1).xscale < 1, true, "an eased one has")

-- Puzzle: the curve reaches the slides (a puzzle made from a table only).
local p = Puzzle.new{rows = 3, curve = "steps(1, jump-start)"}
p:tilt("right")
t.equal(p.sliding, true, "a slide is under way")
t.fails(function() Puzzle.new{rows = 3, curve = "wobbly"} end,
  "bad field 'curve' in argument #1 to 'new' (unknown timing curve \"wobbly\"; valid names are linear, easeIn, easeOut, easeInEaseOut, easeInOut, default, ease, spring, or cubic-bezier(…), steps(…), linear(…), spring(…))")
