local t = require "testing"

-- Defaults and construction.
local v = View.new()
t.equal(getmetatable(v), "View")
t.equal(tostring(v), "View: center (0.0, 0.0), size 100.0x100.0, alpha 1.0, face front")
t.equal(v.alpha, 1.0)
t.equal(v.hex, "#ffffff")
t.equal(v.face, "front")
t.equal(v.hidden, false)
t.equal(v.animating, false)
local w = View.new{center = {x = 10, y = 20}, size = {width = 30, height = 40}, alpha = 0.5, rotation = 1,
  scale = {2, 3}, translation = {4, 5}, color = {h = 0.5, s = 1, b = 1}, face = "back", hidden = true}
t.equal(w.center.x, 10.0); t.equal(w.center.y, 20.0)
t.equal(w.size.width, 30.0); t.equal(w.size.height, 40.0)
t.equal(w.alpha, 0.5); t.equal(w.rotation, 1.0)
t.equal(w.scale.x, 2.0); t.equal(w.scale.y, 3.0)
t.equal(w.translation.x, 4.0); t.equal(w.translation.y, 5.0)
t.equal(w.hex, "#00ffff"); t.equal(w.face, "back"); t.equal(w.hidden, true)

-- Animate: the model value changes at once, the presented value follows; completion at the end.
local calls = {}
local id = v:animate({alpha = 0, center = {100, 50}}, {duration = 1, curve = "linear",
  completion = function(view, finished) calls[#calls + 1] = {view, finished, clock.now()} end})
t.equal(id, 1)
t.equal(v:model("alpha"), 0.0)
t.equal(v.alpha, 1.0)
t.equal(v.animating, true)
t.equal(v:isanimating("alpha"), true)
t.equal(v:isanimating("color"), false)
local t0 = clock.now()
clock.advance(0.5)
t.near(v.alpha, 0.5); t.near(v.center.x, 50); t.near(v.center.y, 25)
clock.advance(0.5)
t.equal(#calls, 1)
t.equal(calls[1][1], v); t.equal(calls[1][2], true); t.near(calls[1][3] - t0, 1)
t.equal(v.alpha, 0.0)
t.equal(history.undoname(), "Animate View")
history.undo()
t.equal(v.alpha, 1.0)
t.equal(v.center.x, 0.0)
history.redo()
t.equal(v.alpha, 0.0)
t.equal(v.center.x, 100.0)

-- Interrupting: the new animation starts from the presented value; the old reports false.
v.alpha = 1
local first, second
v:animate({alpha = 0}, {duration = 1, curve = "linear", completion = function(_, f) first = f end})
clock.advance(0.25)
v:animate({alpha = 1}, {duration = 1, curve = "linear", completion = function(_, f) second = f end})
t.near(v.alpha, 0.75)
clock.advance(0)
t.equal(first, false)
clock.advance(0.5)
t.near(v.alpha, 0.875)
clock.advance(0.5)
t.equal(second, true)

-- Setting a property cancels its animations (completion told false) and is an undo step.
local moved
v:animate({center = {0, 0}}, {duration = 1, completion = function(_, f) moved = f end})
v.center = {7, 8}
t.equal(v.center.x, 7.0)
clock.advance(0)
t.equal(moved, false)
t.equal(history.undoname(), "Move View")
history.undo()
t.equal(v.center.x, 0.0, "undo sets the previous model value")

-- Cancel jumps to the end state.
v:animate({size = {10, 10}}, {duration = 1})
clock.advance(0.1)
t.equal(v:cancel("size"), 1)
t.equal(v.size.width, 10.0)
t.equal(v:cancel(), 0)

-- Colours interpolate in HSB the short way round: red to blue passes magenta.
v.color = "#ff0000"
v:animate({color = "#0000ff"}, {duration = 1, curve = "linear"})
clock.advance(0.5)
t.equal(v.hex, "#ff00ff")
t.near(v.color.h, 5 / 6)
clock.advance(0.5)
t.equal(v.hex, "#0000ff")

-- Rotation is unbounded: 3π/2 goes the long way.
v:animate({rotation = 3 * math.pi / 2}, {duration = 1, curve = "linear"})
clock.advance(2 / 3)
t.near(v.rotation, math.pi)
clock.advance(1)
t.near(v.rotation, 3 * math.pi / 2)
v.rotation = 0

-- Delay, scale and translation.
v:animate({scale = 2, translation = {10, 20}}, {duration = 1, delay = 1, curve = "linear"})
clock.advance(1)
t.equal(v.scale.x, 1.0)
clock.advance(0.5)
t.near(v.scale.x, 1.5); t.near(v.scale.y, 1.5); t.near(v.translation.y, 10)
clock.advance(0.5)

-- Springs: the duration defaults to the spring's settling time; it overshoots.
v.center = {0, 0}
local settled
v:animate({center = {100, 0}}, {curve = "spring", damping = 0.3, response = 0.5, completion = function(_, f) settled = f end})
local peak = 0
for _ = 1, 40 do clock.advance(0.02); peak = math.max(peak, v.center.x) end
t.equal(peak > 100, true, "a spring overshoots")
clock.advance(10)
t.equal(settled, true)
t.equal(v.center.x, 100.0)

-- Repeats and autoreverse.
v.alpha = 1
local pulsed
v:animate({alpha = 0}, {duration = 0.5, repeats = 2, autoreverse = true, curve = "linear", completion = function(_, f) pulsed = clock.now() end})
local start = clock.now()
clock.advance(0.75)
t.near(v.alpha, 0.5)
clock.advance(2)
t.near(pulsed - start, 2)
t.equal(v.alpha, 0.0)
for _, forever in ipairs{"forever", math.huge} do
  local ended
  v:animate({alpha = 1}, {duration = 0.5, repeats = forever, completion = function(_, f) ended = f end})
  clock.advance(100)
  t.equal(v:isanimating("alpha"), true)
  v:cancel()
  t.equal(v.alpha, 1.0)
  clock.advance(0)
  t.equal(ended, false)
end

-- Sequences run one after another, groups together.
local log = {}
local a, b = View.new{alpha = 0}, View.new{alpha = 0}
local s0 = clock.now()
local plan = Animation.sequence{
  {a, {alpha = 1}, {duration = 0.75, curve = "linear", completion = function() log[#log + 1] = clock.now() - s0 end}},
  {a, {alpha = 0.5}, {duration = 0.5, curve = "linear", completion = function() log[#log + 1] = clock.now() - s0 end}},
  0.25,
  Animation.group{
    {a, {alpha = 0}, {duration = 0.25}},
    {b, "flipFromTop", {duration = 1, to = "back"}},
  },
}
t.equal(plan.duration, 2.5)
t.equal(plan.steps, 4)
local planDone
plan:start(function(f) planDone = {f, clock.now() - s0} end)
t.equal(a:model("alpha"), 0.0)
t.equal(b:model("face"), "back")
clock.advance(1)
t.near(a.alpha, 0.75, 1e-9, "second step started from where the first ended")
clock.advance(2)
t.near(log[1], 0.75); t.near(log[2], 1.25)
t.equal(planDone[1], true); t.near(planDone[2], 2.5)
t.equal(history.undoname(), "Animate Sequence")
history.undo()
t.equal(b.face, "front")

-- Transitions.
local c = View.new()
local flipped
c:transition("flipFromLeft", {duration = 1, curve = "linear", completion = function(view, f) flipped = {f, view.face} end})
clock.advance(0.25)
local frame = c:transitionframe()
t.equal(frame.face, "front"); t.equal(frame.to, "back"); t.equal(frame.side, "outgoing")
t.equal(frame.kind, "flipFromLeft"); t.equal(frame.transitioning, true)
t.near(frame.xscale, math.sqrt(0.5)); t.equal(frame.yscale, 1.0); t.near(frame.rotation, math.pi / 4)
clock.advance(0.5)
t.equal(c.face, "back")
clock.advance(0.5)
t.equal(flipped[1], true); t.equal(flipped[2], "back")
t.equal(c:transitionframe().transitioning, false)
t.equal(history.undoname(), "Transition View")
c:transition("curlUp", {duration = 1, curve = "linear"})
clock.advance(0.25)
t.near(c:transitionframe().curl, 0.25)
t.equal(c:transitionframe().curling, "outgoing")
c:transition("crossDissolve", {to = "middle", duration = 1, curve = "linear"})
clock.advance(0.5)
t.near(c:transitionframe().incomingopacity, 0.5)
t.equal(c:transitionframe().from, "front", "the interrupted curl jumped to its face")
clock.advance(1)
t.equal(c.face, "middle")

-- Wobble and vanish.
local d = View.new()
local wobbled
d:wobble{completion = function(_, f) wobbled = f end}
local low, high = 0, 0
for _ = 1, 30 do clock.advance(0.01); low = math.min(low, d.rotation); high = math.max(high, d.rotation) end
t.near(high, math.rad(2.5), 1e-6); t.near(low, -math.rad(2.5), 1e-6)
t.equal(d:stopwobble(), true)
t.equal(d:stopwobble(), false)
t.equal(d.rotation, 0.0)
clock.advance(0)
t.equal(wobbled, false)
local vanished
d:vanish{completion = function(view, f) vanished = {f, view.hidden} end}
t.equal(d.hidden, false)
clock.advance(0.375)
t.near(d.rotation, math.pi / 2); t.near(d.scale.x, 0.55)
clock.advance(0.375)
t.equal(d.hidden, true); t.equal(d.rotation, 0.0); t.equal(d.scale.x, 1.0)
t.equal(vanished[1], true); t.equal(vanished[2], true)
history.undo()
t.equal(d.hidden, false)
d:vanish(0.5)
d:cancel()
t.equal(d.hidden, true, "cancelling jumps to the end state")

-- Errors, each leaving the view unchanged.
local e = View.new{alpha = 0.5}
local before = tostring(e)
local count = history.count()
t.fails(function() e:animate({alpha = 0}, {curve = "bouncy"}) end, "bad field 'curve' in argument #2 to 'animate' (unknown timing curve \"bouncy\"; valid names are linear, easeIn, easeOut, easeInEaseOut, easeInOut, default, ease, spring, or cubic-bezier(…), steps(…), linear(…), spring(…))")
t.fails(function() e:animate({alpha = 0}, {duration = -1}) end, "bad argument #2 to 'animate' (duration must be a finite number of seconds ≥ 0, not -1)")
t.fails(function() e:animate({alpha = 0}, {delay = -0.5}) end, "bad argument #2 to 'animate' (delay must be a finite number of seconds ≥ 0, not -0.5)")
t.fails(function() e:animate({opacity = 0}) end, "bad argument #1 to 'animate' (unknown field 'opacity' (expected alpha, center, color, rotation, scale, size, transform, translation))")
t.fails(function() e:animate({alpha = math.huge}) end, "bad field 'alpha' in argument #1 to 'animate' (finite number expected, got inf)")
t.fails(function() e:animate({alpha = 2}) end, "bad field 'alpha' in argument #1 to 'animate' (alpha must be in [0, 1], not 2)")
t.fails(function() e:animate({alpha = "x"}) end, "bad field 'alpha' in argument #1 to 'animate' (number expected, got string)")
t.fails(function() e:animate({}) end, "bad argument #1 to 'animate' (no property to animate (expected alpha, center, color, rotation, scale, size, transform, translation))")
t.fails(function() e:animate() end, "bad argument #1 to 'animate' (table expected, got no value)")
t.fails(function() e:animate({center = {1}}) end, "bad field 'center' in argument #1 to 'animate' (y must be a number, got nil)")
t.fails(function() e:animate({size = {-1, 2}}) end, "bad field 'size' in argument #1 to 'animate' (a size cannot be negative (-1.0 x 2.0))")
t.fails(function() e:animate({color = "red"}) end, "bad field 'color' in argument #1 to 'animate' (a colour is \"#rrggbb\", \"#rrggbbaa\" or {h = hue, s = saturation, b = brightness, a = alpha}, not \"red\")")
t.fails(function() e:animate({alpha = 0}, {repeats = 0}) end, "bad field 'repeats' in argument #2 to 'animate' (repeat count must be greater than 0 (1 plays once, 2.5 plays two and a half times, forever or infinity repeats until cancelled), not 0)")
t.fails(function() e:animate({alpha = 0}, {repeats = "often"}) end, "bad field 'repeats' in argument #2 to 'animate' (repeats is a count > 0 or \"forever\", not \"often\")")
t.fails(function() e:animate({alpha = 0}, {damping = 1}) end, "bad argument #2 to 'animate' (damping and response apply only to curve = \"spring\")")
t.fails(function() e:animate({alpha = 0}, {curve = "spring", response = 0}) end, "bad argument #2 to 'animate' (spring response must be a finite number > 0, not 0)")
t.fails(function() e:animate({alpha = 0}, {autoreverse = 1}) end, "bad field 'autoreverse' in argument #2 to 'animate' (boolean expected, got number)")
t.fails(function() e:animate({alpha = 0}, {completion = true}) end, "bad field 'completion' in argument #2 to 'animate' (function expected, got boolean)")
t.fails(function() e:animate({alpha = 0}, {to = "back"}) end, "bad argument #2 to 'animate' (unknown field 'to' (expected autoreverse, completion, curve, damping, delay, duration, repeats, response))")
t.fails(function() e:transition("flip") end, "bad argument #1 to 'transition' (unknown transition \"flip\"; valid names are flipFromLeft, flipFromRight, flipFromTop, flipFromBottom, curlUp, curlDown, crossDissolve)")
t.fails(function() e:transition(5) end, "bad argument #1 to 'transition' (string expected, got number)")
t.fails(function() e:transition("curlUp", {duration = -2}) end, "bad argument #2 to 'transition' (duration must be a finite number of seconds ≥ 0, not -2)")
t.fails(function() e:cancel("opacity") end, "bad argument #1 to 'cancel' (unknown property 'opacity' (expected alpha, center, color, face, rotation, scale, size, transform, translation))")
t.fails(function() e:wobble{amplitude = math.huge} end, "bad field 'amplitude' in argument #1 to 'wobble' (finite number expected, got inf)")
t.fails(function() e:vanish(-1) end, "bad argument #1 to 'vanish' (duration must be a finite number of seconds ≥ 0, not -1)")
t.fails(function() e.hex = "#000000" end, "View field 'hex' is read-only (set color; animating and transitioning follow the animations)")
t.fails(function() e.opacity = 1 end, "View has no member 'opacity'")
t.fails(function() return e.opacity end, "View has no member 'opacity'")
t.fails(function() e.alpha = "x" end, "bad value for 'alpha' (number expected, got string)")
t.fails(function() e.face = "" end, "bad value for 'face' (a face name cannot be empty)")
t.fails(function() e.animate(3, {alpha = 1}) end, "calling 'animate' on bad self (View expected, got number)")
t.fails(function() View.new{colour = "#fff"} end, "bad argument #1 to 'new' (unknown field 'colour' (expected alpha, center, color, face, hidden, rotation, scale, size, translation))")
t.fails(function() Animation.sequence{{e, {alpah = 1}}} end, "bad argument #1 to 'sequence' (item 1: unknown field 'alpah' (expected alpha, center, color, rotation, scale, size, transform, translation))")
t.fails(function() Animation.sequence{{e, {alpha = 1}, {duration = "x"}}} end, "bad argument #1 to 'sequence' (item 1: field 'duration': number expected, got string)")
t.fails(function() Animation.sequence{{e, {alpha = 1}, {repeats = "forever"}}, {e, {alpha = 0}}} end, "bad argument #1 to 'sequence' (step 1 of the sequence repeats forever, so the steps after it would never start; only the last step may repeat forever)")
t.fails(function() Animation.group{"x"} end, "bad argument #1 to 'group' (item 1: a step is {view, properties, options}, a plan or a pause in seconds, not string)")
t.fails(function() Animation.group{} end, "bad argument #1 to 'group' (an empty group)")
local ok, nan = pcall(function() e:animate({alpha = 0}, {duration = 0 / 0}) end)
t.equal(ok, false)
t.equal(nan:find("duration must be a finite number of seconds ≥ 0, not %-?nan") ~= nil, true, nan)
t.equal(tostring(e), before)
t.equal(e.animating, false)
t.equal(history.count(), count)

-- Keyframes: values reached at their key times, one undo step, errors that name the argument.
local k = View.new{alpha = 1}
local done
k:keyframes("alpha", {1, 0, 0.5}, {duration = 1, keytimes = {0, 0.25, 1}, completion = function(_, f) done = f end})
clock.advance(0.125)
t.equal(k.alpha, 0.5)
clock.advance(0.125)
t.equal(k.alpha, 0.0)
clock.advance(0.75)
t.equal(k.alpha, 0.5)
t.equal(done, true)
t.equal(history.undoname(), "Animate Keyframes")
local spun = View.new{}
spun:keyframes("transform", {Transform.identity(), Transform.translation(10, 0)}, {duration = 1})
clock.advance(0.5)
t.equal(spun.translation.x, 5.0)
t.fails(function() k:keyframes("alpha", {}) end, "bad argument #2 to 'keyframes' (a keyframe animation needs at least 2 values, not 0)")
t.fails(function() k:keyframes("alpha", {1, 0}, {keytimes = {0, 2}}) end,
  "bad argument #3 to 'keyframes' (key times run from 0 to 1, not from 0.0 to 2.0)")
t.fails(function() k:keyframes("alpha", {1, "x"}) end, "bad argument #2 to 'keyframes' (value 2: number expected, got string)")
t.fails(function() k:keyframes("face", {"a", "b"}) end,
  "bad argument #1 to 'keyframes' (unknown property 'face' (expected alpha, center, color, rotation, scale, size, transform, translation))")

-- Pause, scrub, resume and reverse (UIViewPropertyAnimator): by number or the whole view.
local p = View.new{alpha = 1, center = {0, 0}}
local calls = {}
local fade = p:animate({alpha = 0}, {duration = 2, curve = "linear", completion = function(_, f) calls[#calls + 1] = "fade " .. tostring(f) end})
local slide = p:animate({center = {100, 0}}, {duration = 1, curve = "linear", completion = function(_, f) calls[#calls + 1] = "slide " .. tostring(f) end})
clock.advance(0.5)
t.equal(p:pause(fade), 1, "one property animation paused")
t.equal(p:ispaused(fade), true)
t.equal(p:ispaused(slide), false)
t.equal(p:fraction(fade), 0.25)
t.equal(p:fraction(), 0.5, "without a number: the latest running animation")
clock.advance(1)
t.equal(p.alpha, 0.75, "a paused fade holds")
t.equal(p.center.x, 100.0, "the slide went on and ended")
t.equal(table.concat(calls, ","), "slide true")
t.equal(p:fraction(slide), nil, "an ended animation has no fraction")
t.equal(p:pause(slide), 0, "nothing of an ended animation to pause")
t.equal(p:scrub(0.5), 1)
t.equal(p.alpha, 0.5)
t.equal(p:resume(), 1)
t.equal(p:resume(), 0, "already running")
clock.advance(0.5)
t.equal(p.alpha, 0.25)
local undoSteps = history.count()
t.equal(p:reverse(fade), 1)
t.equal(p:model("alpha"), 1.0, "reversed, it settles at its start")
t.equal(history.undoname(), "Reverse Animation")
t.equal(history.count(), undoSteps + 1)
clock.advance(0.5)
t.equal(p.alpha, 0.5)
clock.advance(1)
t.equal(p.alpha, 1.0)
t.equal(table.concat(calls, ","), "slide true,fade true", "the completion runs once, when it gets back")
t.equal(p.animating, false)

-- A paused animation does not keep a view animating, and cancel still ends it.
local q = View.new{}
local spin = q:animate({rotation = 1}, {duration = 1, completion = function(_, f) calls[#calls + 1] = "spin " .. tostring(f) end})
clock.advance(0.25)
q:pause()
t.equal(q.animating, false)
t.equal(q:isanimating("rotation"), false)
t.equal(q:cancel(), 1)
clock.advance(0)
t.equal(calls[#calls], "spin false")
t.equal(q:fraction(spin), nil)

-- Errors.
t.fails(function() q:pause(3) end, "bad argument #1 to 'pause' (this view has no animation 3 (its animations are numbered 1 to 1))")
t.fails(function() q:pause("x") end, "bad argument #1 to 'pause' (integer expected, got string)")
t.fails(function() q:scrub(1.5) end, "bad argument #1 to 'scrub' (fraction must be a number from 0 (the start) to 1 (the end), not 1.5)")
t.fails(function() q:scrub() end, "bad argument #1 to 'scrub' (number expected, got no value)")
q:wobble()
t.fails(function() q:scrub(0.5) end, "the animation repeats forever, so it has no fraction to scrub to (pause it instead)")
t.equal(q:pause(), 1)
t.equal(q:fraction(), nil, "an endless animation has no fraction")
