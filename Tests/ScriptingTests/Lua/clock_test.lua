local t = require "testing"

t.equal(clock.now(), 0.0)
local order = {}
clock.after(1, function() order[#order + 1] = "a" end)
clock.after(1, function() order[#order + 1] = "b" end)
clock.at(0.5, function() order[#order + 1] = "first" end)
local ticks = 0
local id = clock.every(0.1, function(time) ticks = ticks + 1 end)
clock.advance(1)
t.equal(table.concat(order, " "), "first a b", "same-instant order")
t.equal(ticks, 10)
t.equal(clock.cancel(id), true)
t.equal(clock.cancel(id), false)
clock.advance(1)
t.equal(ticks, 10, "cancelled")
t.equal(clock.now(), 2.0)

-- Handlers get the time they fire at, with no drift.
local last
clock.every(0.1, function(time) last = time end)
clock.advance(100)
t.near(last, 102.0, 1e-9, "no drift")

-- A handler error raised during advance reaches the caller as an ordinary error.
clock.after(0, function() error("handler failed") end)
t.fails(function() clock.advance(1) end, "handler failed")

-- Dates go through Foundation's ISO 8601 parser.
t.equal(clock.parse("2026-12-24T18:00:00Z"), 1798135200.0)
t.equal(clock.parse("2026-12-24T19:00:00+01:00"), 1798135200.0)
t.equal(clock.iso(1798135200), "2026-12-24T18:00:00Z")
t.fails(function() clock.parse("24/12/2026") end,
  "bad argument #1 to 'parse' (invalid ISO 8601 date-time '24/12/2026' (expected a date, a time and a time zone, as in 2026-12-24T18:00:00Z))")
t.fails(function() clock.every(0, print) end,
  "bad argument #1 to 'every' (interval must be a positive number of seconds, got 0)")
t.fails(function() clock.every(1) end, "bad argument #2 to 'every' (function expected, got no value)")
t.fails(function() clock.after(math.huge, print) end, "bad argument #1 to 'after' (finite number expected, got inf)")
clock.stop()
