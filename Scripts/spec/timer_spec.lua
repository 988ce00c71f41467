-- The countdown timer, told two ways: each test from the same start (the default), and a story
-- in steps whose tests share one clock (share_clock).
describe("a timer", function()
  local timer

  setup(function()
    timer = Timer.new{duration = 180}
    timer:start()
  end)

  it("counts down on the virtual clock", function()
    clock.advance(60)
    assert.are.equal(120, timer.remaining)
  end)

  it("starts every test from what setup made", function()
    assert.are.equal(0, clock.now())
    assert.are.equal(180, timer.remaining)
    assert.are.equal("running", timer.status)
  end)

  it("stops by itself at zero", function()
    assert.are.equal(180, clock.settle(300))
    assert.are.equal("stopped", timer.status)
    assert.are.equal(0, timer.remaining)
  end)
end)

describe("a timer, minute by minute", function()
  share_clock()
  local timer = Timer.new{duration = 180}

  it("starts", function()
    timer:start()
    assert.are.equal("running", timer.status)
  end)

  it("has two minutes left after one", function()
    clock.advance(60)
    assert.are.equal(120, timer.remaining)
  end)

  it("keeps them while paused", function()
    timer:pause()
    clock.advance(600)
    assert.are.equal(120, timer.remaining)
    assert.are.equal(660, clock.now())
  end)
end)
