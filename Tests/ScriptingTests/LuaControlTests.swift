import Foundation
import Geometry
import Models
import Rendering
import Testing

@testable import Scripting

/// Controls written in Lua (`Control.declare`): made, drawn, animated, touched and undone as
/// the built-in ones are, and refused clearly when a declaration or a draw goes wrong.
@Suite struct LuaControlTests {
    static let lamp = """
        Lamp = Control.declare("Lamp", {
          fields = {brightness = 0, on = false, label = "lamp"},
          size = {40, 30},
          actions = {"switched"},
          tracking = {began = "press", moved = "move", ended = "lift", cancelled = "cancel"},
          buttons = {"toggle"},
          draw = function(self, canvas)
            canvas:rect(0, 0, 40, 30, {fill = "#ffcc00", opacity = self.brightness, radius = 4})
            canvas:group({x = 20, y = 15, rotate = math.pi / 2}, function(c) c:line(0, 0, 10, 0) end)
            canvas:text(self.label, 20, 28, {anchor = "middle", size = 8})
          end,
          methods = {
            toggle = function(self)
              self.on = not self.on
              self:animate({brightness = self.on and 1 or 0}, {duration = 1, curve = "linear"})
              self:send("switched", self.on)
            end,
            press = function(self, x, y) if x > 40 then return false end self.label = "held" end,
            move = function(self, x) self.brightness = math.min(1, x / 40) end,
            lift = function(self) self.label = "lamp" end,
            cancel = function(self) self.label = "lamp" end,
          },
        })
        """

    static func host(_ source: String = "") throws -> ScriptHost {
        let host = try ScriptHost()
        try host.runtime.run(lamp + "\n" + source, chunkName: "lamp.lua")
        return host
    }

    @Test func itIsMadeDrawnAndListedAsABuiltInIs() throws {
        let host = try Self.host("lamp = Lamp.new{label = 'desk'}")
        let item = try #require(host.scene().items.first)
        #expect(item.title == "Lamp #1")
        #expect(item.content.kind == "Lamp")
        let drawing = item.content.drawing(at: 0).draw()
        #expect(drawing.size == Size(width: 40, height: 30))
        #expect(drawing.elements.count == 3)
        #expect(host.scene().svg().contains(">desk</text>"))
        #expect(host.scene().textLines().last == "  brightness 0  label desk  on false")
        let lamp = try #require(host.declaredClasses.first { $0.name == "Lamp" })
        #expect(lamp.hasConstructor)
        #expect(lamp.methods.sorted() == ["animate", "cancel", "lift", "move", "press", "send", "toggle"])
        #expect(lamp.properties.sorted() == ["brightness", "label", "on", "onswitched"])
        #expect(host.pageInput["Lamp"]?.buttons == ["toggle"])
        #expect(host.pageInput["Lamp"]?.tracking?.began == "press")
    }

    @Test func fieldsAnimateOnTheEnginesClockAndTheRunWaitsForThem() throws {
        let host = try Self.host(
            """
            lamp = Lamp.new()
            lamp.onswitched = function(_, on) switched = on end
            lamp:toggle()
            """)
        try host.advance(by: 0.25)
        #expect(
            try host.runtime.execute("return lamp.brightness, switched", chunkName: "read") == [
                .number(0.25), .boolean(true),
            ])
        try host.runClock(until: nil)
        #expect(host.clock.now == 1)
        // An integer default reads back as an integer while the value is whole.
        #expect(try host.runtime.execute("return lamp.brightness", chunkName: "read") == [.integer(1)])
    }

    @Test func pointColourAndTransformFieldsAreSetAnimatedAndUndone() throws {
        let host = try ScriptHost()
        try host.runtime.run(
            """
            Badge = Control.declare("Badge", {
              fields = {knob = {point = {0, 10}}, tint = {color = "#ff0000"}, turn = {transform = Transform.identity()}},
              size = {40, 40},
              draw = function(self, canvas)
                canvas:group({transform = self.turn}, function(c)
                  c:circle(self.knob.x, self.knob.y, 4, {fill = self.tint})
                end)
              end,
            })
            badge = Badge.new{tint = {h = 0.5, s = 1, b = 1}}
            badge:animate({knob = {x = 20, y = 30}, turn = Transform.rotation(math.pi / 2)}, {duration = 1, curve = "linear"})
            """, chunkName: "badge.lua")
        try host.advance(by: 0.5)
        #expect(
            try host.runtime.execute(
                "return badge.knob.x, badge.knob.y, badge.tint, badge.turn:decompose().rotation", chunkName: "read")
                == [.number(10), .number(20), .string("#00ffff"), .number(.pi / 4)])
        let svg = host.scene().svg()
        #expect(svg.contains("#00ffff"), "\(svg)")
        try host.runtime.run("badge.tint = '#00ff00'", chunkName: "set")
        #expect(try host.runtime.execute("return badge.tint", chunkName: "read") == [.string("#00ff00")])
        try host.runtime.run("history.undo()", chunkName: "undo")
        #expect(try host.runtime.execute("return badge.tint", chunkName: "read") == [.string("#00ffff")])
        #expect(host.scene().textLines().last?.contains("tint #00ffff") == true)
    }

    @Test(arguments: [
        ("badge.knob = 3", "bad value for 'knob'"),
        ("badge.tint = 'red'", "a colour is"),
        ("badge.turn = Transform.scale(0)", "keeps the plane"),
        (
            "badge:animate({label = 'x'})",
            "field 'label' is a string: only numbers, points, colours and transforms animate"
        ),
        ("badge:animate({knob = 1})", "table expected, got number"),
        ("Badge.new{knob = {x = 0/0, y = 0}}", "x must be a finite number"),
        (
            "Control.declare('K', {size = {1, 1}, draw = print, fields = {p = {x = 1, y = 2}}})",
            "names its kind in one field"
        ),
        (
            "Control.declare('K', {size = {1, 1}, draw = print, fields = {p = {colour = '#fff'}}})",
            "'colour' is not a kind of field"
        ),
        (
            "Control.declare('K', {size = {1, 1}, draw = print, fields = {p = {point = {0, 0}, color = '#ffffff'}}})",
            "names its kind in one field"
        ),
        ("Control.declare('K', {size = {1, 1}, draw = print, fields = {p = print}})", "defaults to a function"),
    ])
    func aTypedFieldTakesOnlyItsKind(source: String, message: String) throws {
        let host = try ScriptHost()
        try host.runtime.run(
            """
            Badge = Control.declare("Badge", {
              fields = {knob = {point = {0, 10}}, tint = {color = "#ff0000"}, turn = {transform = Transform.identity()}, label = ""},
              size = {40, 40}, draw = function() end,
            })
            badge = Badge.new()
            """, chunkName: "badge.lua")
        let error = try #require(throws: LuaError.self) { try host.runtime.run(source, chunkName: "bad.lua") }
        #expect(error.message.contains(message), "\(error.message)")
    }

    /// A host whose script folder holds the puzzle tests' pictures (`photo.png` is 12 × 9).
    static func hostWithPictures() throws -> ScriptHost {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Lua/puzzle")
        return try ScriptHost(options: .init(runtime: .init(moduleDirectory: folder.path), origin: 0, seed: 1))
    }

    @Test func aCanvasDrawsImagesFromTheScriptsFolderReadingEachOnce() throws {
        let host = try Self.hostWithPictures()
        try host.runtime.run(
            """
            Photo = Control.declare("Photo", {
              fields = {cropped = false},
              size = {40, 30},
              draw = function(self, canvas)
                canvas:image("photo.png", 0, 0)
                canvas:image("photo.png", 12, 0, 24, 18, {fit = "fit", crop = self.cropped and {0, 0, 6, 9} or nil})
              end,
            })
            photo = Photo.new()
            """, chunkName: "photo.lua")
        let drawing = try #require(host.scene().items.first).content.drawing(at: 0).draw()
        guard case .image(let natural) = drawing.elements.first, case .image(let fitted) = drawing.elements.last else {
            Issue.record("no images drawn: \(drawing.elements)")
            return
        }
        #expect(natural.frame == Rect(x: 0, y: 0, width: 12, height: 9))
        #expect(natural.source.dataURI.hasPrefix("data:image/png;base64,"))
        #expect(fitted.frame == Rect(x: 12, y: 0, width: 24, height: 18))
        #expect(fitted.fit == .fit)
        try host.runtime.run("photo.cropped = true", chunkName: "crop")
        let cropped = try #require(host.scene().items.first).content.drawing(at: 0).draw()
        guard case .image(let part) = cropped.elements.last else {
            Issue.record("no image drawn: \(cropped.elements)")
            return
        }
        #expect(part.crop == PixelRect(x: 0, y: 0, width: 6, height: 9))
        #expect(host.scene().svg().contains("data:image/png;base64,"))
        #expect(host.controlFailure == nil)
    }

    @Test(arguments: [
        (
            "canvas:image('missing.png', 0, 0)",
            "image 'missing.png' not found (no file missing.png in the script's folder)"
        ),
        ("canvas:image('../x.png', 0, 0)", "'../x.png' is not a valid image name"),
        ("canvas:image('notes.txt', 0, 0)", "image 'notes.txt' is"),
        ("canvas:image('truncated.png', 0, 0)", "image 'truncated.png' is"),
        ("canvas:image('photo.png', 0, 0, -1)", "a size must be ≥ 0"),
        (
            "canvas:image('photo.png', 0, 0, 1, 1, {crop = {10, 0, 5, 5}})",
            "the crop goes outside the image (12×9 pixels)"
        ),
        ("canvas:image('photo.png', 0, 0, 1, 1, {fit = 'cover'})", "fit is \"fill\" or \"fit\""),
    ])
    func anImageThatCannotBeDrawnFailsTheDrawNamingTheControl(body: String, message: String) throws {
        let host = try Self.hostWithPictures()
        try host.runtime.run(
            "Photo = Control.declare('Photo', {size = {5, 5}, draw = function(self, canvas) \(body) end}) photo = Photo.new()",
            chunkName: "photo.lua")
        _ = host.scene()
        let failure = try #require(host.controlFailure)
        #expect(failure.message.hasPrefix("Photo #1: draw failed: photo.lua:1: "), "\(failure.message)")
        #expect(failure.message.contains(message), "\(failure.message)")
    }

    /// A callable table (a luassert spy) is taken wherever a function is: a callback, a handler.
    @Test func aCallableTableIsTakenAsAFunction() throws {
        let host = try Self.host(
            """
            lamp = Lamp.new()
            heard = 0
            lamp.onswitched = setmetatable({}, {__call = function(_, _, on) heard = heard + (on and 1 or 0) end})
            clock.after(1, setmetatable({}, {__call = function() heard = heard + 10 end}))
            lamp:toggle()
            ok, message = pcall(function() lamp.onswitched = setmetatable({}, {__call = 1}) end)
            """)
        try host.runClock(until: nil)
        #expect(
            try host.runtime.execute("return heard, ok, message:match('bad value.*')", chunkName: "read") == [
                .integer(11), .boolean(false), .string("bad value for 'onswitched' (function expected, got table)"),
            ])
    }

    @Test func aCompletionRunsOnceEveryFieldHasEnded() throws {
        let host = try Self.host(
            """
            lamp = Lamp.new()
            lamp:animate({brightness = 1}, {duration = 0.5, completion = function(_, finished) done = {clock.now(), finished} end})
            """)
        try host.runClock(until: nil)
        #expect(
            try host.runtime.execute("return done[1], done[2]", chunkName: "read") == [.number(0.5), .boolean(true)])
    }

    @Test func aMethodIsOneUndoStepAndATouchIsOneToo() throws {
        let host = try Self.host(
            """
            lamp = Lamp.new()
            lamp:toggle()
            first = history.undoname()
            lamp:press(5, 5); lamp:move(10); lamp:move(20); lamp:lift(20, 5)
            second = history.undoname()
            history.undo()
            afterUndo = lamp.brightness
            """)
        let read = try host.runtime.execute("return first, second, afterUndo, history.count()", chunkName: "read")
        #expect(read == [.string("Toggle Lamp"), .string("Touch Lamp"), .integer(1), .integer(2)])
    }

    @Test func aRefusedFingerIsNoGesture() throws {
        let host = try Self.host("lamp = Lamp.new(); accepted = lamp:press(50, 5)")
        #expect(
            try host.runtime.execute("return accepted, history.count()", chunkName: "read") == [
                .boolean(false), .integer(0),
            ])
    }

    @Test func aFailingDrawStopsTheRunNamingTheControlAndTheLine() throws {
        let host = try ScriptHost()
        try host.runtime.run(
            """
            Bad = Control.declare("Bad", {size = {5, 5}, draw = function(self, canvas)
              error("no paint")
            end})
            bad = Bad.new()
            """, chunkName: "bad.lua")
        #expect(host.scene().items.isEmpty)
        let failure = try #require(host.controlFailure)
        #expect(failure.message == "Bad #1: draw failed: bad.lua:2: no paint")
        #expect(throws: LuaError.self) { try host.runClock(until: nil) }
    }

    @Test(arguments: [
        ("self.brightness = 1", "a draw or text function may only draw"),
        ("scene.svg()", "a draw or text function may only draw"),
        ("clock.advance(1)", "a draw or text function may only draw"),
        ("history.undo()", "a draw or text function may only draw"),
        ("history.record('x', print, print)", "a draw or text function may only draw"),
        ("history.group('x', print)", "a draw or text function may only draw"),
        ("Odd.new()", "a draw or text function may only draw"),
        ("Wheel.new()", "a draw or text function may only draw"),
        (
            "coroutine.yield()",
            "attempt to yield across a C-call boundary (a draw function runs to its end within a frame"
        ),
        ("canvas:group({}, function() coroutine.yield() end)", "(a group's drawing runs to its end within a frame"),
        ("for i = 1, 10001 do canvas:circle(1, 1, 1) end", "drew more than 10000 shapes in one frame"),
        ("local function f(c) c:group({}, f) end f(canvas)", "nested groups more than 32 deep"),
        ("canvas:rect(0, 0, 1, 1, {fill = 'url(#x)'})", "a colour is"),
    ])
    func aDrawThatMisbehavesIsRefused(body: String, message: String) throws {
        let host = try ScriptHost()
        try host.runtime.run(
            "Odd = Control.declare('Odd', {fields = {brightness = 0}, size = {5, 5}, draw = function(self, canvas) \(body) end})"
                + " odd = Odd.new()", chunkName: "odd.lua")
        _ = host.scene()
        let failure = try #require(host.controlFailure)
        #expect(failure.message.hasPrefix("Odd #1: "), "\(failure.message)")
        #expect(failure.message.contains(message), "\(failure.message)")
    }

    @Test func aLivePageHearsAFailureOnceAndKeepsTheLastGoodDrawing() throws {
        let host = try ScriptHost()
        var heard: [String] = []
        host.onControlFailure = { heard.append($0.message) }
        try host.runtime.run(
            """
            Flaky = Control.declare("Flaky", {fields = {broken = false}, size = {5, 5}, draw = function(self, canvas)
              if self.broken then error("broken") end
              canvas:circle(2, 2, 2)
            end})
            flaky = Flaky.new()
            """, chunkName: "flaky.lua")
        #expect(host.scene().items.count == 1)
        try host.runtime.run("flaky.broken = true", chunkName: "break")
        #expect(host.scene().items.first?.content.drawing(at: 0).draw().elements.count == 1)
        _ = host.scene()
        try host.runtime.run("flaky.broken = false; flaky.broken = true", chunkName: "again")
        _ = host.scene()
        #expect(heard == ["Flaky #1: draw failed: flaky.lua:2: broken"])
        #expect(host.controlFailure == nil)
    }

    @Test func aControlWithoutASizeIsMeasuredFromItsFirstDrawingAndKeepsIt() throws {
        let host = try ScriptHost()
        try host.runtime.run(
            """
            Tag = Control.declare("Tag", {
              fields = {wide = false},
              draw = function(self, canvas)
                seen = canvas.width
                canvas:rect(0, 0, self.wide and 300 or 30, 10)
                canvas:circle(40, 5, 5, {stroke = "#000000", width = 2})
                canvas:group({x = 10, y = 20, clip = {0, 0, 4, 4}}, function(c) c:rect(0, 0, 50, 50) end)
              end,
            })
            tag = Tag.new()
            """, chunkName: "tag.lua")
        let first = try #require(host.scene().items.first).content.drawing(at: 0).draw()
        #expect(first.size == Size(width: 46, height: 24))
        #expect(try host.runtime.execute("return seen", chunkName: "read") == [.number(0)])
        try host.runtime.run("tag.wide = true", chunkName: "wide")
        let later = try #require(host.scene().items.first).content.drawing(at: 0).draw()
        #expect(later.size == first.size)
        #expect(try host.runtime.execute("return seen", chunkName: "read") == [.number(46)])
    }

    @Test func aFrameHookRunsWhileItChangesTheControlAndAgainAfterAChange() throws {
        let host = try ScriptHost()
        try host.runtime.run(
            """
            frames = 0
            Ball = Control.declare("Ball", {
              fields = {y = 0, speed = 0},
              size = {10, 110},
              draw = function(self, canvas) canvas:circle(5, self.y + 5, 5) end,
              frame = function(self, now)
                frames = frames + 1
                local dt = 1 / 60
                local y = math.min(100, self.y + self.speed * dt)
                self.speed = y < 100 and self.speed + 980 * dt or 0
                self.y = y
              end,
              methods = {lift = function(self) self.y = 0 end},
            })
            ball = Ball.new()
            """, chunkName: "ball.lua")
        try host.runClock(until: nil)
        let fallen = try host.runtime.execute("return ball.y, ball.speed, frames, history.count()", chunkName: "read")
        #expect(fallen.prefix(2) == [.integer(100), .integer(0)])
        #expect(fallen.last == .integer(0))
        let landed = host.clock.now
        #expect(landed > 0.4 && landed < 0.6, "fell for \(landed) s")
        try host.runtime.run("ball:lift()", chunkName: "lift")
        try host.runClock(until: nil)
        #expect(
            try host.runtime.execute("return ball.y, history.count()", chunkName: "read") == [
                .integer(100), .integer(1),
            ])
        let relanded = host.clock.now
        #expect(relanded > landed + 0.4)
        // An undo and a redo are changes from outside too: redone, the lift falls again.
        try host.runtime.run("history.undo() history.redo()", chunkName: "again")
        try host.runClock(until: nil)
        #expect(try host.runtime.execute("return ball.y", chunkName: "read") == [.integer(100)])
        #expect(host.clock.now > relanded + 0.4)
    }

    @Test func aMethodThatRaisesLeavesItsControlAsItWas() throws {
        let host = try Self.host(
            """
            lamp = Lamp.new()
            lamp:toggle()
            Lamp.methods = nil
            """)
        try host.advance(by: 0.5)
        try host.runtime.run(
            """
            ok = pcall(function() lamp:press(41, 0) end)
            ok2, message = pcall(function() lamp:move("far") end)
            """, chunkName: "raise.lua")
        // `move` set nothing before it raised; `press` refused the finger: neither is a step.
        #expect(
            try host.runtime.execute("return history.count(), ok2", chunkName: "read") == [
                .integer(1), .boolean(false),
            ])
        try host.runtime.run(
            """
            Lamp2 = Control.declare("Lamp2", {fields = {brightness = 0, label = ""}, size = {1, 1}, draw = function() end,
              methods = {fail = function(self) self.label = "half"; self:animate({brightness = 9}, {duration = 5}); error("no") end}})
            l = Lamp2.new()
            l:animate({brightness = 1}, {duration = 1, curve = "linear"})
            """, chunkName: "lamp2.lua")
        try host.advance(by: 0.5)
        try host.runtime.run("print(pcall(l.fail, l))", chunkName: "fail")
        // The field put back is still animating where it was going.
        #expect(
            try host.runtime.execute("return l.label, l.brightness, history.count()", chunkName: "read") == [
                .string(""), .number(0.5), .integer(2),
            ])
        try host.advance(by: 0.5)
        #expect(try host.runtime.execute("return l.brightness", chunkName: "read") == [.integer(1)])
        // A method that moved the history before it raised keeps what it did (here the undo of
        // "Name Lamp3"): the history and the control stay in step.
        try host.runtime.run(
            """
            Lamp3 = Control.declare("Lamp3", {fields = {label = ""}, size = {1, 1}, draw = function() end,
              methods = {name = function(self, text) self.label = text end,
                         odd = function(self) self.label = "odd"; history.undo(); error("no") end}})
            l3 = Lamp3.new()
            l3:name("first")
            pcall(l3.odd, l3)
            """, chunkName: "lamp3.lua")
        #expect(
            try host.runtime.execute("return l3.label, history.canredo()", chunkName: "read") == [
                .string(""), .boolean(true),
            ])
    }

    @Test func aMethodThatYieldsIsToldWhyItCannot() throws {
        let host = try ScriptHost()
        try host.runtime.run(
            """
            K = Control.declare("K", {size = {5, 5}, draw = function() end, methods = {go = function() coroutine.yield(1) end}})
            local k = K.new()
            ok, message = pcall(coroutine.wrap(function() k:go() end))
            """, chunkName: "yield.lua")
        #expect(
            try host.runtime.execute("return ok, message", chunkName: "read") == [
                .boolean(false),
                .string(
                    "attempt to yield across a C-call boundary (a control's method runs to its end: yield from the code that calls it, not inside it)"
                ),
            ])
    }

    @Test(arguments: [
        ("Control.declare('Wheel', {size = {1, 1}, draw = print})", "Wheel is taken by a built-in class or a global"),
        ("Control.declare('1x', {size = {1, 1}, draw = print})", "a class name is a letter"),
        (
            "Control.declare('K', {size = {1, 1}, draw = print}) Control.declare('K', {size = {1, 1}, draw = print})",
            "K is already declared (at decl.lua:1)"
        ),
        ("Control.declare('K', {size = {0, 1}, draw = print})", "a side must be > 0"),
        (
            "Control.declare('K', {size = {1, 1}, draw = print, fields = {f = 1}, methods = {f = print}})",
            "'f' names two members"
        ),
        (
            "Control.declare('K', {size = {1, 1}, draw = print, buttons = {'go'}})",
            "buttons names 'go', which is not one of the methods"
        ),
        ("Control.declare('K', {size = {1, 1}, draw = print, colour = 1})", "unknown field 'colour'"),
        (
            "Control.declare('K', {size = {1, 1}, draw = print, methods = {a = print}, tracking = {began = 'a', moved = 'a', ended = 'a', cancelled = 'a'}})",
            "tracking names 'a' twice"
        ),
        ("for i = 1, 65 do Control.declare('K' .. i, {size = {1, 1}, draw = print}) end", "at most 64 classes"),
    ])
    func aDeclarationThatCannotBeIsRefused(source: String, message: String) throws {
        let host = try ScriptHost()
        let error = try #require(throws: LuaError.self) { try host.runtime.run(source, chunkName: "decl.lua") }
        #expect(error.message.contains(message), "\(error.message)")
    }

    /// A metatable on the globals runs nothing while a class is declared (it used to run with
    /// the binding's frames on the stack).
    @Test func aMetatableOnTheGlobalsRunsNothingWhileDeclaring() throws {
        let host = try ScriptHost()
        let results = try host.runtime.execute(
            """
            setmetatable(_G, {__index = function(_, k) error("undeclared " .. k) end,
              __newindex = function(_, k) error("no new global " .. k) end})
            local Knob = Control.declare("Knob", {size = {1, 1}, draw = function() end})
            return rawequal(Knob, rawget(_G, "Knob")), Knob.new() ~= nil
            """, chunkName: "strict.lua")
        #expect(results == [.boolean(true), .boolean(true)])
    }

    /// A finger the script never lifts does not switch undo off: the next change from outside
    /// ends the gesture as one step of its own.
    @Test func aGestureNeverEndedIsClosedByTheNextChange() throws {
        let host = try Self.host(
            """
            lamp = Lamp.new()
            lamp:press(5, 5); lamp:move(20)
            lamp.label = "after"
            """)
        let read = try host.runtime.execute("return table.concat(history.list(), ',')", chunkName: "read")
        #expect(read == [.string("Touch Lamp,Set Lamp label")])
    }

    /// A gesture whose end raises is still one step.
    @Test func aGestureWhoseEndRaisesIsStillOneStep() throws {
        let host = try Self.host(
            """
            Lamp2 = Control.declare("Lamp2", {fields = {v = 0}, size = {1, 1}, draw = function() end,
              tracking = {began = "b", moved = "m", ended = "e", cancelled = "c"},
              methods = {b = function() end, m = function(self, x) self.v = x end, e = function() error("lift") end,
                c = function() end}})
            l = Lamp2.new(); l:b(0, 0); l:m(3)
            ok = pcall(l.e, l, 3, 0)
            l.v = 4
            """)
        let read = try host.runtime.execute("return ok, table.concat(history.list(), ',')", chunkName: "read")
        #expect(read == [.boolean(false), .string("Touch Lamp2,Set Lamp2 v")])
    }

    @Test func anEmptyAnimationCompletesAtOnce() throws {
        let host = try Self.host("lamp = Lamp.new(); lamp:animate({}, {completion = function(_, f) done = f end})")
        try host.runClock(until: nil)
        #expect(try host.runtime.execute("return done", chunkName: "read") == [.boolean(true)])
    }

    /// `init` finishes each new control (not an undo step); an error in it is the
    /// constructor's.
    @Test func initFinishesEachNewControl() throws {
        let host = try ScriptHost()
        let results = try host.runtime.execute(
            """
            local Pair = Control.declare("Pair", {fields = {a = 1, b = 0}, size = {1, 1}, draw = function() end,
              init = function(self) self.b = self.a * 2 end})
            local p = Pair.new{a = 4}
            local Bad = Control.declare("Bad", {size = {1, 1}, draw = function() end, init = function() error("no") end})
            return p.b, history.count(), select(2, pcall(Bad.new)), scene.text():find("Bad #1", 1, true) == nil
            """, chunkName: "init.lua")
        // A control whose init failed is forgotten: not drawn.
        #expect(results == [.integer(8), .integer(0), .string("init.lua:4: no"), .boolean(true)])
    }

    /// The REPL's help knows a class declared after it started, by name, by its table and by
    /// one of its controls; completion lists its fields.
    @Test func helpAndCompletionKnowADeclaredClass() throws {
        let host = try ScriptHost()
        try host.installReplGlobals()
        try host.runtime.run(Self.lamp + "\nlamp = Lamp.new()", chunkName: "lamp.lua")
        let help = ReplHelp.text(for: try #require(host.classSummary(named: "Lamp")))
        #expect(help.contains("l:toggle(...)"))
        #expect(help.contains("docs/lua-api.md, section \"Writing a control\""))
        var printed: [String] = []
        try host.echoPrints { printed.append($0) }
        for topic in ["help('Lamp')", "help(Lamp)", "help(lamp)"] {
            _ = host.evaluate(replInput: topic)
            #expect(printed.last == help + "\n" || printed.last == help, "\(topic): \(printed.last ?? "nothing")")
        }
        #expect(host.replCompletions(for: "lamp.bri") == ["lamp.brightness"])
    }

    /// A script that replaced `scene` still gets the REPL's help.
    @Test func theReplStartsWhateverTheScriptDidToScene() throws {
        let host = try ScriptHost()
        try host.runtime.run("scene = 1", chunkName: "odd.lua")
        try host.installReplGlobals()
        var printed: [String] = []
        try host.echoPrints { printed.append($0) }
        _ = host.evaluate(replInput: "help('Nothing')")
        #expect(printed.last?.hasPrefix("help: nothing here is called 'Nothing'") == true)
    }
}
