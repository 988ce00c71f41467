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

-- Arguments are ignored, as by other argument-less functions; the library is read-only data.
t.equal(type(scene.text(1, "x")), "string")

-- scene.control finds a live control by the title its box shows; its argument is checked as
-- every binding's is.
local wheel = Wheel.new{sectors = 3}
t.equal(rawequal(scene.control("Wheel #1"), wheel), true)
t.equal(scene.control("Wheel #999"), nil)
t.fails(function() scene.control() end, "bad argument #1 to 'control' (string expected, got no value)")
t.fails(function() scene.control({}) end, "bad argument #1 to 'control' (string expected, got table)")
