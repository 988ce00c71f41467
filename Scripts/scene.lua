-- Drawing the controls from a script: scene.text() is what the live view of --realtime shows,
-- scene.svg() what --svg writes. A counter rolls to 2026 next to a wheel; the script prints the
-- text view before, during and after the roll, then finds the wheel by its title.
--
--   playground run Scripts/scene.lua
--   playground run --allow-io Scripts/scene.lua snapshot.svg    -- also saves the last drawing

local counter = Odometer.new(4)
local wheel = Wheel.new{sectors = 6}
wheel:spin(3)
counter:set(2026)

for _, instant in ipairs{0, 0.2, 0.6} do
  clock.advance(instant - clock.now())
  print(scene.text())
  print()
end

-- A control is reached by the title its box shows, as a library's caller or a replay would.
print(scene.control("Wheel #1").name, scene.control("Wheel #2"))

local file = arg[1]
if file and io then
  local out = assert(io.open(file, "w"))
  out:write(scene.svg())
  out:close()
  print(("wrote %s (%d bytes of SVG)"):format(file, #scene.svg()))
elseif file then
  print("saving a file needs --allow-io")
end
