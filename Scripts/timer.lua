-- The seed's countdown timer: a 12-second countdown with a pause, the progress ring, the
-- effect animation's two circles and an alarm at zero, plus undo of the settings and commands.
--
--   playground run Scripts/timer.lua           -- 12 seconds
--   playground run Scripts/timer.lua 20        -- 20 seconds
--
-- Time is virtual: the run takes no real time and prints the same every time.

local duration = tonumber(arg[1]) or 12

local timer = Timer.new{duration = duration, progressbar = true, effect = true, alarm = true, screen = 375}
print(("%s; ring %s, effect %s, alarm %s, screen %g pt, cycle %s"):format(
  timer, timer.progressbar, timer.effect, timer.alarm, timer.screen, timer.cycle))

-- Rounded to hundredths, so that a coordinate of -0.00000000000003 prints as 0.00.
local function round(x)
  x = math.floor(x * 100 + 0.5) / 100
  return x == 0 and 0.0 or x
end

local function circle(c)
  return ("%6.1f deg (%7.2f, %7.2f) hue %.2f"):format(c.rotation, round(c.x), round(c.y), c.hue)
end

local function show(what)
  local line = ("t=%5.2f  %-22s %-8s %5.2f s left  progress %.3f"):format(
    clock.now(), what, timer.status, timer.remaining, timer.progress)
  print(line)
  local circles = timer:circles()
  if circles then
    print(("         circle 1 %s | circle 2 %s | cycles %d"):format(circle(circles[1]), circle(circles[2]), circles.cycles))
  end
end

-- Settings first: each is an undo step.
timer.progressbar = false
timer.effect = false
print(("undo step %q, ring %s, effect %s"):format(history.undoname(), timer.progressbar, timer.effect))
history.undo()
history.undo()
print(("after two undos: ring %s, effect %s, redo would be %q"):format(timer.progressbar, timer.effect, history.redoname()))

-- The duration can be changed while stopped; undo sets it back.
timer.duration = 30
print(("duration %g, display %s (undo step %q)"):format(timer.duration, timer, history.undoname()))
history.undo()
print(("duration %g after undo"):format(timer.duration))

timer.onalarm = function(t)
  show("ALARM")
  print(("         alarm at t=%.2f, %s"):format(clock.now(), t))
end

timer:start()
show("start")
local first = timer:circles()[1]
print(("         each circle: %g pt wide, opacity %g"):format(first.diameter, first.opacity))
print(("         the alarm is due at t=%.2f"):format(timer.alarmtime))

clock.after(1.25, function() show("quarter of a turn") end)
clock.after(2.5, function() show("crossing at 6") end)
clock.after(4, function() show("almost round") end)
clock.after(5, function() show("meeting at 12") end)
clock.after(6, function()
  timer:pause()
  show("pause")
  print(("         alarm due: %s"):format(timer.alarmtime))
end)
clock.after(7.5, function() show("still paused") end)
clock.after(8, function()
  timer:resume()
  show("resume")
  print(("         the alarm moved to t=%.2f"):format(timer.alarmtime))
end)
clock.after(9, function()
  timer.effect = false
  show("effect off")
  timer:stop()
  show("stop")
  history.undo()
  show("undo stop")
  history.undo()
  show("undo effect off")
end)
clock.after(10, function() show("meeting at 12 again") end)
clock.after(duration + 1.5, function() show("half a second to go") end)
-- After the alarm: the timer stays at zero until it is reset.
clock.after(duration + 3, function()
  show("after the alarm")
  print(("         elapsed %g of a %g s run"):format(timer.elapsed, timer.total))
  print(("         pausing now fails: %s"):format(select(2, pcall(timer.pause, timer))))
  timer:reset()
  show("reset")
  print(("undo steps: %d, last %q"):format(history.count(), history.undoname()))

  -- A silent timer: with the alarm off nothing is scheduled for it, and it ends quietly
  -- (the run still waits for its second to run out).
  local quiet = Timer.new{duration = 1, alarm = false, cycle = "alternate", screen = 320}
  quiet.onalarm = function() print("never printed") end
  quiet:start()
  print(("%s, alarm due: %s, cycle %s"):format(quiet, quiet.alarmtime, quiet.cycle))
  clock.after(1, function() print(("t=%5.2f  %s"):format(clock.now(), quiet)) end)
end)
