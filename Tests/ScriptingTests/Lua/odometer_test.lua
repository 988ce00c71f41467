local t = require "testing"

-- Creation and printing.
local c = Odometer.new(6)
t.equal(tostring(c), "000000", "new odometer")
t.equal(c.digits, 6)
t.equal(c.maximum, 999999)
c:set(1234)
t.equal(tostring(c), "001234", "zero padded")
t.equal(math.type(c.value), "integer")

local d = Odometer.new{digits = 3, value = 998, duration = 1, curve = "linear"}
t.equal(d.value, 998)
t.equal(d.duration, 1.0)
t.equal(d.curve, "linear")

-- Rollover both ways.
d:increment(); d:increment()
t.equal(d.value, 0, "rollover up")
d:decrement()
t.equal(d.value, 999, "rollover down")

-- Positions while rolling: a carry turns every wheel forward through 0.
local e = Odometer.new{digits = 4, value = 999, curve = "linear"}
e:increment()
clock.advance(0.25)
local p = e:positions()
t.near(p[1], 0.5, 1e-9, "thousands")
t.near(p[2], 9.5, 1e-9, "hundreds")
t.near(e:position(4), 9.5, 1e-9, "units")
t.equal(e.rolling, true)
clock.advance(0.25)
t.equal(e.rolling, false)
t.equal(e:position(1), 1.0)

-- The roll-end callback gets the odometer.
local rolled
e.onroll = function(o) rolled = o end
e:increment()
clock.advance(1)
t.equal(rolled, e, "onroll argument")
t.equal(e.onroll ~= nil, true)
e.onroll = nil
t.equal(e.onroll, nil)

-- Errors, with the messages lauxlib would give.
t.fails(function() c:set(1000000) end, "bad argument #1 to 'set' (value 1000000 is out of range 0...999999 for 6 digits)")
t.fails(function() c:set(-1) end, "bad argument #1 to 'set' (value -1 is out of range 0...999999 for 6 digits)")
t.fails(function() c:set("x") end, "bad argument #1 to 'set' (integer expected, got string)")
t.fails(function() c:set(1.5) end, "bad argument #1 to 'set' (number has no integer representation)")
t.fails(function() c:set() end, "bad argument #1 to 'set' (integer expected, got no value)")
t.fails(function() c.increment({}) end, "calling 'increment' on bad self (Odometer expected, got table)")
t.fails(function() c:position(7) end, "bad argument #1 to 'position' (digit 7 is out of range 1...6)")
t.fails(function() return c.nope end, "Odometer has no member 'nope'")
t.fails(function() c.digits = 3 end, "Odometer field 'digits' is read-only")
t.fails(function() c.curve = "bouncy" end,
  "bad value for 'curve' (unknown timing curve \"bouncy\"; valid names are linear, easeIn, easeOut, easeInEaseOut, easeInOut, default, ease, spring, or cubic-bezier(…), steps(…), linear(…), spring(…))")
t.fails(function() c.duration = -1 end, "bad value for 'duration' (roll duration must be a finite number of seconds ≥ 0, not -1)")
t.fails(function() Odometer.new(0) end, "bad argument #1 to 'new' (an odometer has 1 to 18 digits, not 0)")
t.fails(function() Odometer.new(19) end, "bad argument #1 to 'new' (an odometer has 1 to 18 digits, not 19)")
t.fails(function() Odometer.new{value = 3} end, "bad argument #1 to 'new' (field 'digits' is missing)")
t.fails(function() Odometer.new{digits = "six"} end, "bad field 'digits' in argument #1 to 'new' (integer expected, got string)")

-- A failed call leaves the odometer as it was.
t.equal(c.value, 1234, "unchanged after errors")

-- Metatable is protected; tostring and equality.
t.equal(getmetatable(c), "Odometer")
t.equal(c == c, true)
t.equal(c == d, false)

-- A field name with a NUL byte is no field: the key is compared whole, not up to the NUL.
local named = Odometer.new(3, 42)
t.fails(function() return named["value\0"] end, "Odometer has no member 'value\0'")
t.fails(function() named["value\0x"] = 7 end, "Odometer has no member 'value\0x'")
t.equal(named.value, 42, "value after the refused assignment")

-- Signs, decimals, separators, count-through and directions.
local money = Odometer.new{digits = 6, decimals = 2, separator = ",", signed = true, value = 12.34}
t.equal(money.value, 12.34)
t.equal(money.text, "0,012.34")
t.equal(tostring(money), "0,012.34")
t.equal(money.maximum, 9999.99)
t.equal(money.minimum, -9999.99)
t.equal(money:sign(), 0)
money:set(-0.05)
t.equal(money.value, -0.05)
t.equal(money.text, "-0,000.05")
money.value = 100
t.equal(money.value, 100.0)
t.equal(history.undoname(), "Set Odometer")
history.undo()
t.equal(money.value, -0.05)
money:increment()
t.equal(money.value, -0.04, "one unit of the last digit")
t.fails(function() money:set(1.234) end, "bad argument #1 to 'set' (1.234 is not a number with at most 2 decimals)")
t.fails(function() money:set(10000) end, "bad argument #1 to 'set' (value 10000.00 is out of range -9999.99...9999.99)")
t.fails(function() money:set("lots") end, "bad argument #1 to 'set' (number expected, got string)")
t.equal(Odometer.new(2):sign(), nil)

local through = Odometer.new{digits = 3, mode = "count", duration = 1, curve = "linear"}
t.equal(through.mode, "count")
through:set(25)
clock.advance(0.5)
t.equal(table.concat(through:positions(), " "), "0.0 1.0 2.5")
clock.advance(0.5)
t.equal(through.rolling, false)

local dial = Odometer.new{digits = 1, value = 1, direction = "shortest", duration = 1, curve = "linear"}
t.equal(dial.direction, "shortest")
dial:set(9)
clock.advance(0.5)
t.equal(dial:position(1), 0.0, "1 to 9 the short way, backward through 0")

t.fails(function() Odometer.new{digits = 2, decimals = 2} end,
  "bad argument #1 to 'new' (decimals must be from 0 to 1 for 2 digits (a whole digit remains), not 2)")
t.fails(function() Odometer.new{digits = 2, mode = "fast"} end,
  "bad field 'mode' in argument #1 to 'new' (unknown mode 'fast' (expected digits, count))")
t.fails(function() Odometer.new{digits = 2, direction = "left"} end,
  "bad field 'direction' in argument #1 to 'new' (unknown direction 'left' (expected automatic, up, down, shortest))")
t.fails(function() Odometer.new{digits = 2, value = 1.5} end,
  "bad argument #1 to 'new' (field 'value' has no integer representation (give decimals for a fraction))")
t.fails(function() Odometer.new{digits = 2, value = -1} end,
  "bad argument #1 to 'new' (value -1 is out of range 0...99 for 2 digits)")
-- With decimals the value is a Lua float: 15 digits at most, and the largest value is set and
-- read back as it is (16 digits showed one value and reported another).
t.fails(function() Odometer.new{digits = 16, decimals = 2} end,
  "bad argument #1 to 'new' (an odometer with decimals has at most 15 digits (a Lua number holds no more exactly), not 16)")
local wide = Odometer.new{digits = 15, decimals = 2}
wide:set(wide.maximum)
t.equal(wide.value, wide.maximum)
t.equal(("%.2f"):format(wide.maximum), "9999999999999.99")
clock.advance(1)
t.equal(wide:position(15), 9.0)
local tiny = Odometer.new{digits = 3, decimals = 2, signed = true}
t.fails(function() tiny:set(-10) end, "bad argument #1 to 'set' (value -10.00 is out of range -9.99...9.99)")
t.fails(function() tiny.value = 0/0 end, "bad value for 'value' (-nan is not a number with at most 2 decimals)")
