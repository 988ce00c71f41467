-- The rotary wheel menu of seed 004 (SMRotaryWheel), written in Lua: N sectors round a centre,
-- turned by a finger, snapping onto the middle of the sector under the beak when it lets go.
--
-- As the seed: each sector hangs from the centre (anchor (1, 0.5)), turned by 2π/N × i; a touch
-- stores atan2 from the centre and each move turns the wheel by the angle the finger turned;
-- touches nearer than 40 or farther than 100 points from the centre are ignored; on release
-- the wheel snaps in 0.2 s to the middle of the sector under the beak (at the left), which is
-- drawn at alpha 1.0 and the others at 0.6 (all at 0.6 while a finger holds the wheel).
-- Fixed from the seed: one rule for every sector count (no odd/even paths, no anomaly at ±π),
-- an angle on a boundary selects the sector it starts, and no auto-rotation that fits 8 only.
--
--   local Wheel = require "controls.wheel"
--   local menu = Wheel.new{sectors = 6}
--   menu.onvaluechanged = function(wheel, sector, name) print(sector, name) end

local NAMES = {"Circles", "Flower", "Monster", "Person", "Smile", "Sun", "Swirl", "3 circles", "Triangle"}
local SIDE, DEAD_ZONE, RIM, HUB = 236, 40, 100, 40
local CENTER = SIDE / 2
local SNAP = 0.2

local function name(i) return NAMES[i] or ("Sector " .. i) end
local function span(self) return 2 * math.pi / self.sectors end

-- The shortest turn from angle a to angle b, in (−π, π].
local function shortest(a, b)
  local d = (b - a) % (2 * math.pi)
  if d > math.pi then d = d - 2 * math.pi end
  return d
end

-- The sector under the beak at wheel angle a: sector k's middle is there at a = −(k−1)·2π/N.
local function sectorAt(self, a)
  local k = math.floor(-a / span(self) + 0.5) % self.sectors
  return k + 1
end

-- The wheel angle, nearest to a, that centres a sector under the beak.
local function nearestMiddle(self, a)
  return math.floor(a / span(self) + 0.5) * span(self)
end

local function direction(x, y) return math.atan(y - CENTER, x - CENTER) end
local function distance(x, y) return math.sqrt((x - CENTER) ^ 2 + (y - CENTER) ^ 2) end

local function alphaOf(self, i)
  if self.held then return 0.6 end
  return i == sectorAt(self, self.angle) and 1.0 or 0.6
end

return Control.declare("RotaryWheel", {
  doc = "Seed 004's rotary wheel menu, written in Lua: a finger turns it, it snaps onto a sector.",
  fields = {
    sectors = 8, angle = 0, held = false, value = 1,
    -- The finger's direction from the centre at its last accepted point.
    touchdirection = 0, hasdirection = false,
  },
  size = {SIDE, SIDE},
  actions = {"valuechanged"},
  tracking = {began = "touch", moved = "move", ended = "release", cancelled = "cancel"},

  draw = function(self, canvas)
    local n, s = self.sectors, span(self)
    canvas:group({x = CENTER, y = CENTER, rotate = self.angle}, function(wheel)
      for i = 1, n do
        -- Sector i hangs from the centre, turned by 2π/N × (i−1) from the beak (at π).
        local middle = math.pi + (i - 1) * s
        local hue = ("#%02x%02x%02x"):format(120 + (i * 53) % 120, 140 + (i * 31) % 100, 200 - (i * 17) % 90)
        wheel:group({opacity = alphaOf(self, i)}, function(sector)
          sector:wedge(0, 0, RIM, HUB, middle - s / 2, middle + s / 2, {fill = hue, stroke = "#ffffff", width = 1.5})
          sector:group({x = 70 * math.cos(middle), y = 70 * math.sin(middle)}, function(label)
            label:text(name(i), 0, 3, {size = 9, anchor = "middle", fill = "#1b1b1b"})
          end)
        end)
      end
    end)
    canvas:circle(CENTER, CENTER, HUB - 2, {fill = "#f2f2f2", stroke = "#9a9a9a"})
    canvas:text(tostring(sectorAt(self, self.angle)), CENTER, CENTER + 6, {size = 16, anchor = "middle", bold = true})
    -- The beak, at the left, pointing at the sector chosen.
    canvas:polygon({2, CENTER - 8, 2, CENTER + 8, 16, CENTER}, {fill = "#d0342c"})
  end,

  text = function(self)
    local k = sectorAt(self, self.angle)
    return ("sector %d of %d (%s)%s, angle %.3f"):format(k, self.sectors, name(k), self.held and ", held" or "", self.angle)
  end,

  methods = {
    -- The sector under the beak now, its name, and the alpha sector i is drawn with now.
    selected = function(self) return sectorAt(self, self.angle) end,
    name = function(self, i) return name(i or sectorAt(self, self.angle)) end,
    alpha = function(self, i) return alphaOf(self, i) end,

    touch = function(self, x, y)
      local d = distance(x, y)
      if self.held or d < DEAD_ZONE or d > RIM or d == 0 then return false end
      -- A wheel still snapping is caught where it is.
      self.angle = self.angle
      self.held, self.touchdirection, self.hasdirection = true, direction(x, y), true
      return true
    end,
    move = function(self, x, y)
      if not self.held then return end
      -- Inside the dead zone the direction swings wildly: the next point outside it is the
      -- new reference, and the wheel resumes without a jump.
      if distance(x, y) < DEAD_ZONE then self.hasdirection = false return end
      local now = direction(x, y)
      if self.hasdirection then self.angle = self.angle + shortest(self.touchdirection, now) end
      self.touchdirection, self.hasdirection = now, true
    end,
    release = function(self, x, y)
      if not self.held then return end
      if x and y then self:move(x, y) end
      self:cancel()
    end,
    cancel = function(self)
      if not self.held then return end
      self.held = false
      local target = nearestMiddle(self, self.angle)
      if target ~= self.angle then
        self:animate({angle = target}, {duration = SNAP, curve = "easeInEaseOut"})
      end
      local k = sectorAt(self, target)
      if k ~= self.value then
        self.value = k
        self:send("valuechanged", k, name(k))
      end
    end,
  },
})
