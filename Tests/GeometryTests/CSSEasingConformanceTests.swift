import Geometry
import Testing

/// CSS Easing Level 1, checked against the cases of the web-platform-tests (their inputs and
/// expected outputs written here as data, each table naming its WPT file).
///
/// playground evaluates a curve only on an animation's own progress, from 0 to 1: no control
/// applies a curve to another curve's output (CSS's keyframe easing inside an effect easing), so
/// an input outside [0, 1] never reaches a curve, and one that did would be clamped rather than
/// extrapolated. The WPT cases that compose two curves therefore agree wherever the effect
/// easing's output is within [0, 1] and differ, by design, where it is not; those rows are marked
/// and checked to differ (docs/lua-api.md, "Timing curves", says so).
@Suite struct CSSEasingConformanceTests {
    private func curve(_ text: String) throws -> TimingCurve {
        try TimingCurve(text: text)
    }

    /// web-animations/resources/easing-tests.js: the named easings are these cubic Béziers and
    /// steps; their outputs at a few inputs (the Béziers' solved to 1e-12 by bisection).
    @Test func theNamedEasingsAreTheirDefinitions() throws {
        let rows: [(name: String, definition: String, outputs: [Double])] = [
            (
                "ease", "cubic-bezier(0.25, 0.1, 0.25, 1)",
                [0.094796305716, 0.408510591355, 0.802403387585, 0.960458978349, 0.994316477485]
            ),
            (
                "ease-in", "cubic-bezier(0.42, 0, 1, 1)",
                [0.017026609652, 0.093464650719, 0.315356812573, 0.621861869175, 0.839427845762]
            ),
            (
                "ease-out", "cubic-bezier(0, 0, 0.58, 1)",
                [0.160572154238, 0.378138130825, 0.684643187427, 0.906535349281, 0.982973390348]
            ),
            (
                "ease-in-out", "cubic-bezier(0.42, 0, 0.58, 1)",
                [0.019722453548, 0.129161931047, 0.5, 0.870838068953, 0.980277546452]
            ),
            (
                "cubic-bezier(0, 1.5, 1, 1.5)", "cubic-bezier(0, 1.5, 1, 1.5)",
                [0.716087431338, 1.024066664678, 1.25, 1.295011197679, 1.228687114360]
            ),
            ("step-start", "steps(1, start)", [1, 1, 1, 1, 1]),
            ("steps(2, start)", "steps(2, jump-start)", [0.5, 0.5, 1, 1, 1]),
            ("step-end", "steps(1)", [0, 0, 0, 0, 0]),
            ("steps(2, end)", "steps(2)", [0, 0, 0.5, 0.5, 0.5]),
            ("linear", "linear(0, 1)", [0.1, 0.25, 0.5, 0.75, 0.9]),
        ]
        let inputs = [0.1, 0.25, 0.5, 0.75, 0.9]
        for row in rows {
            let named = try curve(row.name)
            let defined = try curve(row.definition)
            for (input, expected) in zip(inputs, row.outputs) {
                #expect(
                    abs(named.value(at: input) - expected) < 1e-9, "\(row.name) at \(input): \(named.value(at: input))")
                #expect(abs(defined.value(at: input) - expected) < 1e-9, "\(row.definition) at \(input)")
            }
            #expect(named.value(at: 1) == 1, "\(row.name) ends at 1")
        }
    }

    /// css/css-easing/step-timing-functions-output.html: a keyframe's steps inside an effect's
    /// cubic Bézier, at the times (of 1000 ms) the file checks; `left` in px, 100 px the whole
    /// way. Rows marked `differs` are those where the Bézier's output leaves [0, 1].
    @Test func stepsMatchTheWPTOutputs() throws {
        let rows: [(steps: String, effect: String, time: Double, left: Double, differs: Bool)] = [
            ("step-start", "cubic-bezier(0, 1.5, 1, 1.5)", 0, 100, false),
            ("step-start", "cubic-bezier(0, 1.5, 1, 1.5)", 230, 100, false),
            ("step-start", "cubic-bezier(0, 1.5, 1, 1.5)", 250, 200, true),
            ("step-start", "cubic-bezier(0, 1.5, 1, 1.5)", 1000, 100, false),
            ("step-start", "cubic-bezier(0, 3, 1, 3)", 0, 100, false),
            ("step-start", "cubic-bezier(0, 3, 1, 3)", 114, 200, true),
            ("step-start", "cubic-bezier(0, 3, 1, 3)", 500, 300, true),
            ("step-start", "cubic-bezier(0, 3, 1, 3)", 900, 200, true),
            ("step-start", "cubic-bezier(0, -0.5, 1, -0.5)", 0, 100, false),
            ("step-start", "cubic-bezier(0, -0.5, 1, -0.5)", 750, 0, true),
            ("step-start", "cubic-bezier(0, -0.5, 1, -0.5)", 800, 100, false),
            ("step-start", "cubic-bezier(0, -0.5, 1, -0.5)", 1000, 100, false),
            ("step-start", "cubic-bezier(0, -2, 1, -2)", 0, 100, false),
            ("step-start", "cubic-bezier(0, -2, 1, -2)", 100, 0, true),
            ("step-start", "cubic-bezier(0, -2, 1, -2)", 500, -100, true),
            ("step-start", "cubic-bezier(0, -2, 1, -2)", 1000, 100, false),
            ("step-end", "cubic-bezier(0, 1.5, 1, 1.5)", 0, 0, false),
            ("step-end", "cubic-bezier(0, 1.5, 1, 1.5)", 230, 0, false),
            ("step-end", "cubic-bezier(0, 1.5, 1, 1.5)", 250, 100, false),
            ("step-end", "cubic-bezier(0, 1.5, 1, 1.5)", 1000, 100, false),
            ("step-end", "cubic-bezier(0, 3, 1, 3)", 0, 0, false),
            ("step-end", "cubic-bezier(0, 3, 1, 3)", 114, 100, false),
            ("step-end", "cubic-bezier(0, 3, 1, 3)", 500, 200, true),
            ("step-end", "cubic-bezier(0, 3, 1, 3)", 900, 100, false),
            ("step-end", "cubic-bezier(0, -0.5, 1, -0.5)", 0, 0, false),
            ("step-end", "cubic-bezier(0, -0.5, 1, -0.5)", 750, -100, true),
            ("step-end", "cubic-bezier(0, -0.5, 1, -0.5)", 800, 0, false),
            ("step-end", "cubic-bezier(0, -0.5, 1, -0.5)", 1000, 100, false),
            ("steps(1, jump-both)", "cubic-bezier(0, 1.5, 1, 1.5)", 0, 50, false),
            ("steps(1, jump-both)", "cubic-bezier(0, 1.5, 1, 1.5)", 230, 50, false),
            ("steps(1, jump-both)", "cubic-bezier(0, 1.5, 1, 1.5)", 250, 100, false),
            ("steps(1, jump-both)", "cubic-bezier(0, 1.5, 1, 1.5)", 1000, 100, false),
            ("steps(1, jump-both)", "cubic-bezier(0, 3, 1, 3)", 0, 50, false),
            ("steps(1, jump-both)", "cubic-bezier(0, 3, 1, 3)", 114, 100, false),
            ("steps(1, jump-both)", "cubic-bezier(0, 3, 1, 3)", 500, 150, true),
            ("steps(1, jump-both)", "cubic-bezier(0, 3, 1, 3)", 900, 100, false),
            ("steps(1, jump-both)", "cubic-bezier(0, -0.5, 1, -0.5)", 0, 50, false),
            ("steps(1, jump-both)", "cubic-bezier(0, -0.5, 1, -0.5)", 750, 0, true),
            ("steps(1, jump-both)", "cubic-bezier(0, -0.5, 1, -0.5)", 800, 50, false),
            ("steps(1, jump-both)", "cubic-bezier(0, -0.5, 1, -0.5)", 1000, 100, false),
            ("steps(2, jump-none)", "cubic-bezier(0, 1.5, 1, 1.5)", 0, 0, false),
            ("steps(2, jump-none)", "cubic-bezier(0, 1.5, 1, 1.5)", 45, 100, false),
            ("steps(2, jump-none)", "cubic-bezier(0, 1.5, 1, 1.5)", 230, 100, false),
            ("steps(2, jump-none)", "cubic-bezier(0, 1.5, 1, 1.5)", 250, 200, true),
            ("steps(2, jump-none)", "cubic-bezier(0, 1.5, 1, 1.5)", 1000, 100, false),
            ("steps(2, jump-none)", "cubic-bezier(0, 3, 1, 3)", 0, 0, false),
            ("steps(2, jump-none)", "cubic-bezier(0, 3, 1, 3)", 114, 300, true),
            ("steps(2, jump-none)", "cubic-bezier(0, 3, 1, 3)", 500, 400, true),
            ("steps(2, jump-none)", "cubic-bezier(0, 3, 1, 3)", 900, 300, true),
            ("steps(2, jump-none)", "cubic-bezier(0, -0.5, 1, -0.5)", 0, 0, false),
            ("steps(2, jump-none)", "cubic-bezier(0, -0.5, 1, -0.5)", 750, -100, true),
            ("steps(2, jump-none)", "cubic-bezier(0, -0.5, 1, -0.5)", 800, 0, false),
            ("steps(2, jump-none)", "cubic-bezier(0, -0.5, 1, -0.5)", 1000, 100, false),
        ]
        for row in rows {
            let effect = try curve(row.effect).value(at: row.time / 1000)
            let left = 100 * (try curve(row.steps).value(at: effect))
            let description = "\(row.steps) inside \(row.effect) at \(row.time) ms: \(left) px, WPT \(row.left) px"
            if row.differs {
                // Outside [0, 1] the step is taken at the nearer end instead of continuing.
                #expect(effect < 0 || effect > 1, "\(description): marked as differing, yet the input is in range")
                #expect(left != row.left, "\(description): marked as differing, yet it agrees")
                #expect(left == 100 * (try curve(row.steps).value(at: min(max(effect, 0), 1))), "\(description)")
            } else {
                #expect(left == row.left, "\(description)")
            }
        }
    }

    /// css/css-easing/cubic-bezier-timing-functions-output.html: a keyframe's cubic Bézier
    /// inside an effect's, with WPT's tolerance of 0.01 px. Where the effect's output leaves
    /// [0, 1], WPT extrapolates the keyframe's curve along its end tangent (an infinite tangent
    /// holds the end value); playground holds the end value always, so only the finite-tangent
    /// rows differ.
    @Test func cubicBeziersMatchTheWPTOutputs() throws {
        let rows: [(keyframe: String, effect: String, time: Double, left: Double, differs: Bool)] = [
            ("cubic-bezier(0.5, 1, 0.5, 0)", "cubic-bezier(0, 1.5, 1, 1.5)", 0, 0, false),
            ("cubic-bezier(0.5, 1, 0.5, 0)", "cubic-bezier(0, 1.5, 1, 1.5)", 230, 98.8706655442, false),
            ("cubic-bezier(0.5, 1, 0.5, 0)", "cubic-bezier(0, 1.5, 1, 1.5)", 240, 101.900679794, true),
            ("cubic-bezier(0.5, 1, 0.5, 0)", "cubic-bezier(0, 1.5, 1, 1.5)", 700, 159.803644427, true),
            ("cubic-bezier(0.5, 1, 0.5, 0)", "cubic-bezier(0, 1.5, 1, 1.5)", 990, 116.589193091, true),
            ("cubic-bezier(0.5, 1, 0.5, 0)", "cubic-bezier(0, 1.5, 1, 1.5)", 1000, 100, false),
            ("cubic-bezier(0, 1.5, 1, 1.5)", "cubic-bezier(0, 1.5, 1, 1.5)", 240, 100, false),
            ("cubic-bezier(0, 1.5, 1, 1.5)", "cubic-bezier(0, 1.5, 1, 1.5)", 700, 100, false),
            ("cubic-bezier(0, 1.5, 1, 1.5)", "cubic-bezier(0, 1.5, 1, 1.5)", 990, 100, false),
            ("cubic-bezier(0.5, 1, 0.5, 0)", "cubic-bezier(0, -0.5, 1, -0.5)", 0, 0, false),
            ("cubic-bezier(0.5, 1, 0.5, 0)", "cubic-bezier(0, -0.5, 1, -0.5)", 10, -16.589193091, true),
            ("cubic-bezier(0.5, 1, 0.5, 0)", "cubic-bezier(0, -0.5, 1, -0.5)", 300, -59.803644427, true),
            ("cubic-bezier(0.5, 1, 0.5, 0)", "cubic-bezier(0, -0.5, 1, -0.5)", 750, -4.813332936, true),
            ("cubic-bezier(0.5, 1, 0.5, 0)", "cubic-bezier(0, -0.5, 1, -0.5)", 770, 1.1293344558, false),
            ("cubic-bezier(0.5, 1, 0.5, 0)", "cubic-bezier(0, -0.5, 1, -0.5)", 1000, 100, false),
            ("cubic-bezier(0, -0.5, 1, -0.5)", "cubic-bezier(0, -0.5, 1, -0.5)", 10, 0, false),
            ("cubic-bezier(0, -0.5, 1, -0.5)", "cubic-bezier(0, -0.5, 1, -0.5)", 300, 0, false),
            ("cubic-bezier(0, -0.5, 1, -0.5)", "cubic-bezier(0, -0.5, 1, -0.5)", 750, 0, false),
        ]
        for row in rows {
            let effect = try curve(row.effect).value(at: row.time / 1000)
            let left = 100 * (try curve(row.keyframe).value(at: effect))
            let description = "\(row.keyframe) inside \(row.effect) at \(row.time) ms: \(left) px, WPT \(row.left) px"
            if row.differs {
                #expect(effect < 0 || effect > 1, "\(description): marked as differing, yet the input is in range")
                #expect(abs(left - row.left) > 0.01, "\(description): marked as differing, yet it agrees")
                #expect(left == (effect < 0 ? 0 : 100), "\(description)")
            } else {
                #expect(abs(left - row.left) <= 0.01, "\(description)")
            }
        }
    }

    /// css/css-easing/linear-timing-functions-output.html: `linear()` curves at the times (of
    /// 1000 ms) the file checks, each against the value WPT expects (`left` in px, 100 px the
    /// whole way) or against the curve WPT finds it equivalent to. Outputs outside [0, 1] are
    /// kept, as CSS keeps them; stops placed outside [0 %, 100 %] are read as CSS reads them.
    @Test func linearCurvesMatchTheWPTOutputs() throws {
        let valued: [(curve: String, time: Double, left: Double)] = [
            ("linear(0, 1.5, 1)", 0, 0), ("linear(0, 1.5, 1)", 250, 75), ("linear(0, 1.5, 1)", 500, 150),
            ("linear(0, 1.5, 1)", 750, 125), ("linear(0, 1.5, 1)", 1000, 100),
            ("linear(1, -0.5, 0)", 0, 100), ("linear(1, -0.5, 0)", 250, 25), ("linear(1, -0.5, 0)", 500, -50),
            ("linear(1, -0.5, 0)", 750, -25), ("linear(1, -0.5, 0)", 1000, 0),
        ]
        for row in valued {
            let left = 100 * (try curve(row.curve).value(at: row.time / 1000))
            #expect(abs(left - row.left) <= 0.01, "\(row.curve) at \(row.time) ms: \(left) px, WPT \(row.left) px")
        }
        let equivalent: [(curve: String, equivalent: String, times: [Double])] = [
            (
                "linear(0.2 0% 20%, 0.4 20% 40%, 0.6 40% 60%, 0.8 60% 80%, 1.0 80% 100%)", "steps(5, jump-start)",
                [0, 200, 400, 600, 800, 1000]
            ),
            ("linear(0, 0.1 -10%, 1)", "linear(0, 0.1 0%, 1)", [0, 100, 550, 1000]),
            ("linear(0, 0.9 110%, 1)", "linear(0, 0.9 110%, 1 110%)", [0, 450, 900, 950, 1000]),
        ]
        for row in equivalent {
            for time in row.times {
                let left = 100 * (try curve(row.curve).value(at: time / 1000))
                let expected = 100 * (try curve(row.equivalent).value(at: time / 1000))
                #expect(
                    abs(left - expected) <= 0.01,
                    "\(row.curve) at \(time) ms: \(left) px, \(row.equivalent) \(expected) px")
            }
        }
    }
}
