-- The rotary wheel menu of the seed (SMRotaryWheel), driven by a script: a drag with the
-- finger, a flick that coasts and snaps, a spin to a chosen sector, and undo.
--
--   playground run Scripts/wheel.lua
--   playground run --realtime Scripts/wheel.lua      -- watch it at the speed it happens
--
-- The wheel has the seed's nine sectors, numbered clockwise from the left. Touches are points
-- relative to the wheel's centre (y grows downwards, as on screen); touches closer than 40
-- points or farther than 100 are ignored.

local wheel = Wheel.new{sectors = 9, zero = "left"}
print(wheel)

wheel.onchange = function(w, index, name)
  print(("t=%5.3f  selected %d (%s)"):format(clock.now(), index, name))
end
wheel.oncross = function(w, from, to)
  print(("t=%5.3f  tick %d -> %d"):format(clock.now(), from, to))
end

-- A finger-drawn arc that turns a finger's position round the centre at radius `r`, from
-- angle `a0` to `a1`, in `steps` moves over `seconds`.
local function drag(r, a0, a1, steps, seconds)
  print(("t=%5.3f  touch down: %s"):format(clock.now(), tostring(wheel:touch(r * math.cos(a0), r * math.sin(a0)))))
  for i = 1, steps do
    clock.advance(seconds / steps)
    local a = a0 + (a1 - a0) * i / steps
    wheel:move(r * math.cos(a), r * math.sin(a))
  end
  wheel:release()
  print(("t=%5.3f  released at angle %.3f"):format(clock.now(), wheel.angle))
end

-- 1. A slow drag of a little over one sector, then the 0.2 s snap to the sector's middle.
clock.after(0.5, function() drag(70, math.pi, math.pi + 0.9, 10, 1.0) end)

-- 2. A touch in the dead zone is ignored.
clock.after(3, function()
  print(("t=%5.3f  touch in the dead zone: %s"):format(clock.now(), tostring(wheel:touch(10, 10))))
end)

-- 3. A flick: a quick short drag; the wheel coasts, slows down and lands on a sector middle.
clock.after(4, function() drag(80, 0, -0.6, 4, 0.08) end)

-- 4. A spin to sector 7 with two extra turns, counter-clockwise, in 2 s.
clock.after(8, function()
  print(("t=%5.3f  spin to 7"):format(clock.now()))
  wheel:spin(7, {turns = 2, direction = "counterClockwise", duration = 2, curve = "easeInEaseOut"})
end)

-- 5. Undo the spin: the wheel turns back over its snap duration.
clock.after(11, function()
  print(("t=%5.3f  undo %s"):format(clock.now(), history.undoname()))
  history.undo()
end)

clock.after(12, function()
  local alphas = {}
  for i, a in ipairs(wheel:alphas()) do alphas[i] = ("%.1f"):format(a) end
  print(("t=%5.3f  %s"):format(clock.now(), tostring(wheel)))
  print(("t=%5.3f  alphas %s"):format(clock.now(), table.concat(alphas, " ")))
end)
