-- playground test: --seed 1 --now 2026-12-24T18:00:00Z
-- Transforms: affine matrices made and combined as Core Graphics' functions do, and a view's.

describe("a transform", function()
  local m = Transform.identity():translate(10, 0):scale(2):rotate(math.pi / 2)

  it("is made and combined as Core Graphics' functions do", function()
    local p = m:apply{1, 0}
    assert.are.equal(10.0, p.x)
    assert.are.equal(2.0, p.y)
    assert.are.equal(10.0, m.tx)
    assert.is_true(Transform.identity().identity)
    assert.is_true(m:concat(m:invert()).identity, "a transform and its inverse")
    assert.are.equal(3.0, Transform.scale(3).d, "one factor scales both axes")
    assert.are.equal(4.0, Transform.scale(3, 4).d)
    assert.are.equal(6.0, Transform.translation(5, 6).ty)
    assert.are.equal(3.0, Transform.make(1, 2, 3, 4, 5, 6).c)
    assert.are.equal("Transform: [1.0 2.0 3.0 4.0 5.0 6.0]", tostring(Transform.make(1, 2, 3, 4, 5, 6)))
    assert.are.equal("Transform", getmetatable(m))
  end)

  it("holds no winding", function()
    local parts = Transform.rotation(3 * math.pi / 2):decompose()
    assert.is_true(math.abs(parts.rotation + math.pi / 2) < 1e-12, "3π/2 decomposes as −π/2")
    assert.are.equal(1.0, parts.scalex)
  end)

  it("has no inverse when it is singular: nil and why", function()
    local inverse, why = Transform.scale(0):invert()
    assert.is_nil(inverse)
    assert.are.equal("the transform is not invertible (its determinant is 0)", why)
  end)

  it("refuses bad arguments, and never changes", function()
    assert.has_error(function() Transform.make(1, 0, 0, 1, math.huge, 0) end, "bad argument #5 to 'make' (finite number expected, got inf)")
    assert.has_error(function() m:concat({}) end, "bad argument #1 to 'concat' (Transform expected, got table)")
    assert.has_error(function() m.a = 2 end, "Transform field 'a' is read-only (a transform never changes; its methods return new ones)")
    assert.has_error(function() m:apply{1} end, "bad argument #1 to 'apply' (y must be a number, got nil)")
  end)

  it("is a view's to read, to set (one undo step) and to animate by its parts", function()
    local v = View.new{rotation = 1, scale = 2}
    assert.is_true(math.abs(v.transform:decompose().rotation - 1) < 1e-12)
    v.transform = Transform.translation(3, 4)
    assert.are.equal(3.0, v.translation.x)
    assert.are.equal(0.0, v.rotation)
    assert.are.equal("Transform View", history.undoname())
    history.undo()
    assert.are.equal(1.0, v.rotation)
    v:animate({transform = Transform.rotation(3 * math.pi / 2)}, {duration = 1, curve = "linear"})
    clock.advance(0.5)
    assert.is_true(math.abs(v.rotation - (1 + (-math.pi / 2 - 1) / 2)) < 1e-12, "halfway to −π/2 from 1")
    assert.has_error(function() v.transform = Transform.make(1, 0, 1, 1, 0, 0) end,
      "bad value for 'transform' (a view's transform has no shear (it turns, scales and moves); this one shears by 1.0)")
    assert.has_error(function() v:animate({transform = Transform.identity(), scale = 1}) end,
      "bad argument #1 to 'animate' (give 'transform' or its parts ('rotation', 'scale', 'translation'), not both)")
    assert.has_error(function() v.transform = Transform.make(0, 0, 0, 0, 0, 0) end,
      "bad value for 'transform' (a view's transform must turn, scale and move it, and this one collapses it (its matrix has no inverse, or parts too small to compute))")
  end)
end)
