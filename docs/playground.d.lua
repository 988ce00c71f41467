---@meta
-- LuaCATS annotations of what `playground run` gives a script, for lua-language-server:
-- the globals `clock`, `history` and `Odometer`, and the Countdown class of
-- Scripts/lib/countdown.lua. docs/lua-api.md documents the same API with examples.
--
-- This file is never run. To use it, point the language server at it, e.g. in .luarc.json:
--
--   {
--     "runtime.version": "Lua 5.4",
--     "runtime.path": ["?.lua", "?/init.lua"],
--     "runtime.builtin": {"io": "disable"},
--     "workspace.library": ["docs/playground.d.lua"]
--   }
--
-- The sandbox also removes dofile, loadfile, most of os (all but time, date, clock, difftime)
-- and all of debug but traceback; `--allow-io` gives them back. `setmetatable` replaces a Lua
-- function it finds as `__gc` by a C function that runs it in a coroutine of its own, so that
-- --instructions reaches a finalizer that loops (`getmetatable(t).__gc` is then that wrapper).

---The names `Odometer.new{curve = ...}` and `counter.curve` accept (case-sensitive).
---`"easeInOut"` is another name for `"easeInEaseOut"`, `"ease"` for `"default"`.
---@alias TimingCurveName
---| "linear"         # constant speed
---| "easeIn"         # cubic Bézier (0.42, 0), (1, 1)
---| "easeOut"        # cubic Bézier (0, 0), (0.58, 1)
---| "easeInEaseOut"  # cubic Bézier (0.42, 0), (0.58, 1); the default
---| "easeInOut"      # same as "easeInEaseOut"
---| "default"        # cubic Bézier (0.25, 0.1), (0.25, 1), Core Animation's default
---| "ease"           # same as "default"

---A timer's id, as `clock.every`, `clock.after` and `clock.at` return it.
---@alias TimerID integer

---A timer handler: receives the virtual time it was due (seconds since the start of the run).
---@alias TimerHandler fun(t: number)

-- ---------------------------------------------------------------------------------------------
-- clock
-- ---------------------------------------------------------------------------------------------

---The virtual clock and its timers. Virtual time starts at 0.0 and moves only when the clock
---runs timers (after the main chunk, or in `clock.advance`). Timers due at the same instant
---run in the order they were created. `clock.cancel` and `clock.pending` see only the script's
---own timers, not the odometers' roll-end timers (which take ids from the same sequence).
---@class clocklib
clock = {}

---The virtual time since the run started, in seconds.
---@return number seconds
function clock.now() end

---The virtual wall-clock time: seconds since 1970, the start date-time (`--now`) plus
---`clock.now()`.
---@return number seconds
function clock.time() end

---Calls `handler(t)` every `interval` seconds, first at `clock.now() + interval`; the k-th
---call is due at first + k × interval (no drift).
---@param interval number seconds, positive and finite
---@param handler TimerHandler
---@return TimerID id
function clock.every(interval, handler) end

---Calls `handler(t)` once, `delay` seconds from now (0: at the current time, once the calling
---code has returned).
---@param delay number seconds, finite and ≥ 0
---@param handler TimerHandler
---@return TimerID id
function clock.after(delay, handler) end

---Calls `handler(t)` once at `time`: a number is a virtual time (as `clock.now()`), a string an
---ISO 8601 date-time with a time zone (as `clock.time()`). A past time runs at the current time.
---@param time number|string
---@param handler TimerHandler
---@return TimerID id
function clock.at(time, handler) end

---Cancels one of the script's timers.
---@param id TimerID
---@return boolean cancelled `true` if it was still scheduled; `false` if it already ran, was
---cancelled, never existed, or is not the script's (an odometer's roll end)
function clock.cancel(id) end

---The number of the script's timers still scheduled (odometers' roll-end timers not counted).
---@return integer count
function clock.pending() end

---Ends the run once the current handler (or the main chunk) returns: no other timer runs, the
---clock does not move on to `--duration`, and later `clock.advance` calls do nothing.
function clock.stop() end

---Runs the timers due in the next `seconds`, in order, then sets the clock to
---`clock.now() + seconds`. A handler's error stops the advance at that handler's time and is
---raised from here unchanged. The handlers (and `onroll`) run on the calling coroutine, and
---cannot yield. After `clock.stop()` it does nothing and returns `clock.now()`.
---@param seconds number finite and ≥ 0
---@return number now the new `clock.now()`
function clock.advance(seconds) end

---Seconds since 1970 of an ISO 8601 date-time with a date, a time and a time zone
---(`"2026-12-24T18:00:00Z"`, `"2026-12-24T19:00:00+01:00"`, fractional seconds allowed, kept
---to the millisecond). Other text is an error: `invalid ISO 8601 date-time '...'`, with text
---longer than 60 characters cut.
---@param text string
---@return number seconds
function clock.parse(text) end

---Formats seconds since 1970 (default `clock.time()`) as ISO 8601 in UTC, whole seconds rounded
---down: `"2026-12-24T18:00:00Z"`.
---@param seconds? number
---@return string
function clock.iso(seconds) end

-- ---------------------------------------------------------------------------------------------
-- history
-- ---------------------------------------------------------------------------------------------

---The run's undo history. Every change to a control's value is a step: "Set Odometer",
---"Increment Odometer", "Decrement Odometer". It keeps the last 10,000 steps.
---@class historylib
history = {}

---Reverts the last applied step. Inside a `history.group` body it is an error
---("cannot undo while the group 'G' is open; end it first").
---@return string|nil name the step's name, or nil when there is nothing to undo
function history.undo() end

---Re-applies the last undone step. Inside a `history.group` body it is an error
---("cannot redo while the group 'G' is open; end it first").
---@return string|nil name the step's name, or nil when there is nothing to redo
function history.redo() end

---Whether `history.undo()` would do something (false while a group is open).
---@return boolean
function history.canundo() end

---Whether `history.redo()` would do something (false while a group is open).
---@return boolean
function history.canredo() end

---The name of the step `undo` would revert, or "" when none (or a group is open).
---@return string
function history.undoname() end

---The name of the step `redo` would re-apply, or "" when none (or a group is open).
---@return string
function history.redoname() end

---The number of recorded steps, applied or undone.
---@return integer
function history.count() end

---The number of applied steps (0 when everything is undone).
---@return integer
function history.index() end

---Forgets every step; the controls keep their values. Inside a `history.group` body it is an
---error ("cannot clear the history while the group 'G' is open").
function history.clear() end

---Calls `body()` and records what it changed as one step named `name`. Nested groups fold into
---the outermost. If `body` raises, its changes are reverted, nothing is recorded, and the error
---is raised again unchanged. `body` runs on the calling coroutine and cannot yield; inside it,
---`history.undo`, `history.redo` and `history.clear` are errors.
---@param name string
---@param body fun()
function history.group(name, body) end

-- ---------------------------------------------------------------------------------------------
-- Odometer
-- ---------------------------------------------------------------------------------------------

---The table form of `Odometer.new`. Any other field is an error:
---"unknown field 'valu' (expected curve, digits, duration, value)".
---@class OdometerOptions
---@field digits integer the number of wheels, 1 to 18 (required)
---@field value? integer 0 to 10^digits − 1 (default 0)
---@field duration? number seconds a roll takes, finite and ≥ 0 (default 0.5)
---@field curve? TimingCurveName the roll's timing curve (default "easeInEaseOut")

do
    ---An odometer-style counter (a userdata): `digits` wheels that roll to show `value`.
    ---`tostring` gives the value zero-padded to `digits`; `getmetatable` gives "Odometer".
    ---@class Odometer
    ---@field value integer the value shown once the wheels stop; assigning it is `set`
    ---@field digits integer read-only: the number of wheels
    ---@field maximum integer read-only: 10^digits − 1
    ---@field duration number seconds a roll takes; rolls under way keep theirs
    ---@field curve TimingCurveName the timing curve's name, as given; takes effect at once
    ---@field rolling boolean read-only: whether a wheel is turning now
    ---@field onroll? fun(odometer: Odometer) called when the last roll ends
    local Odometer = {}

    ---Shows `value`, rolling the changed wheels forward if it is larger, backward if smaller.
    ---Recorded as "Set Odometer" (nothing when the value is unchanged).
    ---@param value integer 0 to `maximum`
    function Odometer:set(value) end

    ---Adds one, rolling forward; the maximum rolls over to 0. Recorded as "Increment Odometer".
    function Odometer:increment() end

    ---Subtracts one, rolling backward; 0 rolls over to the maximum. Recorded as
    ---"Decrement Odometer".
    function Odometer:decrement() end

    ---Where wheel `digit` is now, in [0, 10): 3.0 shows a 3, 9.5 is halfway from 9 to 0.
    ---@param digit integer 1 (the most significant) to `digits`
    ---@return number position
    function Odometer:position(digit) end

    ---The positions of every wheel now, most significant first.
    ---@return number[] positions
    function Odometer:positions() end
end

---The `Odometer` library.
---@class odometerlib
Odometer = {}

---Creates an odometer with every wheel at rest: `Odometer.new(digits [, value])` or
---`Odometer.new{digits = …, value = …, duration = …, curve = …}`. A value out of range blames
---argument #2 in the first form, argument #1 (the table) in the second; so does an unknown field.
---@param digits integer 1 to 18
---@param value? integer 0 to 10^digits − 1 (default 0)
---@return Odometer
---@overload fun(options: OdometerOptions): Odometer
function Odometer.new(digits, value) end

-- ---------------------------------------------------------------------------------------------
-- Wheel
-- ---------------------------------------------------------------------------------------------

---Where the pointer sits: a name, or an angle in radians (screen coordinates, y down).
---@alias WheelZeroPosition "left"|"top"|"right"|"bottom"|number

---The options of `Wheel.new`; every field is optional. Any other field is an error.
---@class WheelOptions
---@field sectors? integer 1 to 64 (default 8)
---@field names? string[]|fun(index: integer): string one name per sector, or a function of the 1-based index
---@field zero? WheelZeroPosition where the pointer is (default "left", as in the seed)
---@field numbering? "clockwise"|"counterClockwise" (default "clockwise")
---@field deadzone? number touches closer to the centre are ignored (default 40)
---@field rim? number touches farther from the centre are ignored (default 100)
---@field snaps? boolean snap to a sector's middle after a drag (default true)
---@field snapduration? number seconds of the snap (default 0.2)
---@field deceleration? number a flick's velocity factor per millisecond (default 0.998)

---The options of `wheel:spin`.
---@class WheelSpinOptions
---@field turns? integer extra full turns, 0 to 1000 (default 0)
---@field direction? "clockwise"|"counterClockwise"|"shortest" (default "shortest")
---@field duration? number seconds (default 1)
---@field curve? TimingCurveName (default "easeInEaseOut")

---One sector's layout: its angles are directions at wheel angle 0, in radians.
---@class WheelSector
---@field index integer
---@field name string
---@field min number
---@field mid number
---@field max number

do
    ---The rotary wheel menu (a userdata). Sector indices are 1-based; points are relative to
    ---the centre in screen coordinates (y down). `getmetatable` gives "Wheel".
    ---@class Wheel
    ---@field value integer read-only: the selected sector (where the wheel is going)
    ---@field name string read-only: its name
    ---@field selected integer read-only: the sector under the pointer now
    ---@field angle number read-only: the angle now, in radians, unbounded (counts turns)
    ---@field normalized number read-only: the angle now in (−π, π]
    ---@field moving boolean read-only: whether the wheel turns now
    ---@field tracking boolean read-only: whether a finger holds it
    ---@field sectors integer read-only: the number of sectors
    ---@field onchange? fun(wheel: Wheel, index: integer, name: string) when the selection changes
    ---@field oncross? fun(wheel: Wheel, from: integer, to: integer) at every boundary crossed
    local Wheel = {}

    ---Starts tracking a finger at (x, y); false when the point is in the dead zone or beyond
    ---the rim (the touch is then ignored).
    ---@param x number
    ---@param y number
    ---@return boolean accepted
    function Wheel:touch(x, y) end

    ---Turns the wheel by the angle the finger turned round the centre; points in the dead
    ---zone are skipped without a jump.
    ---@param x number
    ---@param y number
    ---@return boolean moved
    function Wheel:move(x, y) end

    ---Ends the drag: a snap, or a flick that coasts and lands on a sector's middle. One undo
    ---step ("Turn Wheel").
    ---@param x? number
    ---@param y? number
    function Wheel:release(x, y) end

    ---Ends the drag without the flick.
    function Wheel:cancel() end

    ---Turns the wheel so that `sector` lands under the pointer. One undo step ("Spin Wheel").
    ---@param sector integer 1 to `sectors`
    ---@param options? WheelSpinOptions
    function Wheel:spin(sector, options) end

    ---1.0 for the sector under the pointer, 0.6 for the others (all 0.6 while touched).
    ---@param sector integer
    ---@return number
    function Wheel:alpha(sector) end

    ---@return number[] alphas every sector's alpha, in order
    function Wheel:alphas() end

    ---@param sector integer
    ---@return WheelSector
    function Wheel:sector(sector) end
end

---The `Wheel` library.
---@class wheellib
Wheel = {}

---Creates a wheel at rest with sector 1 under the pointer.
---@param options? WheelOptions
---@return Wheel
function Wheel.new(options) end

-- ---------------------------------------------------------------------------------------------
-- Countdown: the module Scripts/lib/countdown.lua, written in Lua. Type its require with
--
--   ---@type CountdownModule
--   local Countdown = require "lib.countdown"
-- ---------------------------------------------------------------------------------------------

---The options of `Countdown.new`.
---@class CountdownOptions
---@field target string|number an ISO 8601 date-time with a time zone, or seconds since 1970
---@field ontick? fun(countdown: Countdown) called on every tick
---@field onzero? fun(countdown: Countdown) called when the countdown reaches 0

do
    ---A countdown to a date, in whole seconds. Once started it ticks at every whole second of
    ---remaining time, so the tick at 0 falls exactly on the target.
    ---@class Countdown
    ---@field target number seconds since 1970; moved later by the time spent paused
    ---@field ontick? fun(countdown: Countdown) called on every tick, before the alarms
    ---@field onzero? fun(countdown: Countdown) called once the countdown reaches 0 (it is stopped)
    local Countdown = {}

    ---Seconds left, rounded up, never below 0 (frozen while paused).
    ---@return integer
    function Countdown:remaining() end

    ---Calls `handler(countdown)` on the tick at which `remaining()` equals `seconds` (alarms fire
    ---on ticks only: the value `remaining()` has at `start` never fires, unless it is 0).
    ---@param seconds integer
    ---@param handler fun(countdown: Countdown)
    ---@return Countdown self
    function Countdown:at(seconds, handler) end

    ---The remaining time as text: "seconds" (default) gives "90061", "dhms" gives "1:01:01:01".
    ---@param style? "seconds"|"dhms"
    ---@return string
    function Countdown:format(style) end

    ---Starts ticking: the first tick when `target - clock.time()` is next a whole number of
    ---seconds (one second later when it already is one), then every second; a countdown already at
    ---0 ticks at once (at the current time, once the caller has returned). Does nothing if already
    ---started.
    ---@return Countdown self
    function Countdown:start() end

    ---Stops ticking.
    ---@return Countdown self
    function Countdown:stop() end

    ---Freezes the remaining time and stops ticking.
    ---@return Countdown self
    function Countdown:pause() end

    ---Goes on from the frozen time: the target moves by the time spent paused, and ticking
    ---restarts as with `start` (one second later when the frozen time is whole). Also starts a
    ---countdown paused before it was started.
    ---@return Countdown self
    function Countdown:resume() end

    ---Whether the countdown is paused.
    ---@return boolean
    function Countdown:paused() end

    ---One tick: `ontick`, then the alarms for the seconds remaining, then, at 0, `stop` and
    ---`onzero`. Called by the countdown's timer.
    function Countdown:tick() end
end

---What `require "lib.countdown"` returns.
---@class CountdownModule
local CountdownModule = {}

---Creates a countdown to `options.target`, not yet started. Errors: a missing table
---("Countdown.new expects a table of options"), a target of another type, and a bad date
---("Countdown.new: bad 'target' (invalid ISO 8601 date-time '...' (...))"), reported at the
---caller's line (a missing table at the module's own line).
---@param options CountdownOptions
---@return Countdown
function CountdownModule.new(options) end
