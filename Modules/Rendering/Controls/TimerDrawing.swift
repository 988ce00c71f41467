import Foundation
import Geometry
import Models

/// A ``CountdownTimer`` at one instant, the seed's timer screen: the ring's track and, when the
/// progress bar is on, the arc of the time left, drawn clockwise from 12 o'clock; the two effect
/// circles at their angles, in their current hues at opacity 0.5, while the effect shows; the
/// time left and the status in the middle.
///
/// The circles sit 0.38 × the screen width from the centre, as in the seed, with the ring just
/// outside them; the drawing is scaled down to at most ``maximumSide`` for wide screens.
public struct TimerDrawing: ControlDrawing, SVGDrawing {
    /// The ring's stroke width.
    public static let ringWidth = 10.0
    /// The largest side of the drawing; a wider effect layout is scaled down to fit.
    public static let maximumSide = 360.0

    public let timer: CountdownTimer
    public let time: Double

    /// The timer as it shows at `time`.
    public init(_ timer: CountdownTimer, at time: Double) {
        self.timer = timer
        self.time = time
    }

    /// The ring's radius (to the middle of its stroke): just outside the effect circles.
    public var ringRadius: Double {
        timer.effect.radius + CountdownEffect.circleDiameter / 2 + Self.ringWidth / 2 + 2
    }

    /// The sweep of the progress arc in radians: the fraction of the run still left of a turn.
    public var progressSweep: Double {
        2 * Double.pi * min(max(timer.remainingFraction(at: time), 0), 1)
    }

    /// The factor the drawing is scaled by to keep within ``maximumSide``.
    public var scale: Double {
        let natural = 2 * (ringRadius + Self.ringWidth)
        return natural > Self.maximumSide ? Self.maximumSide / natural : 1
    }

    public func svg(idPrefix: String) -> SVGFragment {
        fragment(idPrefix: idPrefix)
    }

    func draw(into svg: inout SVGBuilder, idPrefix: String) -> Size {
        let natural = 2 * (ringRadius + Self.ringWidth)
        let side = natural * scale
        let center = Point(x: natural / 2, y: natural / 2)
        svg.group(scale == 1 ? [] : [.text("transform", "scale(\(SVGNumber.format(scale)))")]) { g in
            g.circle(cx: center.x, cy: center.y, r: ringRadius, stroke: "#e0e0e0", strokeWidth: Self.ringWidth)
            if timer.settings.isProgressBarOn,
                let arc = SVGPath.arc(center: center, radius: ringRadius, from: -Double.pi / 2, sweep: progressSweep)
            {
                g.path(arc, stroke: "#ff7a00", strokeWidth: Self.ringWidth, extra: [.text("stroke-linecap", "round")])
            }
            if let effect = timer.effect(at: time) {
                for circle in effect.circles {
                    let color = circle.color
                    g.circle(
                        cx: center.x + circle.center.x, cy: center.y + circle.center.y, r: circle.diameter / 2,
                        fill: SVGColor.hex(
                            HSBColor(hue: color.hue, saturation: color.saturation, brightness: color.brightness)),
                        opacity: color.alpha)
                }
            }
            let status = timer.status(at: time)
            g.text(
                TextFormat.clock(timer.remaining(at: time)), x: center.x, y: center.y + 8, size: 30,
                anchor: "middle", fill: "#222222", weight: "bold", family: SVGFont.monospace)
            g.text(
                status.rawValue + (timer.settings.isAlarmOn ? " · alarm on" : ""), x: center.x, y: center.y + 32,
                size: 13, anchor: "middle", fill: status == .running ? "#2e7d32" : "#666666")
        }
        return Size(width: side, height: side)
    }
}

extension TimerDrawing: ShownTextDrawing {
    /// What the text view shows of a timer: the time left, the bar and, while the effect
    /// shows, its circles; each line's values apart, since the circles turn at every frame and
    /// the rest changes ten times a second at most.
    struct TextShown: Equatable, Sendable {
        /// The first line: the time left and the total, in the clock's tenths, and the status.
        var clock: Clock
        /// The second line: the bar's filled cells and the percentage done.
        var bar: Bar
        /// The third line, while the effect shows: each circle's angle in degrees and hue.
        var circles: Circles?

        struct Clock: Equatable, Sendable {
            var remainingTenths: Int64
            var totalTenths: Int64
            var status: CountdownStatus
        }

        struct Bar: Equatable, Sendable {
            var filledCells: Int
            var percent: ShownNumber
        }

        struct Circles: Equatable, Sendable {
            var first: Circle
            var second: Circle
        }

        struct Circle: Equatable, Sendable {
            var degrees: ShownNumber
            var hue: ShownNumber

            /// A circle at `rotation` with hue `hue`, as its ``CountdownEffectCircle`` shows them.
            init(rotation: Angle, hue: Double) {
                degrees = ShownNumber(rotation.degrees, decimals: 0)
                self.hue = ShownNumber(hue, decimals: 3)
            }
        }
    }

    /// The cells of the text view's bar.
    static let barWidth = 20

    var textShown: TextShown {
        let progress = timer.progress(at: time)
        return TextShown(
            clock: TextShown.Clock(
                remainingTenths: TextFormat.clockTenths(timer.remaining(at: time)),
                totalTenths: TextFormat.clockTenths(timer.total),
                status: timer.status(at: time)),
            bar: TextShown.Bar(
                filledCells: TextFormat.filledCells(progress, width: Self.barWidth),
                percent: ShownNumber(progress * 100, decimals: 0)),
            // The phase, not the frame: the circles' places on screen are not shown.
            circles: timer.effectPhase(at: time).map {
                TextShown.Circles(
                    first: TextShown.Circle(rotation: $0.firstRotation, hue: $0.firstHue),
                    second: TextShown.Circle(rotation: $0.secondRotation, hue: $0.secondHue))
            })
    }

    static func writeLines(of shown: TextShown, over kept: TextShown?, into writer: inout TextLineWriter) {
        if kept?.clock != shown.clock {
            let clock = shown.clock
            writer.begin()
            writer.append { TextFormat.writeClock(tenths: clock.remainingTenths, into: &$0) }
            writer.append(" left of ")
            writer.append { TextFormat.writeClock(tenths: clock.totalTenths, into: &$0) }
            writer.append("  ")
            writer.append(text: clock.status.rawValue)
            writer.end(asLine: 0)
        }
        if kept?.bar != shown.bar {
            writer.begin()
            writer.append { TextFormat.writeBar(filled: shown.bar.filledCells, width: barWidth, into: &$0) }
            writer.append(" ")
            writer.append(shown.bar.percent)
            writer.append("%")
            writer.end(asLine: 1)
        }
        guard let circles = shown.circles else {
            writer.keepLines(2)
            return
        }
        guard kept?.circles != circles || writer.lines.count < 3 else { return }
        writer.begin()
        writer.append("circles: ")
        writer.append(circles.first.degrees)
        writer.append("° hue ")
        writer.append(circles.first.hue)
        writer.append(", ")
        writer.append(circles.second.degrees)
        writer.append("° hue ")
        writer.append(circles.second.hue)
        writer.end(asLine: 2)
    }
}
