local t = require "testing"

local g = Memory.new{pairs = 3, seed = 1}
t.equal(g.pairs, 3)
t.equal(g.cards, 6)
t.equal(g.moves, 0)
t.equal(g.solved, false)
t.equal(g.score, nil)
t.equal(getmetatable(g), "Memory")
t.equal(tostring(g), "Memory: 0 of 3 pairs, 0 moves: [] [] [] [] [] []")

-- The same seed deals the same board.
local faces, again = {}, Memory.new{pairs = 3, seed = 1}
for i = 1, 6 do
  faces[i] = g:card(i).face
  t.equal(again:card(i).face, faces[i], "same deal")
end

-- Find a pair and a non-pair.
local a, b, c
for i = 2, 6 do if faces[i] == faces[1] then b = i elseif not c then c = i end end
a = 1

local events = {}
g.onflip = function(_, i) events[#events + 1] = "flip " .. i end
g.onmatch = function(_, x, y) events[#events + 1] = "match " .. x .. " " .. y end
g.onmismatch = function(_, x, y) events[#events + 1] = "mismatch " .. x .. " " .. y end
g.onturnback = function(_, x, y) events[#events + 1] = "back " .. x .. " " .. y end

-- A mismatch: both turn back after the delay; a third flip meanwhile is refused.
t.equal(g:flip(a), "flipped")
t.equal(g:flip(a), "alreadyFaceUp", "flipping a face-up card is a no-op that says so")
t.equal(g:flip(c), "mismatched")
t.equal(g:flip(b), "busy", "a third flip during the delay is refused")
t.equal(type(g.busy), "number")
clock.advance(5)
t.equal(g.busy, nil)
t.equal(g:card(a).faceup, false)
t.equal(g.moves, 1)

-- A match: both solved, then they vanish.
t.equal(g:flip(a), "flipped")
t.equal(g:flip(b), "matched")
clock.advance(5)
t.equal(g:card(a).solved, true)
t.equal(g:card(b).visible, false, "vanished")
t.equal(g:flip(a), "alreadySolved", "flipping a solved card is a no-op that says so")
t.equal(g.matches, 1)
t.equal(table.concat(events, ", "), ("flip %d, flip %d, mismatch %d %d, back %d %d, flip %d, flip %d, match %d %d"):format(
  a, c, a, c, a, c, a, b, a, b))

-- Undo: the match is taken back whole.
t.equal(history.undoname(), "Flip Card " .. b)
history.undo()
t.equal(g.matches, 0)
t.equal(g:card(b).solved, false)
history.redo()
t.equal(g.matches, 1)

-- Errors.
t.fails(function() g:flip(99) end, "bad argument #1 to 'flip' (there is no card 99: the 6 cards are numbered 1 to 6)")
t.fails(function() g:flip("x") end, "bad argument #1 to 'flip' (integer expected, got string)")
t.fails(function() Memory.new{pairs = 0} end, "bad argument #1 to 'new' (a memory game has 1 to 32 pairs, not 0)")
t.fails(function() Memory.new{pairs = 33} end, "bad argument #1 to 'new' (a memory game has 1 to 32 pairs, not 33)")
t.fails(function() Memory.new{pair = 3} end,
  "bad argument #1 to 'new' (unknown field 'pair' (expected curve, flipduration, helpstep, mismatchdelay, pairs, seed, vanishduration))")
t.fails(function() g.moves = 3 end, "Memory field 'moves' is read-only (play with flip and help)")
t.fails(function() g.onflip = 3 end, "bad value for 'onflip' (function expected, got number)")
t.fails(function() return g.nope end, "Memory has no member 'nope'")
