-- A bouncing ball written in Lua: a control with a per-frame hook (`frame`) for the physics
-- the engine's curves cannot express, and a colour and a point field the engine animates.
--
--   local Ball = require "controls.ball"
--   local ball = Ball.new()
--   ball:drop()          -- falls, bounces lower each time, and comes to rest

local FLOOR, RADIUS, GRAVITY, BOUNCE = 110, 10, 980, 0.6

return Control.declare("Ball", {
  doc = "A ball that falls and bounces: a frame hook moves it while it moves.",
  fields = {
    y = FLOOR, speed = 0, bounces = 0,
    tint = {color = "#e0403a"},
    shadow = {point = {20, FLOOR + RADIUS + 2}},
  },
  size = {40, 130},
  actions = {"landed"},
  buttons = {"drop"},

  draw = function(self, canvas)
    canvas:circle(self.shadow.x, self.shadow.y, 6, {fill = "#000000", opacity = 0.15})
    canvas:circle(20, self.y, RADIUS, {fill = self.tint})
  end,

  text = function(self)
    return string.format("ball at %.1f, %d bounces", FLOOR - self.y, self.bounces)
  end,

  -- Runs every 1/60 s while it changes the ball: once the ball lies still it changes nothing,
  -- and the hook rests until the next drop.
  frame = function(self)
    local dt = 1 / 60
    local speed = self.speed + GRAVITY * dt
    local y = self.y + speed * dt
    if y >= FLOOR then
      y = FLOOR
      speed = -speed * BOUNCE
      if math.abs(speed) < 60 then
        speed = 0
        if self.y < FLOOR then self:send("landed", self.bounces) end
      else
        self.bounces = self.bounces + 1
      end
    end
    self.speed, self.y = speed, y
  end,

  methods = {
    -- Lifts the ball to the top and lets it go; its colour glides to a new hue as it falls.
    drop = function(self, colour)
      self.y, self.speed, self.bounces = RADIUS, 0, 0
      self:animate({tint = colour or "#2f6fdf"}, {duration = 1})
    end,
  },
})
