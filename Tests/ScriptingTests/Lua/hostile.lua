-- Helpers for the hostile-input tests (hostile_*_test.lua): the junk values a script can pass,
-- every control with every bound method and property, a snapshot of everything a control lets a
-- script read, and checks that a refused call raised a clean error and changed nothing.
local hostile = {}

local NUL = "a\0b"

--- Every kind of value a script can pass where a binding expects something else, labelled for
--- messages. `nil` is a label with no value (`value == nil`).
hostile.junk = {
  {"nil", nil}, {"true", true}, {"false", false}, {"0", 0}, {"-1", -1}, {"1", 1}, {"2", 2}, {"0.5", 0.5},
  {"NaN", 0 / 0}, {"inf", math.huge}, {"-inf", -math.huge}, {"1e300", 1e300}, {"-1e300", -1e300},
  {"2^53", 2 ^ 53}, {"2^63", 2 ^ 63}, {"maxinteger", math.maxinteger}, {"mininteger", math.mininteger},
  {"''", ""}, {"'x'", "x"}, {"NUL string", NUL}, {"'\\0'", "\0"}, {"'1e999'", "1e999"}, {"'nan'", "nan"},
  {"'-5'", "-5"}, {"long string", ("x"):rep(3000)}, {"'left'", "left"}, {"'top'", "top"},
  {"'easeIn'", "easeIn"}, {"'start'", "start"}, {"ISO date", "2026-12-24T18:00:00Z"},
  {"{}", {}}, {"{1, 2}", {1, 2}}, {"{x = NaN, y = inf}", {x = 0 / 0, y = math.huge}},
  {"{1e300, -1e300}", {1e300, -1e300}}, {"table with a metatable", setmetatable({}, {__index = function() error("trap") end})},
  {"function", function() end}, {"raising function", function() error("raised by junk") end},
  {"print", print}, {"coroutine", coroutine.create(function() end)},
  {"another control", false}, -- replaced by `hostile.withOtherControl`
}

--- The junk list with the "another control" entry holding `other`.
function hostile.withOtherControl(other)
  local list = {}
  for i, entry in ipairs(hostile.junk) do
    list[i] = entry[1] == "another control" and {"another control", other} or entry
  end
  return list
end

--- Every control: how to make one (and one in a busy state), and (`reads`) what its read-only
--- methods answer, for snapshots. Its methods and properties are the ones its class declares
--- (`scene.classes()`), added below: a method or a property added to a class is swept with no
--- change here.
hostile.controls = {
  Odometer = {
    make = function() return Odometer.new(3, 42) end,
    busy = function() local o = Odometer.new(3, 42); o:increment(); return o end,
    reads = function(o) return {o:positions(), o:position(1), o:position(3)} end,
  },
  Wheel = {
    make = function() return Wheel.new{sectors = 6} end,
    busy = function() local w = Wheel.new{sectors = 6}; w:touch(50, 0); w:move(0, 50); return w end,
    reads = function(w) return {w:alphas(), w:alpha(1), w:sector(1), w:sector(6)} end,
  },
  Timer = {
    make = function() return Timer.new(60) end,
    busy = function() local t = Timer.new(60); t:start(); clock.advance(1); return t end,
    reads = function(t) return {t:circles()} end,
  },
  DateRange = {
    make = function() return DateRange.new{start = "2026-01-01", finish = "2026-02-01"} end,
    busy = function()
      local r = DateRange.new{start = "2026-01-01", finish = "2026-02-01", min = "2025-01-01", max = "2027-01-01"}
      r:edit(); r:select("finish"); return r
    end,
    reads = function() return {} end,
  },
  Frames = {
    make = function() return Frames.new{folder = "frames", frames = {"a.txt", "b.txt", "c.txt"}, duration = 0.3} end,
    busy = function()
      local a = Frames.new{folder = "frames", frames = {"a.txt", "b.txt", "c.txt"}, duration = 0.3}
      a:start("context"); clock.advance(0.15); return a
    end,
    reads = function() return {} end,
  },
  View = {
    make = function() return View.new{center = {10, 20}, color = "#336699"} end,
    busy = function()
      local v = View.new{center = {10, 20}, color = "#336699"}
      v:animate({alpha = 0.5, center = {100, 0}}, {duration = 1}); v:wobble(); clock.advance(0.25); return v
    end,
    reads = function(v)
      local list = {}
      for _, p in ipairs{"alpha", "center", "size", "color", "rotation", "scale", "translation"} do
        list[#list + 1] = v:model(p)
        list[#list + 1] = v:isanimating(p)
      end
      list[#list + 1] = v:transitionframe()
      return list
    end,
  },
  Memory = {
    make = function() return Memory.new{pairs = 3, seed = 1} end,
    busy = function() local g = Memory.new{pairs = 3, seed = 1}; g:flip(1); return g end,
    reads = function(g)
      local list = {g:sides()}
      for i = 1, g.cards do list[#list + 1] = g:card(i) end
      return list
    end,
  },
  Puzzle = {
    make = function() return Puzzle.new(3, 3) end,
    busy = function() local p = Puzzle.new(3, 3); p:shuffle(7); p:tilt("left"); return p end,
    reads = function(p) return {p:rects(), p:tile(1), p:hint()} end,
  },
  Stepper = {
    make = function() return Stepper.new{value = 5, min = 0, max = 10} end,
    busy = function()
      local s = Stepper.new{value = 5, min = 0, max = 10}
      s:press("plus"); clock.advance(0.6); return s
    end,
    reads = function() return {} end,
  },
  -- A control written in Lua, with a field of every kind, swept as the built-in ones are.
  Gauge = {
    make = function() return Gauge.new() end,
    busy = function()
      local g = Gauge.new{label = "busy"}
      g:set(1); g:grab(2, 3)
      g:animate({value = 5, knob = {10, 10}, tint = "#ff0000", turn = Transform.rotation(1)}, {duration = 2})
      return g
    end,
    reads = function() return {} end,
  },
}

Control.declare("Gauge", {
  doc = "A control written in Lua for the hostile sweep.",
  fields = {
    value = 0, on = false, label = "g", knob = {point = {0, 0}}, tint = {color = "#336699"},
    turn = {transform = Transform.identity()},
  },
  size = {20, 20},
  actions = {"changed"},
  tracking = {began = "grab", moved = "drag", ended = "release", cancelled = "cancel"},
  buttons = {"toggle"},
  keys = "nudge",
  draw = function(self, canvas)
    canvas:group({transform = self.turn}, function(c) c:rect(0, 0, 20, 20, {fill = self.tint}) end)
    canvas:circle(self.knob.x, self.knob.y, 2)
    canvas:text(self.label, 10, 18, {anchor = "middle", size = 6})
  end,
  text = function(self) return {self.label} end,
  frame = function(self) if self.value > 100 then self.value = 100 end end,
  methods = {
    set = function(self, value) self.value = value; self:send("changed", value) end,
    grab = function(self, x, y) self.knob = {x, y} end,
    drag = function(self, x, y) self.knob = {x = x, y = y}; self.value = x end,
    release = function(self) self:animate({value = 0}, {duration = 1}) end,
    cancel = function(self) self.value = 0 end,
    toggle = function(self) self.on = not self.on end,
    nudge = function(self, key) self.label = key end,
    paint = function(self, colour, seconds) self:animate({tint = colour}, {duration = seconds}) end,
    rotate = function(self, angle) self.turn = Transform.rotation(angle) end,
  },
})

--- The order the tests visit the controls in: the catalog's. Each declared class with a
--- constructor is a control the sweep must visit: one added to the catalog and not above fails
--- `hostile_sweep_test.lua` (`missingControls`) until it has its entry.
hostile.controlNames = {}
local missing = {}
for _, class in ipairs(scene.classes()) do
  local spec = hostile.controls[class.name]
  if spec then
    spec.methods, spec.properties = class.methods, class.properties
    hostile.controlNames[#hostile.controlNames + 1] = class.name
  elseif class.new then
    missing[#missing + 1] = class.name
  end
end

--- The declared classes with a constructor that have no entry above.
function hostile.missingControls()
  return missing
end

-- A deterministic text form of any value: tables with sorted keys, NaN and infinities by name,
-- floats with every digit. Functions, threads and userdata by identity.
local function serialize(value, seen)
  local kind = type(value)
  if kind == "number" then
    if value ~= value then return "nan" end
    if math.type(value) == "integer" then return tostring(value) end
    return ("%.17g"):format(value)
  elseif kind == "string" then
    return ("%q"):format(value)
  elseif kind == "table" then
    seen = seen or {}
    if seen[value] then return "<cycle>" end
    seen[value] = true
    local keys = {}
    for key in next, value do keys[#keys + 1] = key end
    table.sort(keys, function(a, b) return serialize(a) < serialize(b) end)
    local parts = {}
    for _, key in ipairs(keys) do parts[#parts + 1] = serialize(key) .. "=" .. serialize(rawget(value, key), seen) end
    seen[value] = nil
    return "{" .. table.concat(parts, ",") .. "}"
  else
    return tostring(value)
  end
end
hostile.serialize = serialize

--- Everything `control` (of the kind `name`) lets a script read, and the history's position,
--- as one string. Reads that fail are recorded with their message.
function hostile.snapshot(name, control)
  local spec = hostile.controls[name]
  local parts = {tostring(control), "history " .. history.count() .. "/" .. history.index(),
    "pending " .. clock.pending()}
  for _, property in ipairs(spec.properties) do
    local ok, value = pcall(function() return control[property] end)
    parts[#parts + 1] = property .. "=" .. (ok and serialize(value) or "error " .. tostring(value))
  end
  local ok, reads = pcall(spec.reads, control)
  parts[#parts + 1] = "reads=" .. (ok and serialize(reads) or "error " .. tostring(reads))
  return table.concat(parts, "\n")
end

local function strip(message)
  return (tostring(message):gsub("^[^:]+:%d+: ", ""))
end
hostile.strip = strip

--- Runs `fn`, which must fail with exactly `message` (after the position prefix) and leave
--- `control` exactly as it was.
function hostile.refused(name, control, fn, message, what)
  local before = hostile.snapshot(name, control)
  local ok, err = pcall(fn)
  what = what or message
  if ok then error(("%s: expected the error %q, but the call succeeded"):format(what, message), 2) end
  if type(err) ~= "string" then error(("%s: the error is a %s, not a message"):format(what, type(err)), 2) end
  if strip(err) ~= message and err ~= message then
    error(("%s: expected the error %q, got %q"):format(what, message, err), 2)
  end
  local after = hostile.snapshot(name, control)
  if after ~= before then
    error(("%s: the failed call changed the control\nbefore:\n%s\nafter:\n%s"):format(what, before, after), 2)
  end
end

--- Whether `message` is one of the forms a binding's errors take: `bad argument`, a bad
--- `self`, a bad or read-only field, or a control's own refusal (`cannot …`, `… is …`).
--- Anything else (a Lua internal error, a Swift error's debug text) means a binding let junk
--- through.
function hostile.isCleanMessage(message)
  if type(message) ~= "string" then return false end
  local text = strip(message)
  if text:find("attempt to ", 1, true) or text:find("Optional(", 1, true) or text:find("Swift.", 1, true)
      or text:find("Error(", 1, true) or text:find("%(%)") then
    return false
  end
  return #text > 0
end

return hostile
