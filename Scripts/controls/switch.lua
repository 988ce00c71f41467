-- A switch written in Lua: UIKit's UISwitch as a control of its own.
--
-- A tap toggles it; a drag slides the thumb and the switch takes the side the thumb is on when
-- the finger lifts. The thumb springs there; the track fills with the on-tint as it goes.
-- "valuechanged" is sent when the switch changes side, as UISwitch sends it.
--
--   local Switch = require "controls.switch"
--   local wifi = Switch.new{on = true}
--   wifi.onvaluechanged = function(switch, on) print("wifi", on) end

local W, H = 51, 31
local TRAVEL = W - H -- how far the thumb's centre goes

local function clamp(x) return math.max(0, math.min(1, x)) end

-- Springs the thumb to the side `on` says, and tells listeners when the side changed.
local function settle(self, on)
  self:animate({thumb = on and 1 or 0}, {curve = "spring", damping = 0.7, response = 0.35})
  if on ~= self.on then
    self.on = on
    self:send("valuechanged", on)
  end
end

return Control.declare("Switch", {
  doc = "UIKit's UISwitch, written in Lua: tap or drag the thumb to turn it on or off.",
  fields = {on = false, thumb = 0, tint = "#34c759", held = false, grabx = 0, dragged = false},
  size = {W, H},
  actions = {"valuechanged"},
  tracking = {began = "grab", moved = "drag", ended = "release", cancelled = "cancel"},
  buttons = {"toggle"},
  keys = "key",

  -- A switch made on starts with its thumb on that side.
  init = function(self) self.thumb = self.on and 1 or 0 end,

  draw = function(self, canvas)
    local t = clamp(self.thumb)
    canvas:rect(0, 0, W, H, {fill = "#e9e9eb", radius = H / 2})
    canvas:rect(0, 0, W, H, {fill = self.tint, radius = H / 2, opacity = t})
    local x = H / 2 + t * TRAVEL
    canvas:circle(x, H / 2 + 1, H / 2 - 2, {fill = "#000000", opacity = 0.15})
    -- A held thumb stretches a little, as UIKit's does.
    local stretch = self.held and 4 or 0
    canvas:rect(x - (H / 2 - 2), 2, H - 4 + stretch, H - 4, {fill = "#ffffff", radius = H / 2 - 2})
  end,

  text = function(self)
    local at = math.floor(clamp(self.thumb) * 4 + 0.5)
    return "(" .. string.rep("=", at) .. "O" .. string.rep("-", 4 - at) .. ") " .. (self.on and "on" or "off")
  end,

  methods = {
    toggle = function(self) settle(self, not self.on) end,
    set = function(self, on) settle(self, on and true or false) end,
    key = function(self, key)
      if key == "left" then settle(self, false) elseif key == "right" then settle(self, true) end
    end,
    grab = function(self, x, y)
      self.held, self.grabx, self.dragged = true, x, false
      return true
    end,
    drag = function(self, x)
      if not self.held then return end
      if math.abs(x - self.grabx) > 3 then self.dragged = true end
      if self.dragged then self.thumb = clamp((x - H / 2) / TRAVEL) end
    end,
    release = function(self, x)
      if not self.held then return end
      self:drag(x)
      self.held = false
      -- A tap toggles; a drag leaves it on the side the thumb is on.
      if self.dragged then settle(self, self.thumb > 0.5) else settle(self, not self.on) end
    end,
    cancel = function(self)
      if not self.held then return end
      self.held = false
      settle(self, self.on)
    end,
  },
})
