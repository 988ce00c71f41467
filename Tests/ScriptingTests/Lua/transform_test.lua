local t = require "testing"

-- Making and combining transforms, as Core Graphics' functions do.
local m = Transform.identity():translate(10, 0):scale(2):rotate(math.pi / 2)
local p = m:apply{1, 0}
t.equal(p.x, 10.0)
t.equal(p.y, 2.0)
t.equal(m.tx, 10.0)
t.equal(Transform.identity().identity, true)
t.equal(m:concat(m:invert()).identity, true, "a transform and its inverse")
t.equal(Transform.scale(3).d, 3.0, "one factor scales both axes")
t.equal(Transform.scale(3, 4).d, 4.0)
t.equal(Transform.translation(5, 6).ty, 6.0)
t.equal(Transform.make(1, 2, 3, 4, 5, 6).c, 3.0)
t.equal(tostring(Transform.make(1, 2, 3, 4, 5, 6)), "Transform: [1.0 2.0 3.0 4.0 5.0 6.0]")
t.equal(getmetatable(m), "Transform")

-- A matrix holds no winding.
local parts = Transform.rotation(3 * math.pi / 2):decompose()
t.equal(math.abs(parts.rotation + math.pi / 2) < 1e-12, true, "3π/2 decomposes as −π/2")
t.equal(parts.scalex, 1.0)

-- A singular matrix has no inverse: nil and why.
local inverse, why = Transform.scale(0):invert()
t.equal(inverse, nil)
t.equal(why, "the transform is not invertible (its determinant is 0)")

t.fails(function() Transform.make(1, 0, 0, 1, math.huge, 0) end, "bad argument #5 to 'make' (finite number expected, got inf)")
t.fails(function() m:concat({}) end, "bad argument #1 to 'concat' (Transform expected, got table)")
t.fails(function() m.a = 2 end, "Transform field 'a' is read-only (a transform never changes; its methods return new ones)")
t.fails(function() m:apply{1} end, "bad argument #1 to 'apply' (y must be a number, got nil)")

-- A view's transform: read, set (one undo step), animated by its parts.
local v = View.new{rotation = 1, scale = 2}
t.equal(math.abs(v.transform:decompose().rotation - 1) < 1e-12, true)
v.transform = Transform.translation(3, 4)
t.equal(v.translation.x, 3.0)
t.equal(v.rotation, 0.0)
t.equal(history.undoname(), "Transform View")
history.undo()
t.equal(v.rotation, 1.0)
v:animate({transform = Transform.rotation(3 * math.pi / 2)}, {duration = 1, curve = "linear"})
clock.advance(0.5)
t.equal(math.abs(v.rotation - (1 + (-math.pi / 2 - 1) / 2)) < 1e-12, true, "halfway to −π/2 from 1")
t.fails(function() v.transform = Transform.make(1, 0, 1, 1, 0, 0) end,
  "bad value for 'transform' (a view's transform has no shear (it turns, scales and moves); this one shears by 1.0)")
t.fails(function() v:animate({transform = Transform.identity(), scale = 1}) end,
  "bad argument #1 to 'animate' (give 'transform' or its parts ('rotation', 'scale', 'translation'), not both)")
t.fails(function() v.transform = Transform.make(0, 0, 0, 0, 0, 0) end,
  "bad value for 'transform' (a view's transform must turn, scale and move it, and this one collapses it (its matrix has no inverse, or parts too small to compute))")
