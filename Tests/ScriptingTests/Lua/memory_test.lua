-- playground test: --seed 1 --now 2026-12-24T18:00:00Z
-- The memory game: a seeded deal, flips that match or turn back, undo, and what it refuses.

describe("a memory game of three pairs, flip by flip", function()
  share_clock()
  local g, faces, a, b, c, events

  setup(function()
    g = Memory.new{pairs = 3, seed = 1}
    -- A pair and a non-pair on the board it deals.
    faces = {}
    for i = 1, 6 do faces[i] = g:card(i).face end
    for i = 2, 6 do if faces[i] == faces[1] then b = i elseif not c then c = i end end
    a = 1
    events = {}
    g.onflip = function(_, i) events[#events + 1] = "flip " .. i end
    g.onmatch = function(_, x, y) events[#events + 1] = "match " .. x .. " " .. y end
    g.onmismatch = function(_, x, y) events[#events + 1] = "mismatch " .. x .. " " .. y end
    g.onturnback = function(_, x, y) events[#events + 1] = "back " .. x .. " " .. y end
  end)

  it("starts with every card face down, no moves and no score", function()
    assert.are.equal(3, g.pairs)
    assert.are.equal(6, g.cards)
    assert.are.equal(0, g.moves)
    assert.is_false(g.solved)
    assert.is_nil(g.score)
    assert.are.equal("Memory", getmetatable(g))
    assert.are.equal("Memory: 0 of 3 pairs, 0 moves: [] [] [] [] [] []", tostring(g))
  end)

  it("deals the same board for the same seed", function()
    local again = Memory.new{pairs = 3, seed = 1}
    for i = 1, 6 do
      assert.are.equal(faces[i], again:card(i).face, "same deal")
    end
  end)

  it("turns a mismatch back after the delay, and refuses a third flip meanwhile", function()
    assert.are.equal("flipped", g:flip(a))
    assert.are.equal("alreadyFaceUp", g:flip(a), "flipping a face-up card is a no-op that says so")
    assert.are.equal("mismatched", g:flip(c))
    assert.are.equal("busy", g:flip(b), "a third flip during the delay is refused")
    assert.are.equal("number", type(g.busy))
    clock.advance(5)
    assert.is_nil(g.busy)
    assert.is_false(g:card(a).faceup)
    assert.are.equal(1, g.moves)
  end)

  it("solves a match, whose cards then vanish", function()
    assert.are.equal("flipped", g:flip(a))
    assert.are.equal("matched", g:flip(b))
    clock.advance(5)
    assert.is_true(g:card(a).solved)
    assert.is_false(g:card(b).visible, "vanished")
    assert.are.equal("alreadySolved", g:flip(a), "flipping a solved card is a no-op that says so")
    assert.are.equal(1, g.matches)
    assert.are.equal(("flip %d, flip %d, mismatch %d %d, back %d %d, flip %d, flip %d, match %d %d"):format(
      a, c, a, c, a, c, a, b, a, b), table.concat(events, ", "))
  end)

  it("takes a match back whole with undo", function()
    assert.are.equal("Flip Card " .. b, history.undoname())
    history.undo()
    assert.are.equal(0, g.matches)
    assert.is_false(g:card(b).solved)
    history.redo()
    assert.are.equal(1, g.matches)
  end)

  it("refuses cards it has not, bad options and read-only fields", function()
    assert.has_error(function() g:flip(99) end, "bad argument #1 to 'flip' (there is no card 99: the 6 cards are numbered 1 to 6)")
    assert.has_error(function() g:flip("x") end, "bad argument #1 to 'flip' (integer expected, got string)")
    assert.has_error(function() Memory.new{pairs = 0} end, "bad argument #1 to 'new' (a memory game has 1 to 32 pairs, not 0)")
    assert.has_error(function() Memory.new{pairs = 33} end, "bad argument #1 to 'new' (a memory game has 1 to 32 pairs, not 33)")
    assert.has_error(function() Memory.new{pair = 3} end,
      "bad argument #1 to 'new' (unknown field 'pair' (expected curve, flipduration, helpstep, mismatchdelay, pairs, seed, vanishduration))")
    assert.has_error(function() g.moves = 3 end, "Memory field 'moves' is read-only (play with flip and help)")
    assert.has_error(function() g.onflip = 3 end, "bad value for 'onflip' (function expected, got number)")
    assert.has_error(function() return g.nope end, "Memory has no member 'nope'")
  end)

  it("deals a new game that undo takes back", function()
    local game = Memory.new{pairs = 2, seed = 3}
    game:flip(1)
    clock.advance(1)
    assert.are.equal(1, game.flips)
    game:newgame(5)
    assert.are.equal(0, game.flips)
    assert.are.equal(2, game.pairs)
    assert.are.equal("New Game", history.undoname())
    local faces = {}
    for i = 1, 4 do faces[i] = game:card(i).face; assert.is_false(game:card(i).faceup) end
    history.undo()
    assert.are.equal(1, game.flips)
    assert.is_true(game:card(1).faceup)
    history.redo()
    for i = 1, 4 do assert.are.equal(faces[i], game:card(i).face) end
    assert.has_error(function() game:newgame("x") end, "bad argument #1 to 'newgame' (integer expected, got string)")
  end)
end)
