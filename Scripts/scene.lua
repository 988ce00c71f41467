-- Drawing the controls from a script: scene.text() is what the live view of --realtime shows,
-- scene.svg() what --svg writes. A counter rolls to 2026 next to a wheel; the script prints the
-- text view before, during and after the roll, then the wheel alone (scene.text(control)),
-- finds it by its title and lists what each class of control offers (scene.classes()).
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

-- One control alone, as assert.snapshot(name, control) keeps it in a spec.
print(scene.text(wheel))
print()

-- A control is reached by the title its box shows, as a library's caller or a replay would.
print(scene.control("Wheel #1").name, scene.control("Wheel #2"))

-- What each class declares, as the REPL's help and the live page read it: its methods, and
-- what a person can do to one in `playground serve`.
for _, class in ipairs(scene.classes()) do
  local page, does = class.page, {}
  if #page.buttons > 0 then does[#does + 1] = "buttons " .. table.concat(page.buttons, ", ") end
  if page.tracking then
    local finger = page.tracking
    does[#does + 1] = ("a finger (%s, %s, %s)"):format(finger.began, finger.moved, finger.ended)
  end
  if page.pressitem then does[#does + 1] = "a press calls " .. page.pressitem end
  if page.arrowkeys then does[#does + 1] = "the arrow keys call " .. page.arrowkeys end
  if page.dates then does[#does + 1] = "date fields" end
  if class.new then
    local shown = #does > 0 and table.concat(does, "; ") or "nothing on the page: scripts only"
    print(("%-9s %2d methods  %s"):format(class.name, #class.methods, shown))
  end
end

local file = arg[1]
if file and io then
  local out = assert(io.open(file, "w"))
  out:write(scene.svg())
  out:close()
  print(("wrote %s (%d bytes of SVG)"):format(file, #scene.svg()))
elseif file then
  print("saving a file needs --allow-io")
end
