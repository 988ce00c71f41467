-- playground test: --seed 1 --now 2026-12-24T18:00:00Z
-- A puzzle cut from a picture in the script's folder (puzzle/): its size, its tiles' rectangles,
-- the image and scale as undo steps, and clean errors for bad images; and its tiles' slides.

describe("a puzzle's image", function()
  describe("of puzzle/photo.png, cut 3 by 3", function()
    local p

    before_each(function()
      p = Puzzle.new{rows = 3, columns = 3, image = "puzzle/photo.png"}
    end)

    -- The image is read once, its size taken from the file's header.
    it("has its size in points and in pixels", function()
      assert.are.equal("puzzle/photo.png", p.image)
      assert.are.equal(1.0, p.scale)
      assert.are.equal(4, select("#", p:imagesize()))
      local width, height, pixelWidth, pixelHeight = p:imagesize()
      assert.are.equal(12.0, width); assert.are.equal(9.0, height); assert.are.equal(12, pixelWidth); assert.are.equal(9, pixelHeight)
    end)

    it("is cut into rectangles in pixels by rects(), which still cuts any image given a size", function()
      local rects = p:rects()
      assert.are.equal(9, #rects)
      assert.are.equal(0, rects[1].x); assert.are.equal(4, rects[1].width); assert.are.equal(3, rects[1].height)
      assert.are.equal(8, rects[9].x); assert.are.equal(6, rects[9].y)
      assert.are.equal(40, p:rects(30, 30, 2)[9].x, "with a size, rects() still cuts any image")
    end)
  end)

  it("turns pixels into points with a scale, and the pixels stay", function()
    local q = Puzzle.new{rows = 2, columns = 3, image = "puzzle/photo.jpg", scale = 2}
    assert.are.equal("puzzle/photo.jpg", q.image)
    local qw, qh, qpw, qph = q:imagesize()
    assert.are.equal(12.0, qw); assert.are.equal(9.0, qh); assert.are.equal(24, qpw); assert.are.equal(18, qph)
    assert.are.equal(16, q:rects()[6].x)
  end)

  it("is none without one: no scale, no size, and rects() then needs a size", function()
    local plain = Puzzle.new(3)
    assert.is_nil(plain.image)
    assert.is_nil(plain.scale)
    assert.is_nil(plain:imagesize())
    assert.has_error(function() plain:rects() end, "bad argument #1 to 'rects' (number expected, got no value)")
  end)

  it("is set, replaced and removed as an undoable step, as is its scale", function()
    local plain = Puzzle.new(3)
    plain.image = "puzzle/photo.png"
    assert.are.equal("Set Puzzle Image", history.undoname())
    assert.are.equal("puzzle/photo.png", plain.image)
    plain.scale = 3
    assert.are.equal("Set Image Scale", history.undoname())
    assert.are.equal(3.0, plain.scale)
    assert.are.equal(4.0, (plain:imagesize()))
    plain.image = "puzzle/photo.jpg"
    assert.are.equal(3.0, plain.scale, "a new image keeps the scale")
    assert.are.equal(8.0, (plain:imagesize()))
    plain.image = nil
    assert.are.equal("Remove Puzzle Image", history.undoname())
    assert.is_nil(plain.image)
    history.undo()
    assert.are.equal("puzzle/photo.jpg", plain.image)
    history.undo()
    assert.are.equal("puzzle/photo.png", plain.image)
    history.undo()
    assert.are.equal(1.0, plain.scale)
    history.undo()
    assert.is_nil(plain.image)
    history.redo()
    assert.are.equal("puzzle/photo.png", plain.image)
    local count = history.count()
    plain.image = "puzzle/photo.png"
    assert.are.equal(count, history.count(), "setting the same image records nothing")
  end)

  it("is refused with a clean error when it is bad", function()
    assert.has_error(function() Puzzle.new{rows = 3, image = "puzzle/missing.png"} end,
      "bad field 'image' in argument #1 to 'new' (image 'puzzle/missing.png' not found (no file puzzle/missing.png in the script's folder))")
    assert.has_error(function() Puzzle.new{rows = 3, image = "puzzle/notes.txt"} end,
      "bad field 'image' in argument #1 to 'new' (image 'puzzle/notes.txt' is not a PNG or JPEG file)")
    assert.has_error(function() Puzzle.new{rows = 3, image = "puzzle/truncated.png"} end,
      "bad field 'image' in argument #1 to 'new' (image 'puzzle/truncated.png' is a truncated PNG file (it ends before its size is given))")
    assert.has_error(function() Puzzle.new{rows = 3, image = "puzzle/empty.png"} end,
      "bad field 'image' in argument #1 to 'new' (image 'puzzle/empty.png' is empty (0×5 pixels))")
    assert.has_error(function() Puzzle.new{rows = 3, image = "puzzle/tiny.png"} end,
      "bad field 'image' in argument #1 to 'new' (image is 2×2 pixels, too small for 3 rows)")
    assert.has_error(function() Puzzle.new{rows = 2, columns = 4, image = "puzzle/tiny.png"} end,
      "bad field 'image' in argument #1 to 'new' (image is 2×2 pixels, too small for 4 columns)")
    assert.has_error(function() Puzzle.new{rows = 3, image = "puzzle"} end,
      "bad field 'image' in argument #1 to 'new' (image 'puzzle' could not be read (it is a directory, not a regular file))")
    assert.has_error(function() Puzzle.new{rows = 3, image = "../puzzle/photo.png"} end,
      "bad field 'image' in argument #1 to 'new' ('../puzzle/photo.png' is not a valid image name (use a path inside the script's folder, without '..'))")
    assert.has_error(function() Puzzle.new{rows = 3, image = "/etc/passwd"} end,
      "bad field 'image' in argument #1 to 'new' ('/etc/passwd' is not a valid image name (use a path inside the script's folder, without '..'))")
    assert.has_error(function() Puzzle.new{rows = 3, image = {}} end,
      "bad field 'image' in argument #1 to 'new' (string expected, got table)")
    assert.has_error(function() Puzzle.new{rows = 3, image = "puzzle/photo.png", scale = 0} end,
      "bad field 'scale' in argument #1 to 'new' (scale must be a number from 0.25 to 16, not 0)")
    assert.has_error(function() Puzzle.new{rows = 3, scale = 2} end,
      "bad argument #1 to 'new' ('scale' goes with 'image' (the scale of the image's points to its pixels))")
    assert.has_error(function() Puzzle.issolvable{rows = 2, tiles = {1, 2, 3, 0}, image = "puzzle/photo.png"} end,
      "bad argument #1 to 'issolvable' (unknown field 'image' (expected columns, rows, tiles))")
  end)

  it("is refused when set bad, as is a bad scale, and nothing changes", function()
    local r = Puzzle.new(3)
    assert.has_error(function() r.image = "puzzle/notes.txt" end, "bad value for 'image' (image 'puzzle/notes.txt' is not a PNG or JPEG file)")
    assert.has_error(function() r.image = "puzzle/tiny.png" end, "bad value for 'image' (image is 2×2 pixels, too small for 3 rows)")
    assert.has_error(function() r.scale = 2 end, "bad value for 'scale' (a puzzle without an image has no scale (set 'image' first))")
    r.image = "puzzle/photo.png"
    assert.has_error(function() r.scale = 100 end, "bad value for 'scale' (scale must be a number from 0.25 to 16, not 100)")
    assert.has_error(function() r.scale = "big" end, "bad value for 'scale' (number expected, got string)")
    assert.are.equal("puzzle/photo.png", r.image, "a failed change changes nothing")
    assert.are.equal(1.0, r.scale)
  end)
end)

describe("a puzzle's tiles", function()
  it("move at once, and are shown sliding for 0.2 s", function()
    local s = Puzzle.new(3)
    local moved = {}
    s.onmove = function(_, from, to) moved[#moved + 1] = from .. ">" .. to end
    assert.is_false(s.sliding)
    s:tilt("right")
    assert.are.equal(8, s:tile(9), "the move itself is immediate")
    assert.are.equal("8>9", table.concat(moved, " "))
    assert.is_true(s.sliding)
    clock.advance(0.1)
    assert.is_true(s.sliding)
    clock.advance(0.1)
    assert.is_false(s.sliding)
    history.undo()
    assert.are.equal(8, s:tile(8))
    assert.is_true(s.sliding, "an undo slides the tile back")
    clock.advance(0.2)
    s:shuffle(3)
    assert.is_false(s.sliding, "a shuffle puts tiles in place at once")
    assert.has_error(function() s.sliding = true end, "Puzzle field 'sliding' is read-only (tiles slide when they move)")
  end)
end)
