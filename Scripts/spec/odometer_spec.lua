-- The odometer, with its pictures as evidence: snapshots of the scene half way through a roll
-- and of the counter at rest, kept in spec/__snapshots__/odometer_spec/.
describe("an odometer", function()
  local counter

  before_each(function()
    counter = Odometer.new(3)
    counter:set(42)
  end)

  it("rolls through the middle digits", function()
    clock.advance(0.25)
    assert.snapshot("rolling")
  end)

  it("rests on its value", function()
    clock.settle()
    assert.are.equal(42, counter.value)
    assert.snapshot("at rest", counter)
  end)
end)
