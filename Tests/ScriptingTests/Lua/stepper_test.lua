-- playground test: --seed 1 --now 2026-12-24T18:00:00Z
-- The stepper: taps, held buttons that repeat, wrapping, undo steps and onchange.

describe("a stepper", function()
  describe("tapped and held, one step after another", function()
    share_clock()
    local s, seen

    setup(function()
      s = Stepper.new()
      seen = {}
    end)

    it("starts as UIStepper does: 0...100 by 1, not wrapping, repeating", function()
      assert.are.equal(0.0, s.value)
      assert.are.equal(0.0, s.min)
      assert.are.equal(100.0, s.max)
      assert.are.equal(1.0, s.step)
      assert.is_false(s.wraps)
      assert.is_true(s.autorepeat)
      assert.is_false(s.minusenabled)
      assert.are.equal("Stepper: 0.0 (0.0...100.0, step 1.0)", tostring(s))
    end)

    it("steps once a tap, one undo step each, and tells onchange the value once an instant", function()
      s.onchange = function(stepper, value) assert.are.equal(s, stepper); seen[#seen + 1] = ("%.1f:%g"):format(clock.now(), value) end
      assert.are.equal(1.0, s:increment())
      assert.are.equal(2.0, s:increment())
      assert.are.equal("Increment Stepper", history.undoname())
      clock.advance(0)
      assert.are.equal("0.0:2", table.concat(seen, " "))
    end)

    it("steps at once when held, then after 0.5 s, then every 0.1 s, and the hold is one undo step", function()
      assert.is_true(s:press("plus"))
      assert.are.equal("plus", s.pressed)
      clock.advance(0.75)
      assert.are.equal(6.0, s.value)
      assert.are.equal(6.0, s:release())
      assert.is_nil(s.pressed)
      assert.are.equal("Hold Stepper", history.undoname())
      assert.are.equal("0.0:2 0.0:3 0.5:4 0.6:5 0.7:6", table.concat(seen, " "))
      history.undo()
      assert.are.equal(2.0, s.value)
      clock.advance(0) -- onchange hears the undo, and checks the stepper it is given
    end)

    it("refuses bad settings, buttons and values, and sets its value as one undo step", function()
      assert.has_error(function() Stepper.new{min = 5, max = 1} end, "bad argument #1 to 'new' (the minimum (5) must be a finite number below the maximum (1))")
      assert.has_error(function() Stepper.new{value = 200} end, "bad argument #1 to 'new' (value 200 is out of range 0...100)")
      assert.has_error(function() Stepper.new{stp = 1} end, "bad argument #1 to 'new' (unknown field 'stp' (expected autorepeat, max, min, step, value, wraps))")
      assert.has_error(function() s:press("up") end, "bad argument #1 to 'press' (unknown button \"up\"; valid names are minus, plus)")
      assert.has_error(function() s.value = 101 end, "bad value for 'value' (value 101 is out of range 0...100)")
      assert.has_error(function() s.max = 1 end, "Stepper field 'max' is read-only (change the value with increment, decrement, press and release, or by setting value)")
      s.value = 50
      assert.are.equal("Set Stepper", history.undoname())
      clock.advance(0) -- onchange hears the new value, and checks the stepper it is given
    end)
  end)

  it("stops a hold at its bounds, or goes round until released when it wraps", function()
    local w = Stepper.new{value = 1, min = 0, max = 2, wraps = true}
    w:press("minus")
    clock.advance(0.6)
    assert.are.equal(1.0, w.value) -- 0, then 2 at 0.5, then 1 at 0.6
    w:release()
  end)

  it("releases a held button when its value is set, and the hold stays an undo step", function()
    local held = Stepper.new{}
    held:press("plus")
    clock.advance(1)
    assert.are.equal(7.0, held.value)
    held.value = 50
    assert.are.equal("Set Stepper", history.undoname())
    history.undo()
    assert.are.equal(7.0, held.value)
    assert.are.equal("Hold Stepper", history.undoname())
    history.undo()
    assert.are.equal(0.0, held.value)
  end)

  it("tells an onchange that advances the clock each step at its own instant", function()
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
    assert.are.equal("0.0:1 0.5:2 0.6:3", table.concat(steps, " "))
  end)

  it("takes a tap on a segment as the live page's click: 1 minus, 2 plus", function()
    local tapped = Stepper.new{max = 2}
    assert.are.equal(1.0, tapped:tap(2))
    assert.are.equal("Increment Stepper", history.undoname())
    assert.are.equal(2.0, tapped:tap(2))
    assert.are.equal(2.0, tapped:tap(2))
    assert.are.equal(1.0, tapped:tap(1))
    assert.are.equal("Decrement Stepper", history.undoname())
    assert.has_error(function() tapped:tap(3) end,
      "bad argument #1 to 'tap' (a stepper has segment 1 (minus) and 2 (plus), not 3)")
    assert.has_error(function() tapped:tap("plus") end, "bad argument #1 to 'tap' (integer expected, got string)")
  end)
end)
