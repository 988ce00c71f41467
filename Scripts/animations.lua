-- Block animations from Lua: a View's animatable properties (alpha, center, size, colour,
-- rotation, scale, translation), timing (duration, delay, curves, springs, repeats,
-- autoreverse), completions told whether they finished, sequences and groups without
-- hand-summed delays, transitions between two faces, and the seeds' wobble and vanish.
-- Deterministic: everything runs on the virtual clock.
--
--   playground run Scripts/animations.lua
--   playground run Scripts/animations.lua --gif animations.gif --size 320    (watch the card move)

local function f(x) return string.format("%.3f", x) end
local function at() return string.format("t=%.3f", clock.now()) end
local function point(p) return "(" .. f(p.x) .. ", " .. f(p.y) .. ")" end

local card = View.new{center = {160, 240}, size = {80, 120}, color = "#ff0000", face = "back"}
print(card)
print("colour", card.hex, "hue " .. f(card.color.h))

-- 1. Several properties in one block; the completion runs once, when the last part ends.
local id = card:animate({alpha = 0.5, center = {200, 300}, size = {40, 60}}, {
  duration = 1, curve = "linear",
  completion = function(view, finished) print(at(), "block", finished, view == card) end,
})
print("animation", id, "model alpha", card:model("alpha"), "presented alpha", card.alpha)
clock.advance(0.5)
print(at(), "alpha " .. f(card.alpha), "center " .. point(card.center), "size " .. f(card.size.width) .. "x" .. f(card.size.height))
clock.advance(0.5)

-- 2. A new animation of an animating property starts from where it is; the old one is cancelled.
card:animate({alpha = 1}, {duration = 1, curve = "linear", completion = function(_, finished) print(at(), "fade in", finished) end})
clock.advance(0.5)
card:animate({alpha = 0}, {duration = 0.5, curve = "linear", completion = function(_, finished) print(at(), "fade out", finished) end})
clock.advance(0.25)
print(at(), "alpha " .. f(card.alpha), "(from 0.75 towards 0)")
clock.advance(0.25)

-- 3. Colours interpolate in HSB, the hue taking the shorter way round (red to blue via magenta).
card:animate({color = "#0000ff"}, {duration = 1, curve = "linear"})
clock.advance(0.5)
print(at(), "colour", card.hex, "hue " .. f(card.color.h))
clock.advance(0.5)

-- 4. Rotations are unbounded: 3π/2 turns three quarters of the way round.
card:animate({rotation = 3 * math.pi / 2}, {duration = 1, curve = "linear"})
for _ = 1, 3 do
  clock.advance(1 / 3)
  print(at(), "rotation " .. f(math.deg(card.rotation)) .. "°")
end
card.rotation = 0

-- 5. Scale and translation are parts of the transform; delay, curves, springs.
card:animate({scale = 2, translation = {10, -10}}, {duration = 0.5, delay = 0.5, curve = "easeIn"})
clock.advance(0.5)
print(at(), "scale " .. f(card.scale.x), "still waiting for its delay")
clock.advance(0.25)
print(at(), "scale " .. f(card.scale.x), "translation " .. point(card.translation))
clock.advance(0.25)
card:animate({center = {100, 100}}, {curve = "spring", damping = 0.5, response = 0.4,
  completion = function() print(at(), "spring settled at " .. point(card.center)) end})
clock.advance(0.2)
print(at(), "spring overshoots: center " .. point(card.center))
clock.advance(5)

-- 6. Repeats and autoreverse; cancelling jumps to the end state and reports false.
card:animate({alpha = 0.2}, {duration = 0.25, repeats = 2, autoreverse = true, curve = "linear",
  completion = function(_, finished) print(at(), "pulse finished", finished, "alpha " .. f(card.alpha)) end})
clock.advance(0.125)
print(at(), "pulse alpha " .. f(card.alpha))
clock.advance(2)
card:animate({alpha = 1}, {duration = 0.5, repeats = "forever", autoreverse = true,
  completion = function(_, finished) print(at(), "forever pulse ended", finished) end})
clock.advance(10)
print(at(), "animating", card.animating)
print("cancelled", card:cancel("alpha"), "alpha " .. f(card.alpha))
clock.advance(0)

-- 7. Setting a property sets the model at once, cancels its animations, and is an undo step.
card:animate({center = {0, 0}}, {duration = 1, completion = function(_, finished) print(at(), "move", finished) end})
clock.advance(0.5)
card.center = {50, 50}
clock.advance(0)
print(at(), "center " .. point(card.center), "undo step:", history.undoname())
history.undo()
print("after undo center " .. point(card.center))

-- 8. A sequence (0.75 s, 0.5 s, 0.25 s, no hand-summed delays) and a group.
local start = clock.now()
local function since() return string.format("+%.3f", clock.now() - start) end
local chain = Animation.sequence{
  {card, {scale = 1.5}, {duration = 0.75, completion = function() print(since(), "grown") end}},
  {card, {center = {300, 300}}, {duration = 0.5, completion = function() print(since(), "moved") end}},
  {card, {alpha = 0}, {duration = 0.25, completion = function() print(since(), "faded") end}},
}
print(chain)
chain:start(function(finished) print(since(), "chain done", finished) end)
clock.advance(2)
local other = View.new{alpha = 0}
start = clock.now()
Animation.group{
  {card, {alpha = 1, scale = 1}, {duration = 0.5}},
  {other, {alpha = 1}, {duration = 1}},
}:start(function(finished) print(since(), "group done", finished, "alphas", card.alpha, other.alpha) end)
clock.advance(2)

-- 9. Transitions between two faces.
for _, kind in ipairs(Animation.transitions()) do
  local ended = false
  card:transition(kind, {duration = 1, curve = "linear", completion = function(_, finished) ended = finished end})
  clock.advance(0.25)
  local fr = card:transitionframe()
  print(string.format("%-14s %s->%s shows %-5s xscale %s yscale %s rotation %s curl %s opacities %s/%s",
    kind, fr.from, fr.to, fr.face, f(fr.xscale), f(fr.yscale), f(fr.rotation), f(fr.curl),
    f(fr.outgoingopacity), f(fr.incomingopacity)))
  clock.advance(1)
  assert(ended)
end
print("face", card.face, card:transitionframe().transitioning)

-- 10. The seeds' effects: wobble until stopped, vanish.
card:wobble{completion = function(_, finished) print(at(), "wobble stopped", finished) end}
local low, high = 0, 0
for _ = 1, 20 do
  clock.advance(0.01)
  low, high = math.min(low, card.rotation), math.max(high, card.rotation)
end
print("wobble range " .. f(math.deg(low)) .. "° to " .. f(math.deg(high)) .. "°")
card:stopwobble()
clock.advance(0)
print("rotation after wobble " .. f(card.rotation))
card:vanish{completion = function(view, finished)
  print(at(), "vanished", finished, "hidden", view.hidden, "rotation " .. f(view.rotation), "scale " .. f(view.scale.x))
end}
clock.advance(0.375)
print(at(), "vanishing: rotation " .. f(math.deg(card.rotation)) .. "° scale " .. f(card.scale.x))
clock.advance(1)
print(history.undoname())
history.undo()
print("after undo hidden", card.hidden)

-- 11. Bad input is refused with a clear message.
for _, bad in ipairs{
  function() card:animate({alpha = 0}, {curve = "bouncy"}) end,
  function() card:animate({alpha = 0}, {duration = -1}) end,
  function() card:animate({opacity = 0}) end,
  function() card:animate({alpha = math.huge}) end,
  function() card:transition("flip") end,
  function() card.center = "middle" end,
} do
  print(select(2, pcall(bad)))
end
