-- An odometer that ticks by itself every second and rolls over, like a car's.
--
--   playground run Scripts/odometer.lua            -- 3 digits, starting at 995
--   playground run Scripts/odometer.lua 4 9990     -- 4 digits, starting at 9990
--
-- Each tick increments the counter; the wheels take 0.5 s to roll, and every wheel a carry
-- passes turns forward through 0. Halfway through a roll we print where each wheel is.

local digits = tonumber(arg[1]) or 3
local start = tonumber(arg[2]) or (10 ^ digits // 1 - 5)
local ticks = tonumber(arg[3]) or 8

local counter = Odometer.new{digits = digits, value = start, duration = 0.5, curve = "easeInEaseOut"}
print(("odometer with %d digits, starting at %s"):format(counter.digits, counter))

local function wheels()
  local shown = {}
  for i, position in ipairs(counter:positions()) do
    shown[i] = ("%.2f"):format(position)
  end
  return table.concat(shown, " ")
end

counter.onroll = function(c)
  print(("t=%4.1f  rolled to %s"):format(clock.now(), c))
end

local count = 0
clock.every(1, function(t)
  counter:increment()
  count = count + 1
  if counter.value == 0 then
    print(("t=%4.1f  rollover: %s"):format(t, counter))
  end
  clock.after(0.25, function(now)
    print(("t=%4.2f  mid-roll wheels: %s"):format(now, wheels()))
  end)
  if count == ticks then
    -- Let the last roll finish, then end the run.
    clock.after(1, clock.stop)
  end
end)
