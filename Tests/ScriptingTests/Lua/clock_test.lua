-- playground test: --seed 1 --now 2026-12-24T18:00:00Z
-- The virtual clock: timers in order, repeating without drift, errors out of advance, and the
-- one strict ISO 8601 reader.
local t = require "testing"

describe("the clock", function()
  it("runs timers due at the same instant in the order they were made, and stops a cancelled one", function()
    assert.are.equal(0.0, clock.now())
    local order = {}
    clock.after(1, function() order[#order + 1] = "a" end)
    clock.after(1, function() order[#order + 1] = "b" end)
    clock.at(0.5, function() order[#order + 1] = "first" end)
    local ticks = 0
    local id = clock.every(0.1, function(time) ticks = ticks + 1 end)
    clock.advance(1)
    assert.are.equal("first a b", table.concat(order, " "), "same-instant order")
    assert.are.equal(10, ticks)
    assert.is_true(clock.cancel(id))
    assert.is_false(clock.cancel(id))
    clock.advance(1)
    assert.are.equal(10, ticks, "cancelled")
    assert.are.equal(2.0, clock.now())
  end)

  it("gives handlers the time they fire at, with no drift", function()
    clock.advance(2) -- a start off zero: 1,000 ticks of 0.1 s from 2 s end at 102 s exactly
    local last
    clock.every(0.1, function(time) last = time end)
    clock.advance(100)
    t.near(last, 102.0, 1e-9, "no drift")
  end)

  it("lets a handler's error raised during advance reach the caller as an ordinary error", function()
    clock.after(0, function() error("handler failed") end)
    assert.has_error(function() clock.advance(1) end, "handler failed")
  end)

  it("reads dates with the one strict ISO 8601 reader (RFC 3339), which names the field at fault", function()
    assert.are.equal(1798135200.0, clock.parse("2026-12-24T18:00:00Z"))
    assert.are.equal(1798135200.0, clock.parse("2026-12-24T19:00:00+01:00"))
    assert.are.equal(1798135200.5, clock.parse("2026-12-24T18:00:00.5Z"))
    assert.are.equal("2026-12-24T18:00:00Z", clock.iso(1798135200))
    assert.are.equal("2026-12-24T18:00:00Z", clock.iso(1798135200.75))
    assert.has_error(function() clock.parse("24/12/2026") end,
      "bad argument #1 to 'parse' (invalid ISO 8601 date-time '24/12/2026': expected a four-digit year, as in 2026-12-24T18:00:00Z, found '24/12/2026')")
    assert.has_error(function() clock.parse("2026-02-30T00:00:00Z") end,
      "bad argument #1 to 'parse' (invalid ISO 8601 date-time '2026-02-30T00:00:00Z': day 30 is out of range for 2026-02 (01–28))")
    assert.has_error(function() clock.parse("2026-12-24T18:00:00+25:00") end,
      "bad argument #1 to 'parse' (invalid ISO 8601 date-time '2026-12-24T18:00:00+25:00': time zone hour 25 is out of range (00–23))")
    assert.has_error(function() clock.parse("2026-12-24T18:00:00Z\0junk") end,
      "bad argument #1 to 'parse' (invalid ISO 8601 date-time '2026-12-24T18:00:00Z\\0junk': unexpected '\\0junk' after the time zone)")
    assert.has_error(function() clock.parse("10000-01-01T00:00:00Z") end,
      "bad argument #1 to 'parse' (invalid ISO 8601 date-time '10000-01-01T00:00:00Z': expected a four-digit year, as in 2026-12-24T18:00:00Z, found more digits)")
    assert.are.equal(1798135201.0, clock.parse("2026-12-24T18:00:00." .. string.rep("9", 40) .. "Z"))
    assert.has_error(function() clock.iso(1e19) end,
      "bad argument #1 to 'iso' (1e+19 seconds since 1970 is outside years 0000–9999, which ISO 8601 can write)")
  end)

  it("refuses a timer with no positive interval, no handler or no finite time", function()
    assert.has_error(function() clock.every(0, print) end,
      "bad argument #1 to 'every' (interval must be a positive number of seconds, got 0)")
    assert.has_error(function() clock.every(1) end, "bad argument #2 to 'every' (function expected, got no value)")
    assert.has_error(function() clock.after(math.huge, print) end, "bad argument #1 to 'after' (finite number expected, got inf)")
  end)
end)
