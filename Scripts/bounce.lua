-- A control written in Lua with a frame hook (Scripts/controls/ball.lua): dropped, it falls,
-- bounces lower each time and comes to rest; the run ends when it does.
local Ball = require "controls.ball"

local ball = Ball.new()
ball.onlanded = function(_, bounces)
  print(string.format("landed at %.2f s after %d bounces", clock.now(), bounces))
end
ball:drop("#34c759")
