-- The sliding puzzle of the book's Games app: one picture (puzzle.png, beside this script) cut
-- into tiles; tilt the device and the tile beside the free slot slides in; shuffle, ask for
-- hints, solve optimally, undo.
--
--   playground run Scripts/puzzle.lua            -- 3x3, seed 2026
--   playground run Scripts/puzzle.lua 3 7        -- 3x3, seed 7
--   playground run Scripts/puzzle.lua --record puzzle.html   -- watch the picture tiles slide
--
-- Tile 0 is the free slot; positions count 1..rows*columns row by row. 4x4 boards are solved
-- optimally too, with pattern databases the first solve builds (about 10 s in a release build).

local size = tonumber(arg[1]) or 3
local seed = tonumber(arg[2]) or 2026
-- The image is 180 x 180 pixels, drawn at scale 2: 90 x 90 points, like a Retina screen.
local p = Puzzle.new{rows = size, columns = size, image = "puzzle.png", scale = 2}
print(p)
p.onmove = function(puzzle, from, to) print(("  tile %d slides from %d to %d"):format(puzzle:tile(to), from, to)) end

-- The book cuts the image into the tiles: pixel rectangles of its 90 x 90 points at 2x.
local width, height, pixelWidth, pixelHeight = p:imagesize()
print(("%s: %g x %g points, %d x %d pixels"):format(p.image, width, height, pixelWidth, pixelHeight))
local rects = p:rects()
print(("tile 1 is cut from x=%d y=%d, %d x %d px; the last from x=%d"):format(
  rects[1].x, rects[1].y, rects[1].width, rects[1].height, rects[#rects].x))

p:shuffle(seed)
print(("shuffled (seed %d), solvable: %s"):format(seed, tostring(p.solvable)))
print(p)

-- Two hints, followed.
for _ = 1, 2 do
  local direction, tile = p:hint()
  print(("hint: tilt %s (moves tile %d)"):format(direction, tile))
  p:tilt(direction)
  clock.advance(0.5)  -- each tile slides for 0.2 s: let it be seen
end

-- An impossible tilt is a no-op that says so: with the free slot on an edge, nothing can slide
-- in from beyond it.
local blank
for i, tile in ipairs(p.tiles) do if tile == 0 then blank = i end end
local row, column = (blank - 1) // size + 1, (blank - 1) % size + 1
local impossible = row == 1 and "down" or row == size and "up" or column == 1 and "right" or "left"
print(("tilt %s with the free slot at %d:"):format(impossible, blank), p:tilt(impossible))

-- Undo the last two steps, then solve optimally and follow the solution.
history.undo(); history.undo()
print(("after undo: %d moves"):format(p.moves))
local solution = p:solve()
print(("optimal solution: %d moves (%s), %d nodes"):format(#solution, solution.optimal and "optimal" or "not optimal", solution.nodes))
print(table.concat(solution, " "))
local quiet = p.onmove
p.onmove = nil
for _, direction in ipairs(solution) do
  p:tilt(direction)
  clock.advance(0.3)
end
p.onmove = quiet
print(p)
print(("solved: %s after %d moves"):format(tostring(p.solved), p.moves))
