-- playground test: --seed 1 --now 2026-12-24T18:00:00Z
-- The sliding puzzle: tilts and taps, undo, seeded shuffles, optimal solutions with progress,
-- and onmove, which follows every slide.

describe("a puzzle", function()
  describe("of 3 by 3, move by move", function()
    share_clock()
    local p, slides

    setup(function()
      p = Puzzle.new(3, 3)
      slides = {}
    end)

    it("is made solved, its tiles in order", function()
      assert.are.equal("1 2 3\n4 5 6\n7 8 .", tostring(p))
      assert.is_true(p.solved)
      assert.are.equal(3, p.rows)
      assert.are.equal(9, #p.tiles)
      assert.are.equal("Puzzle", getmetatable(p))
    end)

    it("tilts as in the book: \"left\" slides the tile right of the free slot to the left", function()
      p.onmove = function(_, from, to) slides[#slides + 1] = from .. ">" .. to end
      assert.are.equal("impossible", select(2, p:tilt("left")), "nothing right of the slot in the corner")
      local from, to = p:tilt("right")
      assert.are.equal(8, from); assert.are.equal(9, to)
      assert.are.equal(0, p:tile(8))
      assert.are.equal("8>9", table.concat(slides, " "))
      assert.are.equal(1, p.moves)
    end)

    it("slides the whole line on a tap", function()
      assert.are.equal(1, p:tap(7))
      assert.are.equal(0, p:tile(7))
      assert.are.equal(2, p:tap(1), "the column above the slot slides down")
      assert.are.equal(4, p.moves)
    end)

    it("undoes a tap as one step", function()
      history.undo()
      assert.are.equal(0, p:tile(7))
      assert.are.equal(2, p.moves)
    end)
  end)

  it("shuffles solvably, the same board for the same seed, as one undo step", function()
    local q = Puzzle.new(3, 3)
    q:shuffle(5)
    local r = Puzzle.new(3, 3)
    r:shuffle(5)
    assert.are.equal(table.concat(r.tiles, ","), table.concat(q.tiles, ","), "same seed, same board")
    assert.is_true(q.solvable)
    assert.are.equal("Shuffle", history.undoname())
    history.undo()
    assert.is_true(r.solved)
  end)

  it("finds an optimal solution that solves the board, and hints that follow it", function()
    local q = Puzzle.new(3, 3)
    q:shuffle(5)
    local solution = q:solve()
    assert.is_true(solution.optimal)
    local first = q:hint()
    assert.are.equal(solution[1], first)
    for _, direction in ipairs(solution) do q:tilt(direction) end
    assert.is_true(q.solved)
    assert.is_nil(q:hint())
  end)

  it("tells whether any board can be solved, and refuses bad boards and moves with clear errors", function()
    local p = Puzzle.new(3, 3)
    assert.is_false(Puzzle.issolvable{rows = 3, columns = 3, tiles = {1, 2, 3, 4, 5, 6, 8, 7, 0}})
    assert.is_true(Puzzle.issolvable{rows = 2, columns = 2, tiles = {0, 1, 3, 2}})
    local unsolvable = Puzzle.new{rows = 3, columns = 3, tiles = {1, 2, 3, 4, 5, 6, 8, 7, 0}}
    assert.is_false(unsolvable.solvable)
    assert.has_error(function() unsolvable:solve() end, "this board cannot be solved: its permutation parity is wrong")
    assert.has_error(function() Puzzle.new(1, 1) end, "bad argument #1 to 'new' (a puzzle has 2 to 8 rows and 2 to 8 columns, not 1×1)")
    assert.has_error(function() Puzzle.new{rows = 2, columns = 2, tiles = {1, 1, 2, 0}} end,
      "bad argument #1 to 'new' (tiles must be each of 0...3 exactly once (0 is the free slot), not [1, 1, 2, 0])")
    assert.has_error(function() p:tilt("sideways") end, "bad argument #1 to 'tilt' (unknown tilt 'sideways' (expected left, right, up or down))")
    assert.has_error(function() p:tap(99) end, "bad argument #1 to 'tap' (position 99 is out of range 1...9)")
    -- A list is read whole or refused: an 8×8 board's 64 tiles and one more is not a board.
    local sixtyFive = {}
    for i = 1, 63 do sixtyFive[i] = i end
    sixtyFive[64], sixtyFive[65] = 0, 99
    assert.has_error(function() Puzzle.new{rows = 8, columns = 8, tiles = sixtyFive} end,
      "bad field 'tiles' in argument #1 to 'new' (at most 64 tiles, not 65)")
    assert.has_error(function() Puzzle.issolvable{rows = 8, columns = 8, tiles = sixtyFive} end,
      "bad field 'tiles' in argument #1 to 'issolvable' (at most 64 tiles, not 65)")
    assert.has_error(function() p.moves = 3 end, "Puzzle field 'moves' is read-only (move tiles with tilt or tap)")
  end)

  -- A long solve reports progress every 10,000 nodes; returning false cancels it, and an error
  -- in the progress function cancels it and reaches the caller.
  it("reports a long solve's progress, which can cancel it", function()
    local long = Puzzle.new(3, 4)
    long:shuffle(11)
    local reports = 0
    assert.has_error(function() long:solve(function() reports = reports + 1; return false end) end,
      "the solve was cancelled by its progress function")
    assert.are.equal(1, reports)
    assert.has_error(function() long:solve(function() error("stop it") end) end, "stop it")
    local full = long:solve(function(nodes, bound) reports = reports + 1; assert.are.equal("integer", math.type(nodes)) end)
    assert.is_true(full.optimal)
    assert.is_true(reports > 1)
  end)

  -- The progress function may move the puzzle's own tiles: the solve goes on with the board as
  -- it was when it started, and the moves made meanwhile stay.
  it("solves the board as it was when the solve started, keeping the moves its progress function made", function()
    local long = Puzzle.new(3, 4)
    long:shuffle(11)
    local full = long:solve()
    local before = table.concat(long.tiles, ",")
    local moved = 0
    local again = long:solve(function()
      if long:tilt(moved % 2 == 0 and "left" or "right") then moved = moved + 1 end
      return true
    end)
    assert.are.equal(#full, #again)
    assert.is_true(moved > 0)
    assert.is_true(long.moves > 0)
    assert.is_true(table.concat(long.tiles, ",") ~= before or moved % 2 == 0)
  end)

  describe("onmove", function()
    -- One history for the three: the follower's undos and redos reach back into the steps the
    -- puzzles before it left, as they always have.
    share_clock()

    -- onmove reports the slides of undo and redo too, at the instant they slid, right after the
    -- chunk or handler that undid them.
    it("reports the slides of undo and redo too, at the instant they slid", function()
      local board = Puzzle.new(3, 3)
      local heard = {}
      board.onmove = function(_, from, to) heard[#heard + 1] = ("%g:%d>%d"):format(clock.now(), from, to) end
      board:tilt("right")
      board:tap(2)
      assert.are.equal("0:8>9 0:5>8 0:2>5", table.concat(heard, " "))
      heard = {}
      history.undo()
      assert.are.equal(0, #heard, "not during the undo itself")
      clock.advance(0.5)
      assert.are.equal("0:5>2 0:8>5", table.concat(heard, " "))
      heard = {}
      history.redo()
      history.undo()
      clock.advance(0)
      assert.are.equal("0.5:5>8 0.5:2>5 0.5:5>2 0.5:8>5", table.concat(heard, " "), "each replay once, in order")
      board.onmove = nil
      history.redo()
      clock.advance(0)
      assert.are.equal(4, #heard, "nothing without a callback")
    end)

    -- ... and in the order the tiles slid: an undo's slides, waiting for the end of the chunk, are
    -- told before the slides of a tap made after it in the same chunk.
    it("tells an undo's slides before those of a tap made after it in the same chunk", function()
      local fresh = Puzzle.new(3, 3)
      local heard = {}
      fresh.onmove = function(_, from, to) heard[#heard + 1] = ("%d>%d"):format(from, to) end
      fresh:tilt("right")
      fresh:tap(2)
      heard = {}
      history.undo()
      fresh:tilt("right")
      assert.are.equal("5>2 8>5 7>8", table.concat(heard, " "), "the undo's two slides, then the tilt's")
      clock.advance(0)
      assert.are.equal(3, #heard, "and not again at the end of the chunk")
    end)

    -- The invariant: a view that follows the board through onmove alone ends equal to the board,
    -- whatever mix of taps, tilts, undos, redos and clock steps came in between.
    it("lets a view that follows the board through it alone end equal to the board", function()
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
      assert.are.equal(table.concat(follower.tiles, ","), table.concat(view, ","), "the view followed the board")
    end)
  end)
end)
