-- Counters as Robinhood's Ticker and odometer.js draw them: a price with a sign, decimals and a
-- thousands separator; a trip counter that rolls through every value; a score updated faster
-- than its wheels roll, which keeps up because each change keeps the wheels' speed.
--
--   playground run Scripts/counters.lua
--   playground run Scripts/counters.lua --record counters.html     (watch them roll)

local price = Odometer.new{digits = 7, decimals = 2, separator = ",", signed = true, value = 1234.56, duration = 0.6}
local trip = Odometer.new{digits = 4, mode = "count", duration = 2, curve = "linear"}
local score = Odometer.new{digits = 4, duration = 0.5}

price.onroll = function(p) print(("t = %.2f  price settles at %s"):format(clock.now(), p)) end
trip.onroll = function(t) print(("t = %.2f  trip counter at %s"):format(clock.now(), t)) end

print(("price %s, trip %s, score %s"):format(price, trip, score))

-- The price drops below zero: the sign wheel turns in front of the digits.
clock.after(0.5, function() price:set(-87.5) end)
clock.after(0.8, function() print(("t = %.2f  the sign wheel is at %.2f, turning to \"-\""):format(clock.now(), price:sign())) end)

-- The trip counter rolls through 0 … 120: the tens wheel turns only as the last one passes 9.
trip:set(120)
for _, at in ipairs{0.5, 1, 1.5} do
  clock.after(at, function()
    print(("t = %.2f  trip wheels %s"):format(clock.now(), table.concat(trip:positions(), " ")))
  end)
end

-- Ten points a second for three seconds, on half-second rolls.
local ticks = clock.every(0.1, function() score:increment() end)
clock.after(3, function()
  clock.cancel(ticks)
  local last = score:positions()[4]
  print(("t = %.2f  score %s; its last wheel at %.2f, %.2f digits behind"):format(
    clock.now(), score, last, (score.value % 10 - last) % 10))
end)
