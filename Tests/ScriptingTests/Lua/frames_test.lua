-- playground test: --seed 1 --now 2026-12-24T18:00:00Z
-- The frame animator (Frames): frames from a list or a pattern, runs with their callbacks, the
-- cache and its budget, settings as undo steps, and clean errors.
local t = require "testing"

-- Fixtures in frames/: a.txt "aa", b.txt "bbb", c.txt "cccc", and dir/, a directory.

-- Everything an animator shows and keeps, to check that a failed call changes nothing.
local function snapshot(a)
  local c = a.cache
  return table.concat({a.count, table.concat(a.frames, "|"), a.duration, a.repeats, tostring(a.reverse),
    a.startframe, a.budget, a.index, a.frame, tostring(a.animating), c.hits, c.misses, c.bytes, c.count,
    c.loads, table.concat(c.names, "|"), history.count()}, ",")
end

describe("a frame animator", function()
  it("shows a list of frames at UIKit's 1/30 s a frame, forever, forwards, from frame 1, by default", function()
    local a = Frames.new{frames = {"frames/a.txt", "frames/b.txt", "frames/c.txt"}}
    assert.are.equal("Frames", getmetatable(a))
    assert.are.equal(3, a.count)
    t.near(a.duration, 0.1)
    assert.are.equal(0, a.repeats)
    assert.is_false(a.reverse)
    assert.are.equal(1, a.startframe)
    assert.are.equal(1, a.index)
    assert.are.equal("frames/a.txt", a.frame)
    assert.is_false(a.animating)
    assert.are.equal("", a.folder)
    assert.are.equal(32 * 1024 * 1024, a.budget)
    assert.is_nil(a.context)
    assert.is_nil(a.onstart)
    assert.are.equal("Frames: frame 1 of 3 (frames/a.txt), stopped", tostring(a))
    assert.are.equal(3, #a.frames)
    assert.are.equal("frames/b.txt", a.frames[2])
  end)

  it("names its frames by a pattern with one %d, zero padded or not, from 1 or `from`, in `folder`", function()
    local p = Frames.new{folder = "frames", pattern = "x%%%03d.png", count = 3, from = 9}
    assert.are.equal("x%009.png x%010.png x%011.png", table.concat(p.frames, " "))
    assert.are.equal("f2", Frames.new{pattern = "f%d", count = 2}.frames[2])
    assert.are.equal("f  1", Frames.new{pattern = "f%3d", count = 1}.frames[1])
    assert.are.equal("frames", p.folder)
  end)

  describe("of frames/ through a cache of 7 bytes, run after run", function()
    share_clock()
    local b, c, log, context

    setup(function()
      b = Frames.new{folder = "frames", frames = {"a.txt", "b.txt", "c.txt"}, duration = 3, repeats = 1, budget = 7}
    end)

    it("loads a frame only when it is shown, through the cache, as a string of its bytes", function()
      c = b.cache
      assert.are.equal(0, c.hits + c.misses + c.bytes + c.count + c.loads + c.evictions, "nothing loaded before it is shown")
      assert.are.equal(7, c.budget)
      assert.are.equal("aa", b:load())
      assert.are.equal("aa", b:load())
      c = b.cache
      assert.are.equal(1, c.hits); assert.are.equal(1, c.misses); assert.are.equal(2, c.bytes); assert.are.equal(1, c.count); assert.are.equal(1, c.loads)
    end)

    it("runs: start, frame changes and stop, each callback with the context (any Lua value)", function()
      log = {}
      context = {"ctx"}
      b.onstart = function(anim, ctx)
        assert.are.equal(b, anim); assert.are.equal(context, ctx)
        log[#log + 1] = ("%g start %d"):format(clock.now(), anim.index)
      end
      b.onframe = function(anim, index, name, ctx)
        assert.are.equal(context, ctx)
        log[#log + 1] = ("%g frame %d %s %s"):format(clock.now(), index, name, anim:load())
      end
      b.onstop = function(anim, reason, ctx)
        assert.are.equal(context, ctx)
        log[#log + 1] = ("%g stop %s %d"):format(clock.now(), reason, anim.index)
      end
      b:start(context)
      assert.is_true(b.animating)
      assert.are.equal(context, b.context)
      assert.are.equal(0, #log, "the start callback comes once the caller has returned")
      clock.advance(5)
      assert.are.equal("0 start 1; 1 frame 2 b.txt bbb; 2 frame 3 c.txt cccc; 3 stop finished 3", table.concat(log, "; "))
      assert.is_false(b.animating)
      assert.are.equal(3, b.index, "a finished run rests on its last frame")
      -- 7 bytes do not hold all three (2 + 3 + 4): loading c evicted a, the least recently used.
      c = b.cache
      assert.are.equal(7, c.bytes); assert.are.equal(2, c.count); assert.are.equal(1, c.evictions)
      assert.are.equal("b.txt c.txt", table.concat(c.names, " "), "least recently used first")
    end)

    it("evicts the least recently used at once under a smaller budget, itself an undo step", function()
      b.budget = 4
      c = b.cache
      assert.are.equal("c.txt", table.concat(c.names, " ")); assert.are.equal(4, c.bytes); assert.are.equal(2, c.evictions)
      assert.are.equal("Set Cache Budget", history.undoname())
      history.undo()
      assert.are.equal(7, b.budget)
    end)

    it("plays backwards from the last frame, stops when asked, and takes a context of any type", function()
      log = {}
      b.reverse = true
      b.startframe = 3
      b.repeats = 0
      context = 42
      b:start(context)
      clock.advance(1.5)
      assert.is_true(b:stop())
      assert.is_false(b:stop(), "stopping a stopped animator does nothing")
      clock.advance(0)
      assert.are.equal("5 start 3; 6 frame 2 b.txt bbb; 6.5 stop requested 2", table.concat(log, "; "))
      assert.are.equal("b.txt", b.frame)
      assert.are.equal("Frames: frame 2 of 3 (b.txt), stopped", tostring(b))
    end)

    it("gives the callbacks nil without a context, and refuses to start while playing", function()
      local got = "unset"
      b.onstart = function(_, ctx) got = ctx end
      context = nil
      b:start()
      local before = snapshot(b)
      assert.has_error(function() b:start() end, "the animation is already playing (since 6.5); stop it before starting again")
      assert.are.equal(before, snapshot(b))
      clock.advance(0)
      assert.is_nil(got)
      b:stop()
      clock.advance(0) -- onstop hears the stop, and checks the context it is given
    end)
  end)

  describe("set while it plays", function()
    share_clock()
    local s

    setup(function()
      s = Frames.new{pattern = "f%d", count = 4, duration = 4, repeats = 1}
    end)

    it("keeps the run under way as it was, and takes each setting as one undo step", function()
      s:start()
      s.duration = 8
      s.frames = {"x", "y"}
      clock.advance(1)
      assert.are.equal(2, s.index, "the run keeps its duration")
      assert.are.equal("f2", s.frame, "the run keeps its frames")
      assert.are.equal(2, s.count)
      assert.are.equal("Set Animation Frames", history.undoname())
      history.undo()
      assert.are.equal(4, s.count)
      assert.are.equal("Set Animation Duration", history.undoname())
      history.undo()
      assert.are.equal(4, s.duration)
      history.redo()
      assert.are.equal(8, s.duration)
      history.undo()
    end)

    it("records nothing when set to the value it has", function()
      local steps = history.count()
      s.duration = 4; s.repeats = 1; s.reverse = false; s.startframe = 1; s.budget = s.budget
      assert.are.equal(steps, history.count())
      s.reverse = true
      assert.are.equal("Set Animation Direction", history.undoname())
      s.repeats = 3
      assert.are.equal("Set Animation Repeats", history.undoname())
      s.startframe = 4
      assert.are.equal("Set Animation Start Frame", history.undoname())
    end)

    it("keeps the start frame when new frames can, and undo brings it back", function()
      s.frames = {"x", "y"}
      assert.are.equal(2, s.startframe)
      history.undo()
      assert.are.equal(4, s.startframe)
      assert.are.equal(4, s.count)
    end)

    it("records no undo step for start and stop", function()
      clock.advance(10)
      local steps = history.count()
      s:start(); s:stop()
      assert.are.equal(steps, history.count())
    end)
  end)

  it("precaches every frame up front, then only hits the cache when playing", function()
    local other = Frames.new{pattern = "f%d", count = 4}
    other.startframe = 4 -- the last undo step before the cache is used
    local q = Frames.new{folder = "frames", frames = {"a.txt", "b.txt", "c.txt"}, duration = 3, repeats = 1, budget = 9, precache = true}
    local c = q.cache
    assert.are.equal(3, c.count); assert.are.equal(9, c.bytes, "precached: 2 + 3 + 4 bytes")
    assert.are.equal(3, c.loads); assert.are.equal(0, c.misses)
    q.onframe = function(anim) anim:load() end
    q:start()
    clock.advance(3)
    assert.are.equal(2, q.cache.hits); assert.are.equal(0, q.cache.misses)
    q:clearcache()
    assert.are.equal(0, q.cache.count); assert.are.equal(0, q.cache.bytes); assert.are.equal(2, q.cache.hits, "counters keep counting")
    assert.are.equal("Set Animation Start Frame", history.undoname(), "loading and clearing the cache are not undo steps")
  end)

  it("tells callbacks set later from then on, and runs forever without a timer when none is set", function()
    local late = Frames.new{pattern = "f%d", count = 2, duration = 2}
    local t0 = clock.now()
    late:start()
    clock.advance(3.5)
    local heard = {}
    late.onframe = function(_, index) heard[#heard + 1] = ("%g:%d"):format(clock.now() - t0, index) end
    clock.advance(2)
    late.onframe = nil
    late:stop()
    assert.are.equal("4:1 5:2", table.concat(heard, " "))
    assert.are.equal(0, clock.pending())
  end)

  it("tells the events of a callback that starts it again in order", function()
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
    assert.are.equal("0 start 1; 1 stop finished 1; 1 start 2; 2 stop finished 2; 2 start 3; 3 stop finished 3", table.concat(events, "; "))
  end)

  it("lets an error in a callback reach the caller of clock.advance, and the other events still come", function()
    local failing = Frames.new{pattern = "f%d", count = 2, duration = 1, repeats = 1}
    local stopped = false
    failing.onframe = function() error("frame callback failed") end
    failing.onstop = function() stopped = true end
    failing:start()
    assert.has_error(function() clock.advance(0.5) end, "frame callback failed")
    clock.advance(1)
    assert.is_true(stopped)
  end)

  it("refuses frames it cannot load with clear messages, and changes nothing", function()
    local m = Frames.new{folder = "frames", frames = {"a.txt", "missing.txt", "dir"}, duration = 3}
    local before = snapshot(m)
    m.startframe = 2
    before = snapshot(m)
    assert.has_error(function() m:load() end, "frame 'missing.txt' not found (no file frames/missing.txt in the script's folder)")
    assert.has_error(function() m:precache() end, "frame 'missing.txt' not found (no file frames/missing.txt in the script's folder)")
    assert.are.equal(before, snapshot(m))
    m.startframe = 3
    assert.has_error(function() m:load() end, "frame 'dir' could not be read (frames/dir: it is a directory, not a regular file)")
    assert.has_error(function() Frames.new{frames = {"frames/a.txt", "nope.txt"}, precache = true} end,
      "bad argument #1 to 'new' (cannot precache: frame 'nope.txt' not found (no file nope.txt in the script's folder))")
    local small = Frames.new{folder = "frames", frames = {"a.txt", "c.txt"}, budget = 5}
    assert.are.equal("aa", small:load())
    before = snapshot(small)
    assert.has_error(function() small:precache() end,
      "precaching needs 6 bytes but the cache budget is 5; raise the budget or play without precaching")
    assert.are.equal(before, snapshot(small))
    -- A frame larger than the whole budget is shown but not kept.
    local tiny = Frames.new{folder = "frames", frames = {"c.txt"}, budget = 3}
    assert.are.equal("cccc", tiny:load())
    assert.are.equal(0, tiny.cache.count); assert.are.equal(1, tiny.cache.misses)
  end)

  it("refuses bad arguments, each with its exact message, and a failed call changes nothing", function()
    local e = Frames.new{pattern = "f%d", count = 3, duration = 1}
    local before = snapshot(e)
    assert.has_error(function() Frames.new() end, "bad argument #1 to 'new' (table expected, got no value)")
    assert.has_error(function() Frames.new("a.txt") end, "bad argument #1 to 'new' (table expected, got string)")
    assert.has_error(function() Frames.new{} end, "bad argument #1 to 'new' (give the frames as a 'frames' list of file names, or as a 'pattern' and a 'count')")
    assert.has_error(function() Frames.new{frame = {"a"}} end, "bad argument #1 to 'new' (unknown field 'frame' (expected budget, count, duration, folder, frames, from, pattern, precache, repeats, reverse, startframe))")
    assert.has_error(function() Frames.new{frames = {}} end, "bad field 'frames' in argument #1 to 'new' (an animation needs at least one frame)")
    assert.has_error(function() Frames.new{frames = "a.txt"} end, "bad field 'frames' in argument #1 to 'new' (table expected, got string)")
    assert.has_error(function() Frames.new{frames = {"a", 2}} end, "bad field 'frames' in argument #1 to 'new' (frame 2 is number, not a string)")
    assert.has_error(function() Frames.new{frames = {"../a.txt"}} end, "bad field 'frames' in argument #1 to 'new' ('../a.txt' is not a valid frame name (use a non-empty path relative to the frame directory, without '..'))")
    assert.has_error(function() Frames.new{frames = {"/etc/passwd"}} end, "bad field 'frames' in argument #1 to 'new' ('/etc/passwd' is not a valid frame name (use a non-empty path relative to the frame directory, without '..'))")
    assert.has_error(function() Frames.new{frames = {""}} end, "bad field 'frames' in argument #1 to 'new' ('' is not a valid frame name (use a non-empty path relative to the frame directory, without '..'))")
    assert.has_error(function() Frames.new{frames = {"a"}, folder = "../up"} end, "bad field 'folder' in argument #1 to 'new' (the folder must be a path inside the script's folder, without '..', not '../up')")
    assert.has_error(function() Frames.new{frames = {"a"}, folder = "/tmp"} end, "bad field 'folder' in argument #1 to 'new' (the folder must be a path inside the script's folder, without '..', not '/tmp')")
    assert.has_error(function() Frames.new{frames = {"a"}, pattern = "f%d", count = 1} end, "bad argument #1 to 'new' (give either 'frames' or 'pattern', not both)")
    assert.has_error(function() Frames.new{frames = {"a"}, count = 1} end, "bad argument #1 to 'new' ('count' and 'from' go with 'pattern'; a 'frames' list has its own count)")
    assert.has_error(function() Frames.new{pattern = "f%d"} end, "bad argument #1 to 'new' (field 'count' is missing (the number of frames the pattern makes))")
    assert.has_error(function() Frames.new{pattern = "f.png", count = 2} end, "bad field 'pattern' in argument #1 to 'new' (a pattern needs exactly one %d, as in \"frame%02d.png\", not \"f.png\")")
    assert.has_error(function() Frames.new{pattern = "f%d%d", count = 2} end, "bad field 'pattern' in argument #1 to 'new' (a pattern needs exactly one %d, as in \"frame%02d.png\", not \"f%d%d\")")
    assert.has_error(function() Frames.new{pattern = "f%s", count = 2} end, "bad field 'pattern' in argument #1 to 'new' (a pattern needs exactly one %d, as in \"frame%02d.png\", not \"f%s\")")
    assert.has_error(function() Frames.new{pattern = "../f%d", count = 2} end, "bad field 'pattern' in argument #1 to 'new' ('../f1' is not a valid frame name (use a non-empty path relative to the frame directory, without '..'))")
    assert.has_error(function() Frames.new{pattern = "f%d", count = 0} end, "bad field 'count' in argument #1 to 'new' (a pattern makes 1 to 100000 frames, not 0)")
    assert.has_error(function() Frames.new{pattern = "f%d", count = 1.5} end, "bad field 'count' in argument #1 to 'new' (number has no integer representation)")
    assert.has_error(function() Frames.new{pattern = "f%d", count = 2, from = -1} end, "bad field 'from' in argument #1 to 'new' (the first number must be 0 to 1000000000, not -1)")
    assert.has_error(function() Frames.new{pattern = "f%d", count = 2, duration = 0} end, "bad field 'duration' in argument #1 to 'new' (duration must be a finite number of seconds > 0, not 0)")
    assert.has_error(function() Frames.new{pattern = "f%d", count = 2, duration = 1 / 0} end, "bad field 'duration' in argument #1 to 'new' (duration must be a finite number of seconds > 0, not inf)")
    assert.has_error(function() Frames.new{pattern = "f%d", count = 2, duration = "long"} end, "bad field 'duration' in argument #1 to 'new' (number expected, got string)")
    assert.has_error(function() Frames.new{pattern = "f%d", count = 2, repeats = -1} end, "bad field 'repeats' in argument #1 to 'new' (repeat count must be 0 (forever) or more, not -1)")
    assert.has_error(function() Frames.new{pattern = "f%d", count = 2, reverse = 1} end, "bad field 'reverse' in argument #1 to 'new' (boolean expected, got number)")
    assert.has_error(function() Frames.new{pattern = "f%d", count = 2, startframe = 3} end, "bad field 'startframe' in argument #1 to 'new' (frame 3 is out of range 1...2)")
    assert.has_error(function() Frames.new{pattern = "f%d", count = 2, startframe = 0} end, "bad field 'startframe' in argument #1 to 'new' (frame 0 is out of range 1...2)")
    assert.has_error(function() Frames.new{pattern = "f%d", count = 2, budget = 0} end, "bad field 'budget' in argument #1 to 'new' (cache budget must be more than 0 bytes, not 0)")
    assert.has_error(function() Frames.new{pattern = "f%d", count = 2, precache = "yes"} end, "bad field 'precache' in argument #1 to 'new' (boolean expected, got string)")
    assert.has_error(function() e.start({}) end, "calling 'start' on bad self (Frames expected, got table)")
    assert.has_error(function() e.load(Odometer.new(2)) end, "calling 'load' on bad self (Frames expected, got Odometer)")
    assert.has_error(function() e.duration = 0 end, "bad value for 'duration' (duration must be a finite number of seconds > 0, not 0)")
    assert.has_error(function() e.duration = -1 end, "bad value for 'duration' (duration must be a finite number of seconds > 0, not -1)")
    assert.has_error(function() e.duration = "x" end, "bad value for 'duration' (number expected, got string)")
    assert.has_error(function() e.repeats = -2 end, "bad value for 'repeats' (repeat count must be 0 (forever) or more, not -2)")
    assert.has_error(function() e.repeats = 1.5 end, "bad value for 'repeats' (number has no integer representation)")
    assert.has_error(function() e.reverse = "yes" end, "bad value for 'reverse' (boolean expected, got string)")
    assert.has_error(function() e.startframe = 4 end, "bad value for 'startframe' (frame 4 is out of range 1...3)")
    assert.has_error(function() e.frames = {} end, "bad value for 'frames' (an animation needs at least one frame)")
    assert.has_error(function() e.frames = {"ok", "../no"} end, "bad value for 'frames' ('../no' is not a valid frame name (use a non-empty path relative to the frame directory, without '..'))")
    assert.has_error(function() e.frames = "f1" end, "bad value for 'frames' (table expected, got string)")
    assert.has_error(function() e.budget = 0 end, "bad value for 'budget' (cache budget must be more than 0 bytes, not 0)")
    assert.has_error(function() e.onframe = 5 end, "bad value for 'onframe' (function expected, got number)")
    assert.has_error(function() e.onstart = "f" end, "bad value for 'onstart' (function expected, got string)")
    assert.has_error(function() e.onstop = {} end, "bad value for 'onstop' (function expected, got table)")
    assert.has_error(function() e.index = 2 end, "Frames field 'index' is read-only (play with start and stop; set 'startframe' for the frame runs start on)")
    assert.has_error(function() e.frame = "f2" end, "Frames field 'frame' is read-only (play with start and stop; set 'startframe' for the frame runs start on)")
    assert.has_error(function() e.animating = true end, "Frames field 'animating' is read-only (play with start and stop; set 'startframe' for the frame runs start on)")
    assert.has_error(function() e.count = 2 end, "Frames field 'count' is read-only")
    assert.has_error(function() e.cache = {} end, "Frames field 'cache' is read-only")
    assert.has_error(function() e.folder = "x" end, "Frames field 'folder' is read-only")
    assert.has_error(function() e.context = 1 end, "Frames field 'context' is read-only")
    assert.has_error(function() e.colour = 1 end, "Frames has no member 'colour'")
    assert.has_error(function() return e.colour end, "Frames has no member 'colour'")
    assert.has_error(function() return e[1] end, "Frames has no member named by a number")
    assert.are.equal(before, snapshot(e))
  end)
  -- Frames without a script folder cannot be loaded: see FrameAnimatorBindingTests.swift.
end)
