-- The frame animator of the seed (UIImageViewAnimator), driven by a script: frames named by
-- files in Scripts/frames/, played forwards and backwards, with callbacks that carry a context,
-- frames loaded only when shown through a cache with a byte budget, precaching, and undo.
--
--   playground run Scripts/frames.lua
--   playground run --realtime Scripts/frames.lua      -- watch it at the speed it happens
--
-- Each frame file holds a few bytes of text ("frame 03" and a newline), so a frame's bytes can
-- be printed; a real animation would hold images.

local function log(fmt, ...)
  print(("t=%5.3f  " .. fmt):format(clock.now(), ...))
end

local function text(bytes) return (bytes:gsub("\n$", "")) end

local function cache(anim)
  local c = anim.cache
  return ("hits %d, misses %d, evictions %d, %d frames = %d of %d bytes [%s]"):format(
    c.hits, c.misses, c.evictions, c.count, c.bytes, c.budget, table.concat(c.names, " "))
end

-- 1. Ten frames from a pattern; one cycle takes a second; two cycles. The cache holds only
--    three frames (9 bytes each), so the second cycle finds none of them: least recently used
--    frames are evicted first.
local anim = Frames.new{folder = "frames", pattern = "frame%02d.txt", count = 10,
                        duration = 1, repeats = 2, budget = 27}
print(anim)
print("count " .. anim.count .. ", duration " .. anim.duration .. ", folder " .. anim.folder
      .. ", frames " .. anim.frames[1] .. " ... " .. anim.frames[10])

anim.onstart = function(a, context)
  log("start %s from frame %d (%s)", context.name, a.index, text(a:load()))
end
anim.onframe = function(a, index, name, context)
  -- "Showing" a frame is loading it: through the cache, only now.
  local shown = text(a:load())
  if index == 1 or index == 10 or context.verbose then
    log("%s frame %2d %s: %s", context.name, index, name, shown)
  end
end
anim.onstop = function(a, reason, context)
  log("stop %s (%s) on frame %d, animating %s", context.name, reason, a.index, tostring(a.animating))
  log("cache: %s", cache(a))
end

anim:start{name = "two cycles"}
log("%s", tostring(anim))

-- 2. Precache: a budget that fits all ten, every frame loaded up front, then a cycle that only
--    hits. Changing the budget is an undo step; the cache is not.
clock.after(3, function()
  anim.budget = 100
  anim:precache()
  log("precached: %s", cache(anim))
  anim.repeats = 1
  anim:start{name = "precached"}
end)

-- 3. Backwards from the last frame, half speed, stopped by the script mid-run.
clock.after(5, function()
  anim.reverse = true
  anim.startframe = 10
  anim.duration = 2
  anim.repeats = 0                      -- forever, until stopped
  anim:start{name = "reverse", verbose = true}
  clock.after(0.9, function()
    log("stop requested: %s", tostring(anim:stop()))
    log("stop again: %s", tostring(anim:stop()))
    log("left showing frame %d (%s) of the run \"%s\"", anim.index, anim.frame, anim.context.name)
  end)
end)

-- 4. Undo the settings, one step each; start and stop are not undo steps. Dropping the cached
--    frames is not one either (the counters keep counting).
clock.after(7, function()
  anim.frames = {"frame01.txt", "frame05.txt", "frame10.txt"}
  log("%d frames: %s", anim.count, table.concat(anim.frames, " "))
  while history.canundo() do
    log("undo %s", history.undoname())
    history.undo()
  end
  log("budget %d, repeats %d, reverse %s, startframe %d, duration %g",
      anim.budget, anim.repeats, tostring(anim.reverse), anim.startframe, anim.duration)
  log("%d frames; %s", anim.count, cache(anim))
  anim:clearcache()
  log("cleared: %s", cache(anim))
end)

-- 5. Frames as a list of files, a context that is not a table, and a missing file: a clear
--    error that the script can catch, not a crash.
clock.after(8, function()
  local short = Frames.new{frames = {"frames/frame01.txt", "frames/frame02.txt", "frames/missing.txt"},
                           duration = 0.3, repeats = 1}
  short.onframe = function(a, index, name, context)
    local ok, err = pcall(a.load, a)
    log("%s frame %d: %s", context, index, ok and text(err) or err)
  end
  short.onstop = function(a, reason, context) log("%s stopped: %s", context, reason) end
  short:start("list")
  log("precache: %s", select(2, pcall(short.precache, short)))
  log("bad name: %s", select(2, pcall(Frames.new, {frames = {"../secret.txt"}})))
end)
