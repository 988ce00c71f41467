local t = require "testing"

-- Fixtures in frames/: a.txt "aa", b.txt "bbb", c.txt "cccc", and dir/, a directory.

-- Everything an animator shows and keeps, to check that a failed call changes nothing.
local function snapshot(a)
  local c = a.cache
  return table.concat({a.count, table.concat(a.frames, "|"), a.duration, a.repeats, tostring(a.reverse),
    a.startframe, a.budget, a.index, a.frame, tostring(a.animating), c.hits, c.misses, c.bytes, c.count,
    c.loads, table.concat(c.names, "|"), history.count()}, ",")
end

-- Defaults: a list of frames, UIKit's 1/30 s a frame, forever, forwards, from frame 1.
local a = Frames.new{frames = {"frames/a.txt", "frames/b.txt", "frames/c.txt"}}
t.equal(getmetatable(a), "Frames")
t.equal(a.count, 3)
t.near(a.duration, 0.1)
t.equal(a.repeats, 0)
t.equal(a.reverse, false)
t.equal(a.startframe, 1)
t.equal(a.index, 1)
t.equal(a.frame, "frames/a.txt")
t.equal(a.animating, false)
t.equal(a.folder, "")
t.equal(a.budget, 32 * 1024 * 1024)
t.equal(a.context, nil)
t.equal(a.onstart, nil)
t.equal(tostring(a), "Frames: frame 1 of 3 (frames/a.txt), stopped")
t.equal(#a.frames, 3)
t.equal(a.frames[2], "frames/b.txt")

-- Patterns: one %d, zero padded or not, numbered from 1 or `from`, names relative to `folder`.
local p = Frames.new{folder = "frames", pattern = "x%%%03d.png", count = 3, from = 9}
t.equal(table.concat(p.frames, " "), "x%009.png x%010.png x%011.png")
t.equal(Frames.new{pattern = "f%d", count = 2}.frames[2], "f2")
t.equal(Frames.new{pattern = "f%3d", count = 1}.frames[1], "f  1")
t.equal(p.folder, "frames")

-- Loading: only when asked for ("shown"), through the cache; the bytes as a string.
local b = Frames.new{folder = "frames", frames = {"a.txt", "b.txt", "c.txt"}, duration = 3, repeats = 1, budget = 7}
local c = b.cache
t.equal(c.hits + c.misses + c.bytes + c.count + c.loads + c.evictions, 0, "nothing loaded before it is shown")
t.equal(c.budget, 7)
t.equal(b:load(), "aa")
t.equal(b:load(), "aa")
c = b.cache
t.equal(c.hits, 1); t.equal(c.misses, 1); t.equal(c.bytes, 2); t.equal(c.count, 1); t.equal(c.loads, 1)

-- A run: start, frame changes and stop, each callback with the context (any Lua value).
local log = {}
local context = {"ctx"}
b.onstart = function(anim, ctx)
  t.equal(anim, b); t.equal(ctx, context)
  log[#log + 1] = ("%g start %d"):format(clock.now(), anim.index)
end
b.onframe = function(anim, index, name, ctx)
  t.equal(ctx, context)
  log[#log + 1] = ("%g frame %d %s %s"):format(clock.now(), index, name, anim:load())
end
b.onstop = function(anim, reason, ctx)
  t.equal(ctx, context)
  log[#log + 1] = ("%g stop %s %d"):format(clock.now(), reason, anim.index)
end
b:start(context)
t.equal(b.animating, true)
t.equal(b.context, context)
t.equal(#log, 0, "the start callback comes once the caller has returned")
clock.advance(5)
t.equal(table.concat(log, "; "), "0 start 1; 1 frame 2 b.txt bbb; 2 frame 3 c.txt cccc; 3 stop finished 3")
t.equal(b.animating, false)
t.equal(b.index, 3, "a finished run rests on its last frame")
-- 7 bytes do not hold all three (2 + 3 + 4): loading c evicted a, the least recently used.
c = b.cache
t.equal(c.bytes, 7); t.equal(c.count, 2); t.equal(c.evictions, 1)
t.equal(table.concat(c.names, " "), "b.txt c.txt", "least recently used first")

-- A smaller budget evicts the least recently used at once.
b.budget = 4
c = b.cache
t.equal(table.concat(c.names, " "), "c.txt"); t.equal(c.bytes, 4); t.equal(c.evictions, 2)
t.equal(history.undoname(), "Set Cache Budget")
history.undo()
t.equal(b.budget, 7)

-- Reverse from the last frame; a requested stop; contexts of other types.
log = {}
b.reverse = true
b.startframe = 3
b.repeats = 0
context = 42
b:start(context)
clock.advance(1.5)
t.equal(b:stop(), true)
t.equal(b:stop(), false, "stopping a stopped animator does nothing")
clock.advance(0)
t.equal(table.concat(log, "; "), "5 start 3; 6 frame 2 b.txt bbb; 6.5 stop requested 2")
t.equal(b.frame, "b.txt")
t.equal(tostring(b), "Frames: frame 2 of 3 (b.txt), stopped")

-- No context: the callbacks get nil. Starting while playing is refused and changes nothing.
local got = "unset"
b.onstart = function(_, ctx) got = ctx end
context = nil
b:start()
local before = snapshot(b)
t.fails(function() b:start() end, "the animation is already playing (since 6.5); stop it before starting again")
t.equal(snapshot(b), before)
clock.advance(0)
t.equal(got, nil)
b:stop()

-- Settings change the next run, not the one playing; each is one undo step.
local s = Frames.new{pattern = "f%d", count = 4, duration = 4, repeats = 1}
s:start()
s.duration = 8
s.frames = {"x", "y"}
clock.advance(1)
t.equal(s.index, 2, "the run keeps its duration")
t.equal(s.frame, "f2", "the run keeps its frames")
t.equal(s.count, 2)
t.equal(history.undoname(), "Set Animation Frames")
history.undo()
t.equal(s.count, 4)
t.equal(history.undoname(), "Set Animation Duration")
history.undo()
t.equal(s.duration, 4)
history.redo()
t.equal(s.duration, 8)
history.undo()
-- Setting the same value records nothing.
local steps = history.count()
s.duration = 4; s.repeats = 1; s.reverse = false; s.startframe = 1; s.budget = s.budget
t.equal(history.count(), steps)
s.reverse = true
t.equal(history.undoname(), "Set Animation Direction")
s.repeats = 3
t.equal(history.undoname(), "Set Animation Repeats")
s.startframe = 4
t.equal(history.undoname(), "Set Animation Start Frame")
-- New frames keep the start frame if they can; undo brings it back.
s.frames = {"x", "y"}
t.equal(s.startframe, 2)
history.undo()
t.equal(s.startframe, 4)
t.equal(s.count, 4)
-- start and stop are not undo steps.
clock.advance(10)
steps = history.count()
s:start(); s:stop()
t.equal(history.count(), steps)

-- Precaching: all frames up front, or an error when they do not fit; then playing only hits.
local q = Frames.new{folder = "frames", frames = {"a.txt", "b.txt", "c.txt"}, duration = 3, repeats = 1, budget = 9, precache = true}
c = q.cache
t.equal(c.count, 3); t.equal(c.bytes, 9, "precached: 2 + 3 + 4 bytes")
t.equal(c.loads, 3); t.equal(c.misses, 0)
q.onframe = function(anim) anim:load() end
q:start()
clock.advance(3)
t.equal(q.cache.hits, 2); t.equal(q.cache.misses, 0)
q:clearcache()
t.equal(q.cache.count, 0); t.equal(q.cache.bytes, 0); t.equal(q.cache.hits, 2, "counters keep counting")
t.equal(history.undoname(), "Set Animation Start Frame", "loading and clearing the cache are not undo steps")

-- Callbacks set later hear from then on; without onframe/onstop a forever run needs no timer.
local late = Frames.new{pattern = "f%d", count = 2, duration = 2}
local t0 = clock.now()
late:start()
clock.advance(3.5)
local heard = {}
late.onframe = function(_, index) heard[#heard + 1] = ("%g:%d"):format(clock.now() - t0, index) end
clock.advance(2)
late.onframe = nil
late:stop()
t.equal(table.concat(heard, " "), "4:1 5:2")
t.equal(clock.pending(), 0)


-- A callback that starts the animator again: its events follow in order.
local again = Frames.new{pattern = "f%d", count = 2, duration = 1, repeats = 1}
local events = {}
local t1 = clock.now()
again.onstart = function(_, n) events[#events + 1] = ("%g start %d"):format(clock.now() - t1, n) end
again.onstop = function(anim, reason, n)
  events[#events + 1] = ("%g stop %s %d"):format(clock.now() - t1, reason, n)
  if n < 3 then anim:start(n + 1) end
end
again:start(1)
clock.advance(5)
t.equal(table.concat(events, "; "), "0 start 1; 1 stop finished 1; 1 start 2; 2 stop finished 2; 2 start 3; 3 stop finished 3")

-- An error in a callback reaches the caller of clock.advance; the other events still come.
local failing = Frames.new{pattern = "f%d", count = 2, duration = 1, repeats = 1}
local stopped = false
failing.onframe = function() error("frame callback failed") end
failing.onstop = function() stopped = true end
failing:start()
t.fails(function() clock.advance(0.5) end, "frame callback failed")
clock.advance(1)
t.equal(stopped, true)

-- Loading errors: clear messages, and nothing changes.
local m = Frames.new{folder = "frames", frames = {"a.txt", "missing.txt", "dir"}, duration = 3}
local before = snapshot(m)
m.startframe = 2
before = snapshot(m)
t.fails(function() m:load() end, "frame 'missing.txt' not found (no file frames/missing.txt in the script's folder)")
t.fails(function() m:precache() end, "frame 'missing.txt' not found (no file frames/missing.txt in the script's folder)")
t.equal(snapshot(m), before)
m.startframe = 3
t.fails(function() m:load() end, "frame 'dir' could not be read (frames/dir: it is a directory, not a regular file)")
t.fails(function() Frames.new{frames = {"frames/a.txt", "nope.txt"}, precache = true} end,
  "bad argument #1 to 'new' (cannot precache: frame 'nope.txt' not found (no file nope.txt in the script's folder))")
local small = Frames.new{folder = "frames", frames = {"a.txt", "c.txt"}, budget = 5}
t.equal(small:load(), "aa")
before = snapshot(small)
t.fails(function() small:precache() end,
  "precaching needs 6 bytes but the cache budget is 5; raise the budget or play without precaching")
t.equal(snapshot(small), before)
-- A frame larger than the whole budget is shown but not kept.
local tiny = Frames.new{folder = "frames", frames = {"c.txt"}, budget = 3}
t.equal(tiny:load(), "cccc")
t.equal(tiny.cache.count, 0); t.equal(tiny.cache.misses, 1)

-- Bad arguments, each with its exact message; a failed call changes nothing.
local e = Frames.new{pattern = "f%d", count = 3, duration = 1}
before = snapshot(e)
t.fails(function() Frames.new() end, "bad argument #1 to 'new' (table expected, got no value)")
t.fails(function() Frames.new("a.txt") end, "bad argument #1 to 'new' (table expected, got string)")
t.fails(function() Frames.new{} end, "bad argument #1 to 'new' (give the frames as a 'frames' list of file names, or as a 'pattern' and a 'count')")
t.fails(function() Frames.new{frame = {"a"}} end, "bad argument #1 to 'new' (unknown field 'frame' (expected budget, count, duration, folder, frames, from, pattern, precache, repeats, reverse, startframe))")
t.fails(function() Frames.new{frames = {}} end, "bad field 'frames' in argument #1 to 'new' (an animation needs at least one frame)")
t.fails(function() Frames.new{frames = "a.txt"} end, "bad field 'frames' in argument #1 to 'new' (table expected, got string)")
t.fails(function() Frames.new{frames = {"a", 2}} end, "bad field 'frames' in argument #1 to 'new' (frame 2 is number, not a string)")
t.fails(function() Frames.new{frames = {"../a.txt"}} end, "bad field 'frames' in argument #1 to 'new' ('../a.txt' is not a valid frame name (use a non-empty path relative to the frame directory, without '..'))")
t.fails(function() Frames.new{frames = {"/etc/passwd"}} end, "bad field 'frames' in argument #1 to 'new' ('/etc/passwd' is not a valid frame name (use a non-empty path relative to the frame directory, without '..'))")
t.fails(function() Frames.new{frames = {""}} end, "bad field 'frames' in argument #1 to 'new' ('' is not a valid frame name (use a non-empty path relative to the frame directory, without '..'))")
t.fails(function() Frames.new{frames = {"a"}, folder = "../up"} end, "bad field 'folder' in argument #1 to 'new' (the folder must be a path inside the script's folder, without '..', not '../up')")
t.fails(function() Frames.new{frames = {"a"}, folder = "/tmp"} end, "bad field 'folder' in argument #1 to 'new' (the folder must be a path inside the script's folder, without '..', not '/tmp')")
t.fails(function() Frames.new{frames = {"a"}, pattern = "f%d", count = 1} end, "bad argument #1 to 'new' (give either 'frames' or 'pattern', not both)")
t.fails(function() Frames.new{frames = {"a"}, count = 1} end, "bad argument #1 to 'new' ('count' and 'from' go with 'pattern'; a 'frames' list has its own count)")
t.fails(function() Frames.new{pattern = "f%d"} end, "bad argument #1 to 'new' (field 'count' is missing (the number of frames the pattern makes))")
t.fails(function() Frames.new{pattern = "f.png", count = 2} end, "bad field 'pattern' in argument #1 to 'new' (a pattern needs exactly one %d, as in \"frame%02d.png\", not \"f.png\")")
t.fails(function() Frames.new{pattern = "f%d%d", count = 2} end, "bad field 'pattern' in argument #1 to 'new' (a pattern needs exactly one %d, as in \"frame%02d.png\", not \"f%d%d\")")
t.fails(function() Frames.new{pattern = "f%s", count = 2} end, "bad field 'pattern' in argument #1 to 'new' (a pattern needs exactly one %d, as in \"frame%02d.png\", not \"f%s\")")
t.fails(function() Frames.new{pattern = "../f%d", count = 2} end, "bad field 'pattern' in argument #1 to 'new' ('../f1' is not a valid frame name (use a non-empty path relative to the frame directory, without '..'))")
t.fails(function() Frames.new{pattern = "f%d", count = 0} end, "bad field 'count' in argument #1 to 'new' (a pattern makes 1 to 100000 frames, not 0)")
t.fails(function() Frames.new{pattern = "f%d", count = 1.5} end, "bad field 'count' in argument #1 to 'new' (number has no integer representation)")
t.fails(function() Frames.new{pattern = "f%d", count = 2, from = -1} end, "bad field 'from' in argument #1 to 'new' (the first number must be 0 to 1000000000, not -1)")
t.fails(function() Frames.new{pattern = "f%d", count = 2, duration = 0} end, "bad field 'duration' in argument #1 to 'new' (duration must be a finite number of seconds > 0, not 0)")
t.fails(function() Frames.new{pattern = "f%d", count = 2, duration = 1 / 0} end, "bad field 'duration' in argument #1 to 'new' (duration must be a finite number of seconds > 0, not inf)")
t.fails(function() Frames.new{pattern = "f%d", count = 2, duration = "long"} end, "bad field 'duration' in argument #1 to 'new' (number expected, got string)")
t.fails(function() Frames.new{pattern = "f%d", count = 2, repeats = -1} end, "bad field 'repeats' in argument #1 to 'new' (repeat count must be 0 (forever) or more, not -1)")
t.fails(function() Frames.new{pattern = "f%d", count = 2, reverse = 1} end, "bad field 'reverse' in argument #1 to 'new' (boolean expected, got number)")
t.fails(function() Frames.new{pattern = "f%d", count = 2, startframe = 3} end, "bad field 'startframe' in argument #1 to 'new' (frame 3 is out of range 1...2)")
t.fails(function() Frames.new{pattern = "f%d", count = 2, startframe = 0} end, "bad field 'startframe' in argument #1 to 'new' (frame 0 is out of range 1...2)")
t.fails(function() Frames.new{pattern = "f%d", count = 2, budget = 0} end, "bad field 'budget' in argument #1 to 'new' (cache budget must be more than 0 bytes, not 0)")
t.fails(function() Frames.new{pattern = "f%d", count = 2, precache = "yes"} end, "bad field 'precache' in argument #1 to 'new' (boolean expected, got string)")
t.fails(function() e.start({}) end, "calling 'start' on bad self (Frames expected, got table)")
t.fails(function() e.load(Odometer.new(2)) end, "calling 'load' on bad self (Frames expected, got Odometer)")
t.fails(function() e.duration = 0 end, "bad value for 'duration' (duration must be a finite number of seconds > 0, not 0)")
t.fails(function() e.duration = -1 end, "bad value for 'duration' (duration must be a finite number of seconds > 0, not -1)")
t.fails(function() e.duration = "x" end, "bad value for 'duration' (number expected, got string)")
t.fails(function() e.repeats = -2 end, "bad value for 'repeats' (repeat count must be 0 (forever) or more, not -2)")
t.fails(function() e.repeats = 1.5 end, "bad value for 'repeats' (number has no integer representation)")
t.fails(function() e.reverse = "yes" end, "bad value for 'reverse' (boolean expected, got string)")
t.fails(function() e.startframe = 4 end, "bad value for 'startframe' (frame 4 is out of range 1...3)")
t.fails(function() e.frames = {} end, "bad value for 'frames' (an animation needs at least one frame)")
t.fails(function() e.frames = {"ok", "../no"} end, "bad value for 'frames' ('../no' is not a valid frame name (use a non-empty path relative to the frame directory, without '..'))")
t.fails(function() e.frames = "f1" end, "bad value for 'frames' (table expected, got string)")
t.fails(function() e.budget = 0 end, "bad value for 'budget' (cache budget must be more than 0 bytes, not 0)")
t.fails(function() e.onframe = 5 end, "bad value for 'onframe' (function expected, got number)")
t.fails(function() e.onstart = "f" end, "bad value for 'onstart' (function expected, got string)")
t.fails(function() e.onstop = {} end, "bad value for 'onstop' (function expected, got table)")
t.fails(function() e.index = 2 end, "Frames field 'index' is read-only (play with start and stop; set 'startframe' for the frame runs start on)")
t.fails(function() e.frame = "f2" end, "Frames field 'frame' is read-only (play with start and stop; set 'startframe' for the frame runs start on)")
t.fails(function() e.animating = true end, "Frames field 'animating' is read-only (play with start and stop; set 'startframe' for the frame runs start on)")
t.fails(function() e.count = 2 end, "Frames field 'count' is read-only")
t.fails(function() e.cache = {} end, "Frames field 'cache' is read-only")
t.fails(function() e.folder = "x" end, "Frames field 'folder' is read-only")
t.fails(function() e.context = 1 end, "Frames field 'context' is read-only")
t.fails(function() e.colour = 1 end, "Frames has no member 'colour'")
t.fails(function() return e.colour end, "Frames has no member 'colour'")
t.fails(function() return e[1] end, "Frames has no member named by a number")
t.equal(snapshot(e), before)
-- Frames without a script folder cannot be loaded: see FrameAnimatorBindingTests.swift.
