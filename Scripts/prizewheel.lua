-- A prize wheel as a game show spins it (SwiftFortuneWheel's "spin until told, then land"):
-- the wheel turns freely while the game decides, then lands on the prize it drew, slowing
-- down evenly the way it was turning. The draw is seeded, so the run repeats exactly.
--
--   playground run Scripts/prizewheel.lua
--   playground run Scripts/prizewheel.lua --record prizewheel.html    (watch it spin and land)

math.randomseed(7)
local prizes = {"Car", "Trip", "Phone", "Bike", "Watch", "Book", "Mug", "Again"}
local wheel = Wheel.new{sectors = #prizes, names = prizes}
local ticks = 0
wheel.oncross = function() ticks = ticks + 1 end
wheel.onchange = function(w, sector, name)
  print(("t = %.2f  the wheel will land on %d, %s"):format(clock.now(), sector, name))
end

print(("t = %.2f  spinning at 1.5 turns a second while the draw is made"):format(clock.now()))
wheel:spinfree(1.5)
clock.after(2.5, function()
  local prize = math.random(#prizes)
  print(("t = %.2f  drawn: %s (%d ticks so far)"):format(clock.now(), prizes[prize], ticks))
  wheel:land(prize, {turns = 1, duration = 3})
end)
clock.after(5.5, function()
  print(("t = %.2f  at rest on %s after %d ticks; history: %s"):format(
    clock.now(), wheel.name, ticks, history.undoname()))
end)
