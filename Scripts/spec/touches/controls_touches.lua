-- What was done on the page of `playground serve controls.lua`: the script, then each
-- touch at the virtual time it was made, through the same calls. Replay it with
--   playground run --seed 5 --now 2026-11-29T09:00:00Z touches.lua
local source = "-- Controls written in Lua (Scripts/controls/): a switch, a rating and seed 004's rotary wheel,\010-- touched as the live page touches them, animated by the engine, undone gesture by gesture.\010local Switch = require \"controls.switch\"\010local Rating = require \"controls.rating\"\010local RotaryWheel = require \"controls.wheel\"\010\010local function at(...) print((\"t=%.2f  \"):format(clock.now()) .. string.format(...)) end\010\010local wifi = Switch.new()\010wifi.onvaluechanged = function(_, on) at(\"switch %s\", on and \"on\" or \"off\") end\010local stars = Rating.new{value = 2}\010stars.onvaluechanged = function(_, value) at(\"rating %.1f\", value) end\010local menu = RotaryWheel.new{sectors = 6}\010menu.onvaluechanged = function(_, sector, name) at(\"wheel sector %d %s\", sector, name) end\010\010-- A tap on the switch: it springs on.\010wifi:grab(10, 15); wifi:release(10, 15)\010clock.advance(0.1)\010print(scene.text())\010\010-- A drag across the stars, from the first to the middle of the fourth.\010stars:grab(10, 10)\010for x = 30, 110, 20 do clock.advance(0.05); stars:drag(x, 10) end\010stars:release(110, 10)\010\010-- A finger turns the wheel a little over a sector and a half, then lets go: it snaps.\010menu:touch(118 - 70, 118)\010for i = 1, 8 do\010  clock.advance(0.05)\010  local a = math.pi + 0.17 * i\010  menu:move(118 + 70 * math.cos(a), 118 + 70 * math.sin(a))\010end\010clock.advance(0.3)\010menu:release()\010at(\"wheel released at %.3f, selected %d\", menu.angle, menu:selected())\010clock.advance(0.1)\010at(\"snapping: %.3f\", menu.angle)\010clock.advance(0.2)\010at(\"rests at %.3f: %s (alpha %.1f, others %.1f)\", menu.angle, menu:name(), menu:alpha(menu:selected()), menu:alpha(1))\010print(scene.text())\010\010print(\"undo:\", table.concat(history.list(), \", \"))\010history.undo()\010history.undo()\010at(\"after two undos: rating %.1f, wheel sector %d\", stars.value, menu:selected())\010"
local touches = {
  {3.8666666666666667, "Switch #1", "toggle"},
  {4.2000000000000002, "Rating #1", "grab", 10.0, 12.0},
  {4.2666666666666666, "Rating #1", "drag", 20.0, 12.0},
  {4.333333333333333, "Rating #1", "drag", 35.0, 12.0},
  {4.4333333333333336, "Rating #1", "drag", 50.0, 12.0},
  {4.5, "Rating #1", "drag", 65.0, 12.0},
  {4.5666666666666664, "Rating #1", "drag", 80.0, 12.0},
  {4.666666666666667, "Rating #1", "drag", 95.0, 12.0},
  {4.7333333333333334, "Rating #1", "release", 95.0, 12.0},
  {5.0999999999999996, "RotaryWheel #1", "touch", 48.0, 118.0},
  {5.1333333333333329, "RotaryWheel #1", "move", 49.395339551113082, 104.09314684434571},
  {5.2333333333333334, "RotaryWheel #1", "move", 53.525730419798037, 90.740716038394481},
  {5.2999999999999998, "RotaryWheel #1", "move", 60.226506956322517, 78.475026862347534},
  {5.4000000000000004, "RotaryWheel #1", "move", 69.230530345698412, 67.78507363703342},
  {5.4666666666666668, "RotaryWheel #1", "move", 80.178838589230224, 59.097031063447254},
  {5.5666666666666664, "RotaryWheel #1", "move", 92.634957186632846, 52.757263982294148},
  {5.6333333333333329, "RotaryWheel #1", "move", 106.10229999698315, 49.018518900807777},
  {5.7000000000000002, "RotaryWheel #1", "move", 120.04396656109017, 48.029847787094639},
  {5.7999999999999998, "RotaryWheel #1", "move", 133.90414662851606, 49.830665838526329},
  {5.8666666666666663, "RotaryWheel #1", "release", 147.13027855829995, 54.349180122202277},
  {6.9333333333333336, false, "eval", "print('done')"},
}
-- What the replay calls, taken before the script or a console line can change a global
-- (a console line `load = nil` on the page must not break the replay).
local load, assert, pcall, ipairs, error, unpack = load, assert, pcall, ipairs, error, table.unpack
local at, undo, redo, control_named = clock.at, history.undo, history.redo, scene.control
local run, problem = load(source, "@controls.lua")
if not run then error(problem, 0) end
-- Scheduled before the script runs, so that a touch comes before the script's own
-- timers of the same instant, as it did on the page (touches are applied at a frame).
for _, touch in ipairs(touches) do
  at(touch[1], function()
    local method = touch[3]
    if method == "undo" then undo()
    elseif method == "redo" then redo()
    elseif method == "eval" then
      local chunk = load("return " .. touch[4], "=console") or assert(load(touch[4], "=console"))
      -- A line marked true raised an error on the page, after doing what it did before it.
      if touch[5] then pcall(chunk) else chunk() end
    else
      local control = control_named(touch[2])
      if control then control[method](control, unpack(touch, 4)) end
    end
  end)
end
run(...)
-- When the last touch was made: where a spec made from this file advances the clock to
-- (`playground test --from-touches`).
return touches[#touches] and touches[#touches][1] or 0
