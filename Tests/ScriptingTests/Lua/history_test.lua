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
history.undo()
t.equal(r.value, 99)
clock.advance(0.25)
-- Decrementing back from 0 to 99 turns the wheels backward: both are halfway from 0 to 9.
t.near(r:position(1), 9.5, 1e-9)

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
