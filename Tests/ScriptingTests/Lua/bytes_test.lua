-- playground test: --seed 1 --now 2026-12-24T18:00:00Z
-- Lua strings are bytes: names with NUL bytes and bytes that are not UTF-8 come back exactly.

describe("names made of any bytes", function()
  local odd = "a\0b\xff\xfe\xc3(\xed\xa0\x80\xf4\x8f\xbe\x85z"
  local long = string.rep("\xff\0", 40)

  it("come back exactly as wheel sector names, from a list and from a function", function()
    local w = Wheel.new{sectors = 3, names = {odd, long, "plain"}}
    assert.are.equal(odd, w:sector(1).name, "wheel name with NUL and invalid UTF-8")
    assert.are.equal(long, w:sector(2).name)
    local f = Wheel.new{sectors = 2, names = function(i) return odd .. i end}
    assert.are.equal(odd .. "2", f:sector(2).name)
  end)

  it("come back exactly as history group names", function()
    local c = Odometer.new(2)
    history.group(odd, function() c:set(3) end)
    assert.are.equal(odd, history.undoname(), "history group name")
    history.undo()
    assert.are.equal(odd, history.redoname())
  end)

  it("come back exactly as view faces, and as the faces a transition reports", function()
    local v = View.new()
    v:transition("crossDissolve", {to = odd, duration = 1})
    assert.are.equal(odd, v:model("face"), "view face")
    clock.advance(0.5)
    assert.are.equal(odd, v:transitionframe().to)
    clock.advance(1)
    assert.are.equal(odd, v.face)
  end)

  it("are carried byte for byte by the errors that quote them", function()
    local ok3, err3 = pcall(function() local p = Puzzle.new(3); p:tilt("up\xff") end)
    assert.is_false(ok3)
    assert.is_true(err3:find("up\xff", 1, true) ~= nil, "the tilt name in the message is byte-exact: " .. tostring(err3))
  end)

  it("are escaped in the scene's text, which shows nothing a terminal would act on or cannot show", function()
    -- The controls above that show such names: two wheels, and a view on the face `odd`.
    Wheel.new{sectors = 3, names = {odd, long, "plain"}}
    Wheel.new{sectors = 2, names = function(i) return odd .. i end}
    local v = View.new()
    v:transition("crossDissolve", {to = odd, duration = 1})
    clock.advance(1.5)
    local text = scene.text()
    assert.is_nil(text:find("\xff", 1, true), "no raw byte in the text view")
  end)
end)
