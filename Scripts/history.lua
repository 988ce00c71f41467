-- One undo history for the whole run, as an editor keeps one (Qt's QUndoStack is the model):
-- the controls' changes, a script's own commands beside them, a saved ("clean") point, jumps
-- to any step, a bounded length, and a call whenever it changes.
--
--   playground run Scripts/history.lua

local score = Odometer.new{digits = 3, duration = 0}
local players = {}

-- Told after the chunk or handler that changed the history, once per instant.
history.onchange(function(index, count, clean)
  print(("t=%g  history at %d of %d%s"):format(clock.now(), index, count, clean and ", clean" or ""))
end)

-- A script's own command: redo runs now, and again on redo; undo takes it back. The score it
-- sets is part of the command, not a step of its own.
local function addPlayer(name)
  history.record("Add " .. name,
    function() players[#players + 1] = name; score:set(#players * 100) end,
    function() players[#players] = nil; score:set(#players * 100) end)
end

addPlayer("Ada")
addPlayer("Grace")
score:increment()
print("steps: " .. table.concat(history.list(), ", "))
history.setclean()                 -- saved here
print(("players %s, score %d, clean %s"):format(table.concat(players, " "), score.value, history.isclean()))

clock.after(1, function()
  history.setindex(1)              -- back to just after "Add Ada"
  print(("players %s, score %d, clean %s"):format(table.concat(players, " "), score.value, history.isclean()))
end)

clock.after(2, function()
  history.setindex(history.count())
  print(("players %s, score %d, clean %s"):format(table.concat(players, " "), score.value, history.isclean()))
  score.duration = 0.5             -- the roll's duration is a step too
  print(("undo: %s"):format(history.undoname()))
  history.setlimit(2)              -- keep the last two steps
  print(("kept: %s (limit %d)"):format(table.concat(history.list(), ", "), history.limit()))
  print(pcall(history.setlimit, 0))
end)
