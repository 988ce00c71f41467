local t = require "testing"

local p = Puzzle.new(3, 3)
t.equal(tostring(p), "1 2 3\n4 5 6\n7 8 .")
t.equal(p.solved, true)
t.equal(p.rows, 3)
t.equal(#p.tiles, 9)
t.equal(getmetatable(p), "Puzzle")

-- Tilts as in the book: "left" slides the tile right of the free slot to the left.
local slides = {}
p.onmove = function(_, from, to) slides[#slides + 1] = from .. ">" .. to end
t.equal(select(2, p:tilt("left")), "impossible", "nothing right of the slot in the corner")
local from, to = p:tilt("right")
t.equal(from, 8); t.equal(to, 9)
t.equal(p:tile(8), 0)
t.equal(table.concat(slides, " "), "8>9")
t.equal(p.moves, 1)

-- A tap slides the whole line.
t.equal(p:tap(7), 1)
t.equal(p:tile(7), 0)
t.equal(p:tap(1), 2, "the column above the slot slides down")
t.equal(p.moves, 4)

-- Undo: a tap is one step.
history.undo()
t.equal(p:tile(7), 0)
t.equal(p.moves, 2)

-- Seeded shuffles are solvable and reproducible; a shuffle is one undo step.
local q = Puzzle.new(3, 3)
q:shuffle(5)
local r = Puzzle.new(3, 3)
r:shuffle(5)
t.equal(table.concat(q.tiles, ","), table.concat(r.tiles, ","), "same seed, same board")
t.equal(q.solvable, true)
t.equal(history.undoname(), "Shuffle")
history.undo()
t.equal(r.solved, true)

-- The solution is optimal and solves the board; hints follow it.
local solution = q:solve()
t.equal(solution.optimal, true)
local first = q:hint()
t.equal(first, solution[1])
for _, direction in ipairs(solution) do q:tilt(direction) end
t.equal(q.solved, true)
t.equal(q:hint(), nil)

-- Solvability of any board, and clear errors.
t.equal(Puzzle.issolvable{rows = 3, columns = 3, tiles = {1, 2, 3, 4, 5, 6, 8, 7, 0}}, false)
t.equal(Puzzle.issolvable{rows = 2, columns = 2, tiles = {0, 1, 3, 2}}, true)
local unsolvable = Puzzle.new{rows = 3, columns = 3, tiles = {1, 2, 3, 4, 5, 6, 8, 7, 0}}
t.equal(unsolvable.solvable, false)
t.fails(function() unsolvable:solve() end, "this board cannot be solved: its permutation parity is wrong")
t.fails(function() Puzzle.new(1, 1) end, "bad argument #1 to 'new' (a puzzle has 2 to 8 rows and 2 to 8 columns, not 1×1)")
t.fails(function() Puzzle.new{rows = 2, columns = 2, tiles = {1, 1, 2, 0}} end,
  "bad argument #1 to 'new' (tiles must be each of 0...3 exactly once (0 is the free slot), not [1, 1, 2, 0])")
t.fails(function() p:tilt("sideways") end, "bad argument #1 to 'tilt' (unknown tilt 'sideways' (expected left, right, up or down))")
t.fails(function() p:tap(99) end, "bad argument #1 to 'tap' (position 99 is out of range 1...9)")
-- A list is read whole or refused: an 8×8 board's 64 tiles and one more is not a board.
local sixtyFive = {}
for i = 1, 63 do sixtyFive[i] = i end
sixtyFive[64], sixtyFive[65] = 0, 99
t.fails(function() Puzzle.new{rows = 8, columns = 8, tiles = sixtyFive} end,
  "bad field 'tiles' in argument #1 to 'new' (at most 64 tiles, not 65)")
t.fails(function() Puzzle.issolvable{rows = 8, columns = 8, tiles = sixtyFive} end,
  "bad field 'tiles' in argument #1 to 'issolvable' (at most 64 tiles, not 65)")
t.fails(function() p.moves = 3 end, "Puzzle field 'moves' is read-only (move tiles with tilt or tap)")

-- A long solve reports progress every 10,000 nodes; returning false cancels it, and an error
-- in the progress function cancels it and reaches the caller.
local long = Puzzle.new(3, 4)
long:shuffle(11)
local reports = 0
t.fails(function() long:solve(function() reports = reports + 1; return false end) end,
  "the solve was cancelled by its progress function")
t.equal(reports, 1)
t.fails(function() long:solve(function() error("stop it") end) end, "stop it")
local full = long:solve(function(nodes, bound) reports = reports + 1; t.equal(math.type(nodes), "integer") end)
t.equal(full.optimal, true)
t.equal(reports > 1, true)

-- The progress function may move the puzzle's own tiles: the solve goes on with the board as
-- it was when it started, and the moves made meanwhile stay.
local before = table.concat(long.tiles, ",")
local moved = 0
local again = long:solve(function()
  if long:tilt(moved % 2 == 0 and "left" or "right") then moved = moved + 1 end
  return true
end)
t.equal(#again, #full)
t.equal(moved > 0, true)
t.equal(long.moves > 0, true)
t.equal(table.concat(long.tiles, ",") ~= before or moved % 2 == 0, true)

-- onmove reports the slides of undo and redo too, at the instant they slid, right after the
-- chunk or handler that undid them.
local board = Puzzle.new(3, 3)
local heard = {}
board.onmove = function(_, from, to) heard[#heard + 1] = ("%g:%d>%d"):format(clock.now(), from, to) end
board:tilt("right")
board:tap(2)
t.equal(table.concat(heard, " "), "0:8>9 0:5>8 0:2>5")
heard = {}
history.undo()
t.equal(#heard, 0, "not during the undo itself")
clock.advance(0.5)
t.equal(table.concat(heard, " "), "0:5>2 0:8>5")
heard = {}
history.redo()
history.undo()
clock.advance(0)
t.equal(table.concat(heard, " "), "0.5:5>8 0.5:2>5 0.5:5>2 0.5:8>5", "each replay once, in order")
board.onmove = nil
history.redo()
clock.advance(0)
t.equal(#heard, 4, "nothing without a callback")

-- ... and in the order the tiles slid: an undo's slides, waiting for the end of the chunk, are
-- told before the slides of a tap made after it in the same chunk.
local fresh = Puzzle.new(3, 3)
heard = {}
fresh.onmove = function(_, from, to) heard[#heard + 1] = ("%d>%d"):format(from, to) end
fresh:tilt("right")
fresh:tap(2)
heard = {}
history.undo()
fresh:tilt("right")
t.equal(table.concat(heard, " "), "5>2 8>5 7>8", "the undo's two slides, then the tilt's")
clock.advance(0)
t.equal(#heard, 3, "and not again at the end of the chunk")

-- The invariant: a view that follows the board through onmove alone ends equal to the board,
-- whatever mix of taps, tilts, undos, redos and clock steps came in between.
local follower = Puzzle.new(4, 4)
local view = {}
for i, tile in ipairs(follower.tiles) do view[i] = tile end
follower.onmove = function(_, from, to) view[to], view[from] = view[from], 0 end
local seed = 36
local function roll(n) seed = (seed * 1103515245 + 12345) % 2147483648 return seed % n + 1 end
local directions = {"left", "right", "up", "down"}
for _ = 1, 400 do
  local action = roll(6)
  if action == 1 then follower:tap(roll(16))
  elseif action == 2 then follower:tilt(directions[roll(4)])
  elseif action == 3 then history.undo()
  elseif action == 4 then history.redo()
  elseif action == 5 then clock.advance(roll(3) == 1 and 0.05 or 0)
  else follower:tilt(directions[roll(4)]) end
end
clock.advance(0)
t.equal(table.concat(view, ","), table.concat(follower.tiles, ","), "the view followed the board")
