-- playground test: --seed 1 --now 2026-12-24T18:00:00Z
-- The history: undo and redo of the controls' changes, groups, steps and limits, onchange,
-- a script's own commands (history.record) and merging.
local t = require "testing"

describe("the history", function()
  it("has nothing to undo at first, then undoes and redoes each change in turn", function()
    local c = Odometer.new(3)
    assert.is_false(history.canundo())
    assert.is_nil(history.undo(), "nothing to undo")

    c:set(5)
    c:increment()
    c.value = 42
    assert.are.equal(3, history.count())
    assert.are.equal("Set Odometer", history.undoname())

    assert.are.equal("Set Odometer", history.undo()); assert.are.equal(6, c.value)
    assert.are.equal("Increment Odometer", history.undo()); assert.are.equal(5, c.value)
    assert.are.equal("Set Odometer", history.undo()); assert.are.equal(0, c.value)
    assert.is_true(history.canredo())
    assert.are.equal("Set Odometer", history.redo()); assert.are.equal(5, c.value)
  end)

  it("rolls an undone rollover back the way it came", function()
    local r = Odometer.new{digits = 2, value = 99, curve = "linear"}
    r:increment()
    assert.are.equal(0, r.value)
    clock.advance(0.25)
    t.near(r:position(1), 9.5, 1e-9, "both wheels halfway from 9 to 0")
    history.undo()
    assert.are.equal(99, r.value)
    -- Decrementing back from 0 to 99 turns the wheels backward to 9, not on through 0 to 8.
    for _ = 1, 10 do
      clock.advance(0.05)
      assert.is_true(r:position(1) >= 9 and r:position(1) < 10, "between 9 and 0: " .. r:position(1))
    end
    assert.are.equal(9.0, r:position(1))
    assert.are.equal(9.0, r:position(2))
    -- Undone at the instant it was made, the rollover never moves the wheels.
    r:increment()
    history.undo()
    clock.advance(0.25)
    assert.are.equal(9.0, r:position(1))
  end)

  it("undoes a group as one step", function()
    local c = Odometer.new(3)
    c:set(5)
    history.group("Bulk", function() c:set(100); c:increment() end)
    assert.are.equal(101, c.value)
    assert.are.equal("Bulk", history.undoname())
    history.undo()
    assert.are.equal(5, c.value)
  end)

  it("leaves nothing of a failing group half-done, and passes its error on unchanged", function()
    local c = Odometer.new(3)
    c:set(5)
    local before = history.count()
    local ok, err = pcall(history.group, "Broken", function() c:set(7); error({code = 42}) end)
    assert.is_false(ok)
    assert.are.equal("table", type(err), "error value kept")
    assert.are.equal(42, err.code)
    assert.are.equal(5, c.value, "group reverted")
    assert.are.equal(before, history.count(), "nothing recorded")
  end)

  describe("of an odometer's settings, step by step", function()
    share_clock()
    local o

    setup(function()
      history.clear()
      o = Odometer.new{digits = 2, duration = 0}
    end)

    it("lists its steps, and goes to any of them with setindex", function()
      o:set(10); o:set(20); o:increment()
      assert.are.equal("Set Odometer,Set Odometer,Increment Odometer", table.concat(history.list(), ","))
      history.setindex(0)
      assert.are.equal(0, o.value)
      assert.are.equal(0, history.index())
      history.setindex(2)
      assert.are.equal(20, o.value)
      assert.has_error(function() history.setindex(-1) end, "bad argument #1 to 'setindex' (step -1 is out of range 0...3 (0 undoes everything, 3 redoes everything))")
      assert.has_error(function() history.setindex(1.5) end, "bad argument #1 to 'setindex' (number has no integer representation)")
    end)

    it("knows when it is back at the step marked clean", function()
      assert.is_false(history.isclean())
      history.setclean()
      assert.is_true(history.isclean())
      history.redo()
      assert.is_false(history.isclean())
      history.undo()
      assert.is_true(history.isclean())
    end)

    it("records settings as steps, but not a setting to the value it has", function()
      o.duration = 0.25
      o.curve = "linear"
      assert.are.equal("Set Odometer,Set Odometer,Set Roll Duration,Set Roll Curve", table.concat(history.list(), ","))
      history.undo(); history.undo()
      assert.are.equal(0.0, o.duration)
      assert.are.equal("easeInEaseOut", o.curve)
      o.duration = 0
      assert.are.equal(4, history.count(), "setting the duration it has records nothing")
    end)

    it("keeps at most its limit of steps", function()
      assert.are.equal(10000, history.limit())
      assert.has_error(function() history.setlimit(0) end, "bad argument #1 to 'setlimit' (the limit must be a whole number of steps from 1 to 10000 (the most a run keeps), not 0)")
      assert.has_error(function() history.setlimit(10001) end, "bad argument #1 to 'setlimit' (the limit must be a whole number of steps from 1 to 10000 (the most a run keeps), not 10001)")
      history.setlimit(1)
      assert.are.equal(1, history.count())
      history.setlimit(10000)
    end)

    it("tells onchange once for the changes of an instant, and not after onchange(nil)", function()
      local heard = {}
      history.onchange(function(index, count, clean) heard[#heard + 1] = ("%d/%d/%s"):format(index, count, tostring(clean)) end)
      o:set(33); o:set(44)
      assert.are.equal(0, #heard, "not inside the chunk")
      clock.advance(0)
      assert.are.equal("2/2/false", table.concat(heard, " "), "once for the changes of an instant")
      history.undo()
      clock.advance(1)
      assert.are.equal("2/2/false 1/2/false", table.concat(heard, " "))
      history.onchange(nil)
      o:set(55)
      clock.advance(0)
      assert.are.equal(2, #heard, "no call after onchange(nil)")
      assert.has_error(function() history.onchange(42) end, "bad argument #1 to 'onchange' (function expected, got number)")
    end)
  end)

  describe("with a script's own command (history.record), step by step", function()
    share_clock()

    it("does the command, its control changes part of it, and takes it back on undo", function()
      history.clear()
      local guests = {}
      local board = Odometer.new{digits = 2, duration = 0}
      history.record("Add Guest", function() guests[#guests + 1] = "Ada"; board:set(#guests) end,
                                  function() guests[#guests] = nil; board:set(#guests) end)
      assert.are.equal(1, #guests)
      assert.are.equal(1, board.value)
      assert.are.equal("Add Guest", table.concat(history.list(), ","), "the odometer's set is part of the command")
      history.undo()
      assert.are.equal(0, #guests)
      assert.are.equal(0, board.value)
      history.setindex(1)
      assert.are.equal(1, #guests)
    end)

    it("records nothing when the command fails", function()
      assert.has_error(function() history.record("Bad", function() error("no", 0) end, function() end) end, "no")
      assert.are.equal(1, history.count(), "a failing redo records nothing")
    end)

    it("counts a step whose undo fails as undone", function()
      history.record("Fragile", function() end, function() error("cannot take it back", 0) end)
      assert.has_error(function() history.undo() end, "cannot take it back")
      assert.are.equal(1, history.index(), "the failing step counts as undone")
    end)

    it("makes a command recorded inside another part of it, done at once", function()
      local inner = 0
      local before = history.index()
      history.record("Outer", function() history.record("Inner", function() inner = inner + 1 end, function() end) end,
                              function() inner = inner - 1 end)
      assert.are.equal(1, inner, "a command recorded inside another is done at once")
      assert.are.equal(before + 1, history.count(), "and is part of the outer command, not a step")
      assert.are.equal("Outer", history.undoname())
      history.undo()
      assert.are.equal(0, inner, "the outer command's undo takes it back")
      history.redo()
      assert.are.equal(1, inner, "the outer command's redo does it again")
    end)

    it("refuses a command without an undo", function()
      assert.has_error(function() history.record("x", function() end) end, "bad argument #3 to 'record' (function expected, got no value)")
    end)
  end)

  -- Merging (QUndoStack's mergeWith): commands recorded one after another with the same key make
  -- one step, which keeps the first one's name and undo and takes the last one's redo.
  it("merges commands recorded one after another with the same key into one step", function()
    history.clear()
    local volume = 0
    local function setVolume(to)
      local from = volume
      history.record("Volume " .. to, function() volume = to end, function() volume = from end, {merge = "volume"})
    end
    setVolume(3); setVolume(5); setVolume(8)
    assert.are.equal(8, volume)
    assert.are.equal(1, history.count(), "three settings in a row are one step")
    assert.are.equal("Volume 3", history.undoname(), "the first one's name")
    history.undo()
    assert.are.equal(0, volume, "undo goes back to before the first")
    history.redo()
    assert.are.equal(8, volume, "redo to after the last")
    history.record("Mute", function() volume = 0 end, function() volume = 8 end)
    setVolume(2)
    assert.are.equal(3, history.count(), "another step in between starts a new one")
    setVolume(4)
    assert.are.equal(3, history.count())
    history.undo()
    history.redo()
    setVolume(6)
    assert.are.equal(4, history.count(), "an undo or redo ends the merging")
  end)

  it("refuses bad options to record", function()
    assert.has_error(function() history.record("x", function() end, function() end, {mrege = "k"}) end,
      "bad argument #4 to 'record' (unknown field 'mrege' (expected merge))")
    assert.has_error(function() history.record("x", function() end, function() end, 5) end,
      "bad argument #4 to 'record' (table expected, got number)")
    assert.has_error(function() history.record("x", function() end, function() end, {merge = {}}) end,
      "bad field 'merge' in argument #4 to 'record' (string expected, got table)")
  end)
end)
