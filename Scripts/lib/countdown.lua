-- Countdowns to a date, written in Lua on top of the playground's clock: the logic the
-- mechanical counter's readers asked for ("count down to a date, in seconds only").
--
--   local Countdown = require "lib.countdown"
--   local c = Countdown.new{target = "2026-12-24T18:00:00Z"}
--   c:at(10, function() print("ten seconds left") end)
--   c.onzero = function() print("now!") end
--   c.ontick = function(c) print(c:format("dhms")) end
--   c:start()
--
-- Pausing freezes the remaining time; resuming shifts the target by the time spent paused,
-- so the countdown goes on from where it was. Both are steps of the run's history:
-- history.undo() takes a pause or a resume back.

---The options of `Countdown.new`.
---@class CountdownOptions
---@field target string|number an ISO 8601 date-time with a time zone, or seconds since 1970
---@field ontick? fun(countdown: Countdown) called on every tick
---@field onzero? fun(countdown: Countdown) called when the countdown reaches 0

---A countdown to a date, in whole seconds (these annotations are for lua-language-server).
---@class Countdown
---@field target number seconds since 1970; moved later by the time spent paused
---@field ontick? fun(countdown: Countdown) called on every tick, before the alarms
---@field onzero? fun(countdown: Countdown) called once the countdown reaches 0 (it is stopped)
local Countdown = {}
Countdown.__index = Countdown

--- Creates a countdown to `options.target`, an ISO 8601 date-time with a time zone.
---@param options CountdownOptions
---@return Countdown
function Countdown.new(options)
  assert(type(options) == "table", "Countdown.new expects a table of options")
  local target = options.target
  if type(target) == "string" then
    local ok, parsed = pcall(clock.parse, target)
    if not ok then
      -- Report the caller's mistake at the caller's line, without clock.parse's own framing.
      error(("Countdown.new: bad 'target' (%s)"):format(parsed:match("%((invalid.*)%)$") or parsed), 2)
    end
    target = parsed
  elseif type(target) == "number" then
    -- Checked here, not at the first tick: an instant the clock's ISO 8601 writer can write
    -- (not NaN, not infinite, years 0000-9999).
    local ok, problem = pcall(clock.iso, target)
    if not ok then
      error(("Countdown.new: bad 'target' (%s)"):format(problem:match("%((.*)%)$") or problem), 2)
    end
  else
    error("Countdown.new: 'target' must be an ISO 8601 date-time string or seconds since 1970", 2)
  end
  -- Checked here too, as the built-in controls check theirs: a handler that is not a function
  -- would fail at the first tick, inside this library; a misspelt option would be ignored.
  for _, name in ipairs({"ontick", "onzero"}) do
    local handler = options[name]
    if handler ~= nil and type(handler) ~= "function" then
      error(("Countdown.new: bad '%s' (a function expected, got %s)"):format(name, type(handler)), 2)
    end
  end
  for key in pairs(options) do
    if key ~= "target" and key ~= "ontick" and key ~= "onzero" then
      error(("Countdown.new: unknown option '%s' (the options are target, ontick and onzero)"):format(tostring(key)), 2)
    end
  end
  return setmetatable({
    target = target,
    alarms = {},
    ontick = options.ontick,
    onzero = options.onzero,
    timer = nil,
    pausedRemaining = nil,
  }, Countdown)
end

--- Seconds left, rounded up, never below 0 (a frozen value while paused).
---@return integer
function Countdown:remaining()
  local left = self.pausedRemaining or (self.target - clock.time())
  if left <= 0 then return 0 end
  return math.ceil(left - 1e-9)
end

--- Calls `handler(countdown)` on the tick at which `seconds` remain.
---@param seconds integer
---@param handler fun(countdown: Countdown)
---@return Countdown self
function Countdown:at(seconds, handler)
  self.alarms[#self.alarms + 1] = {seconds = seconds, handler = handler}
  return self
end

--- The remaining time as text: "seconds" gives "12345", "dhms" gives "0:03:25:45".
---@param style? "seconds"|"dhms"
---@return string
function Countdown:format(style)
  local left = self:remaining()
  if style == nil or style == "seconds" then
    return tostring(left)
  elseif style == "dhms" then
    local days = left // 86400
    local hours = left % 86400 // 3600
    local minutes = left % 3600 // 60
    local seconds = left % 60
    return ("%d:%02d:%02d:%02d"):format(days, hours, minutes, seconds)
  end
  error(("unknown style '%s' (expected 'seconds' or 'dhms')"):format(tostring(style)), 2)
end

function Countdown:tick()
  local left = self:remaining()
  if self.ontick then self.ontick(self) end
  for _, alarm in ipairs(self.alarms) do
    if alarm.seconds == left then alarm.handler(self) end
  end
  if left == 0 then
    self:stop()
    if self.onzero then self.onzero(self) end
  end
end

--- Starts ticking: a tick at every whole second of remaining time (so a target at
--- 18:00:03.5 ticks at 3.5 s, 2.5 s, … before it and reaches zero exactly on it), and at once
--- when the countdown is already at zero.
---@return Countdown self
function Countdown:start()
  if self.timer then return self end
  local left = self.target - clock.time()
  local first = left - math.floor(left)
  if left <= 0 then
    first = 0
  elseif first == 0 then
    first = 1
  end
  if first == 1 then
    -- Already on a whole second: one repeating timer, created now.
    self.timer = clock.every(1, function() self:tick() end)
  else
    self.timer = clock.after(first, function()
      self.timer = clock.every(1, function() self:tick() end)
      self:tick()
    end)
  end
  return self
end

--- Stops ticking for good.
---@return Countdown self
function Countdown:stop()
  if self.timer then clock.cancel(self.timer) end
  self.timer = nil
  return self
end

--- Freezes the remaining time and stops ticking: the undo step "Pause Countdown", whose undo
--- goes on as if the pause had not happened (the target never moved) and whose redo freezes
--- the time remaining at the moment of the redo.
---@return Countdown self
function Countdown:pause()
  if self.pausedRemaining then return self end
  history.record("Pause Countdown",
    function() self:freeze() end,
    function() self:thaw() end)
  return self
end

--- Goes on from the frozen remaining time: the target moves by the time spent paused. The undo
--- step "Resume Countdown", whose undo freezes the countdown again at the time it had frozen,
--- with the target it had.
---@return Countdown self
function Countdown:resume()
  if not self.pausedRemaining then return self end
  local target, remaining = self.target, self.pausedRemaining
  history.record("Resume Countdown",
    function()
      self.target = clock.time() + self.pausedRemaining
      self:thaw()
    end,
    function()
      self:stop()
      self.target, self.pausedRemaining = target, remaining
    end)
  return self
end

-- The two halves of pausing, without a history step (the recorded commands call them).
function Countdown:freeze()
  self.pausedRemaining = math.max(0, self.target - clock.time())
  self:stop()
end

function Countdown:thaw()
  self.pausedRemaining = nil
  self:start()
end

--- Whether the countdown is paused.
---@return boolean
function Countdown:paused()
  return self.pausedRemaining ~= nil
end

return Countdown
