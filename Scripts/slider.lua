-- A control written in Lua, used as the built-in ones are: the slider of controls/slider.lua.
-- A finger drags it across and lets go; it springs onto its step; undo takes the whole drag back.
local Slider = require "controls.slider"

local volume = Slider.new{value = 0.25, step = 0.25}
volume.onvaluechanged = function(slider, value)
  print(string.format("t=%.2f  valuechanged %.2f", clock.now(), value))
end
volume.ontouchupinside = function() print(string.format("t=%.2f  touchupinside", clock.now())) end

print(tostring(volume))
print("grab the track:", volume:grab(200, 20))   -- not on the thumb: refused
print("grab the thumb:", volume:grab(70, 20))    -- the thumb is at 71
clock.advance(0.1)
volume:drag(140, 22)         -- drags right
clock.advance(0.1)
volume:release(150, 22)      -- and lets go between two steps: the thumb springs to 0.75
print(scene.text())
clock.advance(0.5)
print(string.format("rests at %.2f", volume.value))
print("undo:", history.undoname())
history.undo()
print(string.format("after undo %.2f", volume.value))
volume:set(1, true)          -- set, animated
