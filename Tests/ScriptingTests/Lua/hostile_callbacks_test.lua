-- Hostile callbacks: an error raised inside every kind of callback (tick, completion, change,
-- frame, match, group body, names, progress) reaches the script as a clean error with its own
-- message and leaves the control usable; callbacks that call back into the control that invoked
-- them; and coroutines that yield across a binding or a callback.
local t = require "testing"

local function boom(what) return function() error(what, 0) end end

-- Runs `body`, which must raise `message` (exactly: the callbacks raise without a position).
local function raises(label, message, body)
  local ok, err = pcall(body)
  t.equal(ok, false, label .. " raised")
  t.equal(err, message, label .. "'s error")
end

-- Timers: a failing handler's error reaches clock.advance; a one-shot timer is gone, a
-- repeating one stays and keeps failing; cancelling it ends that.
do
  local id = clock.every(1, boom("tick"))
  raises("clock.every handler", "tick", function() clock.advance(1.5) end)
  t.equal(clock.pending(), 1, "a failing repeating timer stays")
  raises("clock.every handler again", "tick", function() clock.advance(1) end)
  t.equal(clock.cancel(id), true, "cancel the failing timer")
  clock.after(0.5, boom("after"))
  raises("clock.after handler", "after", function() clock.advance(1) end)
  clock.at(clock.now() + 0.5, boom("at"))
  raises("clock.at handler", "at", function() clock.advance(1) end)
  t.equal(clock.pending(), 0, "one-shot timers are gone after they failed")
end

-- Completions: the view ends where the animation ends, and the view still animates.
do
  local v = View.new()
  v:animate({alpha = 0}, {duration = 1, completion = boom("completion")})
  raises("animate completion", "completion", function() clock.advance(2) end)
  t.equal(v.alpha, 0.0, "the view after a failing completion")
  t.equal(v:isanimating("alpha"), false, "nothing animates after the completion")
  Animation.sequence{{v, {alpha = 1}, {duration = 1}}}:start(boom("plan"))
  raises("plan completion", "plan", function() clock.advance(2) end)
  t.equal(v.alpha, 1.0, "the view after a failing plan completion")
  local w = View.new()
  w:vanish{duration = 1, completion = boom("vanish")}
  raises("vanish completion", "vanish", function() clock.advance(2) end)
  t.equal(w.hidden, true, "the view vanished")
  v:animate({alpha = 0.5}, {duration = 0.5})
  clock.advance(1)
  t.equal(v.alpha, 0.5, "the view animates again")
end

-- Change callbacks.
do
  local o = Odometer.new(2)
  o.onroll = boom("onroll")
  o:increment()
  raises("onroll", "onroll", function() clock.advance(2) end)
  t.equal(o.value, 1, "the odometer's value")
  t.equal(o.rolling, false, "the odometer rolled to its end")
  o.onroll = nil
  o:increment()
  clock.advance(2)
  t.equal(o.value, 2, "the odometer still counts")

  local w = Wheel.new{sectors = 4}
  w.onchange = boom("onchange")
  w:spin(2)
  raises("onchange", "onchange", function() clock.advance(5) end)
  w.onchange = nil
  clock.advance(5)
  t.equal(w.value, 2, "the wheel settles on its sector")
  t.equal(w.moving, false, "the wheel stops")
  w.oncross = boom("oncross")
  w:spin(4)
  raises("oncross", "oncross", function() clock.advance(5) end)
  w.oncross = nil
  clock.advance(5)
  t.equal(w.value, 4, "the wheel settles after a failing oncross")

  local timer = Timer.new(1)
  timer.onalarm = boom("onalarm")
  timer:start()
  raises("onalarm", "onalarm", function() clock.advance(2) end)
  t.equal(timer.remaining, 0, "the timer ran out")

  local p = Puzzle.new(2, 2)
  p.onmove = boom("onmove")
  raises("onmove", "onmove", function() p:tilt("right") end)
  t.equal(p.moves, 1, "the move was made before its callback failed")
  -- A 3×4 board whose optimal solve takes more than 10,000 nodes, so progress is called.
  local hard = Puzzle.new(3, 4)
  hard:shuffle(4)
  local tiles = table.concat(hard.tiles, ",")
  raises("solve progress", "progress", function() hard:solve(boom("progress")) end)
  t.equal(table.concat(hard.tiles, ","), tiles, "a failed solve moves no tile")
end

-- Frame callbacks.
do
  local a = Frames.new{folder = "frames", frames = {"a.txt", "b.txt", "c.txt"}, duration = 0.3}
  a.onstart = boom("onstart")
  a:start()
  raises("onstart", "onstart", function() clock.advance(0.05) end)
  a.onstart = nil
  a.onframe = boom("onframe")
  raises("onframe", "onframe", function() clock.advance(0.1) end)
  a.onframe = nil
  t.equal(a.animating, true, "the animator still plays")
  a.onstop = boom("onstop")
  t.equal(a:stop(), true, "stop")
  raises("onstop", "onstop", function() clock.advance(0.05) end)
  t.equal(a.animating, false, "the animator stopped")
end

-- Match callbacks: the game goes on after each failing callback.
do
  local g = Memory.new{pairs = 2, seed = 1}
  local names = {"onflip", "onmatch", "onmismatch", "onturnback", "onvanish", "ongameover", "onhelp"}
  for _, name in ipairs(names) do g[name] = boom(name) end
  g:flip(1)
  raises("onflip", "onflip", function() clock.advance(0.01) end)
  g.onflip = nil
  local failed = {}
  -- With seed 1, cards 1 and 2 are a pair and so are 3 and 4: a mismatch, then two matches.
  for _, card in ipairs{3, 1, 2, 3, 4} do
    while g.busy do clock.advance(0.5) end
    local ok, err = pcall(g.flip, g, card)
    if not ok then failed[err] = true end
    for _ = 1, 8 do
      local ok, err = pcall(clock.advance, 0.5)
      if not ok then failed[err] = true end
    end
  end
  t.equal(g.solved, true, "the game ends despite failing callbacks")
  for _, name in ipairs{"onmatch", "onmismatch", "onturnback", "onvanish", "ongameover"} do
    t.equal(failed[name], true, name .. " raised")
  end
end

-- Body and name callbacks raise from the binding that called them, which changes nothing.
do
  local before = history.count()
  raises("history.group body", "group", function() history.group("G", boom("group")) end)
  t.equal(history.count(), before, "a failed group leaves no step")
  raises("Wheel names", "names", function() Wheel.new{sectors = 3, names = boom("names")} end)
end

-- Re-entrant callbacks: the callback calls back into the control that invoked it.
do
  local o = Odometer.new(2)
  local rolls = 0
  o.onroll = function(self) rolls = rolls + 1; if rolls < 5 then self:increment() end end
  o:increment()
  clock.advance(10)
  t.equal(rolls, 5, "onroll ran once per roll")
  t.equal(o.value, 5, "every re-entrant increment counted")

  local p = Puzzle.new(2, 2)
  local moves = 0
  p.onmove = function(self) moves = moves + 1; if moves < 6 then self:tilt(moves % 2 == 1 and "left" or "right") end end
  p:tilt("right")
  clock.advance(10)
  t.equal(moves, 6, "onmove ran once per move")
  t.equal(p.moves, 6, "every re-entrant move counted")

  local timer = Timer.new(1)
  local alarms = 0
  timer.onalarm = function(self) alarms = alarms + 1; if alarms < 3 then self:reset(); self:start() end end
  timer:start()
  clock.advance(10)
  t.equal(alarms, 3, "onalarm restarted the timer twice")

  local a = Frames.new{folder = "frames", frames = {"a.txt", "b.txt", "c.txt"}, duration = 0.3}
  local frames = 0
  a.onframe = function(self) frames = frames + 1; self:stop(); if frames < 3 then self:start() end end
  a:start()
  clock.advance(2)
  t.equal(frames, 3, "onframe restarted the animator twice")
  t.equal(a.animating, false, "the animator stopped")
  a:start()
  local ok, err = pcall(a.start, a)
  t.equal(ok, false, "starting a playing animator again")
  t.equal(err:match("the animation is already playing %(since [%d.]+%); stop it before starting again") ~= nil, true, err)
  t.equal(a.animating, true, "the refused start left the run playing")
  a:stop()

  local v = View.new()
  local completions = 0
  local function again(finished)
    completions = completions + 1
    if completions < 4 then v:animate({alpha = completions % 2}, {duration = 0.5, completion = again}) end
  end
  v:animate({alpha = 0}, {duration = 0.5, completion = again})
  clock.advance(5)
  t.equal(completions, 4, "each completion started the next animation")
  t.equal(v.alpha, 1.0, "the view ends where the last animation ended")

  local w = Wheel.new{sectors = 4}
  local changes = 0
  w.onchange = function(self) changes = changes + 1; if changes == 1 then self:spin(3) end end
  w:spin(2)
  clock.advance(10)
  t.equal(w.value, 3, "the wheel follows the spin started in onchange")

  -- clock.advance and history inside a tick.
  local ticks = 0
  clock.after(1, function() ticks = ticks + 1; clock.advance(1); ticks = ticks + 1 end)
  clock.after(1.5, function() ticks = ticks + 10 end)
  clock.advance(3)
  t.equal(ticks, 12, "a nested advance runs the timers due in it")
  local counter = Odometer.new(1)
  counter:increment()
  clock.after(0.1, function() history.undo() end)
  clock.advance(1)
  t.equal(counter.value, 0, "undo inside a tick")
  t.fails(function() history.group("A", function() history.group("B", function() history.undo() end) end) end,
    "cannot undo while the group 'B' is open; end it first")
  t.equal(history.canundo(), true, "the history still works after the failed groups")
end

-- Coroutines that yield across a binding or a callback: the yield is refused with Lua's own
-- message, the binding's state stays consistent, and the coroutine can be resumed no more.
do
  local function yieldsAcross(label, body)
    local co = coroutine.create(body)
    local ok, err = coroutine.resume(co)
    t.equal(ok, false, label .. " failed")
    t.equal(tostring(err):gsub("^[^:]+:%d+: ", ""), "attempt to yield across a C-call boundary", label)
    t.equal(coroutine.status(co), "dead", label .. ": the coroutine is dead")
  end
  yieldsAcross("yield in a tick", function() clock.after(0.5, function() coroutine.yield(1) end); clock.advance(1) end)
  t.equal(clock.pending(), 0, "the timer whose handler yielded is gone")
  yieldsAcross("yield in a group body", function() history.group("Y", function() coroutine.yield(1) end) end)
  yieldsAcross("yield in onroll", function()
    local o = Odometer.new(1); o.onroll = function() coroutine.yield() end; o:increment(); clock.advance(2)
  end)
  yieldsAcross("yield in Wheel names", function() Wheel.new{names = function(i) coroutine.yield(i) end} end)
  yieldsAcross("yield in a solve progress", function()
    local p = Puzzle.new(3, 4); p:shuffle(4); p:solve(function() coroutine.yield() end)
  end)
end
