local t = require "testing"

-- With no control, the scene says so.
t.equal(scene.text(), "── t = 0.000 s ────────────────────────\n(no controls)")
local empty = scene.svg()
t.equal(not not (empty:find("^<svg") or empty:find("^<%?xml")), true, "an SVG document")
t.equal(not not (empty:find("no controls", 1, true)), true, "an empty scene says so")

-- A control appears as drawn at the current instant: mid-roll, then at rest.
local counter = Odometer.new(3)
counter:set(42)
clock.advance(0.25)
local text = scene.text()
t.equal(not not (text:find("Odometer #1", 1, true)), true, text)
t.equal(not not (text:find("rolling to 042", 1, true)), true, text)
t.equal(not not (text:find("t = 0.250 s", 1, true)), true, text)
clock.advance(1)
t.equal(not not (scene.text():find("[042] value 42", 1, true)), true, scene.text())

local svg = scene.svg()
t.equal(not not (svg:find("Odometer #1", 1, true)), true)
t.equal(not not (svg:find("</svg>%s*$")), true, "a complete document")

-- The same instant gives the same drawing; a later one a different header.
t.equal(scene.svg(), svg)
clock.advance(1)
t.equal(not not (scene.svg() ~= svg), true)

-- text and svg take nothing or a live control (scene.text(c): only its lines); anything else
-- is an error. Arguments after it are ignored.
t.equal(type(scene.text(nil, "x")), "string")
t.equal(select(2, pcall(scene.text, 1)):match("bad argument #1 to 'text' %(.*%)$"),
  "bad argument #1 to 'text' (a live control expected, got number)")
t.equal(select(2, pcall(scene.svg, {})):match("bad argument #1 to 'svg' %(.*%)$"),
  "bad argument #1 to 'svg' (a live control expected, got table)")
do
  local a, b = Stepper.new(), Stepper.new()
  local only = scene.text(b)
  t.equal(not not only:find("Stepper #2", 1, true), true, only)
  t.equal(only:find("Stepper #1", 1, true), nil, only)
  t.equal(not not scene.svg(a):find("Stepper #1", 1, true), true)
  t.equal(scene.svg(b):find("Stepper #1", 1, true), nil)
end

-- scene.control finds a live control by the title its box shows; its argument is checked as
-- every binding's is.
local wheel = Wheel.new{sectors = 3}
t.equal(rawequal(scene.control("Wheel #1"), wheel), true)
t.equal(scene.control("Wheel #999"), nil)
t.fails(function() scene.control() end, "bad argument #1 to 'control' (string expected, got no value)")
t.fails(function() scene.control({}) end, "bad argument #1 to 'control' (string expected, got table)")
