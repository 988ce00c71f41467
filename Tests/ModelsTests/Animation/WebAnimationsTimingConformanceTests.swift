import Geometry
import Models
import Testing

/// The Web Animations timing model's simple iteration progress, checked against the table of
/// web-platform-tests' web-animations/timing-model/animation-effects/simple-iteration-progress.html
/// (every row written here as data), where playground's animations have the same concept.
///
/// playground's timing is Core Animation's: a delay, a duration, a repeat count (fractional or
/// forever) and autoreverse, with the start value shown before the delay ends and the model (end)
/// value once the animation is over, as a UIKit layer shows its model value when its animation
/// is removed. So a row applies with `iterationStart` 0, no end delay, a playback rate of 1 and
/// `fill: 'both'` (the only fill playground has); durations and counts are checked when made, so
/// an infinite duration or zero iterations are refused rather than played. Where a row applies
/// but differs, the reason is given and the difference checked.
@Suite struct WebAnimationsTimingConformanceTests {
    enum Verdict {
        /// playground gives WPT's progress before, at the start of and after the active interval.
        case agrees
        /// playground gives this progress after the active interval instead of WPT's.
        case endsOnItsEndValue(because: String)
        /// The row's input cannot be given to a playground animation.
        case notApplicable(because: String)
    }

    /// One row of the WPT table: its input (durations in ms, delay 1 ms, fill both) and the
    /// simple iteration progress it expects before, at the start of and after the active
    /// interval (nil where WPT checks none).
    struct Row {
        let iterations: Double
        let iterationStart: Double
        let duration: Double
        let before: Double
        let active: Double?
        let after: Double?
        let verdict: Verdict
    }

    static let zero = "zero iterations are refused (an error names the option), not played as none"
    static let endless = "an infinite duration is refused: durations are finite"
    static let start = "playground has no iterationStart"
    static let model =
        "the model value is shown once the animation is over, as in UIKit, not the progress it stopped at"

    static let rows: [Row] = [
        // 'Test zero iterations'
        Row(
            iterations: 0, iterationStart: 0, duration: 0, before: 0, active: nil, after: 0,
            verdict: .notApplicable(because: zero)),
        Row(
            iterations: 0, iterationStart: 0, duration: 100, before: 0, active: nil, after: 0,
            verdict: .notApplicable(because: zero)),
        Row(
            iterations: 0, iterationStart: 0, duration: .infinity, before: 0, active: nil, after: 0,
            verdict: .notApplicable(because: zero)),
        Row(
            iterations: 0, iterationStart: 2.5, duration: 0, before: 0.5, active: nil, after: 0.5,
            verdict: .notApplicable(because: zero)),
        Row(
            iterations: 0, iterationStart: 2.5, duration: 100, before: 0.5, active: nil, after: 0.5,
            verdict: .notApplicable(because: zero)),
        Row(
            iterations: 0, iterationStart: 2.5, duration: .infinity, before: 0.5, active: nil, after: 0.5,
            verdict: .notApplicable(because: zero)),
        Row(
            iterations: 0, iterationStart: 3, duration: 0, before: 0, active: nil, after: 0,
            verdict: .notApplicable(because: zero)),
        Row(
            iterations: 0, iterationStart: 3, duration: 100, before: 0, active: nil, after: 0,
            verdict: .notApplicable(because: zero)),
        Row(
            iterations: 0, iterationStart: 3, duration: .infinity, before: 0, active: nil, after: 0,
            verdict: .notApplicable(because: zero)),
        // 'Test integer iterations'
        Row(iterations: 3, iterationStart: 0, duration: 0, before: 0, active: nil, after: 1, verdict: .agrees),
        Row(iterations: 3, iterationStart: 0, duration: 100, before: 0, active: 0, after: 1, verdict: .agrees),
        Row(
            iterations: 3, iterationStart: 0, duration: .infinity, before: 0, active: 0, after: nil,
            verdict: .notApplicable(because: endless)),
        Row(
            iterations: 3, iterationStart: 2.5, duration: 0, before: 0.5, active: nil, after: 0.5,
            verdict: .notApplicable(because: start)),
        Row(
            iterations: 3, iterationStart: 2.5, duration: 100, before: 0.5, active: 0.5, after: 0.5,
            verdict: .notApplicable(because: start)),
        Row(
            iterations: 3, iterationStart: 2.5, duration: .infinity, before: 0.5, active: 0.5, after: nil,
            verdict: .notApplicable(because: start)),
        Row(
            iterations: 3, iterationStart: 3, duration: 0, before: 0, active: nil, after: 1,
            verdict: .notApplicable(because: start)),
        Row(
            iterations: 3, iterationStart: 3, duration: 100, before: 0, active: 0, after: 1,
            verdict: .notApplicable(because: start)),
        Row(
            iterations: 3, iterationStart: 3, duration: .infinity, before: 0, active: 0, after: nil,
            verdict: .notApplicable(because: start)),
        // 'Test fractional iterations'
        Row(
            iterations: 3.5, iterationStart: 0, duration: 0, before: 0, active: nil, after: 0.5,
            verdict: .endsOnItsEndValue(because: model)),
        Row(
            iterations: 3.5, iterationStart: 0, duration: 100, before: 0, active: 0, after: 0.5,
            verdict: .endsOnItsEndValue(because: model)),
        Row(
            iterations: 3.5, iterationStart: 0, duration: .infinity, before: 0, active: 0, after: nil,
            verdict: .notApplicable(because: endless)),
        Row(
            iterations: 3.5, iterationStart: 2.5, duration: 0, before: 0.5, active: nil, after: 1,
            verdict: .notApplicable(because: start)),
        Row(
            iterations: 3.5, iterationStart: 2.5, duration: 100, before: 0.5, active: 0.5, after: 1,
            verdict: .notApplicable(because: start)),
        Row(
            iterations: 3.5, iterationStart: 2.5, duration: .infinity, before: 0.5, active: 0.5, after: nil,
            verdict: .notApplicable(because: start)),
        Row(
            iterations: 3.5, iterationStart: 3, duration: 0, before: 0, active: nil, after: 0.5,
            verdict: .notApplicable(because: start)),
        Row(
            iterations: 3.5, iterationStart: 3, duration: 100, before: 0, active: 0, after: 0.5,
            verdict: .notApplicable(because: start)),
        Row(
            iterations: 3.5, iterationStart: 3, duration: .infinity, before: 0, active: 0, after: nil,
            verdict: .notApplicable(because: start)),
        // 'Test infinity iterations'
        Row(iterations: .infinity, iterationStart: 0, duration: 0, before: 0, active: nil, after: 1, verdict: .agrees),
        Row(
            iterations: .infinity, iterationStart: 0, duration: 100, before: 0, active: 0, after: nil, verdict: .agrees),
        Row(
            iterations: .infinity, iterationStart: 0, duration: .infinity, before: 0, active: 0, after: nil,
            verdict: .notApplicable(because: endless)),
        Row(
            iterations: .infinity, iterationStart: 2.5, duration: 0, before: 0.5, active: nil, after: 0.5,
            verdict: .notApplicable(because: start)),
        Row(
            iterations: .infinity, iterationStart: 2.5, duration: 100, before: 0.5, active: 0.5, after: nil,
            verdict: .notApplicable(because: start)),
        Row(
            iterations: .infinity, iterationStart: 2.5, duration: .infinity, before: 0.5, active: 0.5, after: nil,
            verdict: .notApplicable(because: start)),
        Row(
            iterations: .infinity, iterationStart: 3, duration: 0, before: 0, active: nil, after: 1,
            verdict: .notApplicable(because: start)),
        Row(
            iterations: .infinity, iterationStart: 3, duration: 100, before: 0, active: 0, after: nil,
            verdict: .notApplicable(because: start)),
        Row(
            iterations: .infinity, iterationStart: 3, duration: .infinity, before: 0, active: 0, after: nil,
            verdict: .notApplicable(because: start)),
    ]

    @Test func simpleIterationProgressMatchesTheWPTTable() throws {
        var agreed = 0
        for row in Self.rows {
            let label =
                "iterations \(row.iterations), iterationStart \(row.iterationStart), duration \(row.duration) ms"
            if case .notApplicable = row.verdict {
                // Refused when made, as the verdict says (or not expressible at all).
                if row.iterationStart == 0 {
                    #expect(throws: AnimationError.self, "\(label)") {
                        try AnimationTiming(
                            duration: row.duration / 1000, delay: 0.001, curve: .linear,
                            repeatCount: .count(row.iterations))
                    }
                }
                continue
            }
            let timing = try AnimationTiming(
                duration: row.duration / 1000, delay: 0.001, curve: .linear,
                repeatCount: try AnimationRepeat(count: row.iterations))
            let animation = try Animation(from: 0.0, to: 1.0, timing: timing, at: 0)
            #expect(animation.progress(at: 0.0005) == row.before, "before, \(label)")
            if let active = row.active {
                #expect(animation.progress(at: 0.001) == active, "at the start of the active interval, \(label)")
            }
            if let after = row.after {
                let end = animation.endTime
                switch row.verdict {
                case .agrees:
                    #expect(animation.progress(at: end) == after, "after, \(label)")
                    agreed += 1
                case .endsOnItsEndValue:
                    #expect(
                        animation.progress(at: end) == 1 && after != 1,
                        "after, \(label): the end value, not WPT's \(after)")
                case .notApplicable:
                    break
                }
            } else if case .agrees = row.verdict {
                #expect(animation.endTime == .infinity, "never after, \(label)")
                agreed += 1
            }
        }
        #expect(agreed == 4)
    }
}
