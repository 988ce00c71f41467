-- The structure-aware generator of the FuzzScripts harness: a function of the fuzzer's input
-- that turns its bytes into calls of every binding, so that coverage guidance steers which
-- control, method, field and value comes next. Every choice reads the next byte; the program
-- ends when the bytes do (or after 300 actions). Values include what broke the project before:
-- extreme numbers (NaN, ±inf, 1e19, 1e300, 1e308, 2^63, denormals), strings of raw bytes (NUL,
-- invalid UTF-8), megabyte strings, tables and plans nested thousands deep, dates put together
-- from fragments or field by field with each field's edge values, callbacks that raise or call
-- back into the control, and coroutines; and, since most arguments are indices, points and
-- sizes, small integers and pairs of numbers. Most calls name a method or field the object
-- has; each control is also made from its own options; what the program leaves is drawn. Every
-- wheel, puzzle and odometer it makes is followed by the oracles (oracles.lua, passed by the
-- harness), and one program in four is one of the oracles' own instead.
return function(input, catalog, makeOracles)
  local position, length = 0, #input
  local function byte()
    position = position + 1
    return input:byte(position) or 0
  end
  local function choose(count) return byte() % count + 1 end
  local function done() return position >= length end
  local function raw(count) local s = input:sub(position + 1, position + count) position = position + count return s end
  local oracles = makeOracles(byte, choose, done)
  if choose(4) == 1 then return oracles.program() end

  local numbers = {0/0, 1/0, -1/0, 1e19, -1e19, 1e300, -1e300, 2^63, -2^63, math.maxinteger, math.mininteger,
    5e-324, -0.0, 1e12, 1e-300, 0.5, 1.5, 3, 7, 12, 64, 100, 1e6, -1, 1e308, 1.7976931348623157e308,
    0.999999999999, 2^62}
  local words = {"left", "right", "up", "down", "easeIn", "easeOut", "linear", "spring", "flipFromLeft", "curl",
    "start", "finish", "end", "dhms", "seconds", "x", "", "\0", "\255\254", "forever", "infinity",
    "cubic-bezier(0.68, -0.6, 0.32, 1.6)", "cubic-bezier(1e300, 0, 1, 1)", "steps(3, jump-none)", "steps(1, jump-none)",
    "steps(9223372036854775807, jump-both)", "linear(0, 0.9 60%, 1)", "linear(1e300, -1e300 50%)", "linear(0,,1)",
    "spring(0.4, 0.6)", "spring(1e-300, 1e300)", "ease-in-out", "step-start", "cubic-bezier(", ")(",
    "count", "digits", "shortest", "automatic", ",", "."}
  local dateParts = {"2026-12-24T18:00:00", "2026-12-24", "2026", "-", "12", "24", "T", "18", ":", "00", "Z",
    "+25:00", ".", ("9"):rep(40), "\0", "+01:00", "9999", "0000", "02-30", "-00:60", "z", "t", " ", "99999", "60",
    "24:00", "junk"}
  local objects = {}
  -- The controls' methods, fields and library functions come from their declarations (the
  -- harness passes the catalog); the host's own libraries and a few names no control has are
  -- added, so that calls meet "has no member" too.
  local methods, fields, seen = {}, {}, {}
  local function add(list, name)
    if not seen[list] then seen[list] = {} end
    if not seen[list][name] then seen[list][name] = true list[#list + 1] = name end
  end
  local libraries = {
    clock = {"now","time","every","after","at","cancel","pending","advance","parse","iso"},
    history = {"undo","redo","canundo","canredo","undoname","redoname","count","index","clear","group",
               "list","setindex","isclean","setclean","limit","setlimit","record","onchange"},
    scene = {"text","svg","control"},
  }
  local libraryNames = {"clock", "history", "scene"}
  for _, declared in ipairs(catalog) do
    for _, name in ipairs(declared.methods) do add(methods, name) end
    for _, name in ipairs(declared.properties) do add(fields, name) end
    for _, name in ipairs(declared.options) do add(fields, name) end
    if #declared.functions > 0 then
      libraries[declared.library] = declared.functions
      libraryNames[#libraryNames + 1] = declared.library
    end
  end
  for _, name in ipairs({"undo", "redo", "at", "format"}) do add(methods, name) end
  for _, name in ipairs({"names", "date", "steps", "score", "nosuch"}) do add(fields, name) end

  local value
  local function act() end
  -- A date-time field by field, each from its edge values (RFC 3339's grammar, with what lies
  -- just outside it), or fragments put together at random.
  local dateFields = {
    {"2026", "2024", "1900", "2000", "0000", "9999", "99999", "-001", "20x6"},
    {"-"}, {"01", "02", "04", "12", "00", "13", "1"},
    {"-"}, {"01", "28", "29", "30", "31", "00", "32"},
    {"T", "t", " ", "_"}, {"00", "18", "23", "24", "99"},
    {":"}, {"00", "30", "59", "60"},
    {":"}, {"00", "59", "60", "61"},
    {"", "", ".5", ".25", "." .. ("9"):rep(40), ".123456789012", ".", ".0000000005"},
    {"Z", "z", "+01:00", "-23:59", "+23:59", "+25:00", "+00:60", "+99:99", "+0100", "", "-00:00"},
    {"", "", "", "\0", "junk", " ", "Z"},
  }
  local function date()
    local parts = {}
    if choose(2) == 1 then
      for _, choices in ipairs(dateFields) do parts[#parts + 1] = choices[choose(#choices)] end
    else
      for _ = 1, choose(16) do parts[#parts + 1] = dateParts[choose(#dateParts)] end
    end
    return table.concat(parts)
  end

  -- The date oracle, written apart from the project's reader: what `clock.parse` accepts must be
  -- RFC 3339 (a date that exists, hours to 23, minutes and seconds to 59, a zone to ±23:59,
  -- nothing after it), and the instant it answers must be the one the fields name.
  local function daysFromCivil(y, m, d)
    y = m <= 2 and y - 1 or y
    local era = (y >= 0 and y or y - 399) // 400
    local yoe = y - era * 400
    local doy = (153 * (m + (m > 2 and -3 or 9)) + 2) // 5 + d - 1
    return era * 146097 + yoe * 365 + yoe // 4 - yoe // 100 + doy - 719468
  end
  local function rfc3339(text)
    local y, mo, d, h, mi, s, rest = text:match("^(%d%d%d%d)%-(%d%d)%-(%d%d)[Tt](%d%d):(%d%d):(%d%d)(.*)$")
    if not y then return nil end
    local fraction = rest:match("^%.%d+") or ""
    rest = rest:sub(#fraction + 1)
    local offset
    if rest == "Z" or rest == "z" then offset = 0
    else
      local sign, oh, om = rest:match("^([+-])(%d%d):(%d%d)$")
      if not sign or tonumber(oh) > 23 or tonumber(om) > 59 then return nil end
      offset = (tonumber(oh) * 60 + tonumber(om)) * 60 * (sign == "-" and -1 or 1)
    end
    y, mo, d, h, mi, s = tonumber(y), tonumber(mo), tonumber(d), tonumber(h), tonumber(mi), tonumber(s)
    local leap = y % 4 == 0 and (y % 100 ~= 0 or y % 400 == 0)
    local days = {31, leap and 29 or 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}
    if mo < 1 or mo > 12 or d < 1 or d > days[mo] or h > 23 or mi > 59 or s > 59 then return nil end
    local whole = daysFromCivil(y, mo, d) * 86400 + h * 3600 + mi * 60 + s - offset
    return whole + (fraction == "" and 0 or tonumber("0" .. fraction))
  end
  local function checkDate(text)
    local ok, seconds = pcall(clock.parse, text)
    if not ok or rawget(_G, "FUZZ_BROKEN") ~= nil then return end
    local expected = rfc3339(text)
    if expected == nil then
      rawset(_G, "FUZZ_BROKEN", ("clock.parse accepted %q, which is not RFC 3339, as %.17g"):format(text, seconds))
    elseif math.type(seconds) ~= "float" or math.abs(seconds - expected) > 1e-3 then
      rawset(_G, "FUZZ_BROKEN", ("clock.parse read %q as %.17g, not %.17g"):format(text, seconds, expected))
    end
  end
  local function deepTable()
    local t = {}
    for _ = 1, byte() * 1000 do t = choose(2) == 1 and {t} or {[t] = true} end
    return t
  end
  local function plan(depth)
    local p = Animation.sequence{choose(2) == 1 and 0.1 or {View.new(), {alpha = value(depth + 1)}, {duration = 0.2}}}
    for _ = 1, byte() * (choose(2) == 1 and 1 or 20) do
      p = (choose(2) == 1 and Animation.sequence or Animation.group){p, choose(2) == 1 and p or 0}
    end
    return p
  end
  function value(depth)
    depth = depth or 0
    local kind = choose(19)
    if kind == 1 then return nil
    elseif kind == 2 then return byte() % 2 == 0
    elseif kind == 3 then return byte() - 128
    elseif kind == 4 or kind == 5 then return numbers[choose(#numbers)]
    elseif kind == 6 then return raw(byte() % 40)
    elseif kind == 7 then return ("x"):rep(1 << (byte() % 21))
    elseif kind == 8 then return date()
    elseif kind == 9 and depth < 3 then
      local t = {}
      for _ = 1, choose(4) do
        local key = choose(3) == 1 and fields[choose(#fields)] or #t + 1
        t[key] = value(depth + 1)
      end
      return t
    elseif kind == 10 then return deepTable()
    elseif kind == 11 then return function() error("from a callback") end
    elseif kind == 12 and depth < 3 then return function(...) act(depth + 1) return ... end
    elseif kind == 13 then return coroutine.create(function(...) coroutine.yield(...) act(3) end)
    elseif kind == 14 then return objects[choose(#objects + 1)]
    elseif kind == 15 and depth < 2 then return plan(depth)
    elseif kind == 16 then return words[choose(#words)]
    elseif kind == 17 then return choose(4)
    elseif kind == 18 then
      local function part() return choose(2) == 1 and numbers[choose(#numbers)] or byte() end
      return {part(), part()}
    else return byte() / 16 end
  end

  -- A number for a field that wants one: an extreme value half the time.
  local function number()
    if choose(2) == 1 then return numbers[choose(#numbers)] end
    return (byte() - 64) / 4
  end
  -- An options table with each of `names` present half the time, as a number or a pair.
  local function options(names, pairs)
    local t = {}
    for _, name in ipairs(names) do
      if choose(2) == 1 then t[name] = pairs and pairs[name] and {number(), number()} or number() end
    end
    return t
  end

  local constructible = {}
  for _, declared in ipairs(catalog) do
    if declared.constructs then constructible[#constructible + 1] = declared end
  end
  local makers = {
    -- Any declared control from its declared options, each present half the time.
    function()
      local declared = constructible[choose(#constructible)]
      local t = {}
      for _, name in ipairs(declared.options) do
        if choose(2) == 1 then t[name] = value() end
      end
      return _G[declared.name].new(t)
    end,
    function() return Odometer.new(value()) end,
    function() return Odometer.new(choose(18)) end,
    function() return Wheel.new{sectors = value(), names = value()} end,
    function() return Wheel.new{sectors = choose(12)} end,
    -- Many sectors sharing one large name: what Swift holds and draws for them counts.
    function()
      local name, names = ("x"):rep(1 << (byte() % 21)), {}
      for i = 1, choose(64) do names[i] = name end
      return Wheel.new{names = names, sectors = #names}
    end,
    function()
      local weights = {}
      for i = 1, choose(12) do weights[i] = choose(4) == 1 and value() or choose(9) end
      return Wheel.new{weights = weights}
    end,
    function() return Timer.new(value()) end,
    function() return DateRange.new{start = value(), finish = value(), min = value(), max = value()} end,
    function() return DateRange.new{start = date(), finish = "2026-12-31"} end,
    function() return View.new(value()) end,
    function() return Memory.new{pairs = choose(8), seed = byte(), flipduration = value(), vanishduration = value()} end,
    function() return Memory.new(value()) end,
    function() return Puzzle.new(choose(4) + 1, choose(4) + 1) end,
    function() return Frames.new{frames = value(), duration = value()} end,
    function() return plan(0) end,
    -- Each control with its own options, filled with numbers that are extreme half the time.
    function() return View.new(options({"alpha", "scale", "rotation", "size", "center"}, {size = true, center = true})) end,
    function()
      local t = options({"flipduration", "vanishduration"})
      t.pairs, t.seed = choose(8), byte()
      return Memory.new(t)
    end,
    function() return Timer.new(number()) end,
    function() return Odometer.new(choose(18), number()) end,
    -- An odometer whose rolls the oracles judge as they go (one way, no overshoot).
    function()
      return Odometer.new{digits = choose(6), direction = choose(2) == 1 and "up" or "down", duration = byte() / 64,
        curve = ({"linear", "easeIn", "easeInEaseOut", "steps(3, jump-start)"})[choose(4)]}
    end,
    function()
      local t = options({"duration", "repeats"})
      t.frames = {"a.txt", "b.txt"}
      return Frames.new(t)
    end,
  }

  -- Controls written in Lua, declared from the bytes: fields of each kind (and junk), a size
  -- that may be junk, a draw that calls the canvas with anything and now and then misbehaves
  -- (raises, changes its control, draws the scene, runs the clock, yields, draws for ever),
  -- methods that act again, animate and send, a tracked finger and actions. A declaration the
  -- bytes make wrong is refused; one that holds is made from its own options.
  local declaredCount = 0
  local canvasCalls = {"rect", "circle", "line", "polygon", "wedge", "text", "group", "nosuch"}
  local function canvasSteps()
    local steps = {}
    for i = 1, choose(6) do steps[i] = {canvasCalls[choose(#canvasCalls)], value(2), value(2), value(2), value(2)} end
    return steps
  end
  local function luaControl()
    declaredCount = declaredCount + 1
    local fieldDefaults = {}
    for _ = 1, choose(4) do
      -- A number, a boolean or a string; now and then anything (which the declaration refuses).
      local kind = choose(16)
      fieldDefaults[fields[choose(#fields)]] = kind == 1 and value(2) or kind == 2 and words[choose(#words)]
        or kind == 3 and byte() % 2 == 0 or kind == 4 and {point = {byte(), value(1)}}
        or kind == 5 and {color = choose(2) == 1 and "#336699" or value(1)}
        or kind == 6 and {transform = Transform.rotation(byte() / 8)} or byte() / 8
    end
    fieldDefaults.v = 0
    local steps, misbehave = canvasSteps(), choose(16)
    local function draw(self, canvas)
      -- Each call with junk is refused on its own (caught here), so that the draw goes on.
      for _, step in ipairs(steps) do
        local name = step[1]
        if name == "group" then
          pcall(canvas.group, canvas, {x = step[2], rotate = step[3], clip = step[4]},
            function(c) c:rect(0, 0, 1, 1, step[5]) end)
        elseif canvas[name] then
          pcall(canvas[name], canvas, step[2], step[3], step[4], step[5], {fill = step[5]})
        end
      end
      if misbehave == 1 then error("from a draw")
      elseif misbehave == 2 then self.v = 1
      elseif misbehave == 3 then scene.svg()
      elseif misbehave == 4 then clock.advance(1)
      elseif misbehave == 5 then coroutine.yield()
      elseif misbehave == 6 then for i = 1, 20000 do canvas:rect(i, 0, 1, 1) end
      end
    end
    local spec = {
      fields = choose(8) == 1 and value(1) or fieldDefaults,
      size = choose(8) == 1 and value(1) or {choose(300), choose(200)},
      draw = choose(16) == 1 and value(1) or draw,
      actions = {"changed"},
      tracking = {began = "grab", moved = "drag", ended = "lift", cancelled = "drop"},
      methods = {
        grab = function(self, x, y) self.v = byte() / 8 return choose(2) == 1 end,
        drag = function(self, x) self:animate({v = byte() / 8}, {duration = value(2)}) end,
        lift = function(self) self:send("changed", value(2)) act(2) end,
        drop = function(self) self.v = 0 end,
      },
    }
    if choose(8) == 1 then spec.text = function(self) return value(2) end end
    -- A frame hook that settles, one that moves for a while, or one that acts on the world.
    local hook = choose(8)
    if hook == 1 then spec.frame = function(self) if self.v > 100 then self.v = 100 end end
    elseif hook == 2 then spec.frame = function(self, now) if now < 2 then self.v = self.v + 1 end end
    elseif hook == 3 then spec.frame = function(self) act(2) end
    elseif hook == 4 then spec.frame = value(1) end
    local ok, class = pcall(Control.declare, "Fuzzed" .. declaredCount, spec)
    if not ok then return nil end
    local options = {}
    for name in pairs(fieldDefaults) do if choose(2) == 1 then options[name] = value(1) end end
    local made = select(2, pcall(class.new, options)) or class.new()
    made.onchanged = function() act(2) end
    return made
  end
  -- Twice among the makers: a declaration has many ways to go.
  makers[#makers + 1] = luaControl
  makers[#makers + 1] = luaControl

  -- The invariant "a refused call changes nothing": what a script can read of a control before
  -- a call that is refused for its arguments must be what it reads after. A broken invariant is
  -- left in the global FUZZ_BROKEN, which the harness reads when the program is over.
  local refusals = {"bad argument", "bad self", "bad field", "bad value", "has no member", "read-only"}
  -- Tables a getter returns are fresh each time: their entries count, not their addresses.
  local function shown(v, deeper)
    local t = type(v)
    if t == "function" or t == "thread" then return t end
    if t ~= "table" then return tostring(v) end
    if not deeper then return "table" end
    local entries = {}
    for key, entry in pairs(v) do entries[#entries + 1] = shown(key) .. "=" .. shown(entry, false) end
    table.sort(entries)
    return "{" .. table.concat(entries, ",") .. "}"
  end
  local function snapshot(object)
    local parts = {tostring(object), history.count(), history.index()}
    for _, field in ipairs(fields) do
      local ok, v = pcall(function() return object[field] end)
      parts[#parts + 1] = ok and shown(v, true) or "error"
    end
    return table.concat(parts, "|")
  end
  local function callable(v) local t = type(v) return t == "function" or t == "thread" end
  local function checked(object, call, a, b, c)
    if callable(a) or callable(b) or callable(c) or type(object) ~= "userdata" then return call() end
    local before = snapshot(object)
    local ok, err = pcall(call)
    if ok then return end
    local message = tostring(err)
    for _, refusal in ipairs(refusals) do
      if message:find(refusal, 1, true) then
        local after = snapshot(object)
        if after ~= before and rawget(_G, "FUZZ_BROKEN") == nil then
          rawset(_G, "FUZZ_BROKEN", "a refused call changed the control: " .. message .. "\nbefore " .. before .. "\nafter  " .. after)
        end
        break
      end
    end
    error(err, 0)
  end

  -- The names of `names` an object answers to (found once per object), so that most calls
  -- and fields are ones the control has; a name from the whole list now and then still tries
  -- the unknown ones.
  local answers = setmetatable({}, {__mode = "k"})
  local function member(object, names)
    local known = answers[object]
    if not known then known = {} answers[object] = known end
    local list = known[names]
    if not list then
      list = {}
      for _, name in ipairs(names) do
        local ok, v = pcall(function() return object[name] end)
        if ok and v ~= nil then list[#list + 1] = name end
      end
      known[names] = list
    end
    if #list == 0 or choose(4) == 1 then return names[choose(#names)] end
    return list[choose(#list)]
  end

  function act(depth)
    if depth > 3 or done() then return end
    oracles.acted()
    local action = choose(13)
    local object = objects[choose(#objects + 1)]
    if action == 1 or #objects == 0 then
      local made = makers[choose(#makers)]()
      objects[#objects + 1] = made
      oracles.watch(made)
    elseif action <= 4 and object then
      local method = member(object, methods)
      local f = object[method]
      if method == "shuffle" then oracles.shuffling(object) end
      if f then
        local a, b, c = value(depth), value(depth), value(depth)
        checked(object, function() return f(object, a, b, c) end, a, b, c)
      end
    elseif action == 5 and object then
      local _ = object[member(object, fields)]
    elseif action == 6 and object then
      local field, v = member(object, fields), value(depth)
      checked(object, function() object[field] = v end, v)
    elseif action == 7 then
      local name = libraryNames[choose(#libraryNames)]
      local names = libraries[name]
      _G[name][names[choose(#names)]](value(depth), value(depth), value(depth))
    elseif action == 8 then
      oracles.advance(choose(4) == 1 and value(depth) or byte() / 64)
    elseif action == 9 then
      if choose(2) == 1 then history.undo() else history.redo() end
    elseif action == 10 then
      table.remove(objects, choose(#objects + 1))
      collectgarbage()
    elseif action == 11 then
      local co = coroutine.wrap(function() coroutine.yield() act(depth + 1) end)
      co() co()
    elseif action == 12 then
      checkDate(date())
    else
      local kind = choose(5)
      if kind == 5 then
        -- Many steps sharing one large name, listed (the budget: what Swift holds for them
        -- and pushes back counts against the limit).
        local name = ("x"):rep(1 << (byte() % 23))
        for _ = 1, byte() * 16 do history.record(name, function() end, function() end) end
        history.list()
      elseif kind == 1 then
        history.group(raw(byte() % 8), function() act(depth + 1) act(depth + 1) end)
      elseif kind == 2 then
        -- A script's own command, whose functions act again on every undo and redo.
        history.record(raw(byte() % 8), function() act(depth + 1) end, function() act(depth + 1) end)
      elseif kind == 3 then
        history.setindex(choose(history.count() + 1) - 1)
      else
        history.onchange(choose(2) == 1 and function() act(depth + 1) end or nil)
      end
    end
  end

  for _ = 1, 300 do
    if done() then break end
    pcall(act, 0)
  end
  oracles.finish()
  -- Whatever the program left is drawn, as a run's pictures draw it.
  pcall(scene.svg)
  pcall(scene.text)
  -- What the program returns is copied into Swift by the harness: the one walker, with values
  -- as deep and as large as the program made them (one program in four, so that the others
  -- reach what comes after).
  if choose(4) == 1 then return objects, value(), deepTable() end
end
