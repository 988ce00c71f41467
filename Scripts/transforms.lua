-- Affine transforms from Lua (Core Graphics' CGAffineTransform), and the book's pitfall:
-- three quarters of a turn given as a matrix turns a quarter of the way the other way, while
-- the scalar rotation turns as meant.
--
--   playground run Scripts/transforms.lua
--   playground run Scripts/transforms.lua --svg out --svg-every 0.25     (see both views turn)

local t = Transform.identity():translate(40, 0):scale(2):rotate(math.pi / 2)
print("built:     " .. tostring(t))
local corner = t:apply{10, 0}
print(("(10, 0) -> (%g, %g)"):format(corner.x, corner.y))
local parts = t:decompose()
print(("parts:     rotation %.4f, scale %g x %g, translation (%g, %g)"):format(
  parts.rotation, parts.scalex, parts.scaley, parts.translation.x, parts.translation.y))
print("inverse:   " .. tostring(t:invert()))
print("singular:  " .. select(2, Transform.scale(0):invert()))

-- The pitfall, side by side.
local turn = 3 * math.pi / 2
print(("3π/2 as a matrix decomposes as %.4f"):format(Transform.rotation(turn):decompose().rotation))
local matrix = View.new{center = {60, 60}, size = {60, 20}, color = "#d9534f"}
local scalar = View.new{center = {180, 60}, size = {60, 20}, color = "#5cb85c"}
matrix:animate({transform = Transform.rotation(turn)}, {duration = 1, curve = "linear"})
scalar:animate({rotation = turn}, {duration = 1, curve = "linear",
  completion = function() print("both have arrived: the same pose, reached by opposite turns") end})
for step = 1, 4 do
  clock.after(step / 4, function()
    print(("t = %.2f  matrix %+.4f rad   rotation %+.4f rad"):format(clock.now(), matrix.rotation, scalar.rotation))
  end)
end
