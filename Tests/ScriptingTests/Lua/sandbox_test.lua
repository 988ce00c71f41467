local t = require "testing"

for _, name in ipairs{"dofile", "loadfile"} do
  t.equal(_G[name], nil, name)
end
for _, name in ipairs{"open", "popen", "tmpfile", "input", "output", "close"} do
  t.equal(io[name], nil, "io." .. name)
end
t.equal(type(io.write), "function", "io.write on standard output stays")
t.equal(require("io"), io, "require 'io' is the sandbox's io")
for _, name in ipairs{"execute", "exit", "getenv", "remove", "rename", "tmpname", "setlocale"} do
  t.equal(os[name], nil, "os." .. name)
end
t.equal(package.loadlib, nil, "package.loadlib")
t.equal(package.searchpath, nil, "package.searchpath")
t.equal(debug.getinfo, nil, "debug.getinfo")
t.equal(type(debug.traceback), "function")
t.equal(package.loaded.os, os, "package.loaded.os is the restricted os")

-- Binary chunks are refused.
local f, message = load(string.dump(function() return 1 end))
t.equal(f, nil)
t.equal(message, "attempt to load a binary chunk (mode is 't')")

-- Text chunks load, with an environment when one is given.
local env = {}
assert(load("x = 1", "chunk", "t", env))()
t.equal(env.x, 1)

-- require finds modules beside the script only.
t.equal(require("testing"), t)
local ok, err = pcall(require, "../secret")
t.equal(ok, false)
t.equal(err:find("is not allowed here", 1, true) ~= nil, true, err)

-- os.time and os.date read the virtual clock.
t.equal(os.time(), math.floor(clock.time()))
t.equal(os.date("!%Y-%m-%dT%H:%M:%SZ"), clock.iso())
t.equal(os.time{year = 2026, month = 1, day = 1, hour = 12}, os.time{year = 2026, month = 1, day = 1, hour = 12})
