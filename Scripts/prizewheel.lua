-- A prize wheel as a game show spins it (SwiftFortuneWheel's "spin until told, then land"):
-- the wheel turns freely while the game decides, then lands on the prize it drew: a turn
-- more at full speed, then slowing down evenly the way it was turning, never faster. The big prizes get the narrow sectors (weights), and
-- the draw is weighted the same way, so every degree of the wheel is as likely as another.
-- The draw is seeded, so the run repeats exactly.
--
--   playground run Scripts/prizewheel.lua
--   playground run Scripts/prizewheel.lua --record prizewheel.html    (watch it spin and land)

math.randomseed(9)
local prizes = {"Car", "Trip", "Phone", "Bike", "Watch", "Book", "Mug", "Again"}
local weights = {1, 1, 2, 2, 3, 3, 4, 6}
local wheel = Wheel.new{names = prizes, weights = weights}

-- Draws a sector with probability in proportion to its weight.
local function draw()
  local total = 0
  for _, weight in ipairs(weights) do total = total + weight end
  local pick = math.random() * total
  for sector, weight in ipairs(weights) do
    pick = pick - weight
    if pick < 0 then return sector end
  end
  return #weights
end
local ticks = 0
wheel.oncross = function() ticks = ticks + 1 end
wheel.onchange = function(w, sector, name)
  print(("t = %.2f  landed on %d, %s"):format(clock.now(), sector, name))
end

print(("t = %.2f  spinning at 1.5 turns a second while the draw is made"):format(clock.now()))
wheel:spinfree(1.5)
clock.after(2.5, function()
  local prize = draw()
  print(("t = %.2f  drawn: %s (%d ticks so far)"):format(clock.now(), prizes[prize], ticks))
  wheel:land(prize, {turns = 1, duration = 3})
end)
-- Drawn at 2.5 s: a turn and whatever it takes to reach the prize at 1.5 turns a second, then
-- 3 s of slowing down; at rest by 7 s.
clock.after(7, function()
  print(("t = %.2f  at rest on %s after %d ticks; history: %s"):format(
    clock.now(), wheel.name, ticks, history.undoname()))
end)
