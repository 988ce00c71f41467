-- A UIStepper-style control: a quantity in a shopping cart and an hour picker that wraps.
--
--   playground run Scripts/stepper.lua
--
-- A tap is one step; a held button steps at once, again after 0.5 s, then every 0.1 s until
-- it is released or the value can go no further (unless the stepper wraps round). Each tap
-- and each hold is one undo step; onchange reports the value once per instant it changes.

local quantity = Stepper.new{value = 1, min = 1, max = 10}
quantity.onchange = function(_, value)
  print(("t=%.1f  quantity %g (minus %s, plus %s)"):format(clock.now(), value,
    quantity.minusenabled and "on" or "off", quantity.plusenabled and "on" or "off"))
end

quantity:increment()
clock.advance(1)

-- Hold plus for 1.5 s: 2 → 3 at once, 4 at 0.5 s, then one every 0.1 s up to 10.
quantity:press("plus")
clock.advance(1.5)
print(("released at %g: %s"):format(quantity:release(), history.undoname()))

history.undo()
clock.advance(0)
print("after undo:", quantity)

-- A click on the drawn "−" or "+" of the live page (`playground serve`) is tap(1) or tap(2).
quantity:tap(1)
clock.advance(0)

-- An hour picker that wraps from 23 to 0.
local hour = Stepper.new{value = 22, min = 0, max = 23, wraps = true}
hour.onchange = function(_, value) print(("t=%.1f  hour %02d"):format(clock.now(), value)) end
hour:press("plus")
clock.advance(0.65)
hour:release()
print(hour)
