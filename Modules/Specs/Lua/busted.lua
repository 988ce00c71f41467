-- busted's language for `playground test`: describe/context, it/spec/test, pending,
-- before_each/after_each, setup/teardown (with lazy_ and strict_ forms), finally, and the
-- luassert globals (assert, spy, stub, mock, match), as busted gives them to a spec file.
--
-- Every test runs in a Lua state of its own, on a fresh clock: the spec file is run once to
-- plan (every block's body runs, no test's), then once per test, entering only the blocks on
-- that test's way, running their setups and before_each hooks, the test, and the after_each
-- hooks and teardowns on the way out. `runner.plan()` and `runner.run()` are what the host calls
-- once the file has run.
local target = ...          -- nil to plan; the path of the test to run ("2.1.3")
local traceback = debug.traceback

local runner = {}
local tests = {}            -- planned: {path, name, line, pending, tags}
local root = {name = nil, children = 0, hooks = {}}
local stack = {root}
local running = false       -- inside a test's own functions
local wanted = {}           -- the target's ordinal at each depth
if target then
  for ordinal in target:gmatch("%d+") do wanted[#wanted + 1] = tonumber(ordinal) end
end
local chosen                -- the test to run: {fn, blocks}
local finalizers = {}

local function caller(level)
  local info = debug.getinfo and debug.getinfo(level + 1, "Sl")
  return info and info.currentline or 0
end

local function fullName(name)
  local parts = {}
  for i = 2, #stack do parts[#parts + 1] = stack[i].name end
  if name then parts[#parts + 1] = name end
  return table.concat(parts, " ")
end

local function pathOf(ordinal)
  local parts = {}
  for i = 2, #stack do parts[#parts + 1] = tostring(stack[i].ordinal) end
  parts[#parts + 1] = tostring(ordinal)
  return table.concat(parts, ".")
end

local function tagsOf(name)
  local tags = {}
  for tag in name:gmatch("#([%w_%-]+)") do tags[#tags + 1] = tag end
  return table.concat(tags, ",")
end

-- Whether the child `ordinal` of the innermost block lies on the target's way.
local function onTheWay(ordinal)
  return wanted[#stack] == ordinal
end

-- `level` is how far up the stack the spec file's call is (3 from a block's own function).
local function checkName(name, what, level)
  if type(name) ~= "string" then
    error(("bad argument #1 to '%s' (string expected, got %s)"):format(what, type(name)), level or 3)
  end
end

local function notInsideATest(what, level)
  if running then
    error(("'%s' inside a test: blocks and hooks are declared in a file's or a block's body, not in an it"):format(what), level or 3)
  end
end

local function block(what)
  return function(name, body)
    checkName(name, what)
    notInsideATest(what)
    if type(body) ~= "function" then
      error(("bad argument #2 to '%s' (function expected, got %s)"):format(what, type(body)), 2)
    end
    local parent = stack[#stack]
    parent.children = parent.children + 1
    local ordinal = parent.children
    if target and not onTheWay(ordinal) then return end
    stack[#stack + 1] = {name = name, ordinal = ordinal, children = 0, hooks = {}}
    body()
    stack[#stack] = nil
  end
end

-- Declares the test `name` (pending without a body); `level` is how far up the stack the
-- spec file's call is, for its line.
local function declare(what, name, body, level)
  checkName(name, what, level + 1)
  notInsideATest(what, level + 1)
  if body ~= nil and type(body) ~= "function" then
    error(("bad argument #2 to '%s' (function expected, got %s)"):format(what, type(body)), level)
  end
  local parent = stack[#stack]
  parent.children = parent.children + 1
  local ordinal = parent.children
  if target then
    if onTheWay(ordinal) and #wanted == #stack then
      local blocks = {}
      for i = 1, #stack do blocks[i] = stack[i] end
      chosen = {fn = body, blocks = blocks}
    end
    return
  end
  tests[#tests + 1] = {
    path = pathOf(ordinal), name = fullName(name), line = caller(level),
    pending = body == nil, tags = tagsOf(fullName(name)),
  }
end

local function test(what)
  return function(name, body) declare(what, name, body, 3) end
end

local function hook(kind)
  return function(fn)
    notInsideATest(kind)
    if type(fn) ~= "function" then
      error(("bad argument #1 to '%s' (function expected, got %s)"):format(kind, type(fn)), 2)
    end
    local hooks = stack[#stack].hooks
    hooks[kind] = hooks[kind] or {}
    hooks[kind][#hooks[kind] + 1] = fn
  end
end

describe = block("describe")
context = block("context")
insulate = block("insulate")
expose = block("expose")
it = test("it")
spec = test("spec")
_G.test = test("test")
before_each = hook("before_each")
after_each = hook("after_each")
setup = hook("setup")
teardown = hook("teardown")
lazy_setup = hook("setup")
lazy_teardown = hook("teardown")
strict_setup = hook("setup")
strict_teardown = hook("teardown")

local PENDING = {}

--- `pending(name)` beside the tests declares one to write; inside a test, `pending(reason)`
--- ends it as pending.
function pending(name, body)
  if running then error(setmetatable({reason = tostring(name or "")}, PENDING), 2) end
  declare("pending", name, nil, 3)
end

--- Runs `fn` once the running test is over, passed or not.
function finally(fn)
  if not running then error("'finally' outside a test: call it inside an it", 2) end
  if type(fn) ~= "function" then
    error(("bad argument #1 to 'finally' (function expected, got %s)"):format(type(fn)), 2)
  end
  finalizers[#finalizers + 1] = fn
end

-- luassert's globals, loaded the first time a test reads one: a test that asserts nothing
-- costs nothing of luassert's.
local luassert = {
  assert = "luassert", spy = "luassert.spy", stub = "luassert.stub", mock = "luassert.mock",
  match = "luassert.match",
}
assert = nil
setmetatable(_G, {
  __index = function(globals, name)
    local module = luassert[name]
    if module == nil then return nil end
    local value = require(module)
    rawset(globals, name, value)
    return value
  end,
})

--- The tests the file declares, one a line: path, line, state (0 to run, 1 pending, 2 left
--- out by `filter`, a Lua pattern its full name must match, or by `tags`, of which it must
--- have one), tags, full name.
function runner.plan(filter, tags)
  local wantedTags = {}
  for tag in (tags or ""):gmatch("[^,]+") do wantedTags[tag] = true end
  local lines = {}
  for _, t in ipairs(tests) do
    local state = t.pending and 1 or 0
    if filter and not t.name:find(filter) then state = 2 end
    if next(wantedTags) then
      local tagged = false
      for tag in t.tags:gmatch("[^,]+") do tagged = tagged or wantedTags[tag] == true end
      if not tagged then state = 2 end
    end
    local name = t.name:gsub("[\t\n\r]", " ")
    lines[#lines + 1] = table.concat({t.path, t.line, state, t.tags, name}, "\t")
  end
  return table.concat(lines, "\n")
end

local function failure(err)
  if getmetatable(err) == PENDING then return err end
  local message = type(err) == "string" and err or tostring(err)
  -- The spec's own frames: what the runner adds below them says nothing about the test.
  local frames = traceback("", 2):gsub("^\n", "")
  frames = frames:gsub("\n\t%[C%]: in function 'xpcall'.*$", ""):gsub("\n\t%[C%]: in %?", "")
  frames = frames:gsub("^(stack traceback:)\n\t%[C%]: in %?", "%1")
  return {message = message, traceback = frames}
end

--- Runs the chosen test with its blocks' hooks: "passed"; "pending", reason; or "failed"
--- (or "error", for a hook), message, traceback.
function runner.run()
  if not chosen then return "error", "the test is no longer in the file (it changed since it was planned)", "" end
  local blocks, outcome = chosen.blocks, nil
  running = true
  local function call(fn, role)
    if outcome then return end
    local ok, err = xpcall(fn, failure)
    if not ok then
      if getmetatable(err) == PENDING then outcome = {"pending", err.reason}
      else outcome = {role, err.message, err.traceback} end
    end
  end
  local entered = 0
  for i = 1, #blocks do
    for _, fn in ipairs(blocks[i].hooks.setup or {}) do call(fn, "error") end
    entered = i
    if outcome then break end
  end
  local before = 0
  if not outcome then
    for i = 1, #blocks do
      for _, fn in ipairs(blocks[i].hooks.before_each or {}) do call(fn, "error") end
      before = i
      if outcome then break end
    end
  end
  call(chosen.fn, "failed")
  -- On the way out, whatever happened: finally, after_each and teardown, innermost first.
  local ending = outcome
  outcome = nil
  for i = #finalizers, 1, -1 do call(finalizers[i], "error") end
  for i = before, 1, -1 do
    for _, fn in ipairs(blocks[i].hooks.after_each or {}) do call(fn, "error") end
  end
  for i = entered, 1, -1 do
    for _, fn in ipairs(blocks[i].hooks.teardown or {}) do call(fn, "error") end
  end
  running = false
  outcome = ending or outcome
  if not outcome then return "passed" end
  return table.unpack(outcome)
end

return runner
