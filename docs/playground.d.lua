---@meta
-- LuaCATS annotations of what `playground run` gives a script, for lua-language-server: the
-- globals `clock`, `history` and `scene`, and every control's class and library.
-- docs/lua-api.md documents the same API with examples.
--
-- Written by `playground docs --lua-cats` from the declarations the bindings are built from;
-- do not edit it, edit the declaration (a test fails when this file differs from them).
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
-- Scripts/lib/countdown.lua, written in Lua, carries its own annotations.
--
-- The sandbox also removes dofile, loadfile, most of os (all but time, date, clock, difftime)
-- and all of debug but traceback; `--allow-io` gives them back. `setmetatable` replaces a Lua
-- function it finds as `__gc` by a C function that runs it in a coroutine of its own, so that
-- --instructions reaches a finalizer that loops (`getmetatable(t).__gc` is then that wrapper).
--
-- Every `string` below is a Lua string of bytes: names, faces and group names may hold NUL bytes
-- and bytes that are not UTF-8, and come back exactly; a frame or image name is the file of those
-- bytes (docs/lua-api.md, "Strings are bytes").
-- `--memory` counts Lua's heap and what the controls and the history hold for the script.

---A timing curve's name (case-sensitive). `"easeInOut"` and `"ease-in-out"` are other names for
---`"easeInEaseOut"`, `"ease"` for `"default"`; CSS's `"ease-in"`, `"ease-out"`, `"step-start"`
---and `"step-end"` are accepted too.
---@alias TimingCurveName
---| "linear"         # constant speed
---| "easeIn"         # cubic Bézier (0.42, 0), (1, 1)
---| "easeOut"        # cubic Bézier (0, 0), (0.58, 1)
---| "easeInEaseOut"  # cubic Bézier (0.42, 0), (0.58, 1); the default
---| "easeInOut"      # same as "easeInEaseOut"
---| "default"        # cubic Bézier (0.25, 0.1), (0.25, 1), Core Animation's default
---| "ease"           # same as "default"
---| "spring"         # SwiftUI's default spring: damping ratio 0.825, response 0.55 s

---A timing curve, as every control that animates takes one (docs/lua-api.md, "Curves"): a name;
---text `"cubic-bezier(x1, y1, x2, y2)"`, `"steps(n, jump-end)"` (jump-start, jump-none,
---jump-both), `"linear(0, 0.9 60%, 1)"` or `"spring(dampingRatio, response)"`; or a Bézier's
---control points `{x1, y1, x2, y2}`.
---@alias Curve TimingCurveName|string|{[1]: number, [2]: number, [3]: number, [4]: number}|{x1: number, y1: number, x2: number, y2: number}

---A timer's id, as `clock.every`, `clock.after` and `clock.at` return it.
---@alias TimerID integer

---A timer handler: receives the virtual time it was due (seconds since the start of the run).
---@alias TimerHandler fun(t: number)

---A class of control or value as its declaration binds it (`scene.classes()`).
---@class SceneClass
---@field name string the class's name, as `getmetatable` gives it (`Wheel`)
---@field library string the global holding its functions (`Animation` for `AnimationPlan`)
---@field new boolean whether `library.new` makes one
---@field options string[] the fields of `new`'s options table
---@field methods string[] its methods, `object:name(…)`
---@field properties string[] its fields, read and perhaps written, callbacks included
---@field functions string[] its library's functions beside `new`
---@field page ScenePageInput what a person can do to one on the live page
---@field help string what `help(Name)` prints for it in the REPL

---What the live page's bar, pointer and keys call on a control of the class.
---@class ScenePageInput
---@field buttons string[] methods shown as buttons in its bar, called without arguments
---@field tracking? {began: string, moved: string, ended: string, cancelled: string} the methods a finger it tracks calls, with the point in its coordinates
---@field pressitem? string the method a press on an item (a card, a cell) calls with its index
---@field arrowkeys? string the method the arrow keys call with `"left"`, `"right"`, `"up"` or `"down"`
---@field dates? {select: string, set: string} the methods its date fields call

-- ---------------------------------------------------------------------------------------------
-- clock
-- ---------------------------------------------------------------------------------------------

---The virtual clock and its timers. Virtual time starts at 0.0 and moves only when the clock
---runs timers (after the main chunk, or in `clock.advance`). Timers due at the same instant run
---in the order they were created. `clock.cancel` and `clock.pending` see only the script's own
---timers, not the odometers' roll-end timers (which take ids from the same sequence).
---@class clocklib
clock = {}

---The virtual time since the run started, in seconds.
---@return number seconds
function clock.now() end

---The virtual wall-clock time: seconds since 1970, the start date-time (`--now`) plus
---`clock.now()`.
---@return number seconds
function clock.time() end

---Calls `handler(t)` every `interval` seconds, first at `clock.now() + interval`; the k-th call
---is due at first + k × interval (no drift).
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
---ISO 8601 date-time with a time zone (as `clock.time()`). A past time runs at the current
---time.
---@param time number|string
---@param handler TimerHandler
---@return TimerID id
function clock.at(time, handler) end

---Cancels one of the script's timers.
---@param id TimerID
---@return boolean cancelled `true` if it was still scheduled; `false` if it already ran, was cancelled, never existed, or is not the script's (an odometer's roll end)
function clock.cancel(id) end

---The number of the script's timers still scheduled (odometers' roll-end timers not counted).
---@return integer count
function clock.pending() end

---Ends the run once the current handler (or the main chunk) returns: no other timer runs, the
---clock does not move on to `--duration`, and later `clock.advance` calls do nothing.
function clock.stop() end

---Runs the timers due in the next `seconds`, in order, then sets the clock to `clock.now() +
---seconds`. A handler's error stops the advance at that handler's time and is raised from here
---unchanged. The handlers (and `onroll`) run on the calling coroutine, and cannot yield. After
---`clock.stop()` it does nothing and returns `clock.now()`.
---@param seconds number finite and ≥ 0; the clock never passes 1e12 s from the start
---@return number now the new `clock.now()`
function clock.advance(seconds) end

---Runs the clock until every control has come to rest by itself (the timers due on the way run,
---and what they start is waited for too), at most `limit` seconds; returns the new
---`clock.now()`. A control moving without end is an error naming it: advance by a time instead.
---Timers repeating for ever are not waited for.
---@param limit? number the most seconds to wait, > 0 (default 60)
---@return number now the new `clock.now()`
function clock.settle(limit) end

---Seconds since 1970 of an ISO 8601 date-time with a date, a time and a time zone
---(`"2026-12-24T18:00:00Z"`, `"2026-12-24T19:00:00+01:00"`, any number of fractional digits,
---rounded to the nanosecond; RFC 3339, years 0000–9999). Other text is an error naming the
---field at fault: `invalid ISO 8601 date-time '...': day 30 is out of range ...`, with text
---longer than 60 bytes cut.
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

---Reverts the last applied step. Inside a `history.group` body it is an error ("cannot undo
---while the group 'G' is open; end it first").
---@return string|nil name the step's name, or nil when there is nothing to undo
function history.undo() end

---Re-applies the last undone step. Inside a `history.group` body it is an error ("cannot redo
---while the group 'G' is open; end it first").
---@return string|nil name the step's name, or nil when there is nothing to redo
function history.redo() end

---Undoes or redoes steps until `index` are applied (0 to `history.count()`).
---@param index integer
function history.setindex(index) end

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

---Whether the history is at the index `history.setclean()` marked (a new history is clean).
---@return boolean
function history.isclean() end

---The most steps the history keeps (10,000 unless set lower).
---@return integer
function history.limit() end

---Every step's name, oldest first; the first `history.index()` are applied.
---@return string[]
function history.list() end

---Forgets every step; the controls keep their values. Inside a `history.group` body it is an
---error ("cannot clear the history while the group 'G' is open").
function history.clear() end

---Marks the current index as clean (a document saved).
function history.setclean() end

---Keeps at most `limit` steps (1 to 10,000), dropping the oldest applied ones.
---@param limit integer
function history.setlimit(limit) end

---Records a script's own command as the step `name`: `redo()` runs now and on redo, `undo()` on
---undo; what they change on controls is part of the command. Inside another command's functions
---it is done and not recorded (it is part of that command). With `{merge = key}`, a command
---recorded right after one with the same key joins its step (QUndoStack's `mergeWith`): the
---step keeps the first one's name and `undo` and takes the last one's `redo`.
---@param name string
---@param redo fun()
---@param undo fun()
---@param options? {merge: string}
function history.record(name, redo, undo, options) end

---Calls `f(index, count, clean)` right after the chunk or handler that changed the history
---(once for the changes of that instant); nil stops the calls.
---@param f fun(index: integer, count: integer, clean: boolean)|nil
function history.onchange(f) end

---Calls `body()` and records what it changed as one step named `name`. Nested groups fold into
---the outermost. If `body` raises, its changes are reverted, nothing is recorded, and the error
---is raised again unchanged. `body` runs on the calling coroutine and cannot yield; inside it,
---`history.undo`, `history.redo` and `history.clear` are errors.
---@param name string
---@param body fun()
function history.group(name, body) end

-- ---------------------------------------------------------------------------------------------
-- scene
-- ---------------------------------------------------------------------------------------------

---Every live control, drawn as it is now on the virtual clock: what `--svg` writes and the live
---view of `--realtime` shows. Nothing changes when it is read.
---@class scenelib
scene = {}

---The text view: a header with the time, then a few lines per control, without escape codes;
---with a control, only its lines.
---@param control? userdata only this control, drawn as the scene draws it
---@return string
function scene.text(control) end

---The whole scene as a standalone SVG 1.1 document; with a control, only it.
---@param control? userdata only this control, drawn as the scene draws it
---@return string
function scene.svg(control) end

---The live control whose box is titled `title` ("Wheel #1"), or nil.
---@param title string
---@return userdata?
function scene.control(title) end

---Every class of control (and of value, such as `Transform`) this run declares, in the
---catalog's order: the names it binds and what the live page does with it.
---@return SceneClass[]
function scene.classes() end

-- ---------------------------------------------------------------------------------------------
-- Control
-- ---------------------------------------------------------------------------------------------

---What `Control.declare` makes a control of. `draw` is required.
---@class ControlSpec
---@field doc? string what the control is, for help and the editor
---@field fields? table<string, number|boolean|string|table> each field's name and default: a number, a boolean or a string, or a table naming a kind, {point = {x, y}}, {color = "#rrggbb"} or {transform = Transform.identity()}; numbers, points, colours and transforms animate
---@field size? number[] {width, height} in points, each > 0 and ≤ 4096 (default: measured from the control's first drawing)
---@field draw? fun(control: any, canvas: Canvas) draws the control at each frame: `draw(control, canvas)` (required)
---@field text? fun(control: any): string|string[] the control as text lines for the terminal: a string or a list of strings (default: its fields)
---@field init? fun(control: any) called with each new control once it is made (its fields set from the options): `init(control)`
---@field frame? fun(control: any, now: number) a hook called at every frame (1/60 s) with `(control, now)` while it changes the control: from when it is made, and again after any change from outside; what it changes is no undo step
---@field methods? table<string, function> the control's methods, each `function(control, …)`; a call is one undo step
---@field tracking? {began: string, moved: string, ended: string, cancelled: string} the methods a finger on the live page calls: {began =, moved =, ended =, cancelled =}, each a method's name; began and moved get (x, y) in the control's coordinates, began returns false to refuse the finger; a touch from began to ended is one undo step
---@field buttons? string[] methods shown as buttons on the live page, called without arguments
---@field keys? string the method the arrow keys call with "left", "right", "up" or "down"
---@field actions? string[] the actions the control sends with `control:send(action, …)`; each has a callback field `on<action>`

---Controls written in Lua: `Control.declare(name, spec)` makes a class of them, used as the
---built-in ones are (`Name.new{…}`).
---@class Controllib
Control = {}

---Declares the class of control `name` and returns its table (`Name.new{…}` makes one; also the
---global `Name`).
---@param name string the class's name: a letter, then letters, digits or _
---@param spec ControlSpec
---@return table class
function Control.declare(name, spec) end

-- ---------------------------------------------------------------------------------------------
-- Odometer
-- ---------------------------------------------------------------------------------------------

---The table form of `Odometer.new`. Any other field is an error: "unknown field 'valu'
---(expected curve, decimalpoint, decimals, digits, direction, duration, mode, separator,
---signed, value)".
---@class OdometerOptions
---@field digits integer the number of wheels, 1 to 18 (required)
---@field value? number 0 to 10^digits − 1 units; with decimals a number such as 12.34 (default 0)
---@field duration? number seconds a roll takes, finite and ≥ 0 (default 0.5)
---@field curve? Curve the roll's timing curve (default "easeInEaseOut")
---@field signed? boolean negative values too, with a sign wheel (default false)
---@field decimals? integer digits after the decimal point, 0 to digits − 1; with decimals at most 15 digits (default 0)
---@field separator? string between groups of three digits before the point (default: none)
---@field decimalpoint? string before the decimals (default ".")
---@field mode? "digits"|"count" each changed wheel on its own, or through every value (default "digits")
---@field direction? "automatic"|"up"|"down"|"shortest" which way wheels turn (default "automatic")

do
    ---An odometer-style counter (a userdata): `digits` wheels that roll to show `value`.
    ---`tostring` gives `text`; `getmetatable` gives "Odometer".
    ---@class Odometer
    ---@field value number the value shown once the wheels stop (an integer without decimals); assigning it is `set`
    ---@field digits integer read-only: the number of wheels
    ---@field maximum number read-only: 10^digits − 1 units
    ---@field minimum number read-only: 0, or −maximum when signed
    ---@field text string read-only: the value zero-padded, with sign, separators and decimal point
    ---@field signed boolean read-only
    ---@field decimals integer read-only
    ---@field mode "digits"|"count" read-only
    ---@field direction "automatic"|"up"|"down"|"shortest" read-only
    ---@field duration number seconds a roll takes; rolls under way keep theirs
    ---@field curve Curve the timing curve as given (a table as "cubic-bezier(…)"); rolls under way are re-planned along it, without a jump
    ---@field rolling boolean read-only: whether a wheel is turning now
    ---@field onroll? fun(odometer: Odometer) called when the last roll ends
    local Odometer = {}

    ---Shows `value`, rolling the changed wheels forward if it is larger in size, backward if
    ---smaller (or as `direction` says), from where each wheel is and how fast it turns.
    ---Recorded as "Set Odometer" (nothing when the value is unchanged).
    ---@param value number `minimum` to `maximum`; an integer without decimals
    function Odometer:set(value) end

    ---Adds one unit of the last digit, rolling forward; the maximum rolls over to the minimum.
    ---Recorded as "Increment Odometer".
    function Odometer:increment() end

    ---Subtracts one unit, rolling backward; the minimum rolls over to the maximum. Recorded as
    ---"Decrement Odometer".
    function Odometer:decrement() end

    ---Where wheel `digit` is now, in [0, 10): 3.0 shows a 3, 9.5 is halfway from 9 to 0.
    ---@param digit integer 1 (the most significant) to `digits`
    ---@return number position
    function Odometer:position(digit) end

    ---The positions of every wheel now, most significant first.
    ---@return number[] positions
    function Odometer:positions() end

    ---Where the sign wheel is now: 0 no sign, 1 "−", in between turning; nil when not signed.
    ---@return number|nil position
    function Odometer:sign() end
end

---The `Odometer` library.
---@class odometerlib
Odometer = {}

---Creates an odometer with every wheel at rest: `Odometer.new(digits [, value])` or
---`Odometer.new{digits = …, value = …, duration = …, curve = …}`. A value out of range blames
---argument #2 in the first form, argument #1 (the table) in the second; so does an unknown
---field.
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

---One sector: the wheel angles (radians, as `wheel.angle` reads) that select it, from `min`
---(included) to `max` (excluded) around `mid`, where a spin to it ends; and `direction`, where
---its middle points on screen at wheel angle 0 (0 right, π/2 down); `span`, the radians it
---covers.
---@class WheelSector
---@field index integer
---@field name string
---@field min number
---@field mid number
---@field max number
---@field direction number
---@field span number

---The options of `Wheel.new`; every field is optional. Any other field is an error.
---@class WheelOptions
---@field sectors? integer 1 to 64 (default 8)
---@field names? string[]|fun(index: integer): string one name per sector (without `sectors` or `weights`, their number is the count), or a function of the 1-based index
---@field weights? number[] one size per sector, > 0 (default: all equal); without `sectors`, their number is the count
---@field zero? WheelZeroPosition where the pointer is, as in the seed (default "left")
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
---@field curve? Curve (default "easeInEaseOut")

---The options of `wheel:land`.
---@class WheelLandOptions
---@field turns? integer extra full turns, 0 to 1000 (default 0)
---@field duration? number seconds > 0 (default 2)

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
    ---@field spinningfree boolean read-only: whether it turns freely (spinfree), not yet told where to land
    ---@field sectors integer read-only: the number of sectors
    ---@field weights number[] read-only: every sector's weight (all 1 when equal)
    ---@field onchange? fun(wheel: Wheel, index: integer, name: string) when the wheel comes to rest on another sector
    ---@field onrest? fun(wheel: Wheel, index: integer, name: string) whenever the wheel comes to rest by itself (the end of a snap, coast, spin or landing)
    ---@field oncross? fun(wheel: Wheel, from: integer, to: integer) at every boundary crossed
    local Wheel = {}

    ---Starts tracking a finger at (x, y); false when the point is in the dead zone or beyond
    ---the rim (the touch is then ignored).
    ---@param x number
    ---@param y number
    ---@return boolean accepted
    function Wheel:touch(x, y) end

    ---Turns the wheel by the angle the finger turned round the centre; points in the dead zone
    ---are skipped without a jump.
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

    ---Turns at a steady `speed` until told otherwise (land, a spin, a rotation, a touch); the
    ---value waits for the landing, and nothing is recorded until then. Never ends by itself.
    ---@param speed number turns a second, positive clockwise, not 0, at most 100 either way
    function Wheel:spinfree(speed) end

    ---Brings a freely spinning wheel to rest on `sector` the way it turns, never faster: full
    ---speed for `turns` whole turns and what it needs, then slowing evenly over `duration`
    ---(default 2 s). One undo step, "Spin Wheel", from where it rested before spinfree.
    ---@param sector integer 1 to `sectors`
    ---@param options? WheelLandOptions
    function Wheel:land(sector, options) end

    ---1.0 for the sector under the pointer, 0.6 for the others (all 0.6 while touched).
    ---@param sector integer
    ---@return number
    function Wheel:alpha(sector) end

    ---Every sector's alpha now, in order (see `alpha`).
    ---@return number[] alphas every sector's alpha, in order
    function Wheel:alphas() end

    ---One sector: its name, the angles that select it and where its middle points.
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
-- Memory
-- ---------------------------------------------------------------------------------------------

---@alias MemoryFlipOutcome "flipped"|"matched"|"mismatched"|"alreadyFaceUp"|"alreadySolved"|"busy"|"helpRunning"

---@alias MemoryHelpOutcome "started"|"nothingToReveal"|"alreadyRunning"|"busy"

---A card now.
---@class MemoryCard
---@field index integer
---@field face integer 1 to `pairs`
---@field faceup boolean
---@field solved boolean
---@field side "front"|"back" the side showing now
---@field visible boolean false once vanished
---@field transitioning boolean
---@field xscale number a flip's horizontal scale
---@field rotation number a vanish's rotation, radians
---@field scale number a vanish's scale

---@class MemoryScore
---@field points integer
---@field moves integer
---@field flips integer
---@field pairs integer
---@field seconds number

---The options of `Memory.new`; every field is optional. Any other field is an error.
---@class MemoryOptions
---@field pairs? integer 1 to 32 (default 8)
---@field seed? integer the deal's seed (default: drawn from --seed)
---@field flipduration? number seconds (default 0.75)
---@field mismatchdelay? number seconds before a mismatched pair turns back (default 1)
---@field vanishduration? number seconds (default 0.75)
---@field helpstep? number seconds of each help curl (default 0.25)
---@field curve? Curve of every flip, curl and vanish (default "easeInEaseOut")

do
    ---The memory game (a userdata). `getmetatable` gives "Memory".
    ---@class Memory
    ---@field pairs integer read-only
    ---@field cards integer read-only: 2 × pairs
    ---@field moves integer read-only: pairs of flips
    ---@field matches integer read-only
    ---@field flips integer read-only
    ---@field solved boolean read-only
    ---@field score? MemoryScore read-only: once the game is over
    ---@field busy? number read-only: clock time until which flips are refused
    ---@field onflip? fun(game: Memory, card: integer) a card turned face up
    ---@field onmatch? fun(game: Memory, a: integer, b: integer) two face-up cards match
    ---@field onmismatch? fun(game: Memory, a: integer, b: integer) two face-up cards differ
    ---@field onturnback? fun(game: Memory, a: integer, b: integer) a mismatched pair has turned back
    ---@field onvanish? fun(game: Memory, a: integer, b: integer) a matched pair has vanished
    ---@field ongameover? fun(game: Memory, score: MemoryScore) the last pair has vanished
    ---@field onhelp? fun(game: Memory) a help has shown every card and turned them back
    local Memory = {}

    ---Turns card `card` face up; one undo step ("Flip Card n") when accepted.
    ---@param card integer 1 to `cards`
    ---@return MemoryFlipOutcome
    function Memory:flip(card) end

    ---Deals a new game: the same number of pairs, every card face down, nothing counted; one
    ---undo step ("New Game").
    ---@param seed? integer default: drawn from --seed
    function Memory:newgame(seed) end

    ---Reveals the hidden cards one after another, then covers them again.
    ---@return MemoryHelpOutcome
    function Memory:help() end

    ---One card as it stands now: its face, side and the state of its flip or vanish.
    ---@param card integer
    ---@return MemoryCard
    function Memory:card(card) end

    ---The side every card shows now, in order.
    ---@return ("front"|"back")[] sides the side each card shows now
    function Memory:sides() end
end

---The `Memory` library.
---@class memorylib
Memory = {}

---Deals a new game.
---@param options? MemoryOptions
---@return Memory
function Memory.new(options) end


-- ---------------------------------------------------------------------------------------------
-- Timer
-- ---------------------------------------------------------------------------------------------

---One of the two effect circles at one instant.
---@class TimerCircle
---@field rotation number degrees turned from 12 o'clock, clockwise on screen, 0 to 360
---@field x number the centre relative to the ring's centre, in points
---@field y number the same, y down: 12 o'clock is (0, −0.38 × screen)
---@field diameter number 20 points
---@field hue number 0 ≤ hue < 1 (full saturation and brightness)
---@field opacity number 0.5

---The effect animation at one instant: `[1]` and `[2]` are the circles.
---@class TimerCircles
---@field [1] TimerCircle the circle that turns 0° → 360° in each turn (hue from 0.5)
---@field [2] TimerCircle the circle that turns 360° → 0° in each turn (hue from 0.3)
---@field cycles integer the whole 5-second turns completed since the run started

---@alias TimerStatus "stopped"|"running"|"paused"

---The options of `Timer.new`. Any other field is an error: "unknown field 'progress' (expected
---alarm, cycle, duration, effect, progressbar, screen)".
---@class TimerOptions
---@field duration number seconds, finite and > 0 (required)
---@field progressbar? boolean whether the progress ring is shown (default true)
---@field effect? boolean whether the effect animation is shown (default true)
---@field alarm? boolean whether the alarm sounds at zero (default true)
---@field screen? number the screen width in points the effect is laid out for, finite and > 0 (default 375)
---@field cycle? "restart"|"alternate" what the circles do every 5 s (default "restart")

do
    ---The seed's countdown timer (a userdata). Everything it reports is computed from the clock
    ---when asked. `tostring` gives "Timer: running, 45.0 of 60.0 s left"; `getmetatable` gives
    ---"Timer".
    ---@class Timer
    ---@field duration number the seconds a run starts from; assigning it is an undo step ("Set Timer Duration"); a run under way keeps its own
    ---@field total number read-only: the duration of the current or last run
    ---@field status TimerStatus read-only
    ---@field remaining number read-only: the seconds left now, `total` down to 0
    ---@field elapsed number read-only: the seconds counted in the current or last run
    ---@field progress number read-only: 0 (full time left) to 1 (zero reached)
    ---@field alarmtime? number read-only: the `clock.now()` time the alarm will sound; nil unless running with the alarm on
    ---@field progressbar boolean the setting; each change is an undo step
    ---@field effect boolean the setting; each change is an undo step
    ---@field alarm boolean the setting; each change is an undo step
    ---@field screen number read-only: the screen width the effect is laid out for
    ---@field cycle "restart"|"alternate" read-only
    ---@field onalarm? fun(timer: Timer) called at the exact instant the countdown reaches zero (alarm on)
    local Timer = {}

    ---Counts down the full `duration` from now; the timer must be stopped. "Start Timer".
    function Timer:start() end

    ---Freezes the time left; the timer must be running. "Pause Timer".
    function Timer:pause() end

    ---Counts down again from where `pause` froze it; the timer must be paused. "Resume Timer".
    function Timer:resume() end

    ---Ends the run, keeping the time left on the display; nothing on a stopped timer. "Stop
    ---Timer".
    function Timer:stop() end

    ---Stops the timer and shows the full `duration` again. "Reset Timer".
    function Timer:reset() end

    ---The effect circles now, or nil when the effect is not shown (stopped, or `effect` off).
    ---@return TimerCircles?
    function Timer:circles() end
end

---The `Timer` library.
---@class timerlib
Timer = {}

---Creates a stopped timer showing its full duration: `Timer.new(duration)` or
---`Timer.new{duration = …, progressbar = …, effect = …, alarm = …, screen = …, cycle = …}`.
---@param duration number seconds, finite and > 0
---@return Timer
---@overload fun(options: TimerOptions): Timer
function Timer.new(duration) end


-- ---------------------------------------------------------------------------------------------
-- Puzzle
-- ---------------------------------------------------------------------------------------------

---A direction to tilt the board: the tiles slide that way.
---@alias TiltDirection "left"|"right"|"up"|"down"

---The directions that solve a board, in order.
---@class PuzzleSolution: TiltDirection[]
---@field optimal boolean whether no shorter solution exists
---@field nodes integer the positions the search visited

---@class PuzzleRect
---@field x integer
---@field y integer
---@field width integer
---@field height integer

---A board given in full; tile 0 is the free slot.
---@class PuzzleBoard
---@field rows? integer 2 to 8 (default 4)
---@field columns? integer 2 to 8 (default: rows)
---@field tiles? integer[] each of 0 … rows·columns − 1 exactly once, row by row
---@field image? string `Puzzle.new` only: a PNG or JPEG file in the script's folder to cut the tiles from
---@field scale? number `Puzzle.new` only, with `image`: pixels per point, 0.25 to 16 (default 1)
---@field curve? Curve `Puzzle.new` only: the tiles' slides (default "easeInEaseOut")

do
    ---The sliding puzzle (a userdata). Positions are 1-based, row by row. `getmetatable` gives
    ---"Puzzle".
    ---@class Puzzle
    ---@field rows integer read-only
    ---@field columns integer read-only
    ---@field tiles integer[] read-only: 0 for the free slot
    ---@field solved boolean read-only
    ---@field solvable boolean read-only
    ---@field moves integer read-only
    ---@field sliding boolean read-only: whether a tile is shown mid-slide now (0.2 s after a move)
    ---@field image? string the picture's file name, nil for numbers; setting it reads the file (one undo step)
    ---@field scale? number pixels per point of the picture, nil without one; one undo step to set
    ---@field onmove? fun(puzzle: Puzzle, from: integer, to: integer) for every tile that slides
    local Puzzle = {}

    ---Slides the tile beside the free slot into it ("left": the tile right of the slot). One
    ---undo step.
    ---@param direction "left"|"right"|"up"|"down"
    ---@return integer|nil from nil when impossible
    ---@return integer|string to or "impossible"
    function Puzzle:tilt(direction) end

    ---Slides the whole line between `position` and the free slot; one undo step.
    ---@param position integer
    ---@return integer moved tiles (0 off the slot's row and column)
    function Puzzle:tap(position) end

    ---A random solvable board; one undo step ("Shuffle").
    ---@param seed? integer default: from --seed
    function Puzzle:shuffle(seed) end

    ---Solves the board (optimally up to 12 cells and for 4×4).
    ---@param progress? fun(nodes: integer, bound: integer): boolean? every 10,000 nodes; false cancels
    ---@return PuzzleSolution
    function Puzzle:solve(progress) end

    ---The first move of an optimal solution from here, and the tile it slides.
    ---@return TiltDirection|nil direction nil when solved
    ---@return integer? tile the tile that moves
    function Puzzle:hint() end

    ---The tile at `position` (0 for the free slot).
    ---@param position integer
    ---@return integer tile
    function Puzzle:tile(position) end

    ---The tiles' rectangles in pixels for an image of width × height points at `scale`; without
    ---arguments, those of the puzzle's own image.
    ---@param width? number
    ---@param height? number
    ---@param scale? number default 1
    ---@return PuzzleRect[]
    function Puzzle:rects(width, height, scale) end

    ---The picture's size: nil without one.
    ---@return number|nil width in points
    ---@return number height in points
    ---@return integer pixelWidth
    ---@return integer pixelHeight
    function Puzzle:imagesize() end
end

---The `Puzzle` library.
---@class puzzlelib
Puzzle = {}

---A solved board of rows × columns, or the board a table gives.
---@param rows integer|PuzzleBoard
---@param columns? integer default: rows
---@return Puzzle
function Puzzle.new(rows, columns) end

---Whether a board can be solved: a table, or rows and columns (a solved board).
---@param board integer|PuzzleBoard
---@param columns? integer default: rows
---@return boolean
function Puzzle.issolvable(board, columns) end


-- ---------------------------------------------------------------------------------------------
-- DateRange
-- ---------------------------------------------------------------------------------------------

---An ISO 8601 date: a date-time with a time zone ("2026-12-24T18:00:00Z",
---"2026-12-24T19:00:00+01:00", optionally with fractional seconds) or a date alone
---("2026-12-24", midnight UTC). Output is always UTC: "2026-12-24T18:00:00Z", or with
---milliseconds when the date has a fraction ("2026-12-24T18:00:00.250Z").
---@alias ISO8601Date string

---A field of a date range. `end` is a Lua keyword, so the end date is "finish"; "end" is
---accepted as an alias wherever a field is named by a string.
---@alias DateRangeField "start"|"finish"|"end"

---The options of `DateRange.new`. `start` and `finish` (or `["end"]`, not both) are required.
---Any other field is an error.
---@class DateRangeOptions
---@field start ISO8601Date the start date
---@field finish? ISO8601Date the end date (or give it as `["end"]`)
---@field ["end"]? ISO8601Date the end date, when not given as `finish`
---@field min? ISO8601Date the earliest date either field may take
---@field max? ISO8601Date the latest date either field may take

---The dates `range:edit` loads; a date left out keeps its value.
---@class DateRangeEditOptions
---@field start? ISO8601Date the start date
---@field finish? ISO8601Date the end date (or give it as `["end"]`)
---@field ["end"]? ISO8601Date the end date, when not given as `finish`

do
    ---The date range editor (a userdata): a start and an end date, optional bounds, one field
    ---selected for the picker, and an editing session that ends with save or cancel. `tostring`
    ---gives "DateRange: <start> to <finish>, editing start" (plus ", invalid" and ", saved"
    ---when they apply); `getmetatable` gives "DateRange". Every field is read-only.
    ---@class DateRange
    ---@field start ISO8601Date read-only: the start date
    ---@field finish ISO8601Date read-only: the end date (also readable as `range["end"]`)
    ---@field ["end"] ISO8601Date read-only: the end date, the same as `finish`
    ---@field min ISO8601Date|nil read-only: the earliest date allowed, or nil
    ---@field max ISO8601Date|nil read-only: the latest date allowed, or nil
    ---@field date ISO8601Date read-only: the date the picker shows (the selected field's)
    ---@field selected "start"|"finish" read-only: the field the picker edits
    ---@field valid boolean read-only: whether start ≤ finish
    ---@field flagged "start"|nil read-only: the field drawn as an error ("start" when invalid)
    ---@field saved boolean read-only: whether the last thing that happened was a successful save
    ---@field changed boolean read-only: whether the dates differ from the session's start
    local DateRange = {}

    ---Selects the date the picker edits. Not an undo step (selection is not an edit).
    ---@param field DateRangeField
    function DateRange:select(field) end

    ---Sets the selected date, clamped into min…max, and returns the date actually set. Either
    ---date may pass the other (the range is then invalid, flagged on the start). One undo step,
    ---"Set Start Date" or "Set End Date" (nothing when the date is unchanged); consecutive sets
    ---do not merge.
    ---@param date ISO8601Date
    ---@return ISO8601Date set
    function DateRange:set(date) end

    ---Ends the session with Save: `saved` becomes true and `cancel` will return to these dates.
    ---Raises "cannot save: the start … is after the end …; …" when the range is invalid
    ---(nothing changes). Not an undo step (it changes no date).
    function DateRange:save() end

    ---Ends the session with Cancel: puts back the dates and selection from when it began and
    ---clears `saved`. One undo step, "Cancel Editing", when it changes a date.
    function DateRange:cancel() end

    ---Readies the editor for its next use: selects the start, clears `saved`, and begins a new
    ---session from the current dates. Not an undo step (it changes no date).
    function DateRange:reset() end

    ---Begins a new session with the dates given (each optional, clamped into the bounds),
    ---selects the start and clears `saved`. One undo step, "Edit Dates", when it changes a
    ---date.
    ---@param dates? DateRangeEditOptions
    function DateRange:edit(dates) end
end

---The `DateRange` library.
---@class daterangelib
DateRange = {}

---Creates a date range editor, editing, with the start selected. Dates outside min…max are
---clamped; an invalid range (start after finish) is allowed and flagged. Errors: a missing
---date, text that is not an ISO 8601 date, min after max, an unknown field.
---@param options DateRangeOptions
---@return DateRange
function DateRange.new(options) end


-- ---------------------------------------------------------------------------------------------
-- Frames
-- ---------------------------------------------------------------------------------------------

---The cache of an animator, as `anim.cache` gives it (a new table each time).
---@class FramesCache
---@field hits integer frames `load` found in the cache
---@field misses integer frames `load` read from their files
---@field bytes integer bytes held, never more than `budget`
---@field budget integer the most bytes the cache keeps
---@field count integer frames held
---@field evictions integer frames dropped to make room
---@field loads integer files read, by `load` and `precache`
---@field names string[] the frames held, least recently used first

---Why a run ended.
---@alias FramesStopReason "finished"|"requested"

---The options of `Frames.new`: `frames`, or `pattern` with `count`. Any other field is an
---error.
---@class FramesOptions
---@field frames? string[] file names in playing order, relative to `folder` (no absolute paths, no "..")
---@field folder? string the folder the names are relative to, inside the script's folder (default: the script's folder)
---@field pattern? string instead of `frames`: names made by putting each number into its one %d (%2d, %02d pad; %% is a percent sign)
---@field from? integer with `pattern`: the first number (default 1)
---@field count? integer with `pattern`: the number of frames, 1 to 100000
---@field duration? number seconds of one cycle, > 0 (default count × 1/30)
---@field repeats? integer cycles a run plays, 0 for forever (default 0)
---@field reverse? boolean play backwards (default false)
---@field startframe? integer the frame runs start on, 1-based (default: the first)
---@field budget? integer the most bytes the cache keeps, > 0 (default: 32 MiB)
---@field precache? boolean load every frame now (default false)

do
    ---A frame animator (a userdata): frames named by files, played in cycles, loaded only when
    ---shown through a cache with a byte budget. Frame indices are 1-based. `getmetatable` gives
    ---"Frames".
    ---@class Frames
    ---@field index integer read-only: the frame showing now (after a run, the one it left showing)
    ---@field count integer read-only: the number of frames (for the next run)
    ---@field frame string read-only: its name
    ---@field frames string[] the frames' names (a new list each time); setting it is an undo step ("Set Animation Frames")
    ---@field animating boolean read-only: whether a run plays now
    ---@field duration number seconds of one cycle; an undo step ("Set Animation Duration"); applies from the next start
    ---@field repeats integer cycles a run plays, 0 for forever; an undo step ("Set Animation Repeats")
    ---@field reverse boolean play backwards; an undo step ("Set Animation Direction")
    ---@field startframe integer the frame runs start on; an undo step ("Set Animation Start Frame")
    ---@field budget integer the cache's byte budget; an undo step ("Set Cache Budget"); a smaller one evicts at once
    ---@field cache FramesCache read-only: the cache's counters and contents now
    ---@field folder string read-only: the folder the names are relative to ("" for the script's folder)
    ---@field context any read-only: the context of the current or last run
    ---@field onstart? fun(anim: Frames, context: any) when a run starts
    ---@field onframe? fun(anim: Frames, index: integer, name: string, context: any) at every frame change
    ---@field onstop? fun(anim: Frames, reason: FramesStopReason, context: any) when a run ends
    local Frames = {}

    ---Starts a run now from `startframe` with the current settings, keeping `context` (any
    ---value) for its callbacks. An error while a run plays. Not an undo step.
    ---@param context? any
    function Frames:start(context) end

    ---Ends the run now, leaving the frame showing. Not an undo step.
    ---@return boolean stopped whether a run was playing
    function Frames:stop() end

    ---The bytes of the frame showing now, through the cache (a hit, or a miss that reads the
    ---file and keeps it). An error when the file is missing or unreadable; nothing changes
    ---then.
    ---@return string bytes
    function Frames:load() end

    ---Loads every frame not cached yet, all or nothing: an error when they do not fit in the
    ---budget together or one cannot be read.
    function Frames:precache() end

    ---Drops every cached frame; the counters keep counting.
    function Frames:clearcache() end
end

---The `Frames` library.
---@class frameslib
Frames = {}

---Creates a stopped animator; nothing is loaded unless `precache` is true.
---@param options FramesOptions
---@return Frames
function Frames.new(options) end


-- ---------------------------------------------------------------------------------------------
-- View and Animation
-- ---------------------------------------------------------------------------------------------

---A point: `{x, y}` or `{x = , y = }`; read back as `{x = , y = }`.
---@alias ViewPoint {x: number, y: number}|number[]

---A size: `{w, h}` or `{width = , height = }`; read back as `{width = , height = }`.
---@alias ViewSize {width: number, height: number}|number[]

---A colour: `"#rrggbb"`, `"#rrggbbaa"` or HSB fractions in [0, 1] (`s`, `b`, `a` default to 1).
---@alias ViewColor string|{h: number, s?: number, b?: number, a?: number}

---A timing curve for views: any curve; "spring" is shaped by the `damping` and `response`
---fields.
---@alias ViewCurveName Curve

---A transition between two faces.
---@alias TransitionKindName "flipFromLeft"|"flipFromRight"|"flipFromTop"|"flipFromBottom"|"curlUp"|"curlDown"|"crossDissolve"

---A property name for `cancel` and `isanimating` (the transform's parts name the transform).
---@alias ViewPropertyName "alpha"|"center"|"size"|"color"|"rotation"|"scale"|"translation"|"transform"|"face"

---What a transition shows now (`view:transitionframe()`).
---@class ViewTransitionFrame
---@field face string the face covering most of the view
---@field from string the outgoing face (at rest, the face shown)
---@field to string the incoming face (at rest, the face shown)
---@field kind? TransitionKindName nil at rest
---@field transitioning boolean
---@field progress number in [0, 1]
---@field side "outgoing"|"incoming" which of the two faces covers most of the view
---@field xscale number the shown face's horizontal scale (below 1 in left/right flips)
---@field yscale number the shown face's vertical scale (below 1 in top/bottom flips)
---@field rotation number the shown face's turn about the flip axis, in [−π/2, π/2]
---@field curl number the fraction of the curling face lifted away
---@field curling? "outgoing"|"incoming" the face that curls; nil for other kinds
---@field outgoingopacity number
---@field incomingopacity number

---The options of `View.new`; every field is optional. Any other field is an error.
---@class ViewOptions
---@field alpha? number in [0, 1]
---@field center? ViewPoint
---@field size? ViewSize
---@field color? ViewColor animated in HSB, the hue the short way round
---@field rotation? number radians, unbounded (3π/2 turns three quarters of the way)
---@field scale? number|ViewPoint a number or {x, y}
---@field translation? ViewPoint
---@field face? string (default "front")
---@field hidden? boolean (default false)

---The targets of `view:animate`: at least one field. Any other field is an error.
---@class ViewProperties
---@field alpha? number in [0, 1]
---@field center? ViewPoint
---@field size? ViewSize
---@field color? ViewColor animated in HSB, the hue the short way round
---@field rotation? number radians, unbounded (3π/2 turns three quarters of the way)
---@field scale? number|ViewPoint a number or {x, y}
---@field translation? ViewPoint
---@field transform? Transform its rotation, scale and translation (a matrix's rotation is in (−π, π]); not with them

---The timing options of `view:animate` and of plan steps.
---@class ViewAnimationOptions
---@field duration? number seconds ≥ 0 (default 0.25; a wobble's swing 0.05, a vanish 0.75; a spring's settling time for "spring")
---@field delay? number seconds ≥ 0 (default 0)
---@field curve? ViewCurveName (default "easeInEaseOut")
---@field damping? number a spring's damping ratio > 0 (default 0.825)
---@field response? number a spring's period in seconds > 0 (default 0.55)
---@field repeats? number|"forever" a count > 0, possibly fractional; math.huge or "forever" repeats until cancelled (default 1; a wobble's "forever")
---@field autoreverse? boolean (default false)
---@field completion? fun(view: View, finished: boolean) called once every animated property has ended

---The options of `view:keyframes`.
---@class ViewKeyframeOptions
---@field duration? number seconds ≥ 0 (default 0.25)
---@field delay? number seconds ≥ 0 (default 0)
---@field curve? Curve the curve between two keys (default "linear")
---@field keytimes? number[] one per value, from 0 up to 1 (default: evenly spaced)
---@field completion? fun(view: View, finished: boolean) called once the animation has ended

---The options of `view:transition`: those of `animate` plus the face to show.
---@class ViewTransitionOptions
---@field duration? number seconds ≥ 0 (default 0.25; a wobble's swing 0.05, a vanish 0.75; a spring's settling time for "spring")
---@field delay? number seconds ≥ 0 (default 0)
---@field curve? ViewCurveName (default "easeInEaseOut")
---@field damping? number a spring's damping ratio > 0 (default 0.825)
---@field response? number a spring's period in seconds > 0 (default 0.55)
---@field repeats? number|"forever" a count > 0, possibly fractional; math.huge or "forever" repeats until cancelled (default 1; a wobble's "forever")
---@field autoreverse? boolean (default false)
---@field completion? fun(view: View, finished: boolean) called once every animated property has ended
---@field to? string the face to show (default "back" from "front", else "front")

---The options of `view:wobble`.
---@class ViewWobbleOptions
---@field amplitude? number radians each way (default 2.5°)
---@field duration? number seconds ≥ 0 (default 0.25; a wobble's swing 0.05, a vanish 0.75; a spring's settling time for "spring")
---@field curve? ViewCurveName (default "easeInEaseOut")
---@field damping? number a spring's damping ratio > 0 (default 0.825)
---@field response? number a spring's period in seconds > 0 (default 0.55)
---@field repeats? number|"forever" a count > 0, possibly fractional; math.huge or "forever" repeats until cancelled (default 1; a wobble's "forever")
---@field completion? fun(view: View, finished: boolean) called once every animated property has ended

---The options of `view:vanish`.
---@class ViewVanishOptions
---@field duration? number seconds ≥ 0 (default 0.25; a wobble's swing 0.05, a vanish 0.75; a spring's settling time for "spring")
---@field delay? number seconds ≥ 0 (default 0)
---@field curve? ViewCurveName (default "easeInEaseOut")
---@field damping? number a spring's damping ratio > 0 (default 0.825)
---@field response? number a spring's period in seconds > 0 (default 0.55)
---@field completion? fun(view: View, finished: boolean) called once every animated property has ended

do
    ---A generic animatable view (a userdata). Properties read the presented value now;
    ---assigning one sets the model value at once, cancels its animations and is one undo step.
    ---`getmetatable` gives "View".
    ---@class View
    ---@field alpha number presented opacity
    ---@field center {x: number, y: number} presented centre
    ---@field size {width: number, height: number} presented size
    ---@field color {h: number, s: number, b: number, a: number} presented colour (assign a ViewColor)
    ---@field hex string read-only: the presented colour as "#rrggbb" ("#rrggbbaa" when translucent)
    ---@field rotation number presented rotation, radians, unbounded
    ---@field scale {x: number, y: number} presented scale (assign a number or a point)
    ---@field translation {x: number, y: number} presented translation
    ---@field transform Transform the presented transform; assigning one sets its parts ("Transform View")
    ---@field face string the face covering most of the view now
    ---@field hidden boolean hidden now (set, or by a vanish that has ended)
    ---@field animating boolean read-only: whether anything animates now
    ---@field transitioning boolean read-only: whether a transition runs now
    local View = {}

    ---Animates the properties to the values given; one undo step ("Animate View").
    ---@param properties ViewProperties
    ---@param options? ViewAnimationOptions
    ---@return integer number the animation's number on this view
    function View:animate(properties, options) end

    ---Animates one property through `values` (2 to 1000), as CAKeyframeAnimation does: the
    ---first at once, each next at its key time. One undo step, "Animate Keyframes".
    ---@param property "alpha"|"center"|"color"|"rotation"|"scale"|"size"|"transform"|"translation"
    ---@param values any[] values of that property
    ---@param options? ViewKeyframeOptions
    ---@return integer animation
    function View:keyframes(property, values, options) end

    ---Switches to another face; one undo step ("Transition View").
    ---@param kind TransitionKindName
    ---@param options? ViewTransitionOptions
    ---@return integer number
    function View:transition(kind, options) end

    ---What a transition shows now: the faces, the side in front and its geometry.
    ---@return ViewTransitionFrame
    function View:transitionframe() end

    ---The springboard's wobble, until stopped. Not an undo step.
    ---@param options? ViewWobbleOptions
    ---@return integer number
    function View:wobble(options) end

    ---Stops a running wobble; false if none was running.
    ---@return boolean
    function View:stopwobble() end

    ---Half a turn and a shrink to 0.1, then hidden and reset; one undo step ("Vanish View").
    ---@param options? number|ViewVanishOptions a duration in seconds, or options
    ---@return integer number
    function View:vanish(options) end

    ---Stops animations, jumping to the model values; completions are told false.
    ---@param property? ViewPropertyName every property when absent
    ---@return integer count the animations stopped
    function View:cancel(property) end

    ---Freezes a running animation where it is (every running one without `animation`); it
    ---neither moves nor ends until resumed.
    ---@param animation? integer the number animate, keyframes, wobble or vanish returned
    ---@return integer count the property animations paused
    function View:pause(animation) end

    ---Lets a paused animation go on from where it stands, over the time it has left.
    ---@param animation? integer
    ---@return integer count the property animations resumed
    function View:resume(animation) end

    ---Turns a running animation round: it plays back to its start, which becomes the model
    ---value (one undo step, "Reverse Animation").
    ---@param animation? integer
    ---@return integer count the property animations reversed
    function View:reverse(animation) end

    ---Jumps to `fraction` of the animation (0 start, 1 end) and pauses it there.
    ---@param fraction number 0 to 1
    ---@param animation? integer
    ---@return integer count the property animations scrubbed
    function View:scrub(fraction, animation) end

    ---How far the animation has got, 0 to 1 (the latest running one without `animation`).
    ---@param animation? integer
    ---@return number? fraction nil when it is not running or repeats forever
    function View:fraction(animation) end

    ---Whether the animation (any running one without `animation`) is paused.
    ---@param animation? integer
    ---@return boolean
    function View:ispaused(animation) end

    ---The model value (the end state of everything started) of a property.
    ---@param name "alpha"|"center"|"size"|"color"|"hex"|"rotation"|"scale"|"translation"|"transform"|"face"|"hidden"
    ---@return any
    function View:model(name) end

    ---Whether the property (any property without one) animates now.
    ---@param property? ViewPropertyName any property when absent
    ---@return boolean
    function View:isanimating(property) end
end

---The `View` library.
---@class viewlib
View = {}

---Creates a view at rest.
---@param options? ViewOptions
---@return View
function View.new(options) end

---A step of a plan: `{view, properties, options}`, `{view, kind, options}` (a transition), a
---nested plan, or a pause in seconds.
---@alias AnimationPlanItem table|AnimationPlan|number

do
    ---Steps laid out in time (a userdata made by `Animation.sequence` or `Animation.group`).
    ---@class AnimationPlan
    ---@field duration number read-only: seconds from start to the end of the last step
    ---@field steps integer read-only: the number of steps, pauses not counted
    local AnimationPlan = {}

    ---Starts every step now, each delayed to its place; one undo step ("Animate Sequence" or
    ---"Animate Group").
    ---@param completion? fun(finished: boolean) called once every step has ended
    function AnimationPlan:start(completion) end
end

---The `Animation` library.
---@class animationlib
Animation = {}

---Steps one after another, each starting when the previous one ends. Plans nest at most 200
---deep and hold at most 100,000 parts (a plan used twice counts twice).
---@param items AnimationPlanItem[]
---@return AnimationPlan
function Animation.sequence(items) end

---Steps together, all starting at once.
---@param items AnimationPlanItem[]
---@return AnimationPlan
function Animation.group(items) end

---The timing curves' names, "spring" last.
---@return string[] names the timing curves' names, "spring" last
function Animation.curves() end

---The transitions' names.
---@return TransitionKindName[] names the transitions' names
function Animation.transitions() end


-- ---------------------------------------------------------------------------------------------
-- Stepper
-- ---------------------------------------------------------------------------------------------

---A button of a stepper.
---@alias StepperButton "minus"|"plus"

---The options of `Stepper.new`; every field is optional. Any other field is an error.
---@class StepperOptions
---@field value? number within min...max (default 0)
---@field min? number finite, below max (default 0)
---@field max? number finite, above min (default 100)
---@field step? number finite, > 0 (default 1)
---@field wraps? boolean whether a step past one bound goes on from the other (default false)
---@field autorepeat? boolean whether a held button repeats (default true)

do
    ---UIKit's UIStepper: a value changed by fixed steps with a minus and a plus button. A held
    ---button steps at once, after 0.5 s, then every 0.1 s until released or at a bound.
    ---@class Stepper
    ---@field value number the value now; assigning it is "Set Stepper" and ends a press
    ---@field min number read-only: the lower bound
    ---@field max number read-only: the upper bound
    ---@field step number read-only: the step
    ---@field wraps boolean read-only: whether it wraps round its bounds
    ---@field autorepeat boolean read-only: whether a held button repeats
    ---@field pressed? StepperButton read-only: the button held now
    ---@field plusenabled boolean read-only: whether plus can step now
    ---@field minusenabled boolean read-only: whether minus can step now
    ---@field onchange? fun(stepper: Stepper, value: number) called when the value has changed, once per instant
    local Stepper = {}

    ---A tap on plus: one step ("Increment Stepper").
    ---@return number value
    function Stepper:increment() end

    ---A tap on minus: one step ("Decrement Stepper").
    ---@return number value
    function Stepper:decrement() end

    ---A tap on segment `segment` (1: minus, 2: plus), as the live page's click on the drawn
    ---segment calls it: the same as decrement or increment.
    ---@param segment integer 1 (minus) or 2 (plus)
    ---@return number value
    function Stepper:tap(segment) end

    ---Holds a button down from now; false when it is disabled.
    ---@param button "minus"|"plus"
    ---@return boolean accepted
    function Stepper:press(button) end

    ---Lifts the held button, keeping the value reached; the hold is one undo step ("Hold
    ---Stepper").
    ---@return number value
    function Stepper:release() end
end

---The `Stepper` library.
---@class stepperlib
Stepper = {}

---Creates a stepper at rest.
---@param options? StepperOptions
---@return Stepper
function Stepper.new(options) end


-- ---------------------------------------------------------------------------------------------
-- Transform
-- ---------------------------------------------------------------------------------------------

---The parts of a transform: rotation · shear · scale, then the translation.
---@class TransformParts
---@field rotation number radians, in (−π, π]: a matrix holds no winding
---@field scalex number
---@field scaley number
---@field shear number
---@field translation {x: number, y: number}

do
    ---An affine transform (a userdata), immutable: `[a b c d tx ty]` maps (x, y) to (a·x + c·y
    ---+ tx, b·x + d·y + ty). `getmetatable` gives "Transform".
    ---@class Transform
    ---@field a number read-only
    ---@field b number read-only
    ---@field c number read-only
    ---@field d number read-only
    ---@field tx number read-only
    ---@field ty number read-only
    ---@field identity boolean read-only: whether it is exactly the identity
    local Transform = {}

    ---`CGAffineTransformRotate`: the rotation applied before this transform.
    ---@param angle number radians
    ---@return Transform
    function Transform:rotate(angle) end

    ---`CGAffineTransformScale`: one factor for both axes when `sy` is left out.
    ---@param sx number
    ---@param sy? number
    ---@return Transform
    function Transform:scale(sx, sy) end

    ---`CGAffineTransformTranslate`.
    ---@param x number
    ---@param y number
    ---@return Transform
    function Transform:translate(x, y) end

    ---`CGAffineTransformConcat(self, other)`: this transform first, then `other`.
    ---@param other Transform
    ---@return Transform
    function Transform:concat(other) end

    ---The inverse, or nil and a message for a singular matrix.
    ---@return Transform|nil inverse
    ---@return string? message
    function Transform:invert() end

    ---The rotation, scale and translation this transform is made of (its rotation in (−π, π]).
    ---@return TransformParts
    function Transform:decompose() end

    ---The point transformed.
    ---@param point Point
    ---@return {x: number, y: number}
    function Transform:apply(point) end
end

---The `Transform` library.
---@class transformlib
Transform = {}

---A transform from its six numbers.
---@param a number
---@param b number
---@param c number
---@param d number
---@param tx number
---@param ty number
---@return Transform
function Transform.make(a, b, c, d, tx, ty) end

---`CGAffineTransformIdentity`: the transform that changes nothing.
---@return Transform
function Transform.identity() end

---`CGAffineTransformMakeRotation`.
---@param angle number radians
---@return Transform
function Transform.rotation(angle) end

---`CGAffineTransformMakeScale`: one factor for both axes when `sy` is left out.
---@param sx number
---@param sy? number
---@return Transform
function Transform.scale(sx, sy) end

---`CGAffineTransformMakeTranslation`.
---@param x number
---@param y number
---@return Transform
function Transform.translation(x, y) end


-- ---------------------------------------------------------------------------------------------
-- Canvas
-- ---------------------------------------------------------------------------------------------

---How a canvas fills and outlines a shape; every field is optional.
---@class CanvasStyle
---@field fill? string the colour inside
---@field stroke? string the outline's colour
---@field width? number the outline's width, ≥ 0 (default 1)
---@field radius? number a rectangle's corner radius, ≥ 0
---@field opacity? number 0 (invisible) to 1

---How a canvas draws a polygon; every field is optional.
---@class CanvasPolygonStyle
---@field fill? string the colour inside
---@field stroke? string the outline's colour
---@field width? number the outline's width, ≥ 0 (default 1)
---@field opacity? number 0 (invisible) to 1
---@field closed? boolean whether the last point joins the first (default true)

---How a canvas writes text; every field is optional.
---@class CanvasTextStyle
---@field size? number the font size, > 0 (default 14)
---@field fill? string the colour inside
---@field anchor? "start"|"middle"|"end" where (x, y) is on the text: "start" (default), "middle" or "end"
---@field bold? boolean (default false)
---@field font? "sans"|"monospace" "sans" (default) or "monospace"

---How a canvas shows an image; every field is optional.
---@class CanvasImage
---@field fit? "fill"|"fit" "fill" stretches the image to the rectangle, "fit" keeps its proportions, centred
---@field crop? integer[] {x, y, width, height} in whole pixels: the part of the image shown

---How a canvas moves, turns, scales, fades and clips a group; every field is optional.
---@class CanvasGroup
---@field x? number moves the group right (default 0)
---@field y? number moves the group down (default 0)
---@field rotate? number turns the group clockwise about its origin, in radians
---@field scale? number scales the group about its origin, > 0
---@field transform? Transform a Transform applied inside x, y, rotate and scale (a transform field draws so)
---@field opacity? number 0 (invisible) to 1
---@field clip? number[] {x, y, width, height}: nothing of the group shows outside it

do
    ---What a control's `draw` function draws on, in the control's own coordinates (y down),
    ---back to front. Colours are CSS hex colours ("#2f6fdf", "#fff", "#2f6fdf80") or "none".
    ---@class Canvas
    ---@field width number read-only: the control's width
    ---@field height number read-only: the control's height
    local Canvas = {}

    ---A rectangle, its corners rounded by `style.radius`.
    ---@param x number
    ---@param y number
    ---@param width number ≥ 0
    ---@param height number ≥ 0
    ---@param style? CanvasStyle
    function Canvas:rect(x, y, width, height, style) end

    ---A circle around (`x`, `y`).
    ---@param x number
    ---@param y number
    ---@param radius number ≥ 0
    ---@param style? CanvasStyle
    function Canvas:circle(x, y, radius, style) end

    ---A straight stroke from (`x`, `y`) to (`x2`, `y2`).
    ---@param x number
    ---@param y number
    ---@param x2 number
    ---@param y2 number
    ---@param style? CanvasStyle
    function Canvas:line(x, y, x2, y2, style) end

    ---Straight lines through the points, closed unless `style.closed` is false; several rings
    ---are one shape (where they overlap, the even-odd rule leaves holes).
    ---@param points number[]|number[][] x1, y1, x2, y2, … (two points at least), or a list of such lists drawn as one shape
    ---@param style? CanvasPolygonStyle
    function Canvas:polygon(points, style) end

    ---A slice of a disc (or of a ring, with a hole of `inner`) from angle `from` to `to`.
    ---@param x number
    ---@param y number
    ---@param radius number ≥ 0
    ---@param inner number the hole's radius, ≥ 0 and below `radius`
    ---@param from number radians, clockwise from +x
    ---@param to number radians, after `from`
    ---@param style? CanvasStyle
    function Canvas:wedge(x, y, radius, inner, from, to, style) end

    ---One line of text whose baseline starts (or centres, or ends: `style.anchor`) at (`x`,
    ---`y`).
    ---@param text string
    ---@param x number
    ---@param y number
    ---@param style? CanvasTextStyle
    function Canvas:text(text, x, y, style) end

    ---The image file `name` from the script's folder (read once, at the first frame that draws
    ---it), in the rectangle at (`x`, `y`) of `width` × `height` (the image's size in pixels
    ---when left out); `style.fit` "fill" stretches it, "fit" keeps its proportions;
    ---`style.crop` {x, y, width, height} in pixels shows a part (a sprite of a sheet).
    ---@param name string a PNG or JPEG file in the script's folder ("star.png", "images/knob.png")
    ---@param x number
    ---@param y number
    ---@param width? number ≥ 0; default the image's own, in pixels
    ---@param height? number ≥ 0; default the image's own, in pixels
    ---@param style? CanvasImage
    function Canvas:image(name, x, y, width, height, style) end

    ---Draws what `draw` draws as one group: moved by `x`, `y`, turned by `rotate` radians and
    ---scaled by `scale` about its origin, faded by `opacity`, cut to `clip`.
    ---@param options CanvasGroup
    ---@param draw fun(canvas: Canvas) called with the canvas; what it draws is the group
    function Canvas:group(options, draw) end
end

