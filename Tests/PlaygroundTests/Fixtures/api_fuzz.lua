-- Random calls with junk arguments on every control, every method and field, with the clock
-- advancing, undo, and controls dropped and collected: nothing may crash, hang or trap.
--   playground run api_fuzz.lua SEED STEPS
math.randomseed(tonumber(arg[1]) or 1)
local junk = {nil, true, false, 0, -1, 1, 2, 3, 1e300, -1e300, 0/0, math.huge, -math.huge, 2^63, "x", "", "left", "top",
  "easeIn", "\0", {}, {1, 2}, {x = 1}, function() end, function() error("cb") end, tostring, coroutine.create(tostring),
  "2026-12-24T18:00:00Z", 1.5, math.maxinteger, math.mininteger}
local function pick() return junk[math.random(#junk + 1)] end
local makers = {
  function() return Odometer.new(math.random(1, 6)) end,
  function() return Wheel.new{sectors = math.random(1, 12)} end,
  function() return Timer.new(math.random(1, 10)) end,
  function() return DateRange.new{start = "2026-01-01", finish = "2026-02-01"} end,
  function() return View.new() end,
  function() return Memory.new{pairs = math.random(1, 4), seed = 1} end,
  function() return Puzzle.new(3, 3) end,
  function() return Frames.new{folder = "frames", frames = {"a.txt", "b.txt", "missing.txt"}, duration = 0.2} end,
  function() return Animation.sequence{{View.new(), {alpha = 0}, {duration = 0.3}}, 0.1} end,
}
local objects = {}
for i = 1, #makers do objects[i] = makers[i]() end
local methods = {"set","increment","decrement","position","positions","touch","move","release","cancel","spin","alpha",
  "alphas","sector","start","pause","resume","stop","reset","circles","select","save","edit","animate","transition",
  "wobble","stopwobble","vanish","isanimating","model","transitionframe","flip","help","card","sides","tilt","tap",
  "shuffle","hint","tile","rects","undo","redo","solve","load","precache","clearcache","sides","card","help",
  "isanimating","reset","edit","select","save"}
local fields = {"value","digits","duration","curve","onroll","angle","onchange","oncross","status","remaining","progress",
  "effect","alarm","onalarm","start","finish","min","max","alpha","center","rotation","scale","color","face","hidden",
  "pairs","moves","onflip","tiles","solved","onmove","nope","maximum","rolling","name","selected","normalized",
  "moving","tracking","sectors","total","elapsed","alarmtime","progressbar","screen","cycle","end","date","valid",
  "flagged","saved","changed","index","count","frame","frames","animating","repeats","reverse","startframe","budget",
  "cache","folder","context","onstart","onframe","onstop","size","hex","translation","transitioning","cards",
  "matches","flips","score","busy","onmatch","onmismatch","onturnback","onvanish","ongameover","onhelp","rows",
  "columns","solvable","steps","value\0",1,true}
local libraries = {clock = {"now","time","every","after","at","cancel","pending","advance","parse","iso"},
  history = {"undo","redo","canundo","canredo","undoname","redoname","count","index","clear","group"},
  Animation = {"sequence","group","curves","transitions"}, Puzzle = {"issolvable"}}
local libraryNames = {"clock", "history", "Animation", "Puzzle"}
local errors, calls = 0, 0
for step = 1, tonumber(arg[2]) or 3000 do
  local o = objects[math.random(#objects)]
  local r = math.random(6)
  local ok
  if r == 5 then
    -- A library function with junk; clock.advance only by small steps (a huge one would run
    -- repeating timers for ever), and never clock.stop, which would end the random program.
    local name = libraryNames[math.random(#libraryNames)]
    local f = libraries[name][math.random(#libraries[name])]
    if f == "advance" then
      ok = pcall(clock.advance, math.random() * 0.2)
    else
      ok = pcall(function() return _G[name][f](pick(), pick(), pick()) end)
    end
  elseif r == 6 then
    -- The same kind of call inside a coroutine that yields before and after it.
    local m = methods[math.random(#methods)]
    local co = coroutine.wrap(function(a)
      coroutine.yield(1)
      local result = o[m](o, a, pick(), pick())
      coroutine.yield(result)
      return Odometer.new(1)
    end)
    ok = pcall(function() co(pick()); co(); return co() end)
  elseif r == 1 then
    local m = methods[math.random(#methods)]
    ok = pcall(function() return o[m](o, pick(), pick(), pick()) end)
  elseif r == 2 then
    ok = pcall(function() return o[fields[math.random(#fields)]] end)
  elseif r == 3 then
    ok = pcall(function() o[fields[math.random(#fields)]] = pick() end)
  else
    ok = pcall(clock.advance, math.random() * 0.5)
    if math.random(20) == 1 then pcall(history.undo) end
    if math.random(50) == 1 then local k = math.random(#makers); objects[k] = makers[k](); collectgarbage() end
  end
  calls = calls + 1
  if not ok then errors = errors + 1 end
end
print("calls", calls, "errors", errors)
clock.stop()
