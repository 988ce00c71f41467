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

-- Dates go through the one strict ISO 8601 reader (RFC 3339), which names the field at fault.
t.equal(clock.parse("2026-12-24T18:00:00Z"), 1798135200.0)
t.equal(clock.parse("2026-12-24T19:00:00+01:00"), 1798135200.0)
t.equal(clock.parse("2026-12-24T18:00:00.5Z"), 1798135200.5)
t.equal(clock.iso(1798135200), "2026-12-24T18:00:00Z")
t.equal(clock.iso(1798135200.75), "2026-12-24T18:00:00Z")
t.fails(function() clock.parse("24/12/2026") end,
  "bad argument #1 to 'parse' (invalid ISO 8601 date-time '24/12/2026': expected a four-digit year, as in 2026-12-24T18:00:00Z, found '24/12/2026')")
t.fails(function() clock.parse("2026-02-30T00:00:00Z") end,
  "bad argument #1 to 'parse' (invalid ISO 8601 date-time '2026-02-30T00:00:00Z': day 30 is out of range for 2026-02 (01–28))")
t.fails(function() clock.parse("2026-12-24T18:00:00+25:00") end,
  "bad argument #1 to 'parse' (invalid ISO 8601 date-time '2026-12-24T18:00:00+25:00': time zone hour 25 is out of range (00–23))")
t.fails(function() clock.parse("2026-12-24T18:00:00Z\0junk") end,
  "bad argument #1 to 'parse' (invalid ISO 8601 date-time '2026-12-24T18:00:00Z\\0junk': unexpected '\\0junk' after the time zone)")
t.fails(function() clock.parse("10000-01-01T00:00:00Z") end,
  "bad argument #1 to 'parse' (invalid ISO 8601 date-time '10000-01-01T00:00:00Z': expected a four-digit year, as in 2026-12-24T18:00:00Z, found more digits)")
t.equal(clock.parse("2026-12-24T18:00:00." .. string.rep("9", 40) .. "Z"), 1798135201.0)
t.fails(function() clock.iso(1e19) end,
  "bad argument #1 to 'iso' (1e+19 seconds since 1970 is outside years 0000–9999, which ISO 8601 can write)")
t.fails(function() clock.every(0, print) end,
  "bad argument #1 to 'every' (interval must be a positive number of seconds, got 0)")
t.fails(function() clock.every(1) end, "bad argument #2 to 'every' (function expected, got no value)")
t.fails(function() clock.after(math.huge, print) end, "bad argument #1 to 'after' (finite number expected, got inf)")
clock.stop()
