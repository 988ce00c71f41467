-- playground test: --seed 1 --now 2026-12-24T18:00:00Z
-- The scene: the controls as text and as SVG at the current instant, and a control found by its title.

describe("the scene", function()
  it("says so when there is no control", function()
    assert.are.equal("── t = 0.000 s ────────────────────────\n(no controls)", scene.text())
    local empty = scene.svg()
    assert.is_true(not not (empty:find("^<svg") or empty:find("^<%?xml")), "an SVG document")
    assert.is_true(not not (empty:find("no controls", 1, true)), "an empty scene says so")
  end)

  describe("with an odometer rolling to 42", function()
    local counter

    before_each(function()
      counter = Odometer.new(3)
      counter:set(42)
    end)

    it("shows it as drawn at the current instant: mid-roll, then at rest", function()
      clock.advance(0.25)
      local text = scene.text()
      assert.is_true(not not (text:find("Odometer #1", 1, true)), text)
      assert.is_true(not not (text:find("rolling to 042", 1, true)), text)
      assert.is_true(not not (text:find("t = 0.250 s", 1, true)), text)
      clock.advance(1)
      assert.is_true(not not (scene.text():find("[042] value 42", 1, true)), scene.text())

      local svg = scene.svg()
      assert.is_true(not not (svg:find("Odometer #1", 1, true)))
      assert.is_true(not not (svg:find("</svg>%s*$")), "a complete document")
    end)

    it("draws the same instant the same way, and a later one with another header", function()
      clock.advance(1.25)
      local svg = scene.svg()
      assert.are.equal(svg, scene.svg())
      clock.advance(1)
      assert.is_true(not not (scene.svg() ~= svg))
    end)
  end)

  -- text and svg take nothing or a live control (scene.text(c): only its lines); anything else
  -- is an error. Arguments after it are ignored.
  it("draws only the control given to text or svg, and refuses anything but a live control", function()
    assert.are.equal("string", type(scene.text(nil, "x")))
    assert.are.equal("bad argument #1 to 'text' (a live control expected, got number)",
      select(2, pcall(scene.text, 1)):match("bad argument #1 to 'text' %(.*%)$"))
    assert.are.equal("bad argument #1 to 'svg' (a live control expected, got table)",
      select(2, pcall(scene.svg, {})):match("bad argument #1 to 'svg' %(.*%)$"))
    do
      local a, b = Stepper.new(), Stepper.new()
      local only = scene.text(b)
      assert.is_true(not not only:find("Stepper #2", 1, true), only)
      assert.is_nil(only:find("Stepper #1", 1, true), only)
      assert.is_true(not not scene.svg(a):find("Stepper #1", 1, true))
      assert.is_nil(scene.svg(b):find("Stepper #1", 1, true))
    end
  end)

  -- scene.control finds a live control by the title its box shows; its argument is checked as
  -- every binding's is.
  it("finds a live control by the title its box shows", function()
    local wheel = Wheel.new{sectors = 3}
    assert.is_true(rawequal(scene.control("Wheel #1"), wheel))
    assert.is_nil(scene.control("Wheel #999"))
    assert.has_error(function() scene.control() end, "bad argument #1 to 'control' (string expected, got no value)")
    assert.has_error(function() scene.control({}) end, "bad argument #1 to 'control' (string expected, got table)")
  end)
end)
