-- playground test: --seed 1 --now 2026-12-24T18:00:00Z
-- The sandbox a script runs in: what it takes away, what it keeps, and what reads the virtual clock.
local t = require "testing"

describe("the sandbox", function()
  it("takes away what reaches files, processes and C code, and keeps the rest", function()
    for _, name in ipairs{"dofile", "loadfile"} do
      assert.is_nil(_G[name], name)
    end
    for _, name in ipairs{"open", "popen", "tmpfile", "input", "output", "close"} do
      assert.is_nil(io[name], "io." .. name)
    end
    assert.are.equal("function", type(io.write), "io.write on standard output stays")
    assert.are.equal(io, require("io"), "require 'io' is the sandbox's io")
    for _, name in ipairs{"execute", "exit", "getenv", "remove", "rename", "tmpname", "setlocale"} do
      assert.is_nil(os[name], "os." .. name)
    end
    assert.is_nil(package.loadlib, "package.loadlib")
    assert.is_nil(package.searchpath, "package.searchpath")
    -- A spec run has the debug.getinfo luassert needs, which tells only where a function is and
    -- which line runs (docs/testing.md): it hands out no function, and the rest of debug stays out.
    assert.is_nil((function() return debug.getinfo(1, "f") end)().func, "debug.getinfo hands out no function")
    for _, name in ipairs{"getlocal", "setlocal", "getupvalue", "setupvalue", "upvalueid", "upvaluejoin",
        "getregistry", "gethook", "sethook", "getuservalue", "setuservalue"} do
      assert.is_nil(debug[name], "debug." .. name)
    end
    assert.are.equal("function", type(debug.traceback))
    assert.are.equal(os, package.loaded.os, "package.loaded.os is the restricted os")
  end)

  it("refuses binary chunks", function()
    local f, message = load(string.dump(function() return 1 end))
    assert.is_nil(f)
    assert.are.equal("attempt to load a binary chunk (mode is 't')", message)
  end)

  it("loads text chunks, with an environment when one is given", function()
    local env = {}
    assert(load("x = 1", "chunk", "t", env))()
    assert.are.equal(1, env.x)
  end)

  it("lets require find modules beside the script only", function()
    assert.are.equal(t, require("testing"))
    local ok, err = pcall(require, "../secret")
    assert.is_false(ok)
    assert.is_true(err:find("is not allowed here", 1, true) ~= nil, err)
  end)

  it("gives os.time and os.date the virtual clock", function()
    assert.are.equal(math.floor(clock.time()), os.time())
    assert.are.equal(clock.iso(), os.date("!%Y-%m-%dT%H:%M:%SZ"))
    assert.are.equal(os.time{year = 2026, month = 1, day = 1, hour = 12}, os.time{year = 2026, month = 1, day = 1, hour = 12})
  end)
end)
