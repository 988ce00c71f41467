-- The FuzzScripts harness's oracles: followers written here, apart from the project, that check
-- what a control reports against what it does. They use only the public Lua API, so the same
-- oracles run against any version of the code. Every program the harness runs is judged by them:
-- the generator's programs (program.lua) have every wheel, puzzle and odometer they make
-- followed (`watch`), and one program in four is one of the oracles' own, which drives one kind
-- of control through the moves its users make (`program`). A broken invariant is left in the
-- global FUZZ_BROKEN; what can only be judged once every event has come (after the program's
-- chunk and the run's clock) is checked by the global FUZZ_CHECK, which the harness calls then.
--
-- - Odometer: a wheel rolling one way (`direction = "up"` or `"down"`, digit by digit, on a
--   curve that does not overshoot) never has further to go to its digit than a moment before,
--   unless the value changed in between; at rest every wheel shows its digit of the value.
--   (A wheel carried a hair past its digit turned a whole revolution at the next change.)
-- - Wheel: the sector followed through `oncross(from, to)` alone is the sector under the
--   pointer: every crossing starts where the last one ended, and after the run they agree, for
--   any sequence of touches, moves, releases, cancels, flicks, spins, landings, undos and redos.
--   A landing (`land`) never turns faster than a moment before.
-- - Puzzle: a board followed through `onmove(from, to)` alone equals the puzzle's board after
--   any tilts, taps, groups, undos, redos and jumps in the history.
--
-- What a follower cannot see is left out rather than guessed: a shuffle puts every tile in place
-- at once without slides, so a puzzle is followed until its first shuffle; a wheel or a puzzle
-- whose callback the program replaced is not judged at the end, nor is a wheel still spinning
-- freely when the program ends (its follower comes off then, since an `oncross` keeps a free
-- spin's run going until it is stopped); an odometer's roll is judged over an advance of the
-- clock only when no action of the program ran during it (a callback's action may change it).
return function(byte, choose, done)
  local oracles = {}
  -- The first break of each invariant is told, so that one invariant broken early does not
  -- hide another broken later by the same program (a landing that speeds up, then a crossing
  -- lost).
  local told = {}
  local function broken(invariant, message)
    if told[invariant] then return end
    told[invariant] = true
    local before = rawget(_G, "FUZZ_BROKEN")
    rawset(_G, "FUZZ_BROKEN", before and before .. "\n" .. message or message)
  end
  local checks = {}
  rawset(_G, "FUZZ_CHECK", function()
    for _, check in ipairs(checks) do check() end
  end)
  -- Reads a field without raising: nil when the object has no such member.
  local function read(object, field)
    local ok, value = pcall(function() return object[field] end)
    if ok then return value end
  end

  -- Odometers. Curves that never run past their end, so a wheel's way to its digit only shrinks.
  local curves = {"linear", "easeIn", "easeOut", "easeInEaseOut", "default", "cubic-bezier(0.1, 0.9, 0.2, 1)",
    "cubic-bezier(0.9, 0, 1, 0.1)", "steps(3, jump-start)", "steps(4, jump-end)", "steps(2, jump-none)"}
  local monotone = {}
  for _, curve in ipairs(curves) do monotone[curve] = true end
  local odometers = {}
  -- Whether the odometer's digits are exact in a Lua number, so that they can be worked out here.
  local function exact(o) return o.digits <= 15 end
  -- How far each wheel still has to roll, the odometer's way, to its digit of the value.
  local function remaining(o)
    local units = math.floor(math.abs(o.value) * 10 ^ o.decimals + 0.5)
    local left, positions = {}, o:positions()
    for i = #positions, 1, -1 do
      local digit = units % 10
      units = units // 10
      local way = o.direction == "up" and digit - positions[i] or positions[i] - digit
      way = way % 10
      if way > 10 - 1e-9 then way = 0 end
      left[i] = way
    end
    return left
  end
  -- A roll whose way to the digits only shrinks: one direction, digit by digit, no overshoot.
  local function oneWay(o)
    return (o.direction == "up" or o.direction == "down") and o.mode == "digits" and monotone[o.curve] and exact(o)
  end
  -- Samples the odometer's way to its digits; unless `changed`, none may have grown since the
  -- last sample.
  local function sample(entry, changed)
    local o = entry.odometer
    if not oneWay(o) then entry.left = nil return end
    local now = remaining(o)
    if not changed and entry.left then
      for i, way in ipairs(now) do
        if way > entry.left[i] + 1e-9 then
          broken("odometer rolls", ("odometer %s (%s, %s): wheel %d had %.17g digits to go at t=%.17g, then %.17g at t=%.17g")
            :format(o, o.direction, o.curve, i, entry.left[i], entry.time, way, clock.now()))
        end
      end
    end
    entry.left, entry.time = now, clock.now()
  end
  local function sampleAll(changed) for _, entry in ipairs(odometers) do sample(entry, changed) end end
  local function watchOdometer(o)
    odometers[#odometers + 1] = {odometer = o}
    sample(odometers[#odometers], true)
    return odometers[#odometers]
  end
  checks[#checks + 1] = function()
    for _, entry in ipairs(odometers) do
      local o = entry.odometer
      if not o.rolling and exact(o) then
        local units = math.floor(math.abs(o.value) * 10 ^ o.decimals + 0.5)
        local positions = o:positions()
        for i = #positions, 1, -1 do
          local off = (positions[i] - units % 10) % 10
          if math.min(off, 10 - off) > 1e-9 then
            broken("odometer rests", ("odometer %s at rest: wheel %d at %.17g, not on its digit %d")
              :format(o, i, positions[i], units % 10))
          end
          units = units // 10
        end
      end
    end
  end

  -- Puts `entry.follower` on `control` as its `callback` and keeps the entry in `list`; a
  -- program may replace the callback later, so `attached` says whether it is still there.
  local function attach(list, control, callback, entry)
    entry.control, entry.callback = control, callback
    control[callback] = entry.follower
    list[#list + 1] = entry
    return entry
  end
  local function attached(entry) return rawequal(read(entry.control, entry.callback), entry.follower) end

  -- Wheels: the sector followed through oncross alone.
  local wheels = {}
  local function watchWheel(wheel)
    local entry = {wheel = wheel, sector = wheel.selected}
    function entry.follower(w, from, to)
      if from ~= entry.sector then
        broken("wheel crossings", ("wheel %s: a crossing from %d to %d at t=%.17g, but the last crossing ended on %d")
          :format(w, from, to, clock.now(), entry.sector))
      end
      entry.sector = to
    end
    return attach(wheels, wheel, "oncross", entry)
  end
  checks[#checks + 1] = function()
    for _, entry in ipairs(wheels) do
      local w = entry.wheel
      if attached(entry) and entry.sector ~= w.selected then
        broken("wheel crossings", ("wheel %s: its crossings end on sector %d, but sector %d is under the pointer at t=%.17g")
          :format(w, entry.sector, w.selected, clock.now()))
      end
    end
  end

  -- Puzzles: a board followed through onmove alone.
  local puzzles = {}
  local function watchPuzzle(p)
    local entry = {puzzle = p, board = p.tiles, followed = true}
    function entry.follower(_, from, to)
      if not entry.followed then return end
      local board = entry.board
      if board[to] ~= 0 or board[from] == 0 then
        broken("puzzle slides", ("puzzle %s: a slide from %d to %d, but the board followed through onmove has %s there")
          :format(p, from, to, table.concat(board, " ")))
      end
      board[to], board[from] = board[from], 0
    end
    return attach(puzzles, p, "onmove", entry)
  end
  checks[#checks + 1] = function()
    for _, entry in ipairs(puzzles) do
      if entry.followed and attached(entry) then
        local followed, actual = table.concat(entry.board, " "), table.concat(entry.puzzle.tiles, " ")
        if followed ~= actual then
          broken("puzzle board", ("puzzle: the board followed through onmove is %s, the puzzle's is %s"):format(followed, actual))
        end
      end
    end
  end

  -- For the generator's programs. `watch` follows whatever wheel, puzzle or odometer `object`
  -- is (anything else is left alone); `acted` is called at the start of every action, so that
  -- `advance` judges the odometers' rolls over an advance only when no action ran during it
  -- (a callback's action may change a value); `shuffling` is called before a puzzle's shuffle;
  -- `finish` when the program ends.
  local actions = 0
  function oracles.watch(object)
    if type(object) ~= "userdata" then return end
    if type(read(object, "spinningfree")) == "boolean" then watchWheel(object)
    elseif type(read(object, "solvable")) == "boolean" and type(read(object, "tiles")) == "table" then watchPuzzle(object)
    elseif type(read(object, "positions")) == "function" and type(read(object, "rolling")) == "boolean" then watchOdometer(object)
    end
  end
  function oracles.acted() actions = actions + 1 end
  function oracles.advance(seconds)
    sampleAll(true)
    local before = actions
    clock.advance(seconds)
    if actions == before then sampleAll(false) end
  end
  function oracles.shuffling(object)
    for _, entry in ipairs(puzzles) do
      if rawequal(entry.puzzle, object) then entry.followed = false end
    end
  end
  function oracles.finish()
    for _, entry in ipairs(wheels) do
      local w = entry.wheel
      if w.spinningfree and attached(entry) then w.oncross = nil end
    end
  end

  -- The oracles' own programs.
  -- Runs `act` (with `...`) until the bytes end or 300 actions have run; an action's error
  -- ends only that action, as a script's pcall would.
  local function perform(act, ...)
    for _ = 1, 300 do
      if done() then break end
      pcall(act, ...)
    end
  end
  -- A few moments of virtual time, from a hair to seconds.
  local function pause() return ({0, 1e-9, 0.001, 0.016, 0.05, 0.1, 0.25, 0.5, 1, 3})[choose(10)] end

  local function odometerProgram()
    local function act()
      local action = choose(8)
      local entry = odometers[choose(#odometers + 1)]
      if action == 1 or not entry then
        local digits = choose(6)
        local decimals = choose(3) == 1 and choose(digits) - 1 or 0
        local units = (byte() * 7919) % 10 ^ digits
        watchOdometer(Odometer.new{digits = digits, decimals = decimals, direction = choose(2) == 1 and "up" or "down",
          duration = pause() + 0.05, curve = curves[choose(#curves)],
          value = decimals == 0 and math.tointeger(units) or units / 10 ^ decimals})
      elseif action <= 3 then
        sample(entry, false)
        local o = entry.odometer
        local scale = 10 ^ o.decimals
        local units = math.floor(o.value * scale + 0.5)
        local step = ({1, 1, 1, 2, 9, 10, 11, 99, 100, 1000})[choose(10)]
        units = (units + (choose(2) == 1 and step or -step)) % (math.floor(o.maximum * scale + 0.5) + 1)
        o:set(o.decimals == 0 and units or units / scale)
        sample(entry, true)
      elseif action == 4 then
        sample(entry, false)
        if choose(2) == 1 then entry.odometer:increment() else entry.odometer:decrement() end
        sample(entry, true)
      elseif action == 5 then
        -- Changes of curve and duration re-plan the rolls under way to the same digits.
        sample(entry, false)
        if choose(2) == 1 then entry.odometer.curve = curves[choose(#curves)]
        else entry.odometer.duration = pause() + 0.05 end
        sample(entry, false)
      else
        for _ = 1, choose(8) do
          clock.advance(pause())
          sampleAll(false)
        end
      end
    end
    perform(act)
  end

  -- Wheels: points around the centre, inside the rim, outside the dead zone, or anywhere.
  local function point()
    if choose(4) == 1 then return byte() - 128, byte() - 128 end
    local angle, radius = byte() / 256 * 2 * math.pi, ({45, 60, 70, 90, 99})[choose(5)]
    return radius * math.cos(angle), radius * math.sin(angle)
  end
  local function wheelProgram()
    -- A landing's speed, measured over equal steps, never rises.
    local function land(w)
      if not w.spinningfree then
        if w.tracking then w:cancel() end
        w:spinfree((choose(2) == 1 and 1 or -1) * ({0.25, 1, 2, 5, 20})[choose(5)])
        clock.advance(pause())
      end
      w:land(choose(w.sectors), {turns = choose(4) - 1, duration = ({0.1, 0.5, 2, 5})[choose(4)]})
      local step, angle, speed = 1 / 64, w.angle, math.huge
      for _ = 1, 2000 do
        if not w.moving then break end
        clock.advance(step)
        local now = math.abs(w.angle - angle) / step
        if now > speed * (1 + 1e-9) + 1e-9 then
          broken("wheel landing", ("wheel %s: landing, it turned at %.17g rad/s, then at %.17g rad/s at t=%.17g")
            :format(w, speed, now, clock.now()))
        end
        angle, speed = w.angle, now
      end
    end
    local function act()
      local action = choose(10)
      local entry = wheels[choose(#wheels + 1)]
      if action == 1 or not entry then
        local options = {sectors = choose(12), snaps = choose(3) ~= 1, snapduration = pause(),
          deceleration = ({0.9, 0.99, 0.998, 0.999})[choose(4)]}
        if choose(3) == 1 then
          options.weights = {}
          for i = 1, options.sectors do options.weights[i] = choose(5) end
        end
        watchWheel(Wheel.new(options))
      else
        local w = entry.wheel
        if action == 2 then pcall(w.touch, w, point())
        elseif action <= 4 then
          for _ = 1, choose(6) do pcall(w.move, w, point()) if choose(2) == 1 then clock.advance(pause() / 10) end end
          -- A flick: the finger lifts at the instant of its last move.
          if choose(4) == 1 then pcall(w.release, w) end
        elseif action == 5 then
          if choose(2) == 1 then pcall(w.release, w, point()) else pcall(w.release, w) end
        elseif action == 6 then pcall(w.cancel, w)
        elseif action == 7 then
          pcall(w.spin, w, choose(w.sectors), {turns = choose(3) - 1, duration = pause(),
            direction = choose(2) == 1 and "clockwise" or "counterClockwise", curve = curves[choose(#curves)]})
        elseif action == 8 then pcall(land, w)
        else clock.advance(pause()) end
      end
    end
    perform(act)
  end

  local directions = {"left", "right", "up", "down"}
  local function puzzleProgram()
    local act
    function act(depth)
      local action = choose(8)
      local entry = puzzles[choose(#puzzles + 1)]
      if action == 1 or not entry then watchPuzzle(Puzzle.new(choose(3) + 1, choose(3) + 1))
      elseif action <= 3 then entry.puzzle:tilt(directions[choose(4)])
      elseif action == 4 then entry.puzzle:tap(choose(entry.puzzle.rows * entry.puzzle.columns))
      elseif action == 5 then if choose(2) == 1 then history.undo() else history.redo() end
      elseif action == 6 then history.setindex(choose(history.count() + 1) - 1)
      elseif action == 7 and depth < 3 then
        history.group("moves", function() for _ = 1, choose(4) do act(depth + 1) end end)
      else clock.advance(pause()) end
    end
    perform(act, 0)
  end

  function oracles.program()
    ({odometerProgram, wheelProgram, puzzleProgram})[choose(3)]()
  end
  return oracles
end
