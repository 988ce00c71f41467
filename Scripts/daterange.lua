-- The date range editor of the seed (UIViewControllerDateRangeEditor), driven by a script:
-- a presenter loads a trip's dates, the user picks new ones (clamped to the allowed window),
-- passes through an invalid range, is refused a save, fixes it, saves, undoes, cancels.
--
--   playground run Scripts/daterange.lua
--
-- Dates go in and out as ISO 8601 text. The end date is `finish` in Lua (`end` is a keyword).

local trip = DateRange.new{
  start = "2026-12-24T18:00:00Z",
  finish = "2026-12-27T10:00:00Z",
  min = "2026-12-01",             -- a date alone is midnight UTC
  max = "2027-01-31T23:59:59Z",
}
print(trip)
print(("window %s .. %s, editing %s"):format(trip.min, trip.max, trip.selected))

local function show(what)
  print(("%-28s %s  valid=%s flagged=%s changed=%s saved=%s"):format(
    what, trip, tostring(trip.valid), tostring(trip.flagged), tostring(trip.changed), tostring(trip.saved)))
end

-- The picker edits the selected date; `set` answers with the date actually set.
print("set start ->", trip:set("2026-12-26T09:00:00Z"))
trip:select("finish")
print("set finish ->", trip:set("2026-12-31T12:00:00Z"))
show("after two edits:")

-- Moving the trip into January, start first: the range is invalid on the way.
trip:select("start")
trip:set("2027-01-05T09:00:00Z")
show("start moved past finish:")
local ok, err = pcall(trip.save, trip)
print("save refused:", err)
trip:select("end")   -- "end" works as a name too
print("set finish ->", trip:set("2027-03-01T12:00:00Z"), "(clamped to the maximum)")
print("set finish ->", trip:set("2027-01-08T18:00:00Z"))
show("finish moved too:")

-- Undo takes back one edit at a time, with its name.
print("undo:", history.undo(), "->", trip)
print("redo:", history.redo(), "->", trip)

trip:save()
show("saved:")
print("picker shows", trip.date, "for", trip.selected)

-- A new edit clears the saved flag; cancel puts back the dates of the last save.
trip:select("start")
trip:set("2026-11-15T00:00:00Z")
show("early start (clamped):")
trip:cancel()
show("cancelled:")

-- The presenter loads other dates for the next use of the editor, then resets it.
trip:edit{start = "2027-01-10T08:00:00Z", finish = "2027-01-12T20:00:00Z"}
show("new session:")
trip:set("2027-01-11")
trip:reset()
show("reset:")

-- Every edit is a named step of the run's history (select, save and reset change no date and
-- are no steps). Undo restores dates, not sessions: the session still began with the dates
-- `edit` loaded, so the range reads as changed.
local names = {}
while history.canundo() do names[#names + 1] = history.undo() end
print("undone: " .. table.concat(names, ", "))
show("all undone:")

-- Bad input is refused with a message that says what was wrong; the range is unchanged.
for _, attempt in ipairs{
  function() DateRange.new{start = "24/12/2026", finish = "2026-12-27"} end,
  function() DateRange.new{start = "2026-12-24", finish = "2026-12-27", min = "2027-01-01", max = "2026-01-01"} end,
  function() DateRange.new{start = "2026-12-24", stop = "2026-12-27"} end,
  function() trip:select("middle") end,
  function() trip:set("2026-12-24T18:00:00") end,
  function() trip.start = "2026-12-24" end,
} do
  print(select(2, pcall(attempt)))
end
show("still:")
