-- busted's language for `playground test`: describe/context, it/spec/test, pending,
-- before_each/after_each, setup/teardown (with lazy_ and strict_ forms), finally, and the
-- luassert globals (assert, spy, stub, mock, match), as busted gives them to a spec file.
--
-- The spec file runs once, to plan: every block's body runs and the tests are collected with
-- their functions (`runner.plan()`). `runner.execute()` then walks the blocks in order, running
-- a block's setups before its first test and its teardowns after its last, in this process,
-- and each test in a child process forked from here (`host.fork`): the test starts from what
-- the file and the setups made, and nothing it does reaches another test. A block that calls
-- `share_clock()` runs in one child instead, its tests one after the other, each starting
-- where the previous one left off.
local host = ...            -- the worker's process control: fork, report, exit, guard
local traceback = debug.traceback

local runner = {}
local tests = {}            -- every test, in the file's order
local root = {children = {}, hooks = {}, path = "", names = {}}
local current = root
local running = false       -- inside a test's own functions
local planned = false       -- the file has been planned: no block, test or hook may be added
local finalizers = {}

local function caller(level)
  local info = debug.getinfo and debug.getinfo(level + 1, "Sl")
  return info and info.currentline or 0
end

local function tagsOf(name)
  local tags = {}
  for tag in name:gmatch("#([%w_%-]+)") do tags[#tags + 1] = tag end
  return table.concat(tags, ",")
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
  if planned then
    error(("'%s' after the file was planned: blocks, tests and hooks are declared in a file's or a block's body, not in a setup or a teardown"):format(what), level or 3)
  end
end

local function childPath(parent)
  local ordinal = #parent.children + 1
  return parent.path == "" and tostring(ordinal) or parent.path .. "." .. ordinal
end

local function namesWith(parent, name)
  local names = {}
  for i, part in ipairs(parent.names) do names[i] = part end
  names[#names + 1] = name
  return names
end

local function block(what)
  return function(name, body)
    checkName(name, what)
    notInsideATest(what)
    if type(body) ~= "function" then
      error(("bad argument #2 to '%s' (function expected, got %s)"):format(what, type(body)), 2)
    end
    local parent = current
    local new = {
      kind = "block", parent = parent, path = childPath(parent), names = namesWith(parent, name),
      children = {}, hooks = {}, line = caller(2),
    }
    parent.children[#parent.children + 1] = new
    current = new
    body()
    current = parent
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
  local parent = current
  local fullName = table.concat(namesWith(parent, name), " ")
  local new = {
    kind = "test", parent = parent, path = childPath(parent), name = fullName, line = caller(level),
    fn = body, pending = body == nil, tags = tagsOf(fullName), state = body == nil and 1 or 0,
  }
  parent.children[#parent.children + 1] = new
  tests[#tests + 1] = new
end

local function test(what)
  return function(name, body) declare(what, name, body, 3) end
end

local function hook(kind, strict)
  return function(fn)
    notInsideATest(kind)
    if type(fn) ~= "function" then
      error(("bad argument #1 to '%s' (function expected, got %s)"):format(kind, type(fn)), 2)
    end
    local hooks = current.hooks
    hooks[kind] = hooks[kind] or {}
    hooks[kind][#hooks[kind] + 1] = {fn = fn, strict = strict, line = caller(2)}
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
-- busted's setup and teardown are its strict ones: they run even when no test of the block does.
setup = hook("setup", true)
teardown = hook("teardown", true)
strict_setup = hook("setup", true)
strict_teardown = hook("teardown", true)
lazy_setup = hook("setup", false)
lazy_teardown = hook("teardown", false)

--- Inside a block's body: its tests run one after the other in one process, each starting on
--- the clock, controls and globals the previous one left, rather than each from the block's start.
function share_clock()
  notInsideATest("share_clock", 2)
  current.shared = true
end

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

-- assert.snapshot(name [, control]): the scene (or only `control`) as drawn now, the text view
-- and the SVG, compared with the snapshot `name` kept beside the spec (written when missing,
-- unless under CI).
local sceneText, sceneSVG = scene.text, scene.svg
local function snapshot(name, control)
  if type(name) ~= "string" then
    error(("bad argument #1 to 'snapshot' (string expected, got %s)"):format(type(name)), 2)
  end
  local ok, text = pcall(sceneText, control)
  if not ok then
    local why = tostring(text):match("bad argument #1 to 'text' %((.*)%)$") or tostring(text)
    error(("bad argument #2 to 'snapshot' (%s)"):format(why), 2)
  end
  local svg = sceneSVG(control)
  local failure = host.snapshot(name, text, svg)
  if failure then error(failure, 2) end
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
    if name == "assert" then rawset(value, "snapshot", snapshot) end
    rawset(globals, name, value)
    return value
  end,
})

--- The tests the file declares, one a line: path, line, state (0 to run, 1 pending, 2 left
--- out by `filter`, a Lua pattern its full name must match, or by `tags`, of which it must
--- have one), tags, full name.
function runner.plan(filter, tags)
  planned = true
  local wantedTags = {}
  for tag in (tags or ""):gmatch("[^,]+") do wantedTags[tag] = true end
  local lines = {}
  for _, t in ipairs(tests) do
    if filter and not t.name:find(filter) then t.state = 2 end
    if next(wantedTags) then
      local tagged = false
      for tag in t.tags:gmatch("[^,]+") do tagged = tagged or wantedTags[tag] == true end
      if not tagged then t.state = 2 end
    end
    local name = t.name:gsub("[\t\n\r]", " ")
    lines[#lines + 1] = table.concat({t.path, t.line, t.state, t.tags, name}, "\t")
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
  -- An assertion of the runner's own (assert.snapshot) raises from here: its frames too.
  frames = frames:gsub("\n\t%[C%]: in function 'error'\n\t[^\n]*playground/busted%.lua[^\n]*", "")
  return {message = message, traceback = frames}
end

-- Calls `fn` as the test's or a hook's `role` ("failed", "error"): nil when it returns, else the
-- outcome {state, message, traceback}.
local function call(fn, role)
  local ok, err = xpcall(fn, failure)
  if ok then return nil end
  if getmetatable(err) == PENDING then return {"pending", err.reason} end
  return {role, err.message, err.traceback}
end

-- Runs a setup or a teardown in the process that walks its block: under the watch of the
-- test's time limit when that is the worker (a child's parent keeps its time).
local function callHook(fn)
  local ok, outcome = host.guard(function() return true, call(fn, "error") end)
  if ok then return outcome end
  return {"error", outcome, ""}
end

-- Runs test `t` in this process: the before_each hooks from the outermost block in, the test,
-- its finally functions, and the after_each hooks from the innermost block out, whatever
-- happened. Its outcome: {"passed"}, {"pending", reason} or {state, message, traceback}.
local function runTest(t)
  local blocks = {}
  local b = t.parent
  while b do table.insert(blocks, 1, b); b = b.parent end
  running = true
  finalizers = {}
  local outcome, before = nil, 0
  for i = 1, #blocks do
    for _, h in ipairs(blocks[i].hooks.before_each or {}) do
      outcome = outcome or call(h.fn, "error")
    end
    before = i
    if outcome then break end
  end
  outcome = outcome or call(t.fn, "failed")
  local ending = nil
  for i = #finalizers, 1, -1 do ending = ending or call(finalizers[i], "error") end
  for i = before, 1, -1 do
    for _, h in ipairs(blocks[i].hooks.after_each or {}) do ending = ending or call(h.fn, "error") end
  end
  running = false
  return outcome or ending or {"passed"}
end

local function report(t, outcome)
  host.report(t.path, outcome[1], outcome[2] or "", outcome[3] or "")
end

-- The tests under `b`, in order, and how many of them run.
local function testsUnder(b, list)
  list = list or {}
  for _, c in ipairs(b.children) do
    if c.kind == "block" then testsUnder(c, list) else list[#list + 1] = c end
  end
  return list
end

local function running_count(list)
  local n = 0
  for _, t in ipairs(list) do if t.state == 0 then n = n + 1 end end
  return n
end

local walk

local function runChildren(b, inChild)
  for _, c in ipairs(b.children) do
    if c.kind == "block" then walk(c, inChild)
    elseif c.state == 1 then report(c, {"pending"})
    elseif c.state == 2 then report(c, {"skipped"})
    elseif inChild then report(c, runTest(c))
    elseif host.fork(c.path) then
      report(c, runTest(c))
      host.exit()
    end
  end
end

-- Runs block `b`: its setups, its children, its teardowns; `inChild` when this process is
-- already a child of its own (a shared block's), where tests run without forking.
function walk(b, inChild)
  local under = testsUnder(b)
  if b.shared and not inChild then
    local paths = {}
    for i, t in ipairs(under) do paths[i] = t.path end
    if host.fork(table.unpack(paths)) then
      walk(b, true)
      host.exit()
    end
    return
  end
  local live = running_count(under) > 0
  local broken
  for _, h in ipairs(b.hooks.setup or {}) do
    if live or h.strict then broken = broken or callHook(h.fn) end
  end
  if broken then
    for _, t in ipairs(under) do
      if t.state == 0 then report(t, {"error", "setup failed: " .. tostring(broken[2]), broken[3]})
      else report(t, {t.state == 1 and "pending" or "skipped"}) end
    end
  else
    runChildren(b, inChild)
  end
  -- A teardown runs after the block's last test has ended, as in busted.
  if b.hooks.teardown and not inChild then host.wait() end
  for _, h in ipairs(b.hooks.teardown or {}) do
    if live or h.strict then
      local outcome = callHook(h.fn)
      if outcome and outcome[1] ~= "pending" then
        local name = table.concat(b.names, " ")
        host.report(b.path == "" and "teardown" or b.path .. ".teardown", outcome[1], outcome[2] or "",
          outcome[3] or "", (name == "" and "" or name .. " ") .. "(teardown)", h.line)
      end
    end
  end
end

--- Runs every test: the worker's results are what `host.report` was told.
function runner.execute()
  walk(root, false)
end

return runner
