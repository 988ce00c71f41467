-- Every bound method and property of every control, idle and busy, with every kind of junk in
-- each of its first three arguments (and as the value of every property): a call either
-- succeeds or raises a clean message, and a refused call leaves the control, the history and
-- the timers exactly as they were.
--
-- `require("hostile_sweep")(stride)` tries every `stride`-th junk value for each method and
-- property (a different share for each, so a few strides cover them all); 1 tries them all.
local hostile = require "hostile"

return function(stride)
stride = stride or 1
local calls, refusals = 0, 0
local failures = {}
local turn = 0

-- Whether this (name, junk) pair is in this run's share.
local function chosen(index)
  return (index + turn) % stride == 0
end

local function check(name, control, label, fn)
  local before = hostile.snapshot(name, control)
  local ok, err = pcall(fn)
  calls = calls + 1
  -- A raising callback stored by a successful call must not fire in a later case.
  for _, property in ipairs(hostile.controls[name].properties) do
    if property:sub(1, 2) == "on" then pcall(function() control[property] = nil end) end
  end
  if ok then return end
  refusals = refusals + 1
  if not hostile.isCleanMessage(err) then
    failures[#failures + 1] = ("%s %s: unclean error %s"):format(name, label, hostile.serialize(err))
    return
  end
  local after = hostile.snapshot(name, control)
  if after ~= before then
    failures[#failures + 1] = ("%s %s: refused with %q but changed the control\nbefore:\n%s\nafter:\n%s")
      :format(name, label, err, before, after)
  end
end

for _, name in ipairs(hostile.controlNames) do
  local spec = hostile.controls[name]
  local other = Odometer.new(1)
  if name == "Odometer" then other = View.new() end
  local junk = hostile.withOtherControl(other)
  for _, state in ipairs{"make", "busy"} do
    for _, method in ipairs(spec.methods) do
      for position = 1, 3 do
        turn = turn + 1
        for index, entry in ipairs(junk) do if chosen(index) then
          local control = spec[state]()
          local args = {n = 3, 1, 1, 1}
          if position > 1 then args[1] = 1 end
          args[position] = entry[2]
          check(name, control, ("%s:%s(arg %d = %s)"):format(state, method, position, entry[1]), function()
            return control[method](control, table.unpack(args, 1, position))
          end)
        end end
      end
      -- Called with another control, a table or nothing as self.
      for _, entry in ipairs{{"another control", other}, {"a table", {}}, {"nil", nil}} do
        local control = spec[state]()
        check(name, control, ("%s.%s(self = %s)"):format(state, method, entry[1]), function()
          return control[method](entry[2])
        end)
      end
    end
    for _, property in ipairs(spec.properties) do
      turn = turn + 1
      for index, entry in ipairs(junk) do if chosen(index) then
        local control = spec[state]()
        check(name, control, ("%s.%s = %s"):format(state, property, entry[1]), function()
          control[property] = entry[2]
        end)
      end end
    end
    -- Unknown names, NUL bytes in names, and keys that are not strings.
    for _, key in ipairs{"nope", "value\0", "\0", "", "__index", "__gc", "__name", 1, 0.5, true} do
      local control = spec[state]()
      check(name, control, "get [" .. hostile.serialize(key) .. "]", function() return control[key] end)
      check(name, control, "set [" .. hostile.serialize(key) .. "]", function() control[key] = 1 end)
    end
  end
end

if #failures > 0 then
  error(("%d of %d calls failed the sweep:\n%s"):format(#failures, calls, table.concat(failures, "\n\n", 1,
    math.min(#failures, 20))))
end
assert(calls * stride > 5000, "the sweep made only " .. calls .. " calls")
assert(refusals * stride > 1000, "only " .. refusals .. " calls were refused")
return calls, refusals
end
