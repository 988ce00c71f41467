-- Controls written in Lua (Scripts/controls/): a switch, a rating and seed 004's rotary wheel,
-- touched as the live page touches them, animated by the engine, undone gesture by gesture.
local Switch = require "controls.switch"
local Rating = require "controls.rating"
local RotaryWheel = require "controls.wheel"

local function at(...) print(("t=%.2f  "):format(clock.now()) .. string.format(...)) end

local wifi = Switch.new()
wifi.onvaluechanged = function(_, on) at("switch %s", on and "on" or "off") end
local stars = Rating.new{value = 2}
stars.onvaluechanged = function(_, value) at("rating %.1f", value) end
local menu = RotaryWheel.new{sectors = 6}
menu.onvaluechanged = function(_, sector, name) at("wheel sector %d %s", sector, name) end

-- A tap on the switch: it springs on.
wifi:grab(10, 15); wifi:release(10, 15)
clock.advance(0.1)
print(scene.text())

-- A drag across the stars, from the first to the middle of the fourth.
stars:grab(10, 10)
for x = 30, 110, 20 do clock.advance(0.05); stars:drag(x, 10) end
stars:release(110, 10)

-- A finger turns the wheel a little over a sector and a half, then lets go: it snaps.
menu:touch(118 - 70, 118)
for i = 1, 8 do
  clock.advance(0.05)
  local a = math.pi + 0.17 * i
  menu:move(118 + 70 * math.cos(a), 118 + 70 * math.sin(a))
end
clock.advance(0.3)
menu:release()
at("wheel released at %.3f, selected %d", menu.angle, menu:selected())
clock.advance(0.1)
at("snapping: %.3f", menu.angle)
clock.advance(0.2)
at("rests at %.3f: %s (alpha %.1f, others %.1f)", menu.angle, menu:name(), menu:alpha(menu:selected()), menu:alpha(1))
print(scene.text())

print("undo:", table.concat(history.list(), ", "))
history.undo()
history.undo()
at("after two undos: rating %.1f, wheel sector %d", stars.value, menu:selected())
