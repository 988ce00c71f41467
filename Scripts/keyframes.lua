-- Keyframe animations, as CAKeyframeAnimation plays them: a view's alpha blinking through
-- values at key times, and a view travelling a square path corner by corner.
--
--   playground run Scripts/keyframes.lua
--   playground run Scripts/keyframes.lua --svg out --svg-every 0.25    (see the path)

local blink = View.new{center = {60, 60}, size = {40, 40}, color = "#f0ad4e"}
blink:keyframes("alpha", {1, 0.2, 1, 0.2, 1}, {duration = 2, keytimes = {0, 0.1, 0.5, 0.6, 1},
  completion = function() print(("t = %.2f  the blink is over"):format(clock.now())) end})

local walker = View.new{center = {20, 20}, size = {20, 20}, color = "#5bc0de"}
walker:keyframes("center", {{20, 20}, {220, 20}, {220, 120}, {20, 120}, {20, 20}},
  {duration = 4, curve = "easeInEaseOut",
   completion = function() print(("t = %.2f  the walker is home"):format(clock.now())) end})

for step = 1, 8 do
  clock.after(step / 2, function()
    print(("t = %.2f  blink alpha %.2f   walker at (%g, %g)"):format(
      clock.now(), blink.alpha, walker.center.x, walker.center.y))
  end)
end
