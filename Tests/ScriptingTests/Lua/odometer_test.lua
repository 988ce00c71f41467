-- playground test: --seed 1 --now 2026-12-24T18:00:00Z
-- The odometer: digits that roll, over and back, with signs, decimals and separators.
local t = require "testing"

describe("an odometer", function()
  it("is made with its digits, and prints them zero padded", function()
    local c = Odometer.new(6)
    assert.are.equal("000000", tostring(c), "new odometer")
    assert.are.equal(6, c.digits)
    assert.are.equal(999999, c.maximum)
    c:set(1234)
    assert.are.equal("001234", tostring(c), "zero padded")
    assert.are.equal("integer", math.type(c.value))
  end)

  it("takes its digits, value, duration and curve from a table", function()
    local d = Odometer.new{digits = 3, value = 998, duration = 1, curve = "linear"}
    assert.are.equal(998, d.value)
    assert.are.equal(1.0, d.duration)
    assert.are.equal("linear", d.curve)
  end)

  it("rolls over both ways", function()
    local d = Odometer.new{digits = 3, value = 998, duration = 1, curve = "linear"}
    d:increment(); d:increment()
    assert.are.equal(0, d.value, "rollover up")
    d:decrement()
    assert.are.equal(999, d.value, "rollover down")
  end)

  it("turns every wheel forward through 0 on a carry", function()
    local e = Odometer.new{digits = 4, value = 999, curve = "linear"}
    e:increment()
    clock.advance(0.25)
    local p = e:positions()
    t.near(p[1], 0.5, 1e-9, "thousands")
    t.near(p[2], 9.5, 1e-9, "hundreds")
    t.near(e:position(4), 9.5, 1e-9, "units")
    assert.is_true(e.rolling)
    clock.advance(0.25)
    assert.is_false(e.rolling)
    assert.are.equal(1.0, e:position(1))
  end)

  it("gives onroll the odometer at the end of a roll", function()
    local e = Odometer.new{digits = 4, value = 999, curve = "linear"}
    local rolled
    e.onroll = function(o) rolled = o end
    e:increment()
    clock.advance(1)
    assert.are.equal(e, rolled, "onroll argument")
    assert.is_true(e.onroll ~= nil)
    e.onroll = nil
    assert.is_nil(e.onroll)
  end)

  it("refuses bad values, settings and fields with the messages lauxlib would give, and stays as it was", function()
    local c = Odometer.new(6)
    c:set(1234)
    assert.has_error(function() c:set(1000000) end, "bad argument #1 to 'set' (value 1000000 is out of range 0...999999 for 6 digits)")
    assert.has_error(function() c:set(-1) end, "bad argument #1 to 'set' (value -1 is out of range 0...999999 for 6 digits)")
    assert.has_error(function() c:set("x") end, "bad argument #1 to 'set' (integer expected, got string)")
    assert.has_error(function() c:set(1.5) end, "bad argument #1 to 'set' (number has no integer representation)")
    assert.has_error(function() c:set() end, "bad argument #1 to 'set' (integer expected, got no value)")
    assert.has_error(function() c.increment({}) end, "calling 'increment' on bad self (Odometer expected, got table)")
    assert.has_error(function() c:position(7) end, "bad argument #1 to 'position' (digit 7 is out of range 1...6)")
    assert.has_error(function() return c.nope end, "Odometer has no member 'nope'")
    assert.has_error(function() c.digits = 3 end, "Odometer field 'digits' is read-only")
    assert.has_error(function() c.curve = "bouncy" end,
      "bad value for 'curve' (unknown timing curve \"bouncy\"; valid names are linear, easeIn, easeOut, easeInEaseOut, easeInOut, default, ease, spring, or cubic-bezier(…), steps(…), linear(…), spring(…))")
    assert.has_error(function() c.duration = -1 end, "bad value for 'duration' (roll duration must be a finite number of seconds ≥ 0, not -1)")
    assert.has_error(function() Odometer.new(0) end, "bad argument #1 to 'new' (an odometer has 1 to 18 digits, not 0)")
    assert.has_error(function() Odometer.new(19) end, "bad argument #1 to 'new' (an odometer has 1 to 18 digits, not 19)")
    assert.has_error(function() Odometer.new{value = 3} end, "bad argument #1 to 'new' (field 'digits' is missing)")
    assert.has_error(function() Odometer.new{digits = "six"} end, "bad field 'digits' in argument #1 to 'new' (integer expected, got string)")

    -- A failed call leaves the odometer as it was.
    assert.are.equal(1234, c.value, "unchanged after errors")
  end)

  it("keeps its metatable, and equals only itself", function()
    local c = Odometer.new(6)
    local d = Odometer.new{digits = 3, value = 998, duration = 1, curve = "linear"}
    assert.are.equal("Odometer", getmetatable(c))
    assert.is_true(c == c)
    assert.is_false(c == d)
  end)

  it("has no field whose name has a NUL byte", function()
    -- A field name with a NUL byte is no field: the key is compared whole, not up to the NUL.
    local named = Odometer.new(3, 42)
    assert.has_error(function() return named["value\0"] end, "Odometer has no member 'value\0'")
    assert.has_error(function() named["value\0x"] = 7 end, "Odometer has no member 'value\0x'")
    assert.are.equal(42, named.value, "value after the refused assignment")
  end)

  it("shows a sign, decimals and separators, and steps by a unit of its last digit", function()
    local money = Odometer.new{digits = 6, decimals = 2, separator = ",", signed = true, value = 12.34}
    assert.are.equal(12.34, money.value)
    assert.are.equal("0,012.34", money.text)
    assert.are.equal("0,012.34", tostring(money))
    assert.are.equal(9999.99, money.maximum)
    assert.are.equal(-9999.99, money.minimum)
    assert.are.equal(0, money:sign())
    money:set(-0.05)
    assert.are.equal(-0.05, money.value)
    assert.are.equal("-0,000.05", money.text)
    money.value = 100
    assert.are.equal(100.0, money.value)
    assert.are.equal("Set Odometer", history.undoname())
    history.undo()
    assert.are.equal(-0.05, money.value)
    money:increment()
    assert.are.equal(-0.04, money.value, "one unit of the last digit")
    assert.has_error(function() money:set(1.234) end, "bad argument #1 to 'set' (1.234 is not a number with at most 2 decimals)")
    assert.has_error(function() money:set(10000) end, "bad argument #1 to 'set' (value 10000.00 is out of range -9999.99...9999.99)")
    assert.has_error(function() money:set("lots") end, "bad argument #1 to 'set' (number expected, got string)")
    assert.is_nil(Odometer.new(2):sign())
  end)

  it("counts through every number on the way in count mode", function()
    local through = Odometer.new{digits = 3, mode = "count", duration = 1, curve = "linear"}
    assert.are.equal("count", through.mode)
    through:set(25)
    clock.advance(0.5)
    assert.are.equal("0.0 1.0 2.5", table.concat(through:positions(), " "))
    clock.advance(0.5)
    assert.is_false(through.rolling)
  end)

  it("goes the shortest way round when told", function()
    local dial = Odometer.new{digits = 1, value = 1, direction = "shortest", duration = 1, curve = "linear"}
    assert.are.equal("shortest", dial.direction)
    dial:set(9)
    clock.advance(0.5)
    assert.are.equal(0.0, dial:position(1), "1 to 9 the short way, backward through 0")
  end)

  it("refuses decimals, modes, directions and values that do not fit", function()
    assert.has_error(function() Odometer.new{digits = 2, decimals = 2} end,
      "bad argument #1 to 'new' (decimals must be from 0 to 1 for 2 digits (a whole digit remains), not 2)")
    assert.has_error(function() Odometer.new{digits = 2, mode = "fast"} end,
      "bad field 'mode' in argument #1 to 'new' (unknown mode 'fast' (expected digits, count))")
    assert.has_error(function() Odometer.new{digits = 2, direction = "left"} end,
      "bad field 'direction' in argument #1 to 'new' (unknown direction 'left' (expected automatic, up, down, shortest))")
    assert.has_error(function() Odometer.new{digits = 2, value = 1.5} end,
      "bad argument #1 to 'new' (field 'value' has no integer representation (give decimals for a fraction))")
    assert.has_error(function() Odometer.new{digits = 2, value = -1} end,
      "bad argument #1 to 'new' (value -1 is out of range 0...99 for 2 digits)")
  end)

  it("keeps 15 digits at most with decimals, and reads its largest value back as set", function()
    -- With decimals the value is a Lua float: 15 digits at most, and the largest value is set and
    -- read back as it is (16 digits showed one value and reported another).
    assert.has_error(function() Odometer.new{digits = 16, decimals = 2} end,
      "bad argument #1 to 'new' (an odometer with decimals has at most 15 digits (a Lua number holds no more exactly), not 16)")
    local wide = Odometer.new{digits = 15, decimals = 2}
    wide:set(wide.maximum)
    assert.are.equal(wide.maximum, wide.value)
    assert.are.equal("9999999999999.99", ("%.2f"):format(wide.maximum))
    clock.advance(1)
    assert.are.equal(9.0, wide:position(15))
  end)

  it("refuses a value outside its signed range, or not a number", function()
    local tiny = Odometer.new{digits = 3, decimals = 2, signed = true}
    assert.has_error(function() tiny:set(-10) end, "bad argument #1 to 'set' (value -10.00 is out of range -9.99...9.99)")
    assert.has_error(function() tiny.value = 0/0 end, "bad value for 'value' (-nan is not a number with at most 2 decimals)")
  end)
end)
