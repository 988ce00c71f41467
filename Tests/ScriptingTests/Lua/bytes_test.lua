-- Lua strings are bytes: names with NUL bytes and bytes that are not UTF-8 come back exactly.
local t = require "testing"

local odd = "a\0b\xff\xfe\xc3(\xed\xa0\x80\xf4\x8f\xbe\x85z"
local long = string.rep("\xff\0", 40)

-- Wheel sector names, from a list and from a function.
local w = Wheel.new{sectors = 3, names = {odd, long, "plain"}}
t.equal(w:sector(1).name, odd, "wheel name with NUL and invalid UTF-8")
t.equal(w:sector(2).name, long)
local f = Wheel.new{sectors = 2, names = function(i) return odd .. i end}
t.equal(f:sector(2).name, odd .. "2")

-- History group names.
local c = Odometer.new(2)
history.group(odd, function() c:set(3) end)
t.equal(history.undoname(), odd, "history group name")
history.undo()
t.equal(history.redoname(), odd)

-- View faces, and the faces a transition reports.
local v = View.new()
v:transition("crossDissolve", {to = odd, duration = 1})
t.equal(v:model("face"), odd, "view face")
clock.advance(0.5)
t.equal(v:transitionframe().to, odd)
clock.advance(1)
t.equal(v.face, odd)

-- Errors that quote a name carry its bytes.
local ok3, err3 = pcall(function() local p = Puzzle.new(3); p:tilt("up\xff") end)
t.equal(ok3, false)
t.equal(err3:find("up\xff", 1, true) ~= nil, true, "the tilt name in the message is byte-exact: " .. tostring(err3))

-- The scene's text escapes what a terminal would act on or cannot show.
local text = scene.text()
t.equal(text:find("\xff", 1, true), nil, "no raw byte in the text view")
