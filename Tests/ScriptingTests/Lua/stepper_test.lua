local t = require "testing"

-- Defaults: UIStepper's 0...100 by 1, not wrapping, repeating.
local s = Stepper.new()
t.equal(s.value, 0.0)
t.equal(s.min, 0.0)
t.equal(s.max, 100.0)
t.equal(s.step, 1.0)
t.equal(s.wraps, false)
t.equal(s.autorepeat, true)
t.equal(s.minusenabled, false)
t.equal(tostring(s), "Stepper: 0.0 (0.0...100.0, step 1.0)")

-- Taps: one step each, one undo step each; onchange reports the value once per instant.
local seen = {}
s.onchange = function(stepper, value) t.equal(stepper, s); seen[#seen + 1] = ("%.1f:%g"):format(clock.now(), value) end
t.equal(s:increment(), 1.0)
t.equal(s:increment(), 2.0)
t.equal(history.undoname(), "Increment Stepper")
clock.advance(0)
t.equal(table.concat(seen, " "), "0.0:2")

-- A held button steps at once, then after 0.5 s, then every 0.1 s; the hold is one undo step.
t.equal(s:press("plus"), true)
t.equal(s.pressed, "plus")
clock.advance(0.75)
t.equal(s.value, 6.0)
t.equal(s:release(), 6.0)
t.equal(s.pressed, nil)
t.equal(history.undoname(), "Hold Stepper")
t.equal(table.concat(seen, " "), "0.0:2 0.0:3 0.5:4 0.6:5 0.7:6")
history.undo()
t.equal(s.value, 2.0)

-- Within the bounds a hold stops at them; wrapping, it goes round until released.
local w = Stepper.new{value = 1, min = 0, max = 2, wraps = true}
w:press("minus")
clock.advance(0.6)
t.equal(w.value, 1.0) -- 0, then 2 at 0.5, then 1 at 0.6
w:release()

-- Changing the value while a button is held releases it first: the hold stays an undo step.
local held = Stepper.new{}
held:press("plus")
clock.advance(1)
t.equal(held.value, 7.0)
held.value = 50
t.equal(history.undoname(), "Set Stepper")
history.undo()
t.equal(held.value, 7.0)
t.equal(history.undoname(), "Hold Stepper")
history.undo()
t.equal(held.value, 0.0)

-- An onchange that advances the clock still sees each step at its own instant.
local nested = Stepper.new{max = 3}
local steps = {}
local pressed = clock.now()
nested.onchange = function(_, value)
  steps[#steps + 1] = ("%.1f:%g"):format(clock.now() - pressed, value)
  if value == 1 then clock.advance(1) end
end
nested:press("plus")
clock.advance(0)
nested:release()
t.equal(table.concat(steps, " "), "0.0:1 0.5:2 0.6:3")

-- Errors.
t.fails(function() Stepper.new{min = 5, max = 1} end, "bad argument #1 to 'new' (the minimum (5) must be a finite number below the maximum (1))")
t.fails(function() Stepper.new{value = 200} end, "bad argument #1 to 'new' (value 200 is out of range 0...100)")
t.fails(function() Stepper.new{stp = 1} end, "bad argument #1 to 'new' (unknown field 'stp' (expected autorepeat, max, min, step, value, wraps))")
t.fails(function() s:press("up") end, "bad argument #1 to 'press' (unknown button \"up\"; valid names are minus, plus)")
t.fails(function() s.value = 101 end, "bad value for 'value' (value 101 is out of range 0...100)")
t.fails(function() s.max = 1 end, "Stepper field 'max' is read-only (change the value with increment, decrement, press and release, or by setting value)")
s.value = 50
t.equal(history.undoname(), "Set Stepper")
