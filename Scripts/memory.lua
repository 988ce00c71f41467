-- The memory game of the book's Games app, played by a script that remembers what it saw.
--
--   playground run Scripts/memory.lua            -- 6 pairs, seed 7
--   playground run Scripts/memory.lua 8 42       -- 8 pairs, seed 42
--
-- Cards turn face up with a flip; a matching pair vanishes (half a turn and a shrink to a tenth),
-- a mismatched pair turns back after a second, and flips are refused meanwhile. The player
-- first asks for help (the hidden cards are revealed one after another with 0.25 s curls, and
-- covered again), then plays: a pair it knows, else an unseen card.

local pairs_ = tonumber(arg[1]) or 6
local seed = tonumber(arg[2]) or 7
local game = Memory.new{pairs = pairs_, seed = seed}
print(game)

local seen = {}      -- face -> list of card indices seen with it
local gone = {}      -- card index -> true once matched
local function remember(index)
  local face = game:card(index).face
  seen[face] = seen[face] or {}
  for _, known in ipairs(seen[face]) do if known == index then return end end
  table.insert(seen[face], index)
end

game.onflip = function(g, index) remember(index) end
game.onmatch = function(g, a, b)
  gone[a], gone[b] = true, true
  print(("t=%5.2f  match %d & %d (face %d)"):format(clock.now(), a, b, g:card(a).face))
end
game.onmismatch = function(g, a, b)
  print(("t=%5.2f  no match %d & %d"):format(clock.now(), a, b))
end
game.ongameover = function(g, score)
  print(("t=%5.2f  game over: %d points, %d moves, %d flips in %.2f s"):format(
    clock.now(), score.points, score.moves, score.flips, score.seconds))
  print(g)
  -- Deal again, as the live page's New game button does, so the board is ready to play (one
  -- undo step: history.undo() brings the finished game back).
  g:newgame()
  print(("t=%5.2f  new game: %s"):format(clock.now(), tostring(g)))
end

-- The next card to flip: the partner of an open card if known, a known pair, or an unseen card.
local open
local function choose()
  if open then
    for _, other in ipairs(seen[game:card(open).face] or {}) do
      if other ~= open and not gone[other] then return other end
    end
  else
    for _, cards in pairs(seen) do
      if #cards == 2 and not gone[cards[1]] then return cards[1] end
    end
  end
  for i = 1, game.cards do
    local card = game:card(i)
    if not gone[i] and not card.faceup and not (seen[card.face] and #seen[card.face] > 0 and
      (function() for _, k in ipairs(seen[card.face]) do if k == i then return true end end end)()) then
      return i
    end
  end
  for i = 1, game.cards do if not gone[i] and not game:card(i).faceup and i ~= open then return i end end
end

local function play()
  if game.solved then return end
  local busy = game.busy
  if busy then clock.after(busy - clock.now(), play) return end
  local index = choose()
  local outcome = game:flip(index)
  print(("t=%5.2f  flip %d: %s"):format(clock.now(), index, outcome))
  if outcome == "flipped" then open = index else open = nil end
  clock.after(0.8, play)
end

-- Help first: reveal and cover the hidden cards, and remember them.
game.onhelp = function(g)
  print(("t=%5.2f  help finished"):format(clock.now()))
  clock.after(0, play)
end
print(("t=%5.2f  help: %s"):format(clock.now(), game:help()))
-- While the help shows the cards, look at the board every 0.125 s and remember what shows.
for k = 1, 2 * game.cards + 2 do
  clock.after(k * 0.125, function()
    for i = 1, game.cards do
      if game:card(i).side == "front" then remember(i) end
    end
  end)
end
