-- The bouncing ball (Scripts/controls/ball.lua): its frame hook, its colour field, its rest.
local Ball = require "controls.ball"

describe("the ball #controls", function()
  it("falls, bounces and comes to rest on the floor", function()
    local ball = Ball.new()
    local landed = spy.new(function() end)
    ball.onlanded = landed
    ball:drop()
    clock.advance(0.2)
    assert.is_true(ball.y > 10 and ball.y < 110)
    clock.settle()
    assert.are.equal(110, ball.y)
    assert.is_true(ball.bounces >= 2)
    assert.spy(landed).was.called(1)
  end)

  it("glides to the colour it is dropped with", function()
    local ball = Ball.new()
    ball:drop("#00ff00")
    clock.advance(1)
    assert.are.equal("#00ff00", ball.tint)
  end)

  it("is one undo step a drop, which puts it back on the floor", function()
    local ball = Ball.new()
    ball:drop()
    clock.settle()
    history.undo()
    assert.are.equal(110, ball.y)
    assert.are.equal("#e0403a", ball.tint)
  end)
end)
