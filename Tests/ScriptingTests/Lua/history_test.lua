local t = require "testing"

local c = Odometer.new(3)
t.equal(history.canundo(), false)
t.equal(history.undo(), nil, "nothing to undo")

c:set(5)
c:increment()
c.value = 42
t.equal(history.count(), 3)
t.equal(history.undoname(), "Set Odometer")

t.equal(history.undo(), "Set Odometer"); t.equal(c.value, 6)
t.equal(history.undo(), "Increment Odometer"); t.equal(c.value, 5)
t.equal(history.undo(), "Set Odometer"); t.equal(c.value, 0)
t.equal(history.canredo(), true)
t.equal(history.redo(), "Set Odometer"); t.equal(c.value, 5)

-- Undoing a rollover rolls back the way it came.
local r = Odometer.new{digits = 2, value = 99, curve = "linear"}
r:increment()
t.equal(r.value, 0)
clock.advance(0.25)
t.near(r:position(1), 9.5, 1e-9, "both wheels halfway from 9 to 0")
history.undo()
t.equal(r.value, 99)
-- Decrementing back from 0 to 99 turns the wheels backward to 9, not on through 0 to 8.
for _ = 1, 10 do
  clock.advance(0.05)
  t.equal(r:position(1) >= 9 and r:position(1) < 10, true, "between 9 and 0: " .. r:position(1))
end
t.equal(r:position(1), 9.0)
t.equal(r:position(2), 9.0)
-- Undone at the instant it was made, the rollover never moves the wheels.
r:increment()
history.undo()
clock.advance(0.25)
t.equal(r:position(1), 9.0)

-- A group undoes as one step.
history.group("Bulk", function() c:set(100); c:increment() end)
t.equal(c.value, 101)
t.equal(history.undoname(), "Bulk")
history.undo()
t.equal(c.value, 5)

-- A failing group body leaves nothing half-done, and its error reaches the caller unchanged.
local before = history.count()
local ok, err = pcall(history.group, "Broken", function() c:set(7); error({code = 42}) end)
t.equal(ok, false)
t.equal(type(err), "table", "error value kept")
t.equal(err.code, 42)
t.equal(c.value, 5, "group reverted")
t.equal(history.count(), before, "nothing recorded")

-- list, setindex, isclean/setclean, limit/setlimit, onchange.
history.clear()
local o = Odometer.new{digits = 2, duration = 0}
o:set(10); o:set(20); o:increment()
t.equal(table.concat(history.list(), ","), "Set Odometer,Set Odometer,Increment Odometer")
history.setindex(0)
t.equal(o.value, 0)
t.equal(history.index(), 0)
history.setindex(2)
t.equal(o.value, 20)
t.fails(function() history.setindex(-1) end, "bad argument #1 to 'setindex' (step -1 is out of range 0...3 (0 undoes everything, 3 redoes everything))")
t.fails(function() history.setindex(1.5) end, "bad argument #1 to 'setindex' (number has no integer representation)")
t.equal(history.isclean(), false)
history.setclean()
t.equal(history.isclean(), true)
history.redo()
t.equal(history.isclean(), false)
history.undo()
t.equal(history.isclean(), true)
o.duration = 0.25
o.curve = "linear"
t.equal(table.concat(history.list(), ","), "Set Odometer,Set Odometer,Set Roll Duration,Set Roll Curve")
history.undo(); history.undo()
t.equal(o.duration, 0.0)
t.equal(o.curve, "easeInEaseOut")
o.duration = 0
t.equal(history.count(), 4, "setting the duration it has records nothing")
t.equal(history.limit(), 10000)
t.fails(function() history.setlimit(0) end, "bad argument #1 to 'setlimit' (the limit must be a whole number of steps from 1 to 10000 (the most a run keeps), not 0)")
t.fails(function() history.setlimit(10001) end, "bad argument #1 to 'setlimit' (the limit must be a whole number of steps from 1 to 10000 (the most a run keeps), not 10001)")
history.setlimit(1)
t.equal(history.count(), 1)
history.setlimit(10000)
local heard = {}
history.onchange(function(index, count, clean) heard[#heard + 1] = ("%d/%d/%s"):format(index, count, tostring(clean)) end)
o:set(33); o:set(44)
t.equal(#heard, 0, "not inside the chunk")
clock.advance(0)
t.equal(table.concat(heard, " "), "2/2/false", "once for the changes of an instant")
history.undo()
clock.advance(1)
t.equal(table.concat(heard, " "), "2/2/false 1/2/false")
history.onchange(nil)
o:set(55)
clock.advance(0)
t.equal(#heard, 2, "no call after onchange(nil)")
t.fails(function() history.onchange(42) end, "bad argument #1 to 'onchange' (function expected, got number)")

-- history.record: a script's own command, its control changes part of it.
history.clear()
local guests = {}
local board = Odometer.new{digits = 2, duration = 0}
history.record("Add Guest", function() guests[#guests + 1] = "Ada"; board:set(#guests) end,
                            function() guests[#guests] = nil; board:set(#guests) end)
t.equal(#guests, 1)
t.equal(board.value, 1)
t.equal(table.concat(history.list(), ","), "Add Guest", "the odometer's set is part of the command")
history.undo()
t.equal(#guests, 0)
t.equal(board.value, 0)
history.setindex(1)
t.equal(#guests, 1)
t.fails(function() history.record("Bad", function() error("no", 0) end, function() end) end, "no")
t.equal(history.count(), 1, "a failing redo records nothing")
history.record("Fragile", function() end, function() error("cannot take it back", 0) end)
t.fails(function() history.undo() end, "cannot take it back")
t.equal(history.index(), 1, "the failing step counts as undone")
local inner = 0
local before = history.index()
history.record("Outer", function() history.record("Inner", function() inner = inner + 1 end, function() end) end,
                        function() inner = inner - 1 end)
t.equal(inner, 1, "a command recorded inside another is done at once")
t.equal(history.count(), before + 1, "and is part of the outer command, not a step")
t.equal(history.undoname(), "Outer")
history.undo()
t.equal(inner, 0, "the outer command's undo takes it back")
history.redo()
t.equal(inner, 1, "the outer command's redo does it again")
t.fails(function() history.record("x", function() end) end, "bad argument #3 to 'record' (function expected, got no value)")

-- Merging (QUndoStack's mergeWith): commands recorded one after another with the same key make
-- one step, which keeps the first one's name and undo and takes the last one's redo.
history.clear()
local volume = 0
local function setVolume(to)
  local from = volume
  history.record("Volume " .. to, function() volume = to end, function() volume = from end, {merge = "volume"})
end
setVolume(3); setVolume(5); setVolume(8)
t.equal(volume, 8)
t.equal(history.count(), 1, "three settings in a row are one step")
t.equal(history.undoname(), "Volume 3", "the first one's name")
history.undo()
t.equal(volume, 0, "undo goes back to before the first")
history.redo()
t.equal(volume, 8, "redo to after the last")
history.record("Mute", function() volume = 0 end, function() volume = 8 end)
setVolume(2)
t.equal(history.count(), 3, "another step in between starts a new one")
setVolume(4)
t.equal(history.count(), 3)
history.undo()
history.redo()
setVolume(6)
t.equal(history.count(), 4, "an undo or redo ends the merging")
t.fails(function() history.record("x", function() end, function() end, {mrege = "k"}) end,
  "bad argument #4 to 'record' (unknown field 'mrege' (expected merge))")
t.fails(function() history.record("x", function() end, function() end, 5) end,
  "bad argument #4 to 'record' (table expected, got number)")
t.fails(function() history.record("x", function() end, function() end, {merge = {}}) end,
  "bad field 'merge' in argument #4 to 'record' (string expected, got table)")
