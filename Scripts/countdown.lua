-- Counts down to a date given as an argument, in whole seconds on an odometer and as
-- days:hours:minutes:seconds, pausing for a while on the way.
--
--   playground run --now 2026-12-24T17:59:45Z Scripts/countdown.lua 2026-12-24T18:00:00Z
--
-- With no argument it counts down to 15 seconds from now.

local Countdown = require "lib.countdown"

local target = arg[1] or clock.iso(clock.time() + 15)
local countdown = Countdown.new{target = target}
local counter = Odometer.new{digits = 8, value = countdown:remaining()}

print(("now     %s"):format(clock.iso()))
print(("target  %s"):format(clock.iso(countdown.target)))
print(("%s  %s  (%s s)"):format(counter, countdown:format("dhms"), countdown:format()))

countdown.ontick = function(c)
  counter:set(c:remaining())
  print(("%s  %s"):format(counter, c:format("dhms")))
end
countdown:at(10, function() print("ten seconds to go") end)
countdown:at(5, function(c)
  print("pausing for 3 s")
  c:pause()
  clock.after(3, function()
    print(("resuming with %d s left"):format(c:remaining()))
    c:resume()
  end)
end)
countdown.onzero = function()
  print(("zero at %s (the target moved by the pause)"):format(clock.iso()))
end

countdown:start()
