local t = require "testing"

-- Defaults: the seed's wheel (8 sectors here), sector 1 at the left, at rest.
local w = Wheel.new()
t.equal(w.sectors, 8)
t.equal(w.value, 1)
t.equal(w.name, "Circles")
t.equal(w.moving, false)
t.equal(tostring(w), "Wheel: sector 1 of 8 (Circles), angle 0.0")
t.equal(getmetatable(w), "Wheel")

-- Names from a list or from a function of the 1-based index.
local named = Wheel.new{sectors = 3, names = {"a", "b", "c"}}
t.equal(named:sector(2).name, "b")
local computed = Wheel.new{sectors = 4, names = function(i) return "item " .. i end, zero = "top", numbering = "counterClockwise"}
t.equal(computed:sector(4).name, "item 4")
t.equal(computed.name, "item 1")

-- Spin to a sector: the value changes at once, the wheel arrives at the sector's middle.
local changes, crossings = {}, 0
w.onchange = function(wheel, index, name) changes[#changes + 1] = index .. " " .. name; t.equal(wheel, w) end
w.oncross = function(wheel, from, to) crossings = crossings + 1 end
w:spin(3, {turns = 1, direction = "clockwise", duration = 1, curve = "linear"})
t.equal(w.value, 3)
t.equal(w.moving, true)
clock.advance(1.5)
t.equal(w.moving, false)
t.equal(w.selected, 3)
t.equal(table.concat(changes, ","), "3 Monster")
-- Turning the wheel clockwise brings the sectors numbered before 1 under the pointer:
-- 1 -> 8 -> ... -> 3 is six boundaries, plus eight for the extra turn.
t.equal(crossings, 14, "one turn and six sectors")
-- At rest on a sector's middle: the angle is a whole number of sector widths.
local widths = w.angle / (2 * math.pi / 8)
t.near(widths, math.floor(widths + 0.5), 1e-9, "on a sector middle")
t.equal(w:alpha(3), 1.0)
t.equal(w:alpha(1), 0.6)

-- A spin is one undo step.
t.equal(history.undoname(), "Spin Wheel")
history.undo()
clock.advance(1)
t.equal(w.value, 1)
t.near(w.angle, 0, 1e-9)

-- onchange when the wheel comes to rest on another sector (as a picker's selection), onrest
-- whenever it comes to rest by itself; nothing while it turns.
local settled = Wheel.new{sectors = 4}
local heard, began = {}, clock.now()
settled.onchange = function(_, i) heard[#heard + 1] = ("change %d at %g"):format(i, clock.now() - began) end
settled.onrest = function(_, i) heard[#heard + 1] = ("rest %d at %g"):format(i, clock.now() - began) end
settled:spin(3, {duration = 1})
clock.advance(0.5)
t.equal(#heard, 0, "nothing while it turns")
clock.advance(1)
settled:spin(3, {turns = 1, duration = 1})
clock.advance(2)
t.equal(table.concat(heard, ", "), "change 3 at 1, rest 3 at 1, rest 3 at 2.5")

-- Touches in the dead zone or beyond the rim are ignored.
t.equal(w:touch(10, 0), false)
t.equal(w:touch(150, 0), false)
t.equal(w.tracking, false)
t.equal(w:touch(-70, 0), true)
t.equal(w.tracking, true)
t.equal(w:alpha(1), 0.6, "every sector dims while a finger holds the wheel")
w:cancel()
t.equal(w.tracking, false)

-- Weighted sectors: sizes in proportion, selection and spins follow them.
local weighted = Wheel.new{weights = {1, 3, 2}, names = {"small", "big", "middle"}}
t.equal(weighted.sectors, 3, "without sectors, the weights count them")
t.equal(table.concat(weighted.weights, ","), "1.0,3.0,2.0")
t.near(weighted:sector(2).span, math.pi, 1e-12)
t.near(weighted:sector(1).span + weighted:sector(2).span + weighted:sector(3).span, 2 * math.pi, 1e-12)
t.equal(Wheel.new{sectors = 4}.weights[4], 1.0, "equal sectors weigh 1 each")
local weightedCrossings = {}
weighted.oncross = function(_, from, to) weightedCrossings[#weightedCrossings + 1] = from .. ">" .. to end
weighted:spin(3, {duration = 1, direction = "clockwise"})
clock.advance(1)
t.equal(weighted.selected, 3)
t.near(weighted.angle, weighted:sector(3).mid, 1e-9)
t.equal(table.concat(weightedCrossings, " "), "1>3")
t.fails(function() Wheel.new{weights = {1, 0}} end, "bad field 'weights' in argument #1 to 'new' (weight 2 must be a finite number > 0, not 0)")
t.fails(function() Wheel.new{weights = {}} end, "bad field 'weights' in argument #1 to 'new' (one weight per sector, 1 to 64 of them, not none)")
local sixtyFive = {}
for i = 1, 65 do sixtyFive[i] = 1 end
t.fails(function() Wheel.new{weights = sixtyFive} end, "bad field 'weights' in argument #1 to 'new' (at most 64 weights, not 65)")
t.fails(function() Wheel.new{sectors = 2, weights = {1, 2, 3}} end, "bad argument #1 to 'new' (a wheel of 2 sectors needs 2 weights, one per sector, but 3 were given)")
t.fails(function() Wheel.new{weights = {1, 1001}} end, "bad argument #1 to 'new' (the widest sector may be at most 1000 times as wide as the narrowest, but the weights run from 1 to 1001)")

-- Errors.
t.fails(function() Wheel.new{sectors = 0} end, "bad argument #1 to 'new' (a wheel has 1 to 64 sectors, not 0)")
t.fails(function() Wheel.new{sectors = 65} end, "bad argument #1 to 'new' (a wheel has 1 to 64 sectors, not 65)")
t.fails(function() Wheel.new{sectors = 3, names = {"a"}} end, "bad field 'names' in argument #1 to 'new' (1 names for 3 sectors)")
-- Without `sectors` or `weights`, the names say how many sectors there are.
local answers = Wheel.new{names = {"Yes", "No", "Maybe"}}
t.equal(answers.sectors, 3)
t.equal(answers:sector(3).name, "Maybe")
t.fails(function() Wheel.new{names = {}} end, "bad field 'names' in argument #1 to 'new' (a wheel has 1 to 64 sectors, not 0 names)")
t.equal(Wheel.new{names = function(i) return "n" .. i end}.sectors, 8, "a function of the index keeps the default count")
t.fails(function() Wheel.new{sector = 3} end, "bad argument #1 to 'new' (unknown field 'sector' (expected deadzone, deceleration, names, numbering, rim, sectors, snapduration, snaps, weights, zero))")
t.fails(function() w:spin(9) end, "bad argument #1 to 'spin' (sector 9 is out of range 1...8)")
t.fails(function() w:spin(2, {direction = "sideways"}) end, "bad field 'direction' in argument #2 to 'spin' (unknown spin direction \"sideways\"; valid names are clockwise, counterClockwise, shortest)")
t.fails(function() w:touch(0 / 0, 1) end, "bad argument #1 to 'touch' (finite number expected, got -nan)")
t.fails(function() w:touch(1) end, "bad argument #2 to 'touch' (number expected, got no value)")
t.fails(function() w.value = 2 end, "Wheel field 'value' is read-only (turn the wheel with touch/move/release or spin)")
t.fails(function() return w.nope end, "Wheel has no member 'nope'")
t.fails(function() w.onchange = 5 end, "bad value for 'onchange' (function expected, got number)")
t.fails(function() Wheel.new{sectors = 2, names = function(i) return nil end} end,
  "bad field 'names' in argument #1 to 'new' (the names function returned nil for sector 1, not a string)")
t.fails(function() Wheel.new{sectors = 2, names = function(i) error("no names") end} end, "no names")

-- A long spin crosses more boundaries than are scheduled at once (and than the model lists in
-- one call): every one is delivered, in order, and the value changes once.
local long = Wheel.new{sectors = 64}
local crossings, changes, last = 0, 0, nil
long.oncross = function(_, from, to)
  crossings = crossings + 1
  if last then t.equal(from, last) end
  last = to
end
long.onchange = function() changes = changes + 1 end
long:spin(2, {turns = 160, direction = "counterClockwise", duration = 10, curve = "linear"})
clock.advance(11)
t.equal(crossings, 160 * 64 + 1)
t.equal(changes, 1)
t.equal(long.selected, 2)

-- A free spin, then a landing: one undo step from where the wheel rested before.
local prize = Wheel.new{sectors = 8}
local steps = history.count()
local ticks = 0
prize.oncross = function() ticks = ticks + 1 end
prize:spinfree(-1)
t.equal(prize.spinningfree, true)
clock.advance(1)
t.equal(ticks, 8, "a turn a second past eight boundaries")
t.equal(prize.value, 1, "the value waits for the landing")
t.equal(history.count(), steps, "nothing recorded while it spins")
prize:land(3, {duration = 1})
t.equal(prize.value, 3)
clock.advance(1)
t.equal(prize.moving, true, "full speed for what lies past the slowdown's half turn, then a second of slowing")
clock.advance(1)
t.equal(prize.selected, 3)
t.equal(prize.moving, false)
t.equal(history.undoname(), "Spin Wheel")
t.fails(function() prize:land(2) end, "the wheel is not spinning freely (start a free spin before landing it)")
t.fails(function() prize:spinfree(0) end,
  "bad argument #1 to 'spinfree' (speed must be a number of turns a second other than 0, at most 100 either way, not 0)")
t.fails(function() prize:spinfree(1); prize:land(2, {duration = 0}) end,
  "bad field 'duration' in argument #2 to 'land' (duration must be a finite number of seconds > 0, not 0)")

-- Several moves at one instant, back and forth, each told at once (`clock.advance(0)` runs what
-- is due now): every crossing starts where the last one told ended, and they end where the
-- wheel is (a later move's crossings were taken for the first's and dropped; found by the
-- fuzzer's wheel oracle).
local quick = Wheel.new{sectors = 8}
local told, gaps = quick.selected, 0
quick.oncross = function(_, from, to)
  if from ~= told then gaps = gaps + 1 end
  told = to
end
local function at(degrees) return 70 * math.cos(math.rad(degrees)), 70 * math.sin(math.rad(degrees)) end
quick:touch(at(180))
for _, degrees in ipairs{260, 200, 300, 190, 250} do
  quick:move(at(degrees))
  clock.advance(0)
end
quick:release()
clock.advance(1)
t.equal(gaps, 0, "each crossing starts where the one before ended")
t.equal(told, quick.selected)

-- A spin without options, or with some of them, takes the model's defaults: no extra turn, the
-- shorter way, one second, ease in and out.
do
  local plain, partial = Wheel.new{sectors = 8}, Wheel.new{sectors = 8}
  plain:spin(7)
  partial:spin(7, {turns = 0})
  clock.advance(0.5)
  t.near(plain.angle, partial.angle, 1e-12, "a table without duration or curve reads the defaults")
  t.equal(plain.moving, true)
  clock.advance(0.5)
  t.equal(plain.moving, false, "one second")
  t.near(plain.angle, plain:sector(7).mid, 1e-9, "the shorter way, with no extra turn")
end
