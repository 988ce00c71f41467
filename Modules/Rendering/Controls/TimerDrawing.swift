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
public struct TimerDrawing: ControlDrawing {
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

    public func draw() -> Drawing {
        let natural = 2 * (ringRadius + Self.ringWidth)
        let side = natural * scale
        let center = Point(x: natural / 2, y: natural / 2)
        var drawing = Drawing(size: Size(width: side, height: side))
        drawing.group(transform: scale == 1 ? nil : DrawingTransform([.scale(scale)])) { g in
            g.circle(center: center, radius: ringRadius, stroke: "#e0e0e0", strokeWidth: Self.ringWidth)
            if timer.settings.isProgressBarOn,
                let arc = DrawingPath.arc(
                    center: center, radius: ringRadius, from: -Double.pi / 2, sweep: progressSweep)
            {
                g.path(arc, style: DrawingStyle(stroke: "#ff7a00", strokeWidth: Self.ringWidth, lineCap: .round))
            }
            if let effect = timer.effect(at: time) {
                for circle in effect.circles {
                    let color = circle.color
                    g.circle(
                        center: Point(x: center.x + circle.center.x, y: center.y + circle.center.y),
                        radius: circle.diameter / 2,
                        fill: SVGColor.hex(
                            HSBColor(hue: color.hue, saturation: color.saturation, brightness: color.brightness)),
                        opacity: color.alpha)
                }
            }
            let status = timer.status(at: time)
            g.text(
                TextFormat.clock(timer.remaining(at: time)), x: center.x, y: center.y + 8, size: 30,
                anchor: .middle, fill: "#222222", bold: true, family: .monospace)
            g.text(
                status.rawValue + (timer.settings.isAlarmOn ? " · alarm on" : ""), x: center.x, y: center.y + 32,
                size: 13, anchor: .middle, fill: status == .running ? "#2e7d32" : "#666666")
        }
        return drawing
    }
}

extension TimerDrawing {
    /// The cells of the text view's bar.
    static let barWidth = 20

    /// The time left of the total and the status; a bar of the time gone; and, while the
    /// effect shows, each circle's angle and hue.
    public func textLines() -> [String] {
        let progress = timer.progress(at: time)
        var lines = [
            TextFormat.clock(timer.remaining(at: time)) + " left of " + TextFormat.clock(timer.total) + "  "
                + timer.status(at: time).rawValue,
            TextFormat.bar(progress, width: Self.barWidth) + " " + TextFormat.fixed(progress * 100, 0) + "%",
        ]
        // The phase, not the frame: the circles' places on screen are not shown.
        if let phase = timer.effectPhase(at: time) {
            func circle(_ rotation: Angle, _ hue: Double) -> String {
                TextFormat.fixed(rotation.degrees, 0) + "° hue " + TextFormat.fixed(hue, 3)
            }
            lines.append(
                "circles: " + circle(phase.firstRotation, phase.firstHue) + ", "
                    + circle(phase.secondRotation, phase.secondHue))
        }
        return lines
    }
}
