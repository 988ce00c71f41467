-- A running animation handled as UIViewPropertyAnimator handles one: a card slides across,
-- is paused half-way by a "finger", scrubbed back and forth like a slider, let go, and then
-- turned round before it arrives, so that it settles back where it started.
--
--   playground run Scripts/animator.lua
--   playground run Scripts/animator.lua --record animator.html    (watch it stop, jump, return)

local card = View.new{center = {40, 60}, size = {60, 40}, color = "#0275d8"}
local function report(what)
  print(("t = %.2f  %-30s x = %6.2f  fraction %s"):format(
    clock.now(), what, card.center.x, card:fraction() and ("%.2f"):format(card:fraction()) or "-"))
end

local slide = card:animate({center = {260, 60}, alpha = 0.4}, {duration = 2, curve = "easeInEaseOut",
  completion = function(_, finished)
    report(finished and "the slide is over" or "the slide was stopped")
  end})

clock.after(0.8, function()
  card:pause(slide)
  report("a finger holds the card")
end)
clock.after(1.3, function()
  card:scrub(0.2, slide)
  report("scrubbed back to 20 %")
end)
clock.after(1.6, function()
  card:scrub(0.6, slide)
  report("scrubbed on to 60 %")
end)
clock.after(2.0, function()
  card:resume(slide)
  report("let go")
end)
clock.after(2.4, function()
  card:reverse(slide)
  report("turned round (" .. history.undoname() .. ")")
end)
