-- Random calls with junk arguments on every control, every method and field, with the clock
-- advancing, undo, and controls dropped and collected: nothing may crash, hang or trap.
--   playground run api_fuzz.lua SEED STEPS
math.randomseed(tonumber(arg[1]) or 1)
local junk = {nil, true, false, 0, -1, 1, 2, 3, 1e300, -1e300, 0/0, math.huge, -math.huge, 2^63, "x", "", "left", "top",
  "easeIn", "\0", {}, {1, 2}, {x = 1}, function() end, function() error("cb") end, tostring, coroutine.create(tostring),
  "2026-12-24T18:00:00Z", 1.5, math.maxinteger, math.mininteger}
local function pick() return junk[math.random(#junk + 1)] end
-- How to make one of each declared class; what is called on them is what the classes declare
-- (`scene.classes()`), so a method, field or function added to a class is fuzzed with no change
-- here, and a class added to the catalog stops this script until it has a maker.
local makers = {
  Odometer = function() return Odometer.new(math.random(1, 6)) end,
  Wheel = function() return Wheel.new{sectors = math.random(1, 12)} end,
  Timer = function() return Timer.new(math.random(1, 10)) end,
  DateRange = function() return DateRange.new{start = "2026-01-01", finish = "2026-02-01"} end,
  View = function() return View.new() end,
  Memory = function() return Memory.new{pairs = math.random(1, 4), seed = 1} end,
  Puzzle = function() return Puzzle.new(3, 3) end,
  Frames = function() return Frames.new{folder = "frames", frames = {"a.txt", "b.txt", "missing.txt"}, duration = 0.2} end,
  AnimationPlan = function() return Animation.sequence{{View.new(), {alpha = 0}, {duration = 0.3}}, 0.1} end,
  Stepper = function() return Stepper.new{value = math.random(0, 10), min = 0, max = 10, autorepeat = true} end,
  Transform = function() return Transform.rotation(math.random()) end,
  -- The canvas a draw gets, kept past its draw (where it refuses to draw).
  Canvas = function()
    local kept
    local Keeper = Control.declare("Keeper" .. math.random(1e9), {size = {10, 10}, draw = function(_, canvas) kept = canvas end})
    local keeper = Keeper.new()
    scene.svg()
    return kept
  end,
  -- A control written in Lua, with a field of each kind, methods, a tracked finger and actions.
  Dial = function() return Dial.new{value = math.random()} end,
}
Control.declare("Dial", {
  fields = {value = 0, label = "dial", on = false},
  size = {60, 60},
  actions = {"valuechanged"},
  tracking = {began = "grab", moved = "turn", ended = "letgo", cancelled = "reset"},
  keys = "turn",
  buttons = {"reset"},
  draw = function(self, canvas)
    canvas:circle(30, 30, 28, {fill = self.on and "#2f6fdf" or "#dddddd"})
    canvas:group({x = 30, y = 30, rotate = self.value * 6.28}, function(c) c:line(0, 0, 24, 0, {width = 3}) end)
    canvas:text(self.label, 30, 56, {anchor = "middle", size = 9})
  end,
  methods = {
    grab = function(self, x, y) self.on = true; return true end,
    turn = function(self, x) self:animate({value = (tonumber(x) or 0) % 1}, {duration = 0.2}); self:send("valuechanged", self.value) end,
    letgo = function(self, x) self:turn(x); self.on = false end,
    reset = function(self) self.value = 0; self.on = false end,
  },
})
local classMakers, methods, fields, libraries, libraryNames = {}, {}, {}, {}, {}
local seen = {}
local function add(list, name)
  if not seen[list] then seen[list] = {} end
  if not seen[list][name] then seen[list][name] = true; list[#list + 1] = name end
end
for _, class in ipairs(scene.classes()) do
  classMakers[#classMakers + 1] = makers[class.name] or error("api_fuzz.lua has no maker for " .. class.name)
  for _, name in ipairs(class.methods) do add(methods, name) end
  for _, name in ipairs(class.properties) do add(fields, name) end
  for _, name in ipairs(class.options) do add(fields, name) end
  if #class.functions > 0 then
    libraries[class.library] = libraries[class.library] or {}
    for _, name in ipairs(class.functions) do add(libraries[class.library], name) end
    add(libraryNames, class.library)
  end
end
for _, junkField in ipairs{"nope", "value\0", 1, true} do add(fields, junkField) end
-- The host's libraries, every function but clock.stop (which would end the random program).
for _, name in ipairs{"clock", "history", "scene", "Control"} do
  local functions = {}
  for key in pairs(_G[name]) do if key ~= "stop" then functions[#functions + 1] = key end end
  table.sort(functions)
  libraries[name] = functions
  add(libraryNames, name)
end
local objects = {}
for i = 1, #classMakers do objects[i] = classMakers[i]() end
local errors, calls = 0, 0
for step = 1, tonumber(arg[2]) or 3000 do
  local o = objects[math.random(#objects)]
  local r = math.random(6)
  local ok
  if r == 5 then
    -- A library function with junk; clock.advance only by small steps (a huge one would run
    -- repeating timers for ever), and never clock.stop, which would end the random program.
    local name = libraryNames[math.random(#libraryNames)]
    local f = libraries[name][math.random(#libraries[name])]
    if f == "advance" then
      ok = pcall(clock.advance, math.random() * 0.2)
    else
      ok = pcall(function() return _G[name][f](pick(), pick(), pick()) end)
    end
  elseif r == 6 then
    -- The same kind of call inside a coroutine that yields before and after it.
    local m = methods[math.random(#methods)]
    local co = coroutine.wrap(function(a)
      coroutine.yield(1)
      local result = o[m](o, a, pick(), pick())
      coroutine.yield(result)
      return Odometer.new(1)
    end)
    ok = pcall(function() co(pick()); co(); return co() end)
  elseif r == 1 then
    local m = methods[math.random(#methods)]
    ok = pcall(function() return o[m](o, pick(), pick(), pick()) end)
  elseif r == 2 then
    ok = pcall(function() return o[fields[math.random(#fields)]] end)
  elseif r == 3 then
    ok = pcall(function() o[fields[math.random(#fields)]] = pick() end)
  else
    ok = pcall(clock.advance, math.random() * 0.5)
    if math.random(20) == 1 then pcall(history.undo) end
    if math.random(50) == 1 then local k = math.random(#classMakers); objects[k] = classMakers[k](); collectgarbage() end
  end
  calls = calls + 1
  if not ok then errors = errors + 1 end
end
print("calls", calls, "errors", errors)
clock.stop()
