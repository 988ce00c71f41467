-- A slider written in Lua: UIKit's UISlider as a control of its own.
--
-- A track from `min` to `max` and a thumb at `value`. A finger on the track grabs the thumb
-- there and drags it; on release the thumb springs to the nearest `step` (0: any value).
-- `continuous` sends "valuechanged" while dragging, as UISlider's isContinuous does; otherwise
-- once, on release. The arrow keys move it by a step (a tenth of the range without one).
--
--   local Slider = require "controls.slider"
--   local volume = Slider.new{value = 0.3}
--   volume.onvaluechanged = function(slider, value) print("volume", value) end

local TRACK_LEFT, TRACK_RIGHT, TRACK_Y, THUMB = 22, 218, 22, 13

local function clamp(x, low, high) return math.max(low, math.min(high, x)) end

-- The value under a finger at x, within the range.
local function valueAt(self, x)
  local fraction = clamp((x - TRACK_LEFT) / (TRACK_RIGHT - TRACK_LEFT), 0, 1)
  return self.min + fraction * (self.max - self.min)
end

-- `value` on the step grid (unchanged without a step), within the range.
local function snapped(self, value)
  if self.step > 0 then
    value = self.min + math.floor((value - self.min) / self.step + 0.5) * self.step
  end
  return clamp(value, self.min, self.max)
end

local function thumbX(self)
  local fraction = (self.value - self.min) / (self.max - self.min)
  return TRACK_LEFT + clamp(fraction, 0, 1) * (TRACK_RIGHT - TRACK_LEFT)
end

-- Moves the thumb under the finger, telling listeners when continuous.
local function follow(self, x)
  local value = valueAt(self, x)
  if value ~= self.value then
    self.value = value
    if self.continuous then self:send("valuechanged", value) end
  end
end

return Control.declare("Slider", {
  doc = "UIKit's UISlider, written in Lua: a thumb dragged along a track.",
  fields = {
    value = 0.5, min = 0, max = 1, step = 0, continuous = true,
    tint = "#2f6fdf", held = false,
  },
  size = {240, 44},
  actions = {"valuechanged", "touchupinside"},
  tracking = {began = "grab", moved = "drag", ended = "release", cancelled = "cancel"},
  keys = "nudge",

  draw = function(self, canvas)
    local x = thumbX(self)
    canvas:rect(TRACK_LEFT, TRACK_Y - 2, TRACK_RIGHT - TRACK_LEFT, 4, {fill = "#d1d1d6", radius = 2})
    canvas:rect(TRACK_LEFT, TRACK_Y - 2, x - TRACK_LEFT, 4, {fill = self.tint, radius = 2})
    canvas:circle(x, TRACK_Y + 1, THUMB, {fill = "#000000", opacity = 0.12})
    canvas:circle(x, TRACK_Y, THUMB, {fill = self.held and "#f2f2f7" or "#ffffff", stroke = "#c7c7cc"})
  end,

  text = function(self)
    local cells = 20
    local at = math.floor((self.value - self.min) / (self.max - self.min) * cells + 0.5)
    return string.rep("=", at) .. (self.held and "O" or "o") .. string.rep("-", cells - at)
      .. string.format(" %.2f", self.value)
  end,

  methods = {
    -- Sets the value (snapped, within the range); animated, the thumb glides there.
    set = function(self, value, animated)
      local target = snapped(self, value)
      if animated then self:animate({value = target}, {duration = 0.3}) else self.value = target end
      self:send("valuechanged", target)
    end,
    -- As UISlider, a finger takes the thumb only where the thumb is.
    grab = function(self, x, y)
      if math.abs(x - thumbX(self)) > THUMB + 8 or y < 0 or y > 44 then return false end
      self.held = true
      return true
    end,
    drag = function(self, x) if self.held then follow(self, x) end end,
    release = function(self, x, y)
      if not self.held then return end
      follow(self, x)
      self.held = false
      local target = snapped(self, valueAt(self, x))
      -- The thumb springs onto the step it is nearest.
      self:animate({value = target}, {curve = "spring", damping = 0.6, response = 0.3})
      if not self.continuous or target ~= valueAt(self, x) then self:send("valuechanged", target) end
      if y >= 0 and y <= 44 then self:send("touchupinside") end
    end,
    cancel = function(self) self.held = false end,
    nudge = function(self, key)
      local step = self.step > 0 and self.step or (self.max - self.min) / 10
      local by = (key == "right" or key == "up") and step or (key == "left" or key == "down") and -step or 0
      if by ~= 0 then self:set(self.value + by, true) end
    end,
  },
})
