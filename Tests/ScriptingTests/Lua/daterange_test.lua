local t = require "testing"

local P = "invalid ISO 8601 date-time '%s': %s"
local function unparsable(text, problem) return P:format(text, problem) end
local function notAYear(found) return "expected a four-digit year, as in 2026-12-24T18:00:00Z, found " .. found end

-- Creation: dates as ISO 8601, the start selected, valid, not saved, unchanged.
local r = DateRange.new{start = "2026-12-24T18:00:00Z", finish = "2026-12-26T18:00:00Z"}
t.equal(getmetatable(r), "DateRange")
t.equal(type(r), "userdata")
t.equal(r.start, "2026-12-24T18:00:00Z")
t.equal(r.finish, "2026-12-26T18:00:00Z")
t.equal(r["end"], "2026-12-26T18:00:00Z", "'end' is an alias of finish")
t.equal(r.min, nil)
t.equal(r.max, nil)
t.equal(r.selected, "start")
t.equal(r.date, "2026-12-24T18:00:00Z")
t.equal(r.valid, true)
t.equal(r.flagged, nil)
t.equal(r.saved, false)
t.equal(r.changed, false)
t.equal(tostring(r), "DateRange: 2026-12-24T18:00:00Z to 2026-12-26T18:00:00Z, editing start")
t.equal(history.count(), 0, "creating is no step")

-- Other spellings: ["end"], a date alone (midnight UTC), an offset, fractions of a second.
local e = DateRange.new{start = "2026-12-24T19:00:00+01:00", ["end"] = "2026-12-25"}
t.equal(e.start, "2026-12-24T18:00:00Z")
t.equal(e.finish, "2026-12-25T00:00:00Z")
t.equal(e:set("2026-12-24T18:00:00.25Z"), "2026-12-24T18:00:00.250Z")

-- Dates out of the bounds are clamped at creation.
local b = DateRange.new{start = "2026-01-01", finish = "2028-01-01", min = "2026-12-01", max = "2027-01-31T23:59:59Z"}
t.equal(b.start, "2026-12-01T00:00:00Z")
t.equal(b.finish, "2027-01-31T23:59:59Z")
t.equal(b.min, "2026-12-01T00:00:00Z")
t.equal(b.max, "2027-01-31T23:59:59Z")

-- set: the selected date, clamped; the result is what was set. One named undo step each.
t.equal(b:set("2026-12-20T10:00:00Z"), "2026-12-20T10:00:00Z")
t.equal(history.undoname(), "Set Start Date")
t.equal(b:set("2020-01-01T00:00:00Z"), "2026-12-01T00:00:00Z", "clamped to min")
b:select("finish")
t.equal(b.selected, "finish")
t.equal(b.date, "2027-01-31T23:59:59Z")
t.equal(b:set("2030-01-01"), "2027-01-31T23:59:59Z", "clamped to max")
t.equal(history.count(), 3, "setting an unchanged date (the finish was already at max) is no step")
t.equal(b:set("2027-01-02T00:00:00Z"), "2027-01-02T00:00:00Z")
t.equal(history.undoname(), "Set End Date")
b:select("end")
t.equal(b.selected, "finish")
b:select("start")

-- Invalid: flagged on the start, save refused with both dates, unchanged by the failure.
local count = history.count()
b:set("2027-01-10T00:00:00Z")
t.equal(b.valid, false)
t.equal(b.flagged, "start")
t.equal(tostring(b), "DateRange: 2027-01-10T00:00:00Z to 2027-01-02T00:00:00Z, editing start, invalid")
t.fails(function() b:save() end,
  "cannot save: the start 2027-01-10T00:00:00Z is after the end 2027-01-02T00:00:00Z; move the start back or the end forward")
t.equal(b.saved, false)
t.equal(b.valid, false)
t.equal(history.count(), count + 1)

-- Undo and redo move the dates and the selection back and forth.
t.equal(history.undo(), "Set Start Date")
t.equal(b.start, "2026-12-01T00:00:00Z")
t.equal(b.valid, true)
t.equal(history.redo(), "Set Start Date")
t.equal(b.start, "2027-01-10T00:00:00Z")
b:select("finish")
b:set("2027-01-20T00:00:00Z")
t.equal(b.valid, true)

-- Save, then changes clear the saved flag; cancel goes back to the saved dates.
b:save()
t.equal(b.saved, true)
t.equal(b.changed, false)
t.equal(tostring(b), "DateRange: 2027-01-10T00:00:00Z to 2027-01-20T00:00:00Z, editing finish, saved")
b:select("start")
b:set("2026-12-24T00:00:00Z")
t.equal(b.saved, false)
t.equal(b.changed, true)
b:cancel()
t.equal(history.undoname(), "Cancel Editing")
t.equal(b.start, "2027-01-10T00:00:00Z")
t.equal(b.selected, "finish", "cancel restores the selection too")
t.equal(b.changed, false)
t.equal(b.saved, false)
history.undo()
t.equal(b.start, "2026-12-24T00:00:00Z", "cancel is undoable")
history.redo()

-- Undoing past a save clears the flag (the dates are no longer the saved ones).
b:save()
b:set("2027-01-25T00:00:00Z")
history.undo()
t.equal(b.finish, "2027-01-20T00:00:00Z")
t.equal(b.saved, false)

-- Cancel with nothing changed is no step; save and select are none either.
count = history.count()
b:cancel()
b:save()
b:select("start")
t.equal(history.count(), count)

-- edit: load new dates (either may be left out) and begin a session; reset begins one from
-- the current dates and selects the start.
b:edit{start = "2026-12-28T00:00:00Z", ["end"] = "2027-01-03T00:00:00Z"}
t.equal(history.undoname(), "Edit Dates")
t.equal(b.start, "2026-12-28T00:00:00Z")
t.equal(b.finish, "2027-01-03T00:00:00Z")
t.equal(b.changed, false)
t.equal(b.saved, false)
b:edit{finish = "2030-01-01"}
t.equal(b.finish, "2027-01-31T23:59:59Z", "edit clamps too")
t.equal(b.start, "2026-12-28T00:00:00Z")
b:select("finish")
b:edit()
t.equal(b.selected, "start")
b:set("2026-12-30T00:00:00Z")
b:select("finish")
t.equal(b.changed, true)
b:reset()
t.equal(b.changed, false)
t.equal(b.selected, "start")
b:cancel()
t.equal(b.start, "2026-12-30T00:00:00Z", "cancel after reset goes back to the reset")

-- Bad input, each leaving the range unchanged.
local before = tostring(b)
count = history.count()
t.fails(function() DateRange.new() end, "bad argument #1 to 'new' (table expected, got no value)")
t.fails(function() DateRange.new("2026-12-24") end, "bad argument #1 to 'new' (table expected, got string)")
t.fails(function() DateRange.new{finish = "2026-12-24"} end, "bad argument #1 to 'new' (field 'start' is missing)")
t.fails(function() DateRange.new{start = "2026-12-24"} end, "bad argument #1 to 'new' (field 'finish' is missing)")
t.fails(function() DateRange.new{start = "soon", finish = "2026-12-24"} end,
  "bad field 'start' in argument #1 to 'new' (" .. unparsable("soon", notAYear("'soon'")) .. ")")
t.fails(function() DateRange.new{start = "2026-12-24", finish = "2026-12-24T18:00:00"} end,
  "bad field 'finish' in argument #1 to 'new' (" .. unparsable("2026-12-24T18:00:00", "missing time zone: end with Z for UTC or an offset such as +01:00") .. ")")
t.fails(function() DateRange.new{start = "2026-12-24", ["end"] = "2026-13-01"} end,
  "bad field 'end' in argument #1 to 'new' (" .. unparsable("2026-13-01", "month 13 is out of range (01–12)") .. ")")
t.fails(function() DateRange.new{start = "2026-12-24", finish = "2026-12-25", min = "2026-12-24T25:00:00Z"} end,
  "bad field 'min' in argument #1 to 'new' (" .. unparsable("2026-12-24T25:00:00Z", "hour 25 is out of range (00–23)") .. ")")
t.fails(function() DateRange.new{start = "2026-12-24", finish = "2026-12-25", max = {}} end,
  "bad field 'max' in argument #1 to 'new' (string expected, got table)")
t.fails(function() DateRange.new{start = "2026-12-24", finish = "2026-12-25", min = "2027-01-01", max = "2026-01-01"} end,
  "bad argument #1 to 'new' (the minimum 2027-01-01T00:00:00Z is after the maximum 2026-01-01T00:00:00Z; swap them)")
t.fails(function() DateRange.new{start = "2026-12-24", finish = "2026-12-25", ["end"] = "2026-12-25"} end,
  "bad argument #1 to 'new' (give the end date as 'finish' or 'end', not both)")
t.fails(function() DateRange.new{start = "2026-12-24", stop = "2026-12-25"} end,
  "bad argument #1 to 'new' (unknown field 'stop' (expected end, finish, max, min, start))")
t.fails(function() DateRange.new{start = "2026-12-24", finish = "2026-12-25", "x"} end,
  "bad argument #1 to 'new' (unexpected number key in the options table (expected end, finish, max, min, start))")
local long = string.rep("x", 70)
t.fails(function() b:set(long) end, "bad argument #1 to 'set' (" .. unparsable(string.rep("x", 60) .. "…", notAYear("'xxxxxxxxxxxx…'")) .. ")")
t.fails(function() b:set("tomorrow") end, "bad argument #1 to 'set' (" .. unparsable("tomorrow", notAYear("'tomorrow'")) .. ")")
t.fails(function() b:set(20261224) end, "bad argument #1 to 'set' (" .. unparsable("20261224", notAYear("more digits")) .. ")")
t.fails(function() b:set() end, "bad argument #1 to 'set' (string expected, got no value)")
t.fails(function() b.set({}, "2026-12-24") end, "calling 'set' on bad self (DateRange expected, got table)")
t.fails(function() b:select("middle") end, "bad argument #1 to 'select' (unknown date field \"middle\"; valid names are start, finish (or end))")
t.fails(function() b:select("Start") end, "bad argument #1 to 'select' (unknown date field \"Start\"; valid names are start, finish (or end))")
t.fails(function() b:select() end, "bad argument #1 to 'select' (string expected, got no value)")
t.fails(function() b:edit("2026-12-24") end, "bad argument #1 to 'edit' (table expected, got string)")
t.fails(function() b:edit{start = "nope"} end, "bad field 'start' in argument #1 to 'edit' (" .. unparsable("nope", notAYear("'nope'")) .. ")")
t.fails(function() b:edit{begin = "2026-12-24"} end, "bad argument #1 to 'edit' (unknown field 'begin' (expected end, finish, start))")
t.fails(function() b:edit{finish = "2026-12-24", ["end"] = "2026-12-24"} end, "bad argument #1 to 'edit' (give the end date as 'finish' or 'end', not both)")
t.fails(function() b.start = "2026-12-24" end, "DateRange field 'start' is read-only (choose a date with select and set it with set)")
t.fails(function() b.finish = "2026-12-24" end, "DateRange field 'finish' is read-only (choose a date with select and set it with set)")
t.fails(function() b.saved = true end, "DateRange field 'saved' is read-only (choose a date with select and set it with set)")
t.fails(function() b.colour = "red" end, "DateRange has no member 'colour'")
t.fails(function() return b.colour end, "DateRange has no member 'colour'")
t.fails(function() return b[1] end, "DateRange has no member named by a number")
t.equal(tostring(b), before, "failed calls change nothing")
t.equal(history.count(), count, "failed calls record nothing")

-- A failed save inside a group cancels the group's edits.
local g = DateRange.new{start = "2026-12-24", finish = "2026-12-26"}
count = history.count()
t.fails(function()
  history.group("Move Trip", function()
    g:set("2026-12-30")
    g:save()
  end)
end, "cannot save: the start 2026-12-30T00:00:00Z is after the end 2026-12-26T00:00:00Z; move the start back or the end forward")
t.equal(g.start, "2026-12-24T00:00:00Z")
t.equal(history.count(), count)
history.group("Move Trip", function()
  g:select("finish"); g:set("2026-12-31")
  g:select("start"); g:set("2026-12-30")
end)
t.equal(tostring(g), "DateRange: 2026-12-30T00:00:00Z to 2026-12-31T00:00:00Z, editing start")
history.undo()
-- Undo restores the selection each edit began with: the finish was selected for the first one.
t.equal(tostring(g), "DateRange: 2026-12-24T00:00:00Z to 2026-12-26T00:00:00Z, editing finish")
