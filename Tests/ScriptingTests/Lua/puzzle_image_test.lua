local t = require "testing"

-- A puzzle cut from a picture in the script's folder: the image is read once, its size taken
-- from the file's header.
local p = Puzzle.new{rows = 3, columns = 3, image = "puzzle/photo.png"}
t.equal(p.image, "puzzle/photo.png")
t.equal(p.scale, 1.0)
t.equal(select("#", p:imagesize()), 4)
local width, height, pixelWidth, pixelHeight = p:imagesize()
t.equal(width, 12.0); t.equal(height, 9.0); t.equal(pixelWidth, 12); t.equal(pixelHeight, 9)

-- rects() without arguments cuts the puzzle's own image, in pixels.
local rects = p:rects()
t.equal(#rects, 9)
t.equal(rects[1].x, 0); t.equal(rects[1].width, 4); t.equal(rects[1].height, 3)
t.equal(rects[9].x, 8); t.equal(rects[9].y, 6)
t.equal(p:rects(30, 30, 2)[9].x, 40, "with a size, rects() still cuts any image")

-- A scale turns pixels into points; the pixels stay.
local q = Puzzle.new{rows = 2, columns = 3, image = "puzzle/photo.jpg", scale = 2}
t.equal(q.image, "puzzle/photo.jpg")
local qw, qh, qpw, qph = q:imagesize()
t.equal(qw, 12.0); t.equal(qh, 9.0); t.equal(qpw, 24); t.equal(qph, 18)
t.equal(q:rects()[6].x, 16)

-- Without an image: numbers, no scale.
local plain = Puzzle.new(3)
t.equal(plain.image, nil)
t.equal(plain.scale, nil)
t.equal(plain:imagesize(), nil)
t.fails(function() plain:rects() end, "bad argument #1 to 'rects' (number expected, got no value)")

-- Setting, replacing and removing the image, and the scale, are undoable steps.
plain.image = "puzzle/photo.png"
t.equal(history.undoname(), "Set Puzzle Image")
t.equal(plain.image, "puzzle/photo.png")
plain.scale = 3
t.equal(history.undoname(), "Set Image Scale")
t.equal(plain.scale, 3.0)
t.equal((plain:imagesize()), 4.0)
plain.image = "puzzle/photo.jpg"
t.equal(plain.scale, 3.0, "a new image keeps the scale")
t.equal((plain:imagesize()), 8.0)
plain.image = nil
t.equal(history.undoname(), "Remove Puzzle Image")
t.equal(plain.image, nil)
history.undo()
t.equal(plain.image, "puzzle/photo.jpg")
history.undo()
t.equal(plain.image, "puzzle/photo.png")
history.undo()
t.equal(plain.scale, 1.0)
history.undo()
t.equal(plain.image, nil)
history.redo()
t.equal(plain.image, "puzzle/photo.png")
local count = history.count()
plain.image = "puzzle/photo.png"
t.equal(history.count(), count, "setting the same image records nothing")

-- Tiles slide: the board changes at once, the tile is shown moving for 0.2 s.
local s = Puzzle.new(3)
local moved = {}
s.onmove = function(_, from, to) moved[#moved + 1] = from .. ">" .. to end
t.equal(s.sliding, false)
s:tilt("right")
t.equal(s:tile(9), 8, "the move itself is immediate")
t.equal(table.concat(moved, " "), "8>9")
t.equal(s.sliding, true)
clock.advance(0.1)
t.equal(s.sliding, true)
clock.advance(0.1)
t.equal(s.sliding, false)
history.undo()
t.equal(s:tile(8), 8)
t.equal(s.sliding, true, "an undo slides the tile back")
clock.advance(0.2)
s:shuffle(3)
t.equal(s.sliding, false, "a shuffle puts tiles in place at once")
t.fails(function() s.sliding = true end, "Puzzle field 'sliding' is read-only (tiles slide when they move)")

-- Bad images are clean errors.
t.fails(function() Puzzle.new{rows = 3, image = "puzzle/missing.png"} end,
  "bad field 'image' in argument #1 to 'new' (image 'puzzle/missing.png' not found (no file puzzle/missing.png in the script's folder))")
t.fails(function() Puzzle.new{rows = 3, image = "puzzle/notes.txt"} end,
  "bad field 'image' in argument #1 to 'new' (image 'puzzle/notes.txt' is not a PNG or JPEG file)")
t.fails(function() Puzzle.new{rows = 3, image = "puzzle/truncated.png"} end,
  "bad field 'image' in argument #1 to 'new' (image 'puzzle/truncated.png' is a truncated PNG file (it ends before its size is given))")
t.fails(function() Puzzle.new{rows = 3, image = "puzzle/empty.png"} end,
  "bad field 'image' in argument #1 to 'new' (image 'puzzle/empty.png' is empty (0×5 pixels))")
t.fails(function() Puzzle.new{rows = 3, image = "puzzle/tiny.png"} end,
  "bad field 'image' in argument #1 to 'new' (image is 2×2 pixels, too small for 3 rows)")
t.fails(function() Puzzle.new{rows = 2, columns = 4, image = "puzzle/tiny.png"} end,
  "bad field 'image' in argument #1 to 'new' (image is 2×2 pixels, too small for 4 columns)")
t.fails(function() Puzzle.new{rows = 3, image = "puzzle"} end,
  "bad field 'image' in argument #1 to 'new' (image 'puzzle' could not be read (it is a directory, not a regular file))")
t.fails(function() Puzzle.new{rows = 3, image = "../puzzle/photo.png"} end,
  "bad field 'image' in argument #1 to 'new' ('../puzzle/photo.png' is not a valid image name (use a path inside the script's folder, without '..'))")
t.fails(function() Puzzle.new{rows = 3, image = "/etc/passwd"} end,
  "bad field 'image' in argument #1 to 'new' ('/etc/passwd' is not a valid image name (use a path inside the script's folder, without '..'))")
t.fails(function() Puzzle.new{rows = 3, image = {}} end,
  "bad field 'image' in argument #1 to 'new' (string expected, got table)")
t.fails(function() Puzzle.new{rows = 3, image = "puzzle/photo.png", scale = 0} end,
  "bad field 'scale' in argument #1 to 'new' (scale must be a number from 0.25 to 16, not 0)")
t.fails(function() Puzzle.new{rows = 3, scale = 2} end,
  "bad argument #1 to 'new' ('scale' goes with 'image' (the scale of the image's points to its pixels))")
t.fails(function() Puzzle.issolvable{rows = 2, tiles = {1, 2, 3, 0}, image = "puzzle/photo.png"} end,
  "bad argument #1 to 'issolvable' (unknown field 'image' (expected columns, rows, tiles))")

local r = Puzzle.new(3)
t.fails(function() r.image = "puzzle/notes.txt" end, "bad value for 'image' (image 'puzzle/notes.txt' is not a PNG or JPEG file)")
t.fails(function() r.image = "puzzle/tiny.png" end, "bad value for 'image' (image is 2×2 pixels, too small for 3 rows)")
t.fails(function() r.scale = 2 end, "bad value for 'scale' (a puzzle without an image has no scale (set 'image' first))")
r.image = "puzzle/photo.png"
t.fails(function() r.scale = 100 end, "bad value for 'scale' (scale must be a number from 0.25 to 16, not 100)")
t.fails(function() r.scale = "big" end, "bad value for 'scale' (number expected, got string)")
t.equal(r.image, "puzzle/photo.png", "a failed change changes nothing")
t.equal(r.scale, 1.0)
