-- A rating control written in Lua: a row of stars, set by a tap or a drag across them, in
-- half stars unless `halves` is false. The arrow keys change it by a step.
--
--   local Rating = require "controls.rating"
--   local stars = Rating.new{value = 3.5}
--   stars.onvaluechanged = function(rating, value) print("rated", value) end

local STAR, GAP = 28, 4
local COUNT = 5

-- The ten corners of a star of radius r round (cx, cy), its first point up.
local function star(cx, cy, r)
  local points = {}
  for i = 0, 9 do
    local a = -math.pi / 2 + i * math.pi / 5
    local radius = i % 2 == 0 and r or r * 0.45
    points[#points + 1] = cx + radius * math.cos(a)
    points[#points + 1] = cy + radius * math.sin(a)
  end
  return points
end

-- Every star's outline, made once: STARS[i] is the i-th; FIRST[n] the first n as one shape.
local STARS, FIRST = {}, {[0] = {}}
for i = 1, COUNT do
  STARS[i] = star((i - 1) * (STAR + GAP) + STAR / 2, STAR / 2 + 2, STAR / 2)
  FIRST[i] = {table.unpack(FIRST[i - 1])}
  FIRST[i][i] = STARS[i]
end
local GREY = {fill = "#e0e0e0"}

-- The value under a finger at x: whole or half stars, from 0 to the count.
local function valueAt(self, x)
  local stars = x / (STAR + GAP)
  local step = self.halves and 0.5 or 1
  return math.max(0, math.min(COUNT, math.ceil(stars / step) * step))
end

local function change(self, value)
  if value ~= self.value then
    self.value = value
    self:send("valuechanged", value)
  end
end

return Control.declare("Rating", {
  doc = "A row of five stars rated by a tap or a drag, in half stars.",
  fields = {value = 0, halves = true, held = false, colour = "#ffb400"},
  size = {COUNT * (STAR + GAP), STAR + 4},
  actions = {"valuechanged"},
  tracking = {began = "grab", moved = "drag", ended = "release", cancelled = "cancel"},
  keys = "key",

  draw = function(self, canvas)
    canvas:polygon(FIRST[COUNT], GREY)
    local whole = math.floor(self.value)
    local lit = {fill = self.colour}
    if whole > 0 then canvas:polygon(FIRST[whole], lit) end
    -- A half star is the next star cut at its middle.
    local part = self.value - whole
    if part > 0 and whole < COUNT then
      local x = whole * (STAR + GAP)
      canvas:group({clip = {x, 0, STAR * part, STAR + 4}}, function(half) half:polygon(STARS[whole + 1], lit) end)
    end
  end,

  text = function(self)
    local whole = math.floor(self.value)
    local half = self.value - whole >= 0.5 and 1 or 0
    return string.rep("*", whole) .. string.rep("+", half) .. string.rep(".", COUNT - whole - half)
      .. " " .. self.value
  end,

  methods = {
    set = function(self, value) change(self, math.max(0, math.min(COUNT, value))) end,
    key = function(self, key)
      local step = self.halves and 0.5 or 1
      if key == "right" or key == "up" then self:set(self.value + step) end
      if key == "left" or key == "down" then self:set(self.value - step) end
    end,
    grab = function(self, x)
      self.held = true
      change(self, valueAt(self, x))
      return true
    end,
    drag = function(self, x) if self.held then change(self, valueAt(self, x)) end end,
    release = function(self) self.held = false end,
    cancel = function(self) self.held = false end,
  },
})
