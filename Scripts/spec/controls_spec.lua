-- Specs of the controls written in Lua (Scripts/controls/), run by `playground test Scripts`.
-- Every test starts on a fresh clock: time moves only when a test advances it.
local Slider = require "controls.slider"
local Switch = require "controls.switch"
local Rating = require "controls.rating"

describe("the slider #controls", function()
  local slider, changes

  before_each(function()
    slider = Slider.new{value = 0.25, step = 0.25}
    changes = {}
    slider.onvaluechanged = function(_, value) changes[#changes + 1] = value end
  end)

  it("snaps a value set to its steps", function()
    slider:set(0.6)
    assert.are.equal(0.5, slider.value)
    assert.are.same({0.5}, changes)
  end)

  it("glides to a value set with animation, on the virtual clock", function()
    slider:set(1, true)
    assert.are.equal(0.25, slider.value)
    clock.advance(0.15)
    assert.is_true(slider.value > 0.25 and slider.value < 1)
    assert.are.equal(0.3, clock.settle())
    assert.are.equal(1, slider.value)
  end)

  it("is dragged by its thumb and springs onto a step when let go", function()
    assert.is_false(slider:grab(200, 22), "a finger away from the thumb is refused")
    assert.is_true(slider:grab(71, 22))
    slider:drag(130)
    slider:release(130, 22)
    clock.settle()
    assert.are.equal(0.5, slider.value)
    assert.are.equal("Touch Slider", history.undoname())
  end)

  it("is undone in one step per gesture", function()
    slider:grab(71, 22)
    slider:drag(180)
    slider:release(180, 22)
    clock.advance(2)
    history.undo()
    assert.are.equal(0.25, slider.value)
  end)
end)

describe("the switch #controls", function()
  it("toggles with a spring that comes to rest", function()
    local switch = Switch.new()
    switch:toggle()
    assert.is_true(switch.on)
    clock.advance(3)
    assert.are.equal(1, switch.thumb)
  end)
end)

describe("the rating #controls", function()
  it("keeps its value within its stars", function()
    local rating = Rating.new()
    rating:set(7)
    assert.are.equal(5, rating.value)
    rating:set(-1)
    assert.are.equal(0, rating.value)
  end)

  it("sends what changed to a spy", function()
    local rating = Rating.new()
    local heard = spy.new(function() end)
    rating.onvaluechanged = heard
    rating:set(3)
    assert.spy(heard).was.called(1)
  end)
end)
