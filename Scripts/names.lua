-- Names are bytes, as every Lua string is: NUL bytes and bytes that are not UTF-8 go into the
-- controls and come back exactly; only the text view and SVG, which show text to a person,
-- write them visibly (\xNN), along with control characters such as ESC.
--
--   playground run Scripts/names.lua

-- A wheel named in Latin-1 (é is the one byte \xe9 there, not UTF-8's two), with a NUL inside
-- a name and an ESC that, written raw, would turn a terminal red.
local w = Wheel.new{sectors = 3, names = {"caf\xe9", "a\0b", "\27[31mred"}}
for i = 1, 3 do
  local name = w:sector(i).name
  print(i, #name, name:byte(1, -1))
end

-- The same bytes come back from the history and from a view's faces.
history.group("caf\xe9", function() w:spin(2, {duration = 1}) end)
print(history.undoname() == "caf\xe9", #history.undoname())
local v = View.new()
v:transition("crossDissolve", {to = "caf\xe9", duration = 0.5})
clock.advance(1)
print(v.face == "caf\xe9")

-- The text view: bytes that are not UTF-8 and control characters are written as \xNN.
print(scene.text())
