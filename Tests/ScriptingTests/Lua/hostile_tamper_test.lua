-- Tampering and sandbox escapes from inside a script: metatables of controls and strings, a
-- control as another's self, a dropped and collected control, and every way to reach
-- os.execute, io, package.loadlib, C modules, binary chunks, debug or a file outside the
-- script's folder. Each is refused with its message, or reaches nothing.
local t = require "testing"

-- Controls' metatables are out of reach.
local o = Odometer.new(2, 7)
t.equal(getmetatable(o), "Odometer", "getmetatable of a control")
t.fails(function() setmetatable(o, {}) end, "bad argument #1 to 'setmetatable' (table expected, got Odometer)")
t.fails(function() rawset(o, "value", 1) end, "bad argument #1 to 'rawset' (table expected, got Odometer)")
t.fails(function() rawget(o, "value") end, "bad argument #1 to 'rawget' (table expected, got Odometer)")
t.equal(debug.setmetatable, nil, "debug.setmetatable")
t.equal(debug.getmetatable, nil, "debug.getmetatable")
t.equal(o.value, 7, "the odometer after the refused tampering")

-- A method of one class called with another control, a plain table or a string as self.
for _, self in ipairs{Wheel.new{}, View.new(), {}, "Odometer", 1} do
  local ok, err = pcall(o.set, self, 1)
  t.equal(ok, false, "set with a bad self")
  t.equal(err:match("calling 'set' on bad self %(Odometer expected, got %a+%)") ~= nil, true, err)
end
t.equal(o.value, 7, "the odometer after calls with a bad self")

-- `==` against another library's userdata compares, and never reads the other side as a
-- control (io.stdout's first word is a C FILE*); two handles on one control are equal.
t.equal(o == io.stdout, false, "a control == io.stdout")
t.equal(io.stdout == o, false, "io.stdout == a control")
t.equal(o == Odometer.new(2, 7), false, "two odometers")
t.equal(o == scene.control("Odometer #1"), true, "two handles on one odometer")

-- A control the script dropped is collected; its pending roll, undo steps and callbacks find
-- nothing and do nothing.
do
  local rolled = 0
  local dropped = Odometer.new(2)
  dropped.onroll = function() rolled = rolled + 1 end
  dropped:increment()
  dropped = nil
  collectgarbage(); collectgarbage()
  clock.advance(2)
  t.equal(rolled, 0, "a collected odometer's roll end calls nothing")
  t.equal(history.undoname(), "Increment Odometer", "the step stays in the history")
  history.undo()
  history.redo()
  local weak = setmetatable({}, {__mode = "v"})
  weak[1] = View.new()
  weak[1]:animate({alpha = 0}, {duration = 1, completion = function() rolled = rolled + 1 end})
  collectgarbage(); collectgarbage()
  clock.advance(2)
  t.equal(weak[1], nil, "an animating view the script dropped is collected")
end

-- A control resurrected by a finalizer after its own finalizer ran is refused, not freed memory.
do
  local kept
  local holder = setmetatable({}, {__gc = function(self) kept = self.control end})
  holder.control = Odometer.new(1)
  holder = nil
  collectgarbage(); collectgarbage()
  collectgarbage(); collectgarbage()
  if kept then
    local ok, err = pcall(function() return kept.value end)
    t.equal(ok, false, "reading a destroyed odometer")
    t.equal(err:find("Odometer was already destroyed", 1, true) ~= nil, true, err)
    ok, err = pcall(kept.increment, kept)
    t.equal(ok, false, "calling a destroyed odometer")
    t.equal(err:find("already destroyed", 1, true) ~= nil, true, err)
  end
end

-- The string metatable: tampering with it changes only the script's own strings; bindings,
-- require and error messages do not go through it.
do
  local mt = getmetatable("")
  local saved = mt.__index
  mt.__index = function() error("tampered") end
  t.equal(pcall(function() return ("x"):rep(2) end), false, "string methods are the script's to break")
  local counter = Odometer.new(3)
  counter:set(12)
  t.equal(counter.value, 12, "bindings work with a tampered string metatable")
  t.equal(require("testing"), t, "require works with a tampered string metatable")
  local ok, err = pcall(counter.set, counter, "x")
  t.equal(ok, false)
  mt.__index = saved
  t.equal(err:gsub("^[^:]+:%d+: ", ""), "bad argument #1 to 'set' (integer expected, got string)")
  t.fails(function() setmetatable("", {}) end, "bad argument #1 to 'setmetatable' (table expected, got string)")
end

-- What reaches outside the process is gone, however it is looked up.
for _, path in ipairs{"io.tmpfile", "io.close", "dofile", "loadfile", "os.execute", "os.exit", "os.getenv", "os.remove", "os.rename",
    "os.tmpname", "package.loadlib", "package.searchpath", "debug.getinfo", "debug.sethook", "debug.getlocal",
    "debug.getupvalue", "debug.setupvalue", "debug.upvalueid", "debug.getregistry", "debug.debug",
    "io.open", "io.popen", "io.input", "io.output", "package.loaded.io.open", "package.loaded.debug.getinfo",
    "package.loaded._G.io.open"} do
  local value = _G
  for part in path:gmatch("[^.]+") do value = value and value[part] end
  t.equal(value, nil, path)
end
t.equal(package.cpath, "", "package.cpath")
t.equal(require("os"), os, "require 'os' is the restricted os")
t.equal(require("debug"), debug, "require 'debug' is the restricted debug")

-- Binary chunks: refused by every loader a script has.
local dumped = string.dump(function() return 1 end)
for _, mode in ipairs{"b", "bt", "t"} do
  local f, err = load(dumped, "chunk", mode)
  t.equal(f, nil, "load mode " .. mode)
  t.equal(err, "attempt to load a binary chunk (mode is 't')", "load mode " .. mode)
end
local sent = false
local f, err = load(function() if sent then return nil end; sent = true; return dumped end)
t.equal(f, nil, "load from a reader")
t.equal(err, "attempt to load a binary chunk (mode is 't')")
t.fails(function() string.dump(print) end, "unable to dump given function")

-- require: only modules beside the script, whatever package.path, package.cpath or the
-- searchers say.
for _, name in ipairs{"../x", "..x", "/etc/passwd", "./testing", "lib/../../x", "x/../../y"} do
  local ok, message = pcall(require, name)
  t.equal(ok, false, "require " .. name)
  t.equal(message:find("is not allowed here", 1, true) ~= nil, true, message)
end
local savedPath, savedCpath = package.path, package.cpath
package.path = "/etc/?;/usr/share/lua/5.4/?.lua"
package.cpath = "/usr/lib/x86_64-linux-gnu/lua/5.4/?.so"
local ok, message = pcall(require, "passwd")
t.equal(ok, false, "require after changing package.path")
t.equal(message:find("/etc/passwd", 1, true), nil, message)
ok, message = pcall(require, "lpeg")
t.equal(ok, false, "require of a C module after changing package.cpath")
package.path, package.cpath = savedPath, savedCpath
t.equal(#package.searchers >= 1, true, "searchers")
for i = 1, #package.searchers do
  local found = package.searchers[i]("lpeg")
  t.equal(type(found) ~= "function", true, "searcher " .. i .. " finds no C module")
end
